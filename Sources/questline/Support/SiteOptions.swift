import ArgumentParser
import Foundation
import QuestlineCore

/// Which site folder a command works on.
struct SiteOptions: ParsableArguments {
    @Option(name: .customLong("site"), help: ArgumentHelp("The site folder: the one holding content/ and Templates/.", valueName: "dir"))
    var site: String = "."

    var siteURL: URL { URL(fileURLWithPath: site, isDirectory: true).standardizedFileURL }

    var source: DirectorySource { DirectorySource(root: siteURL) }

    /// The game's calendar from `game.yaml` alone, for reading instants written without an offset.
    func gameCalendar() -> GameCalendar? {
        ContentLoader.settings(from: source)?.calendar
    }
}

/// The instant the state is computed at.
struct AsOfOption: ParsableArguments {
    @Option(name: .customLong("as-of"), help: ArgumentHelp(
        "The instant to compute the state at: 2026-06-13T18:00:00+02:00, 2026-06-13T18:00 (game time zone) or 2026-06-13 (end of that day). Defaults to SOURCE_DATE_EPOCH, else now.",
        valueName: "instant"))
    var asOf: String?

    /// The instant to compute at, read in the game's time zone when it has no offset.
    /// `calendar` is asked for only when `--as-of` needs a time zone.
    func instant(calendar: @autoclosure () -> GameCalendar?) throws -> Date {
        if let asOf {
            let date = Instant.parse(asOf) ?? Instant.parse(asOf, in: calendar() ?? GameCalendar(timeZone: TimeZone(identifier: "UTC")!))
            guard let date else {
                throw ValidationError("--as-of \"\(asOf)\" is not an instant; write 2026-06-13T18:00:00+02:00, 2026-06-13T18:00 or 2026-06-13")
            }
            return date
        }
        if let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"], !epoch.isEmpty {
            guard let seconds = Int(epoch) else {
                throw ValidationError("SOURCE_DATE_EPOCH must be whole seconds since 1970, got \"\(epoch)\"")
            }
            return Date(timeIntervalSince1970: TimeInterval(seconds))
        }
        return Date()
    }
}
