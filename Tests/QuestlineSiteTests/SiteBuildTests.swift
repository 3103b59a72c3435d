import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite

/// The pipeline as one call (`SiteBuild`): a value in, a result or a failure out, nothing printed.
@Suite("The build as one library call")
struct SiteBuildTests {
    let site: URL

    /// A copy of the sample game (content/ and Templates/) in a folder of its own.
    init() throws {
        site = FileManager.default.temporaryDirectory.appendingPathComponent("questline-sitebuild-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        for folder in ["content", "Templates"] {
            try FileManager.default.copyItem(at: Fixture.repositoryRoot.appendingPathComponent(folder), to: site.appendingPathComponent(folder))
        }
    }

    func build(force: Bool = false, output: URL? = nil) -> SiteBuild {
        SiteBuild(site: site, output: output, asOf: Fixture.instant("2026-06-13T20:00"), force: force, tool: "tests", home: nil)
    }

    @Test("A first build writes every file and says so; the next is up to date and writes nothing")
    func buildThenUpToDate() throws {
        let first = try build().run()
        #expect(!first.upToDate)
        #expect(first.pageCount > 0 && first.fileCount > first.pageCount)
        #expect(first.written.written == first.fileCount && first.written.removed == 0)
        #expect(first.warnings.allSatisfy { $0.severity != .error })
        #expect(first.build != nil && first.nextChangeAt == first.state?.nextChangeAt)
        #expect(first.pagesChangeNext?.description == "pages change next at 2026-06-14 00:00 (Europe/Oslo)")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("output/index.html").path))
        #expect(first.clock.laps.map(\.stage) == ["inputs", "check (cache: none)", "site and widgets", "write"])

        let second = try build().run()
        #expect(second.upToDate)
        #expect(second.validUntil == "2026-06-14T00:00:00+02:00")
        #expect(second.written.written == 0 && second.state == nil)

        let forced = try build(force: true).run()
        #expect(!forced.upToDate && forced.written.written == 0 && forced.written.unchanged == forced.fileCount)
    }

    @Test("A game with errors is a failure with its located diagnostics, and the output is as it was")
    func gameErrors() throws {
        _ = try build().run()
        let index = site.appendingPathComponent("output/index.html")
        let before = try Data(contentsOf: index)
        let people = site.appendingPathComponent("content/people.yaml")
        try Data("people:\n  - id: [\n".utf8).write(to: people)
        #expect {
            _ = try build().run()
        } throws: { error in
            guard let failure = error as? SiteBuildFailure else { return false }
            return failure.kind == .gameErrors && failure.diagnostics.contains { $0.severity == .error && $0.location?.file.hasSuffix("people.yaml") == true }
        }
        #expect(try Data(contentsOf: index) == before)
    }

    @Test("An output folder that would overwrite the game is refused before anything is read or written")
    func unsafeOutput() throws {
        #expect {
            _ = try build(output: site).run()
        } throws: { error in
            (error as? SiteBuildFailure)?.kind == .unsafeOutput && (error as? SiteBuildFailure)?.clock == nil
        }
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent(".questline-build").path))
    }

    @Test("A broken template is a render failure that writes nothing, and check finds it without writing")
    func brokenTemplate() throws {
        let layout = site.appendingPathComponent("Templates/layout.mustache")
        try Data("{{#broken}}".utf8).write(to: layout)
        #expect {
            _ = try build().run()
        } throws: { error in
            (error as? SiteBuildFailure)?.kind == .renderErrors
        }
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("output").path))
        let check = GameCheck.run(source: DirectorySource(root: site), asOf: Fixture.instant("2026-06-13T20:00"))
        let state = try #require(check.state)
        #expect(SiteBuild.renderCheck(state: state, site: site).contains { $0.severity == .error })
    }
}
