import Foundation
import QuestlineCore

/// The game already in a folder that `init` is asked to write into: what of it `init` must never
/// overwrite, not even with `--force`.
public struct ExistingGame: Sendable {
    /// The non-blank lines of its event log: its history, which nothing but the people who play
    /// writes. `init` refuses a folder whose log holds any.
    public var loggedLines: Int
    /// Its lasting id (`id:` in game.yaml), which feed readers and calendars know it by: a
    /// game.yaml that `init --force` writes anew keeps it.
    public var gameID: UUID?

    /// Reads what stands in `root`; a folder with no game has no lines and no id.
    public init(in root: URL) {
        let log = root.appendingPathComponent(ContentFormat.eventLogFile)
        let bytes = (try? Data(contentsOf: log)) ?? Data()
        loggedLines = bytes.split(separator: UInt8(ascii: "\n")).filter { line in
            line.contains { !($0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r")) }
        }.count
        gameID = ContentLoader.settings(from: DirectorySource(root: root))?.id
    }
}
