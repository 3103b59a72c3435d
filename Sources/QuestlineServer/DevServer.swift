import Foundation
import HTTPTypes
import HummingbirdCore
import Logging
import NIOCore
import NIOPosix

/// Serves an output folder over HTTP, for `questline serve`: every file as it is on disk (media
/// with range requests, so video seeks), each page with the live-reload script, and the event
/// stream that script listens on. Nothing is cached by the browser. It knows nothing of games.
///
/// Built on Hummingbird's core (SwiftNIO), with ``ServerLimits`` on every connection, so that a
/// client on the network cannot stop it from serving everyone else (docs/serve.md).
public struct DevServer: Sendable {
    public let folder: URL
    public let host: String
    public let port: UInt16
    public let builds: BuildCounter
    public var limits = ServerLimits()
    /// How often an idle event stream sends a comment line: a page that went away is noticed
    /// then, and proxies do not drop a quiet stream.
    public var heartbeat: Duration = .seconds(15)
    /// Play mode's sign-in, pages and forms (`serve --play`); nil serves the folder read-only.
    public var play: (any PlayHandler)?

    public init(folder: URL, host: String, port: UInt16, builds: BuildCounter) {
        self.folder = folder.standardizedFileURL
        // The socket takes an address, not a name; "localhost" is the one name people type, and
        // `[::1]` the way a URL writes an IPv6 address.
        let address = HostAddress.unbracketed(host)
        self.host = address == "localhost" ? "127.0.0.1" : address
        self.port = port
        self.builds = builds
    }

    /// Listens, calls `listening` with the address it listens on (the port is chosen when 0 was
    /// asked for), and serves until the task is cancelled. A port that is taken throws
    /// ``PortTaken``; any other failure to listen throws as SwiftNIO reports it.
    @available(macOS 14, *)
    public func run(listening: @escaping @Sendable (String) -> Void) async throws {
        let responder = SiteResponder(server: self)
        let channel = GuardedHTTP1Channel(responder: { request, writer, channel in
            try await responder.respond(to: request, writer: writer, address: channel.remoteAddress?.ipAddress ?? "unknown")
        }, limits: limits)
        let quiet = Logger(label: "questline.serve", factory: { _ in SwiftLogNoOpLogHandler() })
        let configuration = ServerConfiguration(address: .hostname(host, port: Int(port)),
                                                availableConnectionsDelegate: MaximumAvailableConnections(limits.connections, logger: quiet))
        let server = Server(childChannelSetup: channel, configuration: configuration, onServerRunning: { channel in
            let address = channel.localAddress?.ipAddress ?? host, bound = channel.localAddress?.port ?? Int(port)
            listening(address.contains(":") ? "http://[\(address)]:\(bound)/" : "http://\(address):\(bound)/")
        }, eventLoopGroup: MultiThreadedEventLoopGroup.singleton, logger: quiet)
        do {
            try await server.run()
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            throw PortTaken(host: host, port: port)
        }
    }

    /// Another program listens on the port already.
    public struct PortTaken: Error, Equatable {
        public var host: String
        public var port: UInt16
    }
}
