import Foundation
import Testing
@testable import QuestlineSite

/// The strings files questline ships (`Templates/strings/*.yaml`) held against `en.yaml`: every
/// key in each, plurals in the CLDR categories of the file's language, nothing left in English,
/// and the placeholders each text needs (issue #36).
@Suite("Shipped strings files")
struct StringFilesTests {
    /// The CLDR plural categories a language uses for whole numbers, the suffixes its plural keys
    /// take instead of English's `_one`/`_other`. es, it, pt and fr have `many` (a million and
    /// other round millions) since CLDR 42.
    static let categories: [String: [String]] = [
        "nb": ["one", "other"], "sv": ["one", "other"], "da": ["one", "other"], "fi": ["one", "other"],
        "de": ["one", "other"], "nl": ["one", "other"],
        "es": ["one", "many", "other"], "it": ["one", "many", "other"], "pt": ["one", "many", "other"],
        "fr": ["one", "many", "other"],
        "pl": ["one", "few", "many", "other"],
        "ar": ["zero", "one", "two", "few", "many", "other"],
        "ja": ["other"],
    ]
    static let languages = categories.keys.sorted()
    static let allCategories = ["zero", "one", "two", "few", "many", "other"]
    /// Where `one` is 0 and 1 (CLDR: fr and pt), not 1 alone.
    static let oneIsNotOnlyOne: Set<String> = ["fr", "pt"]

    /// Texts that are the same in every language.
    static let sameEverywhere: Set<String> = ["???", "{amount} ({worth})", "{percent}%", "{target} {unit}"]
    /// Punctuation the languages written in the Latin script write as English does; Arabic and
    /// Japanese must not (their comma is "،" and "、").
    static let latinPunctuation: Set<String> = ["{day}, {time}", ", "]
    /// Words a language writes as English does, because they are its own word too.
    static let sameAsEnglish: [String: Set<String>] = [
        "nb": ["Video"], "sv": ["Video", "Text"], "da": ["Video"], "fi": ["Video"], "de": ["Video", "Text"],
        "nl": ["Video"], "it": ["Video", "Audio"], "es": ["Audio"], "fr": ["Photo", "Parent"],
    ]

    static func strings(_ language: String) throws -> [String: String] {
        let text = try #require(try Fixture.templates().strings[language], "no Templates/strings/\(language).yaml")
        return try UIStrings.parse(text, file: "Templates/strings/\(language).yaml")
    }

    /// The bases of en.yaml's plural keys: `roster` for `roster_one` and `roster_other`.
    static func pluralBases(_ english: [String: String]) -> Set<String> {
        Set(english.keys.filter { $0.hasSuffix("_one") }.map { String($0.dropLast(4)) }.filter { english[$0 + "_other"] != nil })
    }

