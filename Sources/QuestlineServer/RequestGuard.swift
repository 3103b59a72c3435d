import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose client is too slow or sends too much: the whole request (head and
/// body) must arrive within `requestTime` of the connection opening or of the last answer, and
/// its body may not pass `maxBodySize`. SwiftNIO's parser bounds the head's size; this bounds
/// its time, so a client that sends half a request and waits holds a socket for seconds, not
/// for ever.
final class RequestGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let requestTime: TimeAmount
    private let maxBodySize: Int
    private let uploadPath: String?
    private let minimumUploadRate: Int
    /// Requests begun (their head read) and not yet answered.
    private var unanswered = 0
    private var bodyBytes = 0
    /// Running while we wait on the client: for a request to begin or to finish arriving.
    private var deadline: Scheduled<Void>?

    init(limits: ServerLimits) {
        let (seconds, attoseconds) = limits.requestTime.components
        self.requestTime = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        self.maxBodySize = limits.maxBodySize
        self.uploadPath = limits.uploadPath
        self.minimumUploadRate = max(1, limits.minimumUploadRate)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        disarm()
    }

    func channelActive(context: ChannelHandlerContext) {
        arm(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        disarm()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            unanswered += 1
            bodyBytes = 0
            if let time = uploadTime(head) {
                // An upload's body may take longer than a request: its own clock starts now.
                disarm()
                arm(context, in: time)
            } else {
                arm(context)
            }
        case .body(let buffer):
            bodyBytes += buffer.readableBytes
            guard bodyBytes <= maxBodySize else {
                context.close(promise: nil)
                return
            }
        case .end:
            // Read in full: now the client waits for us, unless it was answered already
            // (a refusal sent before the body), and then the clock starts for the next one.
            disarm()
            if unanswered == 0 { arm(context) }
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            unanswered = max(0, unanswered - 1)
            if unanswered == 0 { arm(context) }
        }
        context.write(data, promise: promise)
    }

    /// The time a post to the upload path has for its body (``ServerLimits/minimumUploadRate``);
    /// nil for any other request.
    func uploadTime(_ head: HTTPRequest) -> TimeAmount? {
        guard let uploadPath, head.method == .post, let path = head.path,
              path == uploadPath || path.hasPrefix(uploadPath + "?") else { return nil }
        let announced = head.headerFields[.contentLength].flatMap { Int($0) }.map { min(max(0, $0), maxBodySize) } ?? maxBodySize
        return requestTime + .milliseconds(Int64(announced) * 1000 / Int64(minimumUploadRate))
    }

    /// Starts the clock for the next request (or `time` for an upload's body), unless it runs already.
    private func arm(_ context: ChannelHandlerContext, in time: TimeAmount? = nil) {
        guard deadline == nil else { return }
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: time ?? requestTime) {
            loopBound.value.close(promise: nil)
        }
    }

    private func disarm() {
        deadline?.cancel()
        deadline = nil
    }
}

@available(*, unavailable)
extension RequestGuard: Sendable {}
