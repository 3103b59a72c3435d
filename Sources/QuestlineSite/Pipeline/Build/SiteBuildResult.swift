import Foundation
import QuestlineCore

/// What a build did, for its caller to report: up to date, or what it made, wrote, kept and removed.
public struct SiteBuildResult: Sendable {
    /// The last build's manifest said nothing changed since: nothing was made or written.
    public var upToDate: Bool
    /// Up to date: until when the last build's state holds, on the game's clock.
    public var validUntil: String?
    /// Up to date: how many warnings the last build had (`force` shows them again).
    public var earlierWarnings: Int
    /// Pages rendered or kept (every page kind, a reward's and a person's included).
    public var pageCount: Int
    /// Every file of the output: pages, feeds, assets, media and widget snapshots.
    public var fileCount: Int
    /// Files written, unchanged, kept without rendering and removed, and what went wrong removing.
    public var written: WriteSummary
    /// The game's and the site's warnings and notes (a build with errors throws instead).
    public var warnings: [Diagnostic]
    /// The folded state the pages were made from; nil when up to date.
    public var state: GameState?
    /// What this build's manifest records it was made from, or the last one's when up to date;
    /// nil when the inputs could not be hashed.
    public var build: BuildManifest.Build?
    /// When the pages next change by time alone; nil when up to date.
    public var nextChangeAt: Date?
    /// Seconds from the start of the build to its end.
    public var seconds: TimeInterval
    /// Each stage's time.
    public var clock: StageClock
    /// What the build made, held while the result is: a big game's templates, fold and manifests.
    /// Freeing them one by one takes longer than the system takes back a process's memory, so a
    /// CLI that exits keeps the result alive until then.
    let retained: Retained

    struct Retained: Sendable {
        var check: GameCheck?
        var prepared: SiteBuild.Prepared?
        var manifests: [BuildManifest?]
        var files: [OutputFile] = []
    }

    /// When the pages next change, as the summary line ends: `pages change next at 2026-06-14 00:00 (Europe/Oslo)`.
    public var pagesChangeNext: PagesChangeNext? {
        guard let state, let nextChangeAt else { return nil }
        return PagesChangeNext(nextChangeAt, in: state.game.settings.calendar)
    }

    static func upToDate(_ last: BuildManifest, clock: StageClock) -> SiteBuildResult {
        SiteBuildResult(upToDate: true, validUntil: last.build?.validUntil, earlierWarnings: last.build?.warnings ?? 0, pageCount: 0,
                        fileCount: 0, written: WriteSummary(), warnings: [], state: nil, build: last.build, nextChangeAt: nil, seconds: 0,
                        clock: clock, retained: Retained(manifests: [last]))
    }

    init(upToDate: Bool, validUntil: String?, earlierWarnings: Int, pageCount: Int, fileCount: Int, written: WriteSummary,
         warnings: [Diagnostic], state: GameState?, build: BuildManifest.Build?, nextChangeAt: Date?, seconds: TimeInterval,
         clock: StageClock, retained: Retained) {
        (self.upToDate, self.validUntil, self.earlierWarnings) = (upToDate, validUntil, earlierWarnings)
        (self.pageCount, self.fileCount, self.written, self.warnings) = (pageCount, fileCount, written, warnings)
        (self.state, self.build, self.nextChangeAt, self.seconds, self.clock) = (state, build, nextChangeAt, seconds, clock)
        self.retained = retained
    }

    init(built rendered: SiteBuild.Rendered, written: WriteSummary, warnings: [Diagnostic], state: GameState, build: BuildManifest.Build?,
         seconds: TimeInterval, clock: StageClock, retained: Retained) {
        var retained = retained
        retained.files = rendered.files
        self.init(upToDate: false, validUntil: nil, earlierWarnings: 0, pageCount: rendered.site.pageCount,
                  fileCount: rendered.files.count, written: written, warnings: warnings, state: state, build: build,
                  nextChangeAt: state.nextChangeAt, seconds: seconds, clock: clock,
                  retained: retained)
    }
}

/// A build that stopped: why, and what to tell. The output folder is as it was, except after
/// `writeFailed`, where `OutputWriter` has undone what it could.
public struct SiteBuildFailure: Error, Sendable {
    public enum Kind: Sendable, Equatable {
        /// The output folder could damage the game or the machine; nothing was looked at.
        case unsafeOutput
        /// The game or its log has errors; nothing was written.
        case gameErrors
        /// The templates or a widget snapshot could not be made; nothing was written.
        case renderErrors
        /// Writing the output folder failed.
        case writeFailed
    }

    public var kind: Kind
    /// What went wrong: the game's diagnostics with the stage's own.
    public var diagnostics: [Diagnostic]
    /// `writeFailed`: the warnings of the game and the site, which rendered before writing failed.
    public var warnings: [Diagnostic]
    /// Each stage's time up to the failure; nil when none had started.
    public var clock: StageClock?

    init(_ kind: Kind, _ diagnostics: [Diagnostic], warnings: [Diagnostic] = [], clock: StageClock?) {
        self.kind = kind
        self.diagnostics = diagnostics
        self.warnings = warnings
        self.clock = clock
    }
}
