import Foundation
import QuestlineCore

/// Reads media bytes for the files a site publishes; paths are relative to the content folder.
public protocol MediaReader: Sendable {
    func mediaData(_ path: String) throws -> Data
    /// Which file `path` is, as it is now, without reading it (`FileIdentity`); nil when it
    /// cannot be told (the file is missing, or the reader knows no better than its bytes).
    func mediaIdentity(_ path: String) -> UInt64?
    /// Where the file is on disk, to be copied from when it is written (`OutputFile.source`);
    /// nil when it is not on disk, and then `mediaData` gives its bytes.
    func mediaFile(_ path: String) -> String?
}

extension MediaReader {
    /// Known by its bytes alone: its media are copied again by every build.
    public func mediaIdentity(_ path: String) -> UInt64? { nil }
    /// Not on disk.
    public func mediaFile(_ path: String) -> String? { nil }
}

extension DirectorySource: MediaReader {
    public func mediaData(_ path: String) throws -> Data {
        guard let url = mediaURL(path) else {
            throw QuestlineError("media \"\(path)\" is missing or outside the content folder", at: SourceLocation(file: "content/" + path))
        }
        return try Data(contentsOf: url)
    }

    public func mediaIdentity(_ path: String) -> UInt64? {
        mediaURL(path).flatMap { FileIdentity.of(path: $0.path) }
    }

    public func mediaFile(_ path: String) -> String? { mediaURL(path)?.path }
}

extension InMemorySource: MediaReader {
    public func mediaData(_ path: String) throws -> Data {
        guard mediaStatus(path) == .file, let text = files["content/" + path] else {
            throw QuestlineError("media \"\(path)\" is missing", at: SourceLocation(file: "content/" + path))
        }
        return Data(text.utf8)
    }

    /// A file in memory is known by its bytes.
    public func mediaIdentity(_ path: String) -> UInt64? {
        guard mediaStatus(path) == .file, let text = files["content/" + path] else { return nil }
        var hash = StableHash()
        hash.combine("media bytes")
        hash.combine(text)
        return hash.value
    }
}

/// Which media the site publishes: avatars, proofs, the media of unlocked rewards and those
/// their messages show, and those the descriptions of revealed challenges show. Nothing a locked
/// reward or a secret dare alone refers to is on this list.
extension SiteContext {
    var publishedMedia: [String] {
        var paths = Set<String>()
        for person in game.people where person.avatarIsImage { paths.insert(person.avatar!) }
        for player in state.players {
            for completion in player.completions { if let media = completion.media { paths.insert(media) } }
        }
        for reward in unlockedRewards {
            paths.formUnion(reward.media)
            if let message = reward.message { paths.formUnion(MarkdownMedia.references(in: message)) }
        }
        for challenge in game.challenges where state.isRevealed(challenge) {
            if let description = challenge.description { paths.formUnion(MarkdownMedia.references(in: description)) }
        }
        return paths.filter { MediaPath.lexicalProblem($0) == nil }.sorted()
    }
}

/// Where a media file lands in the output: under `media/`, mirroring the content folder, so a
/// media file can never take the place of a page.
enum MediaRoute {
    static func path(_ media: String) -> String { media.hasPrefix("media/") ? media : "media/" + media }

    /// Whether an output file is a media copy: nothing else is written under `media/`.
    static func isMedia(_ output: String) -> Bool { output.hasPrefix("media/") }
}
