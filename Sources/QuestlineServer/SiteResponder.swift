import Foundation
import HTTPTypes
import HummingbirdCore
import NIOCore

/// The answers of the dev server: the folder's files and pages, the live-reload script and
/// its event stream. GET and HEAD only; nothing here reads a request body.
struct SiteResponder: Sendable {
    let server: DevServer

    func respond(to request: Request, writer: consuming ResponseWriter, address: String = "unknown") async throws {
        let response: Response
        do {
            if let play = server.play, let answer = try await play.respond(to: request, address: address) {
                response = answer
            } else {
                response = try await answer(request)
            }
        } catch {
            response = Self.response(.internalServerError)
        }
        // A HEAD request gets the headers a GET would, and no body.
        if request.method == .head {
            try await writer.write(response: response.head, body: ResponseBody())
        } else {
            try await writer.write(response: response.head, body: response.body)
        }
    }

    private func answer(_ request: Request) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            return Self.response(.methodNotAllowed, headers: [.allow: "GET, HEAD"])
        }
        // Nothing here reads a body: a GET or HEAD that brings one is refused (and its connection
        // closed once the body passes the limit or the request time).
        guard request.headers[.transferEncoding] == nil, (request.headers[.contentLength] ?? "0") == "0" else {
            return Self.response(.badRequest, headers: [.connection: "close"])
        }
        // The target as the request wrote it, so a trailing slash tells a folder's page from a redirect to it.
        let target = request.head.path ?? "/"
        let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        switch path {
        case LiveReload.scriptPath:
            return Self.response(.ok, type: ContentTypes.of("a.js"), body: Data(LiveReload.script.utf8))
        case LiveReload.eventsPath:
            return events()
        case LiveReload.statusPath:
            let status = await server.builds.status
            return Self.response(.ok, type: "application/json", body: Data(LiveReload.json(status).utf8))
        default:
            return try await file(target, request: request)
        }
    }

    /// The event stream: the status now, then one event per finished build, with a comment line
    /// every heartbeat so that a page that went away is noticed and the stream ends.
    private func events() -> Response {
        let builds = server.builds, heartbeat = server.heartbeat
        let body = ResponseBody { writer in
            let (messages, queue) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(8))
            let forward = Task {
                for await status in await builds.updates() { queue.yield(LiveReload.event(status)) }
                queue.finish()
            }
            let beat = Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: heartbeat)
                    queue.yield(": still here\n\n")
                }
            }
            defer {
                forward.cancel()
                beat.cancel()
            }
            // A lost connection comes back after a second.
            try await writer.write(ByteBuffer(string: "retry: 1000\n\n"))
            for await message in messages {
                try await writer.write(ByteBuffer(string: message))
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store"], body: body)
    }

    private func file(_ target: String, request: Request) async throws -> Response {
        switch SiteFile.resolve(target, in: server.folder) {
        case .redirect(let location):
            return Self.response(.movedPermanently, headers: [.location: location])
        case .notFound where !FileManager.default.fileExists(atPath: server.folder.appendingPathComponent("index.html").path):
            // No site at all yet: the first build failed. Every address says so, and reloads once one works.
            let page = LiveReload.inject(into: Data(Self.noSitePage.utf8), build: await server.builds.build)
            return Self.response(.serviceUnavailable, type: ContentTypes.html, body: page)
        case .notFound:
            // The site's own 404 page, in the game's language and theme, its links made to work at
            // any depth; questline's plain one for a site built without it.
            let build = await server.builds.build
            guard let own = try? Data(contentsOf: server.folder.appendingPathComponent("404.html")) else {
                return Self.response(.notFound, type: ContentTypes.html, body: Data(Self.notFoundPage.utf8))
            }
            let errors = await server.play?.showsBuildErrors(to: request) ?? true
            var sent = LiveReload.inject(into: RootedPage.rooted(own), build: build, showsErrors: errors)
            if let play = server.play { sent = await play.decorate(sent, for: request) }
            return Self.response(.notFound, type: ContentTypes.html, body: sent)
        case .file(let url, let contentType) where contentType == ContentTypes.html:
            guard let page = try? Data(contentsOf: url) else { return Self.response(.notFound) }
            let build = await server.builds.build
            let errors = await server.play?.showsBuildErrors(to: request) ?? true
            var sent = LiveReload.inject(into: page, build: build, showsErrors: errors)
            if let play = server.play { sent = await play.decorate(sent, for: request) }
            return Self.response(.ok, type: contentType, body: sent)
        case .file(let url, let contentType):
            guard let file = OpenFile(path: url.path) else { return Self.response(.notFound) }
            return Self.media(file, type: contentType, range: ByteRange.parse(request.headers[.range], size: file.size))
        }
    }

    /// A file as it is on disk, or the one range of it asked for.
    static func media(_ file: OpenFile, type: String, range: ByteRange) -> Response {
        var headers: HTTPFields = [.contentType: type, .cacheControl: "no-store", .acceptRanges: "bytes"]
        let status: HTTPResponse.Status, first: Int64, last: Int64
        switch range {
        case .unsatisfiable:
            headers[.contentRange] = "bytes */\(file.size)"
            return Response(status: .rangeNotSatisfiable, headers: headers, body: ResponseBody())
        case .part(let from, let to):
            (status, first, last) = (.partialContent, from, to)
            headers[.contentRange] = "bytes \(from)-\(to)/\(file.size)"
        case .whole:
            (status, first, last) = (.ok, 0, file.size - 1)
        }
        let length = Int(last - first + 1)
        return Response(status: status, headers: headers, body: ResponseBody(contentLength: length) { writer in
            try await file.read(first: first, last: last) { try await writer.write($0) }
            try await writer.finish(nil)
        })
    }

    /// A response that no browser keeps: a page served here may change at the next build.
    static func response(_ status: HTTPResponse.Status, type: String? = nil, headers: HTTPFields = [:], body: Data = Data()) -> Response {
        var fields: HTTPFields = [.cacheControl: "no-store"]
        if let type { fields[.contentType] = type }
        fields.append(contentsOf: headers)
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// What every address answers while there is no site: the first build failed, and its errors
    /// are in the terminal and, through the live-reload script, over this page.
    static let noSitePage = "<!doctype html><html lang=\"en\"><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width\"><title>No site yet</title>"
        + "<body><main id=\"\(LiveReload.noSiteID)\"><h1>No site yet</h1><p>The first build failed, so there is nothing to show."
        + " Its errors are in the terminal where <code>questline serve</code> runs. Fix the file and save: this page reloads"
        + " once a build works.</p></main></body></html>"

    /// The same page for every path not found when the site has no 404 page of its own: the path
    /// is not shown, so nothing a client sent is ever echoed back.
    static let notFoundPage: String = {
        let body = "<!doctype html><html lang=\"en\"><meta charset=\"utf-8\"><title>Not found</title>"
            + "<body><h1>Not found</h1><p>Nothing at this address in the built site.</p><p><a href=\"/\">Home</a></p></body></html>"
        return String(decoding: LiveReload.inject(into: Data(body.utf8), build: 0), as: UTF8.self)
    }()
}
