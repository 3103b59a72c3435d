import Foundation
import QuestlineCore

/// What the last build left in the output folder that this one may keep rather than make again:
/// the files still on disk as it wrote them, by path, with the fingerprints they were made from
/// (`BuildManifest.keptFiles`).
public struct LastBuild: Sendable {
    public var kept: [String: KeptFile]

    public init(kept: [String: KeptFile]) {
        self.kept = kept
    }

    /// Nothing to keep: every file is made.
    public static let none = LastBuild(kept: [:])
}
