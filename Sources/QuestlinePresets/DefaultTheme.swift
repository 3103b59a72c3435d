import Foundation

/// The theme this questline was made with, as `questline init` copies it into a new site.
public enum DefaultTheme {
    /// `Templates/strings/en.yaml` as this questline ships it: every UI string the pages use.
    /// A site whose own copy is older lacks the strings added since; a build fills them from here.
    /// (Decoded alone: a build need not decode the whole archive.)
    public static var englishStrings: String {
        String(decoding: PresetArchive.files["Templates/strings/en.yaml"].flatMap { Data(base64Encoded: $0) } ?? Data(), as: UTF8.self)
    }

    /// One template as this questline ships it (`pages/not-found`), for a site whose own
    /// `Templates/` is older than the page kind.
    @Sendable public static func template(named name: String) -> String? {
        PresetArchive.files["Templates/\(name).mustache"].flatMap { Data(base64Encoded: $0) }.map { String(decoding: $0, as: UTF8.self) }
    }
}
