import ArgumentParser
import Foundation
import QuestlineCore

/// Which site folder a command works on.
struct SiteOptions: ParsableArguments {
    @Option(name: .customLong("site"), help: ArgumentHelp("The site folder: the one holding content/ and Templates/.", valueName: "dir"))
    var site: String = "."

    var siteURL: URL { URL(fileURLWithPath: site, isDirectory: true).standardizedFileURL }

    var source: DirectorySource { DirectorySource(root: siteURL) }

    /// A site folder that is not there (a typo, the wrong folder) is a usage error that says so,
    /// rather than a missing content/game.yaml.
    func validate() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: siteURL.path, isDirectory: &isFolder) else {
            throw ValidationError("--site \(site): there is no such folder. Give the folder that holds content/ and Templates/, or start a game there with `questline init \(site)`")
        }
        guard isFolder.boolValue else { throw ValidationError("--site \(site) is a file, not a folder: give the folder that holds content/ and Templates/") }
    }

    /// The game's calendar from `game.yaml` alone, for reading instants written without an offset.
    func gameCalendar() -> GameCalendar? {
        ContentLoader.settings(from: source)?.calendar
    }
}

/// `--site` for a command that may make the site folder (`import` into a new game): it need not be there yet.
struct NewSiteOptions: ParsableArguments {
    @Option(name: .customLong("site"), help: ArgumentHelp("The site folder: a game's, or where a new one goes (made when missing).", valueName: "dir"))
    var site: String = "."

    /// The same folder as `SiteOptions`, for what reads a game that may be there.
    var existing: SiteOptions {
        var options = SiteOptions()
        options.site = site
        return options
    }
}

/// The instant the state is computed at.
struct AsOfOption: ParsableArguments {
    @Option(name: .customLong("as-of"), help: ArgumentHelp(
        "The instant to compute the state at: 2026-06-13T18:00:00+02:00, 2026-06-13T18:00 (game time zone) or 2026-06-13 (end of that day). Defaults to SOURCE_DATE_EPOCH, else now.",
        valueName: "instant"))
    var asOf: String?

    /// The instant to compute at, read in the game's time zone when it has no offset, and
    /// refused outside `SupportedDates`. `calendar` is asked for only when `--as-of` needs a time
    /// zone or the instant is near an end of the range. `option` names the option in messages.
    func instant(calendar: @autoclosure () -> GameCalendar?, option: String = "--as-of") throws -> Date {
        func zone() -> GameCalendar { calendar() ?? GameCalendar(timeZone: .gmt) }
        func checked(_ instant: Date, _ what: String) throws -> Date {
            // A day away from the range's ends in UTC is inside it in every zone: game.yaml is read
            // only for an instant near an end.
            let utcYear = GameCalendar(timeZone: .gmt).date(of: instant).year
            if utcYear > SupportedDates.years.lowerBound, utcYear < SupportedDates.years.upperBound { return instant }
            guard SupportedDates.contains(instant, in: zone()) else { throw Self.outsideRange(what) }
            return instant
        }
        if let asOf {
            let date = Instant.parse(asOf) ?? Instant.parse(asOf, in: zone())
            guard let date else {
                throw ValidationError("\(option) \"\(asOf)\" is not an instant; write 2026-06-13T18:00:00+02:00, 2026-06-13T18:00 or 2026-06-13")
            }
            return try checked(date, "\(option) \(asOf)")
        }
        if let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"], !epoch.isEmpty {
            guard let seconds = Int(epoch) else {
                throw ValidationError("SOURCE_DATE_EPOCH must be whole seconds since 1970, got \"\(epoch)\"")
            }
            return try checked(Date(timeIntervalSince1970: TimeInterval(seconds)), "SOURCE_DATE_EPOCH=\(epoch)")
        }
        return try checked(Date(), "the clock's date (now)")
    }

    /// A date outside `SupportedDates`: one sentence, exit status 64 (a usage error), without
    /// the usage text a `ValidationError` brings.
    static func outsideRange(_ what: String) -> Error {
        Terminal.err("error: " + SupportedDates.outside(what))
        return ExitCode.validationFailure
    }
}
