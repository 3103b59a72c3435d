/// How much one client may ask of the server before it is refused: serve runs on a laptop or a
/// home server that phones on a Wi-Fi reach, and one broken or hostile client must not stall it
/// for everyone else (docs/serve.md, "Limits").
public struct ServerLimits: Sendable, Equatable {
    /// The longest request line or single header, in bytes; the request line is counted as a
    /// header by SwiftNIO's parser, so this bounds the URL too. Longer: 400, connection closed.
    public var maxHeaderFieldSize = 8 * 1024
    /// All headers of a request together, in bytes.
    public var maxHeaderListSize = 32 * 1024
    /// How many headers a request may have.
    public var maxHeaderCount = 100
    /// The largest request body, in bytes: nothing served today takes a body.
    public var maxBodySize = 1024 * 1024
    /// From the connection (or the end of the last answer) to the whole request, head and body,
    /// having arrived: a client that sends half a request and waits is closed after this.
    public var requestTime: Duration = .seconds(10)
    /// The one path whose request bodies may take longer than `requestTime`: play's form post,
    /// which brings a photo of up to 15 MB or more over a phone's Wi-Fi. Nil: none.
    public var uploadPath: String?
    /// The slowest a body sent to `uploadPath` may arrive, in bytes a second: such a request
    /// has `requestTime` for its head and then `requestTime` more plus its announced length
    /// (or `maxBodySize` when it announces none) at this rate. 32 KB/s: a 15 MB photo has
    /// about eight minutes, which the slowest Wi-Fi a phone keeps using still meets.
    public var minimumUploadRate = 32 * 1024
    /// A connection with nothing to read or write for this long is closed. A response being
    /// written (a video, the live-reload channel) is not idle.
    public var idleTime: Duration = .seconds(30)
    /// Open connections from one address; more are closed as they arrive. Browsers open six
    /// at most per site, and each open page holds one for live reload.
    public var connectionsPerAddress = 32
    /// Open connections in all; past this the server stops accepting until some close.
    public var connections = 1024

    public init() {}
}
