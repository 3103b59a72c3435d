import Foundation
import QuestlineCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The line on each of the game's own pages that says when the state last changed (`asOf`,
/// "Updated Thu 10 Apr, 22:00"), kept apart from the rest of the page.
///
/// Every event moves that instant, while most of those pages stay the same otherwise: in a big
/// game, an award changes neither the calendar nor the board. So such a page is fingerprinted
/// without its `asOf` (by its model, `ModelFingerprint`, or before its model is made, by what it
/// shows: `GamePage.showsOnlyPlay`) and rendered with a marker in its place; where the
/// marker lands is where the text goes, and is kept with the file (`DateSpot`). A later build
/// that finds the same fingerprint takes the last file and puts its own text in those spots
/// instead of rendering the page again.
///
/// That holds while the templates show `asOf` as it is: a theme that names it in any other way
/// than `{{asOf}}`, `{{{asOf}}}`, `{{&asOf}}` or a section on it, or that applies a transform
/// to `.`, has its pages rendered every time (`isPossible`).
struct Datelines: Sendable {
    static let key = "asOf"
    /// Whether the templates show `asOf` only as it is.
    let isPossible: Bool
    /// Digits no page holds, which make the marker; a new build draws new ones.
    private let nonce: String

    init(templates: SiteTemplates) {
        isPossible = Self.showPlainly(templates.templates.values)
        nonce = String(UInt64.random(in: 1_000_000_000_000_000...9_999_999_999_999_999))
    }

    /// What rendering shows in place of `asOf`: private-use characters around the nonce, and an
    /// ampersand, which escaping makes `&amp;`, so an escaped spot tells itself from one as it is.
    var marker: String { "\u{E000}\(nonce)&\u{E001}" }

