import Foundation
import Testing

/// When only the event log changed, `questline build` keeps the reward pages whose unlocks did
/// not change and the profiles whose person's view of the state did not, without making them
/// again, and what it leaves in the output folder is exactly what a build into an empty folder
/// writes.
@Suite("questline build: pages kept when only the log changed")
struct KeptPagesTests {
    static let asOf = "2026-06-13T20:00"
    /// The files of the sample's output made from the content and templates alone: the share card,
    /// three assets and twelve media files.
    static let madeFromContent = 16

    /// The sample game and the default theme in a folder of their own.
    static func sampleSite() throws -> URL {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("questline-kept-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        for folder in ["content", "Templates"] {
            try FileManager.default.copyItem(at: BuildCommandTests.repositoryRoot.appendingPathComponent(folder),
                                             to: site.appendingPathComponent(folder))
        }
        return site
    }

    /// Every file under `folder` by relative path, the manifest without its comment lines (which
    /// hold each build's modification times).
    static func files(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walk?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let bytes = try Data(contentsOf: url)
            files[String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))] =
                url.lastPathComponent == ".questline-manifest" ? Self.withoutComments(bytes) : bytes
        }
        return files
    }

    /// The lines of a manifest that `sha256sum` reads: the files and their hashes.
    static func withoutComments(_ manifest: Data) -> Data {
        Data(String(decoding: manifest, as: UTF8.self).split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0 + "\n" }.joined().utf8)
    }

    func build(_ site: URL, _ extra: [String] = []) throws -> String {
        let run = try BuildCommandTests.run(["build", "--site", site.path, "--as-of", Self.asOf] + extra)
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout
    }

    /// Builds after `events` are appended, and checks the output against a build from scratch.
    func rebuild(_ site: URL, appending events: [String]) throws -> String {
        try FastPathTests.append(events.joined(separator: "\n") + "\n", to: site.appendingPathComponent("content/events.jsonl"))
        let summary = try build(site)
        let fresh = site.appendingPathComponent("fresh-\(UUID().uuidString)")
        _ = try build(site, ["--output", fresh.path])
        #expect(try Self.files(site.appendingPathComponent("output")) == Self.files(fresh), "after \(events)")
        try FileManager.default.removeItem(at: fresh)
        return summary
    }

    @Test("Appended events keep the reward pages they do not touch, and the output is what a fresh build writes")
    func appended() throws {
        let site = try Self.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let output = site.appendingPathComponent("output")
        #expect(try build(site).hasPrefix("built 17 pages"))
        let rewardPages = try FastPathTests.modificationTimes(output).filter { $0.key.contains("/rewards/") && $0.key.hasSuffix("index.html") }
        #expect(rewardPages.count == 5, "the rewards index and four unlocked rewards")

        // An award touches no reward's unlocks: all four pages are kept, the index is made again;
        // so are three friends' profiles: Sam's shows the award, and Kim's, who recorded it.
        let profiles = try FastPathTests.modificationTimes(output).filter { $0.key.contains("/people/") }
        #expect(profiles.count == 5)
        let award = try rebuild(site, appending: [#"{"at":"2026-06-13T19:40:00+02:00","type":"award","player":"sam","amount":500,"by":"kim"}"#])
        // And the board and the 404 page, which the award does not change; and the 16 files made
        // from the content alone (the share card, three assets, twelve media files).
        #expect(award.contains("(\(9 + Self.madeFromContent) kept without rendering)"), "\(award)")
        let afterAward = try FastPathTests.modificationTimes(output)
        for (path, time) in rewardPages where !path.hasSuffix("/rewards/index.html") { #expect(afterAward[path] == time, "\(path)") }
        for (path, time) in profiles {
            #expect((afterAward[path] == time) == !(path.contains("/people/sam/") || path.contains("/people/kim/")), "\(path)")
        }

        // A new unlock makes its reward's page; the other four are kept, and so are the profiles
        // of the friends who did not give it.
        let unlock = try rebuild(site, appending: [#"{"at":"2026-06-13T19:50:00+02:00","type":"unlock","player":"sam","reward":"jo-video"}"#])
        #expect(unlock.contains("(\(8 + Self.madeFromContent) kept without rendering)"), "\(unlock)")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("rewards/jo-video/index.html").path))
        #expect(try FastPathTests.modificationTimes(output).filter { $0.key.contains("/people/jo/") } != profiles.filter { $0.key.contains("/people/jo/") })

        // A reward page edited by hand is made again, and so is every page once more than the log changes.
        try FastPathTests.append("<!-- mine -->", to: output.appendingPathComponent("rewards/jo-letter/index.html"))
        let edited = try rebuild(site, appending: [#"{"at":"2026-06-13T19:55:00+02:00","type":"award","player":"sam","amount":1,"by":"kim"}"#])
        // The video unlocked just now is a media file more.
        #expect(edited.contains("(\(9 + Self.madeFromContent + 1) kept without rendering)"), "\(edited)")
        #expect(try !String(contentsOf: output.appendingPathComponent("rewards/jo-letter/index.html"), encoding: .utf8).contains("mine"))
        try FastPathTests.append("\n", to: site.appendingPathComponent("Templates/layout.mustache"))
        let template = try rebuild(site, appending: [#"{"at":"2026-06-13T19:56:00+02:00","type":"award","player":"sam","amount":1,"by":"kim"}"#])
        // Only the thirteen media files are kept then: they are copies of files that did not change.
        #expect(template.contains("(13 kept without rendering)"), "\(template)")
        let forced = try build(site, ["--force"])
        #expect(!forced.contains("kept without rendering"), "\(forced)")
    }

    @Test("The share card, assets and media are kept while only the log changes, and published anew when their files change")
    func madeFromContentKept() throws {
        let site = try Self.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let output = site.appendingPathComponent("output")
        _ = try build(site)
        let proof = "media/proofs/cake.png"
        // By path in the output folder.
        func times() throws -> [String: Date] {
            let base = output.path + "/"
            return Dictionary(uniqueKeysWithValues: try FastPathTests.modificationTimes(output).map { (String($0.key.dropFirst(base.count)), $0.value) })
        }
        let fixed = try times().filter { entry in ["share.png", "assets/", "media/"].contains { entry.key.hasPrefix($0) } }
        #expect(fixed.count == Self.madeFromContent, "\(fixed.keys.sorted())")
        #expect(fixed[proof] != nil)
        _ = try rebuild(site, appending: [#"{"at":"2026-06-13T19:40:00+02:00","type":"award","player":"sam","amount":5,"by":"kim"}"#])
        let afterAward = try times()
        for (path, time) in fixed { #expect(afterAward[path] == time, "\(path) was written again") }

        // A proof photo replaced in content/ along with an award: a photo proof counts with the
        // log, so what an award keeps is kept but that photo, and the output has its new bytes
        // (`rebuild` also holds it to a build from scratch).
        let replacement = try Data(contentsOf: site.appendingPathComponent("content/media/proofs/karaoke.png"))
        try replacement.write(to: site.appendingPathComponent("content/" + proof))
        let replaced = try rebuild(site, appending: [#"{"at":"2026-06-13T19:45:00+02:00","type":"award","player":"sam","amount":1,"by":"kim"}"#])
        #expect(replaced.contains("(\(9 + Self.madeFromContent - 1) kept without rendering)"), "\(replaced)")
        #expect(try Data(contentsOf: output.appendingPathComponent(proof)) == replacement)

        // The same again with bytes of the same count, written into the same file, and with
        // nothing else changed: the photo is the one file written.
        var sameSize = replacement
        sameSize[sameSize.count - 1] ^= 0xff
        try sameSize.write(to: site.appendingPathComponent("content/" + proof))
        let rewritten = try build(site)
        #expect(rewritten.contains(": 1 written,"), "\(rewritten)")
        #expect(try Data(contentsOf: output.appendingPathComponent(proof)) == sameSize)
        try replacement.write(to: site.appendingPathComponent("content/" + proof))

        // An avatar (media, but not a proof) redrawn: more than the log changed, so every page is
        // made again, and only the media files are kept: ten of twelve, as the proof put back
        // just now is copied too.
        let avatar = "media/avatars/sam.svg"
        try FastPathTests.append("<!-- redrawn -->", to: site.appendingPathComponent("content/" + avatar))
        let redrawn = try build(site)
        #expect(redrawn.contains(": 2 written, 41 unchanged (10 kept without rendering)"), "\(redrawn)")
        #expect(try String(contentsOf: output.appendingPathComponent(avatar), encoding: .utf8).hasSuffix("<!-- redrawn -->"))

        // A published file changed in the output folder is written again, from content/.
        try FastPathTests.append("mine", to: output.appendingPathComponent(proof))
        _ = try rebuild(site, appending: [#"{"at":"2026-06-13T19:50:00+02:00","type":"award","player":"sam","amount":1,"by":"kim"}"#])
        #expect(try Data(contentsOf: output.appendingPathComponent(proof)) == replacement)
    }
}
