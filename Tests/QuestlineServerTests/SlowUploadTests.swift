import Foundation
import HTTPTypes
import HummingbirdCore
import NIOCore
import Testing
@testable import QuestlineServer

/// A post to the upload path that reads its whole body and says how long it was.
private struct BodyCounter: PlayHandler {
    func respond(to request: Request, address: String) async throws -> Response? {
        guard request.method == .post else { return nil }
        var request = request
        let body = try await request.collectBody(upTo: 1 << 20)
        return Response(status: .ok, body: ResponseBody(byteBuffer: ByteBuffer(string: "got \(body.readableBytes)")))
    }

    func decorate(_ page: Data, for request: Request) async -> Data { page }
}

/// A client on a raw socket, sending a request a piece at a time.
private struct SlowClient {
    let socket: Int32

    init?(port: Int) {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return nil }
    }

    /// Sends `text` in `pieces` pieces, `pause` apart; false once the server has closed.
    func send(_ text: String, pieces: Int, pause: Duration) async -> Bool {
        let bytes = Array(text.utf8)
        let size = max(1, bytes.count / pieces)
        for start in stride(from: 0, to: bytes.count, by: size) {
            let piece = Array(bytes[start..<min(bytes.count, start + size)])
            guard Glibc.send(socket, piece, piece.count, Int32(MSG_NOSIGNAL)) == piece.count else { return false }
            try? await Task.sleep(for: pause)
        }
        return true
    }

    /// What the server answered, until it closed (or nothing within five seconds).
    func answer() -> String {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = recv(socket, &buffer, buffer.count, 0)
        return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : ""
    }

    func close() { _ = Glibc.close(socket) }
}

@Suite("A photo's slow upload", .serialized)
struct SlowUploadTests {
    /// A server whose requests have one second, with `/up` as its upload path, on a free port.
    private func serve(_ body: (Int) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("questline-slow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var server = DevServer(folder: folder, host: "127.0.0.1", port: 0, builds: BuildCounter())
        server.limits.requestTime = .seconds(1)
        server.limits.uploadPath = "/up"
        server.limits.minimumUploadRate = 100
        server.play = BodyCounter()
        let (ports, found) = AsyncStream<Int>.makeStream()
        let running = Task { try await server.run { address in found.yield(Int(address.split(separator: ":").last?.filter(\.isNumber) ?? "") ?? 0) } }
        defer { running.cancel() }
        var iterator = ports.makeAsyncIterator()
        let port = await iterator.next() ?? 0
        try await body(port)
    }

    private func post(_ path: String, body: Int) -> (head: String, body: String) {
        ("POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: image/jpeg\r\nContent-Length: \(body)\r\n\r\n", String(repeating: "x", count: body))
    }

    @Test("A body sent to the upload path may take longer than a request, at the slowest rate allowed", .timeLimit(.minutes(1)))
    func slowUpload() async throws {
        try await serve { port in
            let client = try #require(SlowClient(port: port))
            defer { client.close() }
            // 3,000 bytes at 100 a second: the body has 1 s + 30 s (room for a machine busy with
            // other tests); it takes about 2.5 s, past the 1 s any other request has.
            let request = post("/up", body: 3000)
            #expect(await client.send(request.head, pieces: 1, pause: .zero))
            #expect(await client.send(request.body, pieces: 5, pause: .milliseconds(500)))
            let answer = client.answer()
            #expect(answer.hasPrefix("HTTP/1.1 200") && answer.hasSuffix("got 3000"), "\(answer)")
        }
    }

    @Test("Any other path's body, and a slow head even to the upload path, still have one request's time", .timeLimit(.minutes(1)))
    func otherLimits() async throws {
        try await serve { port in
            let other = try #require(SlowClient(port: port))
            defer { other.close() }
            let request = post("/elsewhere", body: 3000)
            _ = await other.send(request.head, pieces: 1, pause: .zero)
            _ = await other.send(request.body, pieces: 5, pause: .milliseconds(500))
            #expect(!other.answer().contains("got 3000"))

            let slowHead = try #require(SlowClient(port: port))
            defer { slowHead.close() }
            let upload = post("/up", body: 10)
            _ = await slowHead.send(upload.head, pieces: 8, pause: .milliseconds(300))
            _ = await slowHead.send(upload.body, pieces: 1, pause: .zero)
            #expect(!slowHead.answer().contains("got 10"))
        }
    }

    @Test("An upload's time grows with its announced length, up to the body limit; any other request has none of its own")
    func uploadTime() {
        var limits = ServerLimits()
        limits.uploadPath = "/play/act"
        limits.maxBodySize = 16_000_000
        let requests = RequestGuard(limits: limits)
        func head(_ method: HTTPRequest.Method, _ path: String, _ length: String?) -> HTTPRequest {
            var request = HTTPRequest(method: method, scheme: "http", authority: "x", path: path)
            if let length { request.headerFields[.contentLength] = length }
            return request
        }
        let photo = TimeAmount.seconds(10) + .milliseconds(15_000_000 * 1000 / 32_768)
        #expect(requests.uploadTime(head(.post, "/play/act", "15000000")) == photo, "a 15 MB photo: about 7.6 minutes more")
        let most = TimeAmount.seconds(10) + .milliseconds(16_000_000 * 1000 / 32_768)
        #expect(requests.uploadTime(head(.post, "/play/act", "99999999999999")) == most)
        #expect(requests.uploadTime(head(.post, "/play/act", nil)) == most)
        #expect(requests.uploadTime(head(.post, "/play/act?x", "-5")) == .seconds(10))
        #expect(requests.uploadTime(head(.get, "/play/act", "10")) == nil)
        #expect(requests.uploadTime(head(.post, "/play/actx", "10")) == nil)
        #expect(RequestGuard(limits: ServerLimits()).uploadTime(head(.post, "/play/act", "10")) == nil)
    }
}
