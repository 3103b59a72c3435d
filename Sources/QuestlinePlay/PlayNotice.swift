/// What an action answered, shown once at the top of the next page: a result ("Swim done: +10")
/// or a refusal ("Not done: …"), which looks like one, so that a child never reads a refusal as
/// a success.
public struct PlayNotice: Sendable, Equatable, ExpressibleByStringLiteral {
    public var text: String
    public var isRefusal: Bool

    public init(_ text: String, isRefusal: Bool = false) {
        self.text = text
        self.isRefusal = isRefusal
    }

    public init(stringLiteral text: String) { self.init(text) }

    /// A refusal: nothing was recorded.
    public static func refusal(_ text: String) -> PlayNotice { PlayNotice(text, isRefusal: true) }
}
