import HummingbirdCore
import Logging
import NIOCore

/// Hummingbird's HTTP/1 channel with serve's limits around it: the parser's bounds on the request
/// line and headers, a deadline for each request and a cap on its body (``RequestGuard``), an
/// idle timeout, and a cap on the connections one address may hold open. A client past a limit
/// gets a 400 or a closed connection; everyone else is served as before.
@available(macOS 14, *)
struct GuardedHTTP1Channel: ServerChildChannel, HTTPChannelHandler {
    typealias Value = HTTP1Channel.Value

    private let inner: HTTP1Channel
    private let addresses: AddressCounter

    init(responder: @escaping HTTPChannelHandler.Responder, limits: ServerLimits) {
        let decoder = HTTP1Channel.Configuration.DecoderConfiguration(
            maxHeaderFieldSize: limits.maxHeaderFieldSize, maxHeaderListSize: limits.maxHeaderListSize,
            maxHeaderFieldCount: limits.maxHeaderCount)
        let (seconds, _) = limits.idleTime.components
        let configuration = HTTP1Channel.Configuration(additionalChannelHandlers: [RequestGuard(limits: limits)],
                                                       idleTimeout: .seconds(max(1, seconds)), httpDecoderConfiguration: decoder)
        self.inner = HTTP1Channel(responder: responder, configuration: configuration)
        self.addresses = AddressCounter(limit: limits.connectionsPerAddress)
    }

    var responder: HTTPChannelHandler.Responder { inner.responder }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let address = channel.remoteAddress?.ipAddress ?? "unknown"
        let admitted = addresses.open(address)
        if admitted {
            channel.closeFuture.whenComplete { [addresses] _ in addresses.close(address) }
        }
        // A connection past its address's limit is set up like any other, so the server's
        // accept loop sees nothing unusual, and closed at once: its client reads the end.
        return inner.setup(channel: channel, logger: logger).map { value in
            if !admitted { channel.close(promise: nil) }
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}

@available(macOS 14, *)
extension HTTPServerBuilder {
    /// HTTP/1 with serve's limits, for a Hummingbird `Application` (play mode's router):
    /// `Application(router: router, server: .questline(limits: ServerLimits()))`.
    public static func questline(limits: ServerLimits) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in GuardedHTTP1Channel(responder: responder, limits: limits) }
    }
}
