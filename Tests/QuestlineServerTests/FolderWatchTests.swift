import Foundation
import Testing
@testable import QuestlineServer

@Suite("Telling when a watched folder changes")
struct FolderWatchTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("questline-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("content/media"), withIntermediateDirectories: true)
        try Data("{}\n".utf8).write(to: folder.appendingPathComponent("content/events.jsonl"))
        return folder
    }

    /// Runs `change` a moment after the watch starts waiting; whether the wait said so, and how long it took.
    /// The change runs on a thread of its own: on two cores, the dispatch pool's threads may all
    /// be held by tests that block (this wait, the polling test's sleeps), and a change queued
    /// there came a second late.
    static func waits(on watch: any FolderWatch, for seconds: TimeInterval = 5, after change: @escaping @Sendable () throws -> Void) -> (Bool, TimeInterval) {
        let started = Date()
        Thread {
            Thread.sleep(forTimeInterval: 0.1)
            try? change()
        }.start()
        let changed = watch.waitForChange(until: Date().addingTimeInterval(seconds))
        return (changed, Date().timeIntervalSince(started))
    }

    /// Waits until the watch has told of everything done so far: a moment with nothing to tell.
    static func settle(_ watch: any FolderWatch) {
        for _ in 0..<20 {
            guard watch.waitForChange(until: Date().addingTimeInterval(0.3)) else { return }
        }
    }

    /// What the watches here ignore: hidden names (`serve` gives `LeftOutNames`, which says more).
    static let swapFiles: @Sendable (String) -> Bool = { $0.hasPrefix(".") }

    static func append(_ text: String, to url: URL) throws {
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }

    #if os(Linux)
    @Test("inotify tells of an appended line, a new file in a subfolder and a file in a folder made since, within moments")
    func inotify() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("content")
        let watch = try #require(InotifyWatch([content, folder.appendingPathComponent("Templates")], ignoring: Self.swapFiles))
        let log = content.appendingPathComponent("events.jsonl")
        let (appended, took) = Self.waits(on: watch) { try Self.append("{\"a\":1}\n", to: log) }
        #expect(appended && took < 1, "took \(took) s")
        #expect(Self.waits(on: watch) { try Data("x".utf8).write(to: content.appendingPathComponent("media/new.jpg")) }.0)
        #expect(Self.waits(on: watch) { try FileManager.default.createDirectory(at: content.appendingPathComponent("media/later"), withIntermediateDirectories: true) }.0)
        #expect(Self.waits(on: watch) { try Data("x".utf8).write(to: content.appendingPathComponent("media/later/a.jpg")) }.0)
        // Templates/ did not exist: making it counts, and a template saved in it then too.
        #expect(Self.waits(on: watch) { try FileManager.default.createDirectory(at: folder.appendingPathComponent("Templates"), withIntermediateDirectories: true) }.0)
        #expect(Self.waits(on: watch) { try Data("{{x}}".utf8).write(to: folder.appendingPathComponent("Templates/home.mustache")) }.0)
        // A write's last events (its close) can come after the wait that told of it has ended, when
        // the machine is busy: let them be told first, so only the write below can be heard.
        Self.settle(watch)
        // Something beside the watched folders (an output, the fold cache) is not a change.
        let (beside, waited) = Self.waits(on: watch, for: 0.5) { try Data("x".utf8).write(to: folder.appendingPathComponent("elsewhere.txt")) }
        #expect(!beside && waited >= 0.5)
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("elsewhere.txt"))
        // Nor is a file or folder whose name the watch ignores, in a watched folder; a save through
        // an ignored temporary file is told by the name it is renamed to.
        for hidden in ["content/.events.jsonl.swp", "Templates/.home.mustache.swp", "content/media/.cache/a.jpg"] {
            let (told, _) = Self.waits(on: watch, for: 0.5) {
                let url = folder.appendingPathComponent(hidden)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("x".utf8).write(to: url)
            }
            #expect(!told, "\(hidden)")
        }
        #expect(Self.waits(on: watch) {
            try Data("{{y}}".utf8).write(to: folder.appendingPathComponent("Templates/home.mustache"), options: .atomic)
        }.0)
        // A deadline with nothing changed ends the wait.
        #expect(!watch.waitForChange(until: Date().addingTimeInterval(0.2)))
    }

    @Test("A watched folder that is a link is watched where it leads, subfolders too, and pointing it elsewhere is a change")
    func linkedFolder() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("shared-theme/partials")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        let templates = folder.appendingPathComponent("Templates")
        try FileManager.default.createSymbolicLink(atPath: templates.path, withDestinationPath: "shared-theme")
        for watch in [try #require(InotifyWatch([templates], ignoring: Self.swapFiles)) as any FolderWatch,
                      PollingWatch([templates], ignoring: Self.swapFiles)] {
            #expect(Self.waits(on: watch) { try Data("{{x}}".utf8).write(to: theme.appendingPathComponent("nav-\(UUID()).mustache")) }.0)
        }
        // The link pointed at another theme, as `ln -sfn` does it (a new link renamed over the
        // old): that is a change, and the new theme's folders are watched from then on.
        let other = folder.appendingPathComponent("other-theme/pages")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        @Sendable func repoint(to target: String) throws {
            let fresh = folder.appendingPathComponent("Templates.new")
            try FileManager.default.createSymbolicLink(atPath: fresh.path, withDestinationPath: target)
            guard rename(fresh.path, templates.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }
        let inotify = try #require(InotifyWatch([templates], ignoring: Self.swapFiles))
        #expect(Self.waits(on: inotify) { try repoint(to: "other-theme") }.0)
        #expect(Self.waits(on: inotify) { try Data("{{x}}".utf8).write(to: other.appendingPathComponent("home.mustache")) }.0)
        let polling = PollingWatch([templates], ignoring: Self.swapFiles)
        #expect(Self.waits(on: polling) { try repoint(to: "shared-theme") }.0)
    }

    #endif

    @Test("The polling fallback tells of a saved file, and ends at its deadline otherwise")
    func polling() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let watch = PollingWatch([folder.appendingPathComponent("content")], ignoring: Self.swapFiles)
        #expect(!watch.waitForChange(until: Date().addingTimeInterval(0.3)))
        let log = folder.appendingPathComponent("content/events.jsonl")
        #expect(Self.waits(on: watch) { try Self.append("{\"a\":1}\n", to: log) }.0)
        // A file whose name the watch ignores is not a change.
        #expect(!Self.waits(on: watch, for: 0.6) { try Data("x".utf8).write(to: folder.appendingPathComponent("content/.events.jsonl.swp")) }.0)
    }
}