    /// Whether templates show `asOf` only through plain tags, and transform no `.`.
    static func showPlainly(_ templates: some Sequence<String>) -> Bool {
        let plain = /\{\{\s*[#^\/&]?\s*asOf\s*\}\}|\{\{\{\s*asOf\s*\}\}\}/
        let transformedDot = /\(\s*\.\s*\)/
        // The patterns run only where their text could match: Swift's Regex took several ms
        // over a theme's templates every build, and most name neither.
        return templates.allSatisfy { text in
            let named = text.ranges(of: key).count
            return (named == 0 || named == text.matches(of: plain).count)
                && (!text.utf8.contains(UInt8(ascii: "(")) || text.firstMatch(of: transformedDot) == nil)
        }
    }

    /// What to do with one of the game's pages: keep the last build's file, date it anew, or
    /// render it, with the marker when its date may be placed later.
    func job(for page: Page, last: LastBuild) -> PageJob {
        guard isPossible, let text = page.context[Self.key] as? String, !text.isEmpty,
              let fingerprint = ModelFingerprint.of(page, leaving: Self.key) else { return .render(page) }
        return reused(Routes.file(for: page.route), fingerprint: fingerprint, text: text, last: last)
            ?? marked(page, fingerprint: fingerprint, text: text)
    }

    /// The same for a page whose fingerprint is known before its model is made (`GamePage`):
    /// `make` runs only when the last build's file will not do. `text`: the page's `asOf`.
    func job(route: String, fingerprint: UInt64, text: String, last: LastBuild, make: () -> Page) -> PageJob {
        guard isPossible, !text.isEmpty else { return .render(make()) }
        if let job = reused(Routes.file(for: route), fingerprint: fingerprint, text: text, last: last) { return job }
        let page = make()
        guard page.context[Self.key] as? String == text else { return .render(page) }
        return marked(page, fingerprint: fingerprint, text: text)
    }

    /// The last build's file at `path`, kept or dated anew, when its fingerprint is the same.
    private func reused(_ path: String, fingerprint: UInt64, text: String, last: LastBuild) -> PageJob? {
        guard let kept = last.kept[path], kept.fingerprint == fingerprint else { return nil }
        // The same page that shows no date at all.
        if kept.dateSpots.isEmpty { return .keep(path: path, fingerprint: fingerprint) }
        guard let bytes = last.bytes(of: path), let (dated, spots) = Self.redate(bytes, spots: kept.dateSpots, text: text) else { return nil }
        return .file(OutputFile(path: path, bytes: dated, fingerprint: fingerprint, dateSpots: spots))
    }

    private func marked(_ page: Page, fingerprint: UInt64, text: String) -> PageJob {
        var marked = page
        marked.context[Self.key] = marker
        marked.fingerprint = fingerprint
        return .renderDated(marked, date: text)
    }

    /// The page rendered with the marker, with `text` in the marker's place (escaped where the
    /// marker was) and those spots recorded; nil when the marker shows anywhere but whole, as a
    /// template that changed it would leave it.
    func place(_ text: String, in rendered: String, path: String, fingerprint: UInt64?) -> OutputFile? {
        let escaped = Array(HTMLEscape.text(text).utf8), raw = Array(text.utf8)
        let source = Array(rendered.utf8), start = Array("\u{E000}\(nonce)".utf8)
        let rawEnd: [UInt8] = Array("&\u{E001}".utf8), escapedEnd: [UInt8] = Array("&amp;\u{E001}".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(source.count + 4 * max(escaped.count, raw.count))
        var spots: [DateSpot] = []
        var copied = 0
        // The marker's start is looked for (the private-use character's first byte is rare in a
        // page); what does not end as the marker does is a marker changed.
        for found in Self.occurrences(of: start, in: source) {
            let after = found + start.count
            let isEscaped: Bool
            if source[after...].starts(with: rawEnd) { isEscaped = false }
            else if source[after...].starts(with: escapedEnd) { isEscaped = true }
            else { return nil }
            result.append(contentsOf: source[copied..<found])
            let shown = isEscaped ? escaped : raw
            spots.append(DateSpot(offset: result.count, length: shown.count, isEscaped: isEscaped))
            result.append(contentsOf: shown)
            copied = after + (isEscaped ? escapedEnd : rawEnd).count
        }
        // A marker's end anywhere else: a marker taken apart (or the character in the page itself).
        guard Self.occurrences(of: Array("\u{E001}".utf8), in: source).count == spots.count else { return nil }
        result.append(contentsOf: source[copied...])
        return OutputFile(path: path, bytes: Data(result), fingerprint: fingerprint, dateSpots: spots)
    }

    /// The last build's file with `text` in its date spots, and where the text now stands; nil
    /// when a spot does not fit in the file.
    static func redate(_ bytes: Data, spots: [DateSpot], text: String) -> (Data, [DateSpot])? {
        let escaped = Array(HTMLEscape.text(text).utf8), raw = Array(text.utf8)
        return bytes.withUnsafeBytes { (old: UnsafeRawBufferPointer) -> (Data, [DateSpot])? in
            var result = Data(capacity: old.count + spots.count * 64)
            var placed: [DateSpot] = []
            var copied = 0
            for spot in spots {
                guard spot.offset >= copied, spot.length >= 0, spot.length <= old.count - spot.offset else { return nil }
                result.append(contentsOf: old[copied..<spot.offset])
                let shown = spot.isEscaped ? escaped : raw
                placed.append(DateSpot(offset: result.count, length: shown.count, isEscaped: spot.isEscaped))
                result.append(contentsOf: shown)
                copied = spot.offset + spot.length
            }
            result.append(contentsOf: old[copied...])
            return (result, placed)
        }
    }

    /// Where `needle` starts in `haystack`, left to right, not overlapping: each first byte found
    /// with `memchr`, then the rest compared.
    static func occurrences(of needle: [UInt8], in haystack: [UInt8]) -> [Int] {
        guard let first = needle.first else { return [] }
        var found: [Int] = []
        haystack.withUnsafeBytes { hay in
            guard let base = hay.baseAddress else { return }
            var offset = 0
            while offset + needle.count <= hay.count, let hit = memchr(base + offset, Int32(first), hay.count - offset) {
                let position = base.distance(to: UnsafeRawPointer(hit))
                guard position + needle.count <= hay.count else { break }
                if needle.indices.allSatisfy({ hay[position + $0] == needle[$0] }) {
                    found.append(position)
                    offset = position + needle.count
                } else {
                    offset = position + 1
                }
            }
        }
        return found
    }
}
