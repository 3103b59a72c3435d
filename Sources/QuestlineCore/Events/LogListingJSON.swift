import Foundation

/// `questline log --json`: the listing as a JSON array, keys sorted.
public enum LogListingJSON {
    private struct Record: Encodable {
        var id: String
        var at: String
        var line: Int
        var type: String
        var sentence: String
        var voidedBy: String?
        var voidReason: String?
    }

    public static func text(_ listing: LogListing, calendar: GameCalendar) -> String {
        let records = listing.entries.map { entry in
            Record(id: entry.id.description, at: Instant.format(entry.at, in: calendar), line: entry.line, type: entry.type,
                   sentence: entry.sentence, voidedBy: entry.voidedBy?.id.description, voidReason: entry.voidedBy?.reason)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
        return String(decoding: (try? encoder.encode(records)) ?? Data("[]".utf8), as: UTF8.self)
    }
}
