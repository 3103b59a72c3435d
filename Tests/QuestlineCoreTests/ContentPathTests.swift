import Foundation
import Testing
@testable import QuestlineCore

/// A game folder on disk beside a folder that is not the game's, for links that lead out.
private final class GameFolder {
    let top: URL
    var site: URL { top.appendingPathComponent("site") }
    var elsewhere: URL { top.appendingPathComponent("elsewhere") }

    init(rewards: String) throws {
        top = FileManager.default.temporaryDirectory.appendingPathComponent("questline-paths-\(UUID().uuidString)")
        var files = Fixture(["content/rewards.yaml": rewards]).files
        files["content/media/song.ogg"] = "OggS"
        for (path, text) in files { try write("site/" + path, text) }
        try write("elsewhere/secret.md", "the neighbour's diary")
        try write("elsewhere/photos/private.png", "private photo")
    }

    deinit { try? FileManager.default.removeItem(at: top) }

    func write(_ path: String, _ text: String) throws {
        let url = top.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A symbolic link at `path` (under the site) to `destination`.
    func link(_ path: String, to destination: URL) throws {
        let url = site.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
    }

    func load() -> ContentLoader.Result { ContentLoader.load(from: DirectorySource(root: site)) }
}

@Suite("Content files are read only inside the content folder")
struct ContentPathTests {
    @Test("A message file that is a symbolic link to a file outside the game is refused at the field that names it")
    func messageLinkedOutside() throws {
        let folder = try GameFolder(rewards: "- {id: note, title: Note, kind: text, price: 5, message-file: messages/note.md}\n")
        try folder.link("content/messages/note.md", to: folder.elsewhere.appendingPathComponent("secret.md"))
        let loaded = folder.load()
        #expect(loaded.diagnostics.lines == [
            "content/rewards.yaml:1:63: error: message-file \"messages/note.md\": content/messages/note.md leads outside the content folder (through a symbolic link)",
        ])
        #expect(loaded.game?.rewards.first?.message == nil)
    }

    @Test("A message file in a folder that links outside the game is refused too")
    func messageFolderLinkedOutside() throws {
        let folder = try GameFolder(rewards: "- {id: note, title: Note, kind: text, price: 5, message-file: messages/secret.md}\n")
        try folder.link("content/messages", to: folder.elsewhere)
        #expect(folder.load().diagnostics.lines == [
            "content/rewards.yaml:1:63: error: message-file \"messages/secret.md\": content/messages/secret.md leads outside the content folder (through a symbolic link)",
        ])
    }

    @Test("A media file that is a symbolic link to a file outside the game is refused at its field")
    func mediaLinkedOutside() throws {
        let folder = try GameFolder(rewards: "- {id: pic, title: Pic, kind: image, price: 5, media: media/pic.png}\n")
        try folder.link("content/media/pic.png", to: folder.elsewhere.appendingPathComponent("photos/private.png"))
        #expect(folder.load().diagnostics.lines == [
            "content/rewards.yaml:1:55: error: media \"media/pic.png\" leads outside the content folder (through a symbolic link)",
        ])
    }

    @Test("A folder under content/media that links outside the game leads every file in it out")
    func mediaFolderLinkedOutside() throws {
        let folder = try GameFolder(rewards: "- {id: pic, title: Pic, kind: image, price: 5, media: media/photos/private.png}\n")
        try folder.link("content/media/photos", to: folder.elsewhere.appendingPathComponent("photos"))
        let source = DirectorySource(root: folder.site)
        #expect(source.mediaStatus("media/photos/private.png") == .outside)
        #expect(source.mediaURL("media/photos/private.png") == nil)
        #expect(folder.load().diagnostics.lines == [
            "content/rewards.yaml:1:55: error: media \"media/photos/private.png\" leads outside the content folder (through a symbolic link)",
        ])
    }

    @Test("A path that climbs out with .. is refused before the disk is looked at", arguments: [
        ("message-file: ../elsewhere/secret.md", "content/rewards.yaml:1:61: error: message-file leads outside the content folder: \"../elsewhere/secret.md\""),
        ("media: ../../elsewhere/photos/private.png", "content/rewards.yaml:1:55: error: media \"../../elsewhere/photos/private.png\" leads outside the content folder"),
        ("message: \"![x](../elsewhere/photos/private.png)\"",
         "content/rewards.yaml:1:56: error: link in the message \"../elsewhere/photos/private.png\" leads outside the content folder"),
    ])
    func climbingOut(field: String, expected: String) throws {
        let kind = field.hasPrefix("media") ? "image" : "text"
        let folder = try GameFolder(rewards: "- {id: pic, title: Pic, kind: \(kind), price: 5, \(field)}\n")
        #expect(folder.load().diagnostics.lines == [expected])
    }

    @Test("A path that names an editor's hidden, backup or autosave file is refused at its field", arguments: [
        ("media: media/.pic.png", "image",
         "content/rewards.yaml:1:55: error: media \"media/.pic.png\" \(MediaPath.leftOutWords)"),
        ("media: media/.cache/pic.png", "image",
         "content/rewards.yaml:1:55: error: media \"media/.cache/pic.png\" \(MediaPath.leftOutWords)"),
        ("media: media/pic.png~", "image",
         "content/rewards.yaml:1:55: error: media \"media/pic.png~\" \(MediaPath.leftOutWords)"),
        ("message-file: \"letters/#note.md#\"", "text",
         "content/rewards.yaml:1:61: error: message-file \(MediaPath.leftOutWords): \"letters/#note.md#\""),
    ])
    func leftOutNamed(field: String, kind: String, expected: String) throws {
        let folder = try GameFolder(rewards: "- {id: pic, title: Pic, kind: \(kind), price: 5, \(field)}\n")
        for path in ["media/.pic.png", "media/.cache/pic.png", "media/pic.png~", "letters/#note.md#"] {
            try folder.write("site/content/" + path, "saved by an editor")
        }
        #expect(folder.load().diagnostics.lines == [expected])
    }

    @Test("A link that leads to a left-out name inside the game is refused, as that name would be")
    func linkedToLeftOut() throws {
        let folder = try GameFolder(rewards: "- {id: pic, title: Pic, kind: image, price: 5, media: media/pics/pic.png}\n")
        try folder.write("site/content/.stash/pic.png", "a photo kept out of sight")
        try folder.link("content/media/pics", to: folder.site.appendingPathComponent("content/.stash"))
        #expect(DirectorySource(root: folder.site).mediaStatus("media/pics/pic.png") == .leftOut)
        #expect(folder.load().diagnostics.lines == [
            "content/rewards.yaml:1:55: error: media \"media/pics/pic.png\" \(MediaStatus.leftOut.problemWords)",
        ])
    }

    @Test("Left out: hidden names, backups and autosaves; not . or .., nor a # or ~ inside a name", arguments: [
        (".swp", true), (".challenges.yaml.swp", true), (".git", true), (".DS_Store", true), ("events.jsonl~", true),
        ("#events.jsonl#", true), (".#events.jsonl", true),
        (".", false), ("..", false), ("#", false), ("~", true), ("a#b#", false), ("#a", false), ("a~b", false), ("jo.png", false),
    ])
    func leftOutNames(name: String, leftOut: Bool) {
        #expect(LeftOutNames.contains(name) == leftOut)
        #expect(LeftOutNames.leaveOut(path: "media/\(name)/x.png") == leftOut)
    }

    @Test("A link under content/ that leads among the photo proofs is refused as their own path is", arguments: [
        // A folder linked to the proofs' folder, a file linked to a proof, a message folder linked there.
        ("media: media/pics/dawn.png", "content/media/pics", "content/media/proofs",
         "content/rewards.yaml:1:55: error: media \"media/pics/dawn.png\" is among the photo proofs (media/proofs/), which belong to the event log"),
        ("media: media/dawn.png", "content/media/dawn.png", "content/media/proofs/dawn.png",
         "content/rewards.yaml:1:55: error: media \"media/dawn.png\" is among the photo proofs (media/proofs/), which belong to the event log"),
        ("message-file: letters/dawn.png", "content/letters", "content/media/proofs",
         "content/rewards.yaml:1:61: error: message-file \"letters/dawn.png\" is among the photo proofs (media/proofs/), which belong to the event log"),
    ])
    func linkedAmongProofs(field: String, link: String, destination: String, expected: String) throws {
        let kind = field.hasPrefix("media") ? "image" : "text"
        let folder = try GameFolder(rewards: "- {id: pic, title: Pic, kind: \(kind), price: 5, \(field)}\n")
        try folder.write("site/content/media/proofs/dawn.png", "a photo proof")
        try folder.link(link, to: folder.site.appendingPathComponent(destination))
        #expect(folder.load().diagnostics.lines == [expected])
        #expect(!DirectorySource(root: folder.site).leadsAmongProofs("media/song.ogg"))
    }

    @Test("A symbolic link that stays inside the content folder is read as the file it leads to")
    func linkInsideIsFine() throws {
        let folder = try GameFolder(rewards: """
        - {id: note, title: Note, kind: text, price: 5, message-file: messages/note.md}
        - {id: song, title: Song, kind: audio, price: 5, media: media/again.ogg}

        """)
        try folder.write("site/content/letters/real.md", "Dear Sam")
        try folder.link("content/messages/note.md", to: folder.site.appendingPathComponent("content/letters/real.md"))
        try folder.link("content/media/again.ogg", to: folder.site.appendingPathComponent("content/media/song.ogg"))
        let loaded = folder.load()
        #expect(loaded.diagnostics.lines == [])
        #expect(loaded.game?.rewards.first?.message == "Dear Sam")
        let source = DirectorySource(root: folder.site)
        let url = try #require(source.mediaURL("media/again.ogg"))
        #expect(try String(contentsOf: url, encoding: .utf8) == "OggS")
    }

    @Test("A game file that links outside the game is not read")
    func yamlLinkedOutside() throws {
        let folder = try GameFolder(rewards: "")
        try FileManager.default.removeItem(at: folder.site.appendingPathComponent("content/rewards.yaml"))
        try folder.write("elsewhere/rewards.yaml", "- {id: note, title: Note, kind: text, price: 5, message: Hi}\n")
        try folder.link("content/rewards.yaml", to: folder.elsewhere.appendingPathComponent("rewards.yaml"))
        #expect(folder.load().diagnostics.lines == [
            "content/rewards.yaml: error: content/rewards.yaml leads outside the content folder (through a symbolic link)",
        ])
    }

    /// Opening a FIFO to read waits for a writer that never comes: each of these would hang.
    @Test("A FIFO in place of a game file, the log, a message or a media file is an error at its name, never waited on")
    func fifos() throws {
        let folder = try GameFolder(rewards: """
            - {id: note, title: Note, kind: text, price: 5, message-file: messages/note.md}
            - {id: pic, title: Pic, kind: image, price: 5, media: media/pic.png}

            """)
        for path in ["content/people.yaml", "content/messages/note.md", "content/media/pic.png"] {
            let url = folder.site.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: url)
            #expect(mkfifo(url.path, 0o600) == 0)
        }
        let lines = folder.load().diagnostics.lines
        for expected in [
            "content/people.yaml: error: content/people.yaml is a FIFO, a socket or a device, not a plain file",
            "content/rewards.yaml:1:63: error: message-file \"messages/note.md\": content/messages/note.md is a FIFO, a socket or a device, not a plain file",
            "content/rewards.yaml:2:55: error: media \"media/pic.png\" is a FIFO, a socket or a device, not a plain file",
        ] {
            #expect(lines.contains(expected), "\(lines)")
        }
        let log = folder.site.appendingPathComponent(ContentFormat.eventLogFile)
        try? FileManager.default.removeItem(at: log)
        #expect(mkfifo(log.path, 0o600) == 0)
        let check = GameCheck.run(source: DirectorySource(root: folder.site), asOf: Date())
        #expect(check.diagnostics.lines.contains("content/events.jsonl: error: content/events.jsonl is a FIFO, a socket or a device, not a plain file"))
    }
}
