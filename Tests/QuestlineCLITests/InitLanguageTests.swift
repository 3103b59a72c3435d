import Foundation
import Testing

@Suite("questline init --language", .serialized)
struct InitLanguageTests {
    /// The languages the repository ships, as `init --language` offers them.
    static var shipped: [String] {
        let folder = CLI.repositoryRoot.appendingPathComponent("Templates/strings")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    @Test("--language sets game.yaml's language, and a locale that speaks it; the game checks and builds")
    func setsLanguage() throws {
        let site = try TemporarySite([:])
        let result = try CLI.run(["init", site.root.path, "--preset", "family-stars", "--language", "en", "--as-of", "2026-06-13T12:00:00Z"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("The pages speak 'en'; the game's own words (titles, descriptions, the points' name) are the preset's, in 'nb': write yours in content/."),
                "\(result.stdout)")
        let same = try CLI.run(["init", site.root.appendingPathComponent("again").path, "--preset", "family-stars", "--language", "nb"])
        #expect(!same.stdout.contains("The pages speak"), "the preset's own language needs no word")
        let game = try site.read("content/game.yaml")
        #expect(game.contains("\nlanguage: en\n"))
        #expect(game.contains("\nlocale: en_NO\n"), "English in the preset's Norway: \(game)")
        #expect(!game.contains("nb_NO"))
        #expect(try CLI.run(["check", "--site", site.root.path, "--as-of", "2026-06-13T20:00"]).status == 0)
        #expect(try CLI.run(["build", "--site", site.root.path, "--as-of", "2026-06-13T20:00", "--quiet"]).status == 0)
        #expect(try site.read("output/index.html").contains("<html lang=\"en\""))
    }

    @Test("Every shipped language makes a game whose pages say so", arguments: shipped)
    func everyLanguage(_ language: String) throws {
        let site = try TemporarySite([:])
        #expect(try CLI.run(["init", site.root.path, "--language", language, "--as-of", "2026-06-13T12:00:00Z"]).status == 0)
        #expect(try site.read("content/game.yaml").contains("\nlanguage: \(language)\n"))
        // A fresh game checks clean: Polish's and Arabic's other plural forms are in game.yaml to fill in.
        let check = try CLI.run(["check", "--site", site.root.path, "--as-of", "2026-06-13T20:00"])
        #expect(check.status == 0 && !check.stderr.contains("warning:"), "\(check.stderr)")
        let build = try CLI.run(["build", "--site", site.root.path, "--as-of", "2026-06-13T20:00", "--quiet"])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(try site.read("output/index.html").contains("<html lang=\"\(language)\""))
    }

    @Test("An unknown language is a usage error that lists the shipped ones and suggests the nearest; nothing is written")
    func unknownLanguage() throws {
        let site = try TemporarySite([:])
        let result = try CLI.run(["init", site.root.path, "--language", "enn"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown language 'enn': did you mean 'en'? (languages are: \(Self.shipped.joined(separator: ", ")))"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("content").path))
        let far = try CLI.run(["init", site.root.path, "--language", "klingon"])
        #expect(far.status == 64)
        #expect(far.stderr.contains("unknown language 'klingon': (languages are: "), "\(far.stderr)")
        // A locale's code is taken for its language.
        let locale = try CLI.run(["init", site.root.path, "--language", "nb-NO"])
        #expect(locale.status == 64 && locale.stderr.contains("unknown language 'nb-NO': did you mean 'nb'? (languages are: "), "\(locale.stderr)")
    }
}