    /// `{name}` placeholders, by name.
    static func placeholders(_ text: String) -> Set<String> {
        var names = Set<String>()
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            let name = after[..<close]
            if !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "_") }) { names.insert(String(name)) }
            rest = after[after.index(after: close)...]
        }
        return names
    }

    /// What a key's text must show and may show, and the English it must not be: for a plural
    /// form, by its category. A category of one number (`zero`, `two`, and `one` where it is 1
    /// alone) may say the number in words, as English's `_one` does; `one` in fr and pt is also
    /// 0, so it shows the number it is chosen by (`count` or `total`).
    struct Expectation {
        var required: Set<String>
        var allowed: Set<String>
        var english: String
    }

    static func expectation(key: String, language: String, english: [String: String], bases: Set<String>) -> Expectation? {
        if let text = english[key], !bases.contains(where: { key == $0 + "_one" || key == $0 + "_other" }) {
            let names = placeholders(text)
            return Expectation(required: names, allowed: names, english: text)
        }
        for category in allCategories where key.hasSuffix("_" + category) {
            let base = String(key.dropLast(category.count + 1))
            guard bases.contains(base), let one = english[base + "_one"], let other = english[base + "_other"] else { continue }
            let (oneNames, otherNames) = (placeholders(one), placeholders(other))
            let required: Set<String>
            switch category {
            case "zero", "two": required = oneNames.subtracting(["count"])
            case "one" where !oneIsNotOnlyOne.contains(language): required = oneNames.subtracting(["count"])
            case "one": required = oneNames.union(otherNames.intersection(["count", "total"]))
            default: required = otherNames
            }
            return Expectation(required: required, allowed: oneNames.union(otherNames), english: english[key] ?? other)
        }
        return nil
    }

    @Test("Questline ships English and thirteen translations, and the test knows each one's plurals")
    func shipped() throws {
        #expect(Set(try Fixture.templates().strings.keys) == Set(Self.languages + ["en"]))
    }

    @Test("No key of en.yaml ends like a plural form it is not: play_too_many would be read as the 'many' of play_too")
    func noFalsePluralForms() throws {
        let english = try Self.strings("en")
        for key in english.keys.sorted() {
            for category in ["zero", "two", "few", "many"] where key.hasSuffix("_" + category) {
                let base = String(key.dropLast(category.count + 1))
                #expect(english[base + "_one"] != nil || english[base + "_other"] != nil,
                        "en.yaml: \(key) ends like a plural form of \(base), which is not a counted phrase")
            }
        }
    }

    @Test("Every key of en.yaml is in the file, each plural in its language's categories and no other", arguments: languages)
    func everyKey(language: String) throws {
        let english = try Self.strings("en")
        let bases = Self.pluralBases(english)
        let translated = try Self.strings(language)
        var expected = Set(english.keys.filter { key in !bases.contains { key == $0 + "_one" || key == $0 + "_other" } })
        for base in bases {
            for category in try #require(Self.categories[language]) { expected.insert(base + "_" + category) }
        }
        for missing in expected.subtracting(translated.keys).sorted() {
            Issue.record("Templates/strings/\(language).yaml lacks \(missing)")
        }
        for extra in Set(translated.keys).subtracting(expected).sorted() {
            Issue.record("Templates/strings/\(language).yaml has \(extra), which en.yaml and \(language)'s plural categories do not have")
        }
    }

    @Test("No text is left in English, but for the few that every language writes alike", arguments: languages)
    func translated(language: String) throws {
        let english = try Self.strings("en")
        let bases = Self.pluralBases(english)
        let allowed = Self.sameEverywhere.union(Self.sameAsEnglish[language] ?? [])
            .union(["ar", "ja"].contains(language) ? [] : Self.latinPunctuation)
        for (key, text) in try Self.strings(language).sorted(by: { $0.key < $1.key }) {
            guard let expectation = Self.expectation(key: key, language: language, english: english, bases: bases) else { continue }
            #expect(text != expectation.english || allowed.contains(text),
                    "Templates/strings/\(language).yaml: \(key) is still English (\(text))")
            #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "Templates/strings/\(language).yaml: \(key) is empty")
        }
    }

    @Test("Every text has the placeholders its English has, and none questline does not fill", arguments: languages)
    func placeholdersKept(language: String) throws {
        let english = try Self.strings("en")
        let bases = Self.pluralBases(english)
        for (key, text) in try Self.strings(language).sorted(by: { $0.key < $1.key }) {
            guard let expectation = Self.expectation(key: key, language: language, english: english, bases: bases) else { continue }
            let names = Self.placeholders(text)
            let missing = expectation.required.subtracting(names).sorted()
            let unknown = names.subtracting(expectation.allowed).sorted()
            #expect(missing.isEmpty, "Templates/strings/\(language).yaml: \(key) lacks {\(missing.joined(separator: "}, {"))}: \(text)")
            #expect(unknown.isEmpty, "Templates/strings/\(language).yaml: \(key) has {\(unknown.joined(separator: "}, {"))}, which questline does not fill: \(text)")
        }
    }
}
