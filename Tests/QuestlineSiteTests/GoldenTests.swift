import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite
import QuestlineWidgets

/// The sample game in content/, built at a fixed instant (its pages, feeds and widget snapshots),
/// compared byte for byte with the files under Golden/sample/. Re-record with `QUESTLINE_RECORD=1 swift test --filter Golden`.
///
/// Media files are left out of the comparison (they are copied as they are), and media that are
/// not in the repository yet are stood in for, so the pages can be pinned before the media land.
@Suite("Golden files: the sample site")
struct GoldenTests {
    static let asOf = "2026-06-13T20:00"
    static let goldenFolder = Fixture.repositoryRoot.appendingPathComponent("Tests/QuestlineSiteTests/Golden/sample")

    @Test("The sample site and its snapshots match their golden files, with no file missing or extra")
    func sample() throws {
        let source = StandInMedia(base: DirectorySource(root: Fixture.repositoryRoot))
        let check = GameCheck.run(source: source, asOf: Fixture.instant(Self.asOf))
        let state = try #require(check.state)
        #expect(!check.hasErrors, "\(check.diagnostics)")
        let output = try SiteBuilder(templates: Fixture.templates()).build(state, media: source)
        let widgets = try WidgetFeed.files(state: state, baseURL: "")
        let files = (output.files + widgets).filter { !$0.path.hasPrefix("media/") }
        try Self.match(files, folder: Self.goldenFolder)
    }

    /// Records `files` into `folder` (QUESTLINE_RECORD=1), or compares them with it byte for byte.
    static func match(_ files: [OutputFile], folder: URL) throws {
        if ProcessInfo.processInfo.environment["QUESTLINE_RECORD"] == "1" {
            try? FileManager.default.removeItem(at: folder)
            for file in files {
                let url = folder.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.bytes.write(to: url)
            }
            return
        }
        let recorded = try recordedPaths(in: folder)
        #expect(recorded.isEmpty == false, "no golden files; record them with QUESTLINE_RECORD=1")
        let built = Set(files.map(\.path))
        for extra in built.subtracting(recorded).sorted() { Issue.record("unexpected file \(extra) (not in the golden files)") }
        for missing in recorded.subtracting(built).sorted() { Issue.record("missing file \(missing) (in the golden files, not built)") }
        for file in files where recorded.contains(file.path) {
            let golden = try Data(contentsOf: folder.appendingPathComponent(file.path))
            if golden != file.bytes {
                Issue.record("\(file.path) differs from its golden file: \(firstDifference(golden, file.bytes))")
            }
        }
    }

    static func recordedPaths(in folder: URL) throws -> Set<String> {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        let prefix = folder.standardizedFileURL.path + "/"
        var paths = Set<String>()
        for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
            paths.insert(String(url.standardizedFileURL.path.dropFirst(prefix.count)))
        }
        return paths
    }

    static func firstDifference(_ a: Data, _ b: Data) -> String {
        let left = String(decoding: a, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let right = String(decoding: b, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let l = index < left.count ? String(left[index]) : "<end>"
            let r = index < right.count ? String(right[index]) : "<end>"
            if l != r { return "line \(index + 1): expected \(l.prefix(160)) got \(r.prefix(160))" }
        }
        return "same lines, different bytes"
    }
}

/// The sample's content, with stand-in bytes for media files that are not in the repository yet.
struct StandInMedia: ContentSource, MediaReader {
    let base: DirectorySource

    func text(at path: String) throws -> String? { try base.text(at: path) }

    func mediaStatus(_ path: String) -> MediaStatus {
        let status = base.mediaStatus(path)
        return status == .missing ? .file : status
    }

    func mediaData(_ path: String) throws -> Data {
        base.mediaStatus(path) == .file ? try base.mediaData(path) : Data("stand-in for \(path)".utf8)
    }
}
