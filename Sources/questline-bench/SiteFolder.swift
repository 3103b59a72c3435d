import Foundation

/// A site folder being written: content/ plus the benchmark's own notes in bench/.
struct SiteFolder {
    let root: URL

    /// Starts an empty folder at `path`, removing what was there.
    init(path: String, bare: Bool = false) throws {
        root = URL(fileURLWithPath: path)
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        if !bare { try FileManager.default.createDirectory(at: root.appendingPathComponent("bench"), withIntermediateDirectories: true) }
    }

    func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Copies a folder of the repository (content/, Templates/) into the site, when it exists.
    func copy(from source: URL, to path: String) throws {
        guard FileManager.default.fileExists(atPath: source.path) else { return }
        let target = root.appendingPathComponent(path)
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: source, to: target)
    }

    /// What run.sh needs: the instant to build as of, one valid event to append, and the event count.
    func writeNotes(asOf: String, appendLine: String, events: Int) throws {
        try write(asOf + "\n", to: "bench/as-of.txt")
        try write(appendLine + "\n", to: "bench/append.jsonl")
        try write("events \(events)\n", to: "bench/size.txt")
    }
}
