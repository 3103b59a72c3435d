import Foundation

/// Runs the built `questline` binary and captures what it prints.
struct CLIResult: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String

    /// An event command's first line: what it recorded.
    var sentence: String { stdout.split(separator: "\n").first.map(String.init) ?? "" }
    /// The id an event command printed on its second line (`id …`).
    var eventID: String? {
        stdout.split(separator: "\n").first { $0.hasPrefix("id ") }.map { String($0.dropFirst(3)) }
    }
}

enum CLI {
    /// The `questline` executable next to the test bundle (SwiftPM builds it with the tests).
    static var binary: URL {
        var candidates: [URL] = [Bundle.main.bundleURL.appendingPathComponent("questline")]
        for bundle in Bundle.allBundles { candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("questline")) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/questline"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates.last!
    }

    /// The benchmark's helper, built beside `questline`.
    static var benchBinary: URL { binary.deletingLastPathComponent().appendingPathComponent("questline-bench") }

    /// The repository root, for the sample game.
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    @discardableResult
    /// `stopAfter`: a process still running then is stopped (SIGTERM), so a command that should
    /// have ended (a `serve` that should have refused) fails its test instead of hanging the run.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
                    executable: URL = binary, stopAfter: TimeInterval? = nil) throws -> CLIResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        env["SOURCE_DATE_EPOCH"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        if let stopAfter {
            Thread {
                Thread.sleep(forTimeInterval: stopAfter)
                if process.isRunning { process.terminate() }
            }.start()
        }
        // Both pipes read to their ends at once, before waiting: a process that fills one (64 KB)
        // while the other is being read would otherwise stall, and the test with it.
        let errors = PipeDrain(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.data()
        process.waitUntilExit()
        return CLIResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                         stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// A pipe read to its end on a thread of its own (not the dispatch pool's, whose few threads
/// tests that block may all hold).
private final class PipeDrain: @unchecked Sendable {
    private var read = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread {
            self.read = handle.readDataToEndOfFile()
            self.done.signal()
        }.start()
    }

    /// Everything the pipe held, once its writer closed it.
    func data() -> Data {
        done.wait()
        return read
    }
}

/// A site folder in a temporary directory, removed when the test ends.
final class TemporarySite {
    let root: URL

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("questline-test-\(UUID().uuidString)")
        for (path, text) in files { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> CLIResult {
        try CLI.run(arguments + ["--site", root.path], environment: environment)
    }

    /// A small game: one player, a friend, a challenge and two rewards.
    static func small(events: String = "") throws -> TemporarySite {
        try TemporarySite([
            "content/game.yaml": "format: 1\ntitle: Small\ntimezone: Europe/Oslo\nstarts: 2026-06-01\nprices: {text: 50}\nid: 6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d\n",
            "content/people.yaml": "- {id: sam, name: Sam, role: player}\n- {id: jo, name: Jo, role: friend}\n- {id: ann, name: Ann, role: child}\n",
            "content/challenges.yaml": "- {id: swim, title: Swim, category: c, points: 100}\n- {id: read, title: Read, category: c, points: 1, schedule: daily}\n",
            "content/rewards.yaml": "- {id: letter, title: Letter, kind: text, message: Hi}\n- {id: poem, title: Poem, kind: text, message: Roses}\n",
            "content/events.jsonl": events,
        ])
    }
}
