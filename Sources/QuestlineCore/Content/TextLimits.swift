/// The longest texts the content takes, in characters: the check refuses longer ones, and what
/// writes content for a person (`questline import`) shortens its texts to fit.
public enum TextLimits {
    /// A challenge's, reward's or goal's title.
    public static let title = 300
    /// The game's title.
    public static let gameTitle = 200
    /// A person's name.
    public static let personName = 100
    /// A description, and any other text without a limit of its own.
    public static let text = 10_000
    /// A measure's unit ("km", "pages").
    public static let unit = 40

    /// `text`, or its first characters and "…" when it is longer than `limit` characters.
    public static func shortened(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(max(limit - 1, 0))) + "…"
    }
}
