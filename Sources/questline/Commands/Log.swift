import ArgumentParser
import Foundation
import QuestlineCore

struct Log: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the latest events with their ids, newest first.",
        discussion: "An id is what `questline void` takes. Example: questline log --last 5 --player sam"
    )

    @OptionGroup var site: SiteOptions
    @Option(help: "How many events to list.") var last: Int = 20
    @Option(help: "Only this player's events.") var player: String?
    @Flag(help: "Print one JSON array of the events, an object each, instead of lines of text.") var json = false

    func validate() throws {
        guard last >= 1 else { throw ValidationError("--last must be 1 or more, got \(last)") }
    }

    func run() throws {
        let calendar = site.gameCalendar() ?? GameCalendar(timeZone: .gmt)
        let url = site.siteURL.appendingPathComponent(ContentFormat.eventLogFile)
        let data = (try? Data(contentsOf: url)) ?? Data()
        let log = EventLogParser.parse(data, calendar: calendar)
        Terminal.report(log.diagnostics)
        let listing = LogListing(log, last: last, player: player)
        if json {
            Terminal.out(LogListingJSON.text(listing, calendar: calendar))
            return
        }
        if listing.entries.isEmpty { Terminal.out("no events yet") }
        for entry in listing.entries { Terminal.out(entry.text(in: calendar)) }
    }
}
