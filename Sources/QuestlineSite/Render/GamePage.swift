import QuestlineCore

/// One of the game's own pages: where it goes and how its model is made.
///
/// The calendar, the board and the mission log show what was done, and of the rest of the
/// state only who is past the roster's cap and when it changed. Their fingerprint is worked out
/// from those (`playPageFingerprint`) before any model is made, so after a change of balances
/// alone a big game's board is kept without its cells being made only to be fingerprinted.
/// The calendar and the mission log also show awards (and the log spends), which their
/// fingerprint adds (`showsTransactions`).
/// The other pages show balances, rewards or the timeline and are fingerprinted by their model.
struct GamePage: Sendable {
    let kind: PageKind
    let route: String
    /// Whether the page reads of the state only what `GameState.playFingerprint()` holds and
    /// `changedAt` (as its `asOf`). `PlayFingerprintTests` holds the page's model to it.
    let showsOnlyPlay: Bool
    /// Whether the page shows awards and spends too (the calendar counts awards, the mission log
    /// lists both), which `playFingerprint()` leaves out: its fingerprint adds them.
    var showsTransactions: Bool { kind == .calendar || kind == .history }
    let make: @Sendable (SiteContext) -> Page

    /// Longest first: in a big game the calendar's and the board's models and pages take longest.
    static let all: [GamePage] = [
        GamePage(kind: .calendar, route: Routes.calendar, showsOnlyPlay: true) { $0.calendarPage() },
        GamePage(kind: .challenges, route: Routes.challenges, showsOnlyPlay: true) { $0.challengesPage() },
        GamePage(kind: .history, route: Routes.history, showsOnlyPlay: true) { $0.historyPage() },
        GamePage(kind: .rewards, route: Routes.rewards, showsOnlyPlay: false) { $0.rewardsPage() },
        GamePage(kind: .timeline, route: Routes.timeline, showsOnlyPlay: false) { $0.timelinePage() },
        GamePage(kind: .people, route: Routes.people, showsOnlyPlay: false) { $0.peoplePage() },
        GamePage(kind: .home, route: Routes.home, showsOnlyPlay: false) { $0.homePage() },
        GamePage(kind: .today, route: Routes.today, showsOnlyPlay: false) { $0.todayPage() },
        GamePage(kind: .goals, route: Routes.goals, showsOnlyPlay: false) { $0.goalsPage() },
        GamePage(kind: .notFound, route: Routes.notFound, showsOnlyPlay: false) { $0.notFoundPage() },
    ]
}

extension SiteContext {
    /// The fingerprint of a page that shows only what was done: `play` (the state's
    /// `playFingerprint()`), the limits that decide who is past the roster's cap, and the page
    /// itself (the balances of those past it are on `people/` alone). It starts unlike a
    /// model's (`ModelFingerprint`), so the two never stand for each other.
    func playPageFingerprint(_ page: GamePage, play: UInt64) -> UInt64 {
        var hash = StableHash()
        hash.combine("questline play page")
        hash.combine(page.kind.rawValue)
        hash.combine(page.route)
        hash.combine(play)
        // The footer links to the calendar only while there is one.
        hash.combine(hasCalendar ? 1 : 0)
        let limits = options.limits
        for limit in [limits.playersInDetail, limits.timelineMoments, limits.openChallenges, limits.historyDays, limits.historyPlayerDays] {
            hash.combine(UInt64(bitPattern: Int64(limit)))
        }
        if page.showsTransactions {
            for player in state.players {
                hash.combine(UInt64(player.transactions.count))
                for transaction in player.transactions {
                    hash.combine(transaction.direction.rawValue)
                    hash.combine(transaction.at.timeIntervalSince1970.bitPattern)
                    hash.combine(UInt64(bitPattern: Int64(transaction.amount)))
                    hash.combine(transaction.reason ?? "")
                    hash.combine(transaction.by ?? "")
                }
            }
        }
        return hash.value
    }
}
