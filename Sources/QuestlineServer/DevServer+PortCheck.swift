import Foundation
import NIOCore
import NIOPosix

extension DevServer {
    /// Throws ``PortTaken`` when another program listens on `host:port` already, and any other
    /// failure to listen there as SwiftNIO reports it, so that `serve` says so before it builds
    /// (a big game's build takes seconds). The port is let go at once; one taken in between is
    /// still met by `run(listening:)`. Port 0 (a free one, picked later) is never taken.
    public static func checkListenable(host: String, port: UInt16) async throws {
        guard port != 0 else { return }
        // The options of the server's own socket (SO_REUSEADDR), so that this answers as it would.
        let bootstrap = ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
        do {
            let channel = try await bootstrap.bind(host: host, port: Int(port)).get()
            try await channel.close()
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            throw PortTaken(host: host, port: port)
        }
    }
}
