import FlyingFox
import FlyingSocks
import Foundation

/// Serves an output folder over HTTP on this machine, for `questline serve`: every file as it
/// is on disk (media with range requests, so video seeks), each page with the live-reload
/// script, and the endpoint that script waits on. Nothing is cached by the browser.
public struct DevServer: Sendable {
    public let folder: URL
    public let host: String
    public let port: UInt16
    public let builds: BuildCounter
    /// How long the live-reload endpoint holds a request before it answers "no news".
    public var wait: Duration = .seconds(10)

    public init(folder: URL, host: String, port: UInt16, builds: BuildCounter) {
        self.folder = folder.standardizedFileURL
        // The socket takes an address, not a name; "localhost" is the one name people type.
        self.host = host == "localhost" ? "127.0.0.1" : host
        self.port = port
        self.builds = builds
    }

    /// Listens, calls `listening` with the address it listens on (the port is chosen when 0 was
    /// asked for), and serves until the task is cancelled.
    public func run(listening: @escaping @Sendable (String) -> Void) async throws {
        let address: any SocketAddress = host.contains(":") ? try sockaddr_in6.inet6(ip6: host, port: port)
            : try sockaddr_in.inet(ip4: host, port: port)
        let server = HTTPServer(address: address, logger: .disabled, handler: Handler(server: self))
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await server.run() }
            group.addTask {
                try await server.waitUntilListening()
                if case .ip4(let ip, let port)? = await server.listeningAddress { listening("http://\(ip):\(port)/") }
                if case .ip6(let ip, let port)? = await server.listeningAddress { listening("http://[\(ip)]:\(port)/") }
            }
            // The first to fail ends the other: a port that is taken is told at once.
            while try await group.next() != nil {}
        }
    }

    struct Handler: HTTPHandler {
        let server: DevServer

        func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
            guard request.method == .GET || request.method == .HEAD else {
                return response(.methodNotAllowed)
            }
            // A HEAD request gets the headers a GET would, and no body.
            guard request.method == .GET else {
                let full = try await answer(request)
                var headers = full.headers
                // The file handler answers HEAD itself, with the file's length.
                if headers[.contentLength] == nil { headers[.contentLength] = String(try await full.bodyData.count) }
                return HTTPResponse(statusCode: full.statusCode, headers: headers)
            }
            return try await answer(request)
        }

        private func answer(_ request: HTTPRequest) async throws -> HTTPResponse {
            switch request.path {
            case LiveReload.scriptPath:
                return response(.ok, type: ContentTypes.of("a.js"), body: Data(LiveReload.script.utf8))
            case LiveReload.waitPath:
                let after = request.query["after"].flatMap(Int.init) ?? -1
                let status = await server.builds.wait(after: after, timeout: server.wait)
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                return response(.ok, type: "application/json", body: try encoder.encode(status))
            default:
                return try await file(request)
            }
        }

        private func file(_ request: HTTPRequest) async throws -> HTTPResponse {
            // The path as the request wrote it: FlyingFox's `path` drops a trailing slash, which
            // tells a folder's page from a redirect to it.
            switch SiteFile.resolve(request.target.path(), in: server.folder) {
            case .redirect(let location):
                return response(.movedPermanently, location: location)
            case .notFound:
                return response(.notFound, type: ContentTypes.html, body: Data(notFoundPage(request.path).utf8))
            case .file(let url, let contentType) where contentType == ContentTypes.html:
                guard let page = try? Data(contentsOf: url) else { return response(.notFound) }
                let build = await server.builds.build
                return response(.ok, type: contentType, body: LiveReload.inject(into: page, build: build))
            case .file(let url, let contentType):
                return try await FileHTTPHandler(path: url, contentType: contentType, cacheControl: [.noStore]).handleRequest(request)
            }
        }

        /// A response that no browser keeps: a page served here may change at the next build.
        private func response(_ status: HTTPStatusCode, type: String? = nil, location: String? = nil, body: Data = Data()) -> HTTPResponse {
            var headers: HTTPHeaders = [.cacheControl: "no-store"]
            if let type { headers[.contentType] = type }
            if let location { headers[.location] = location }
            return HTTPResponse(statusCode: status, headers: headers, body: body)
        }

        private func notFoundPage(_ path: String) -> String {
            let shown = path.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
            let body = "<!doctype html><html lang=\"en\"><meta charset=\"utf-8\"><title>Not found</title>"
                + "<body><h1>Not found</h1><p>Nothing at <code>\(shown)</code> in the built site.</p><p><a href=\"/\">Home</a></p></body></html>"
            return String(decoding: LiveReload.inject(into: Data(body.utf8), build: 0), as: UTF8.self)
        }
    }
}
