import Foundation
import QuestlineCore

/// Builds the snapshots of one game state: for the whole game, or for one player, in each size.
/// Nothing here reads a clock: a snapshot shows the state as it stands from `changedAt` on (for
/// one player's, from `changedAt(for:)` that player on).
public struct SnapshotBuilder: Sendable {
    public let state: GameState
    /// The site's address, `https://example.org/quest/`; deep links are made from it.
    public let baseURL: String
    /// The words of the snapshots' text: English, or the site's language.
    public let phrases: WidgetPhrases

    /// How many timeline events a large snapshot starts from (the budget may leave out more).
    static let timelineLength = 20
    /// How many days of activity a large snapshot shows: twelve weeks.
    static let activityDays = 84

    public init(state: GameState, baseURL: String, phrases: WidgetPhrases = .english) {
        self.state = state
        self.baseURL = baseURL
        self.phrases = phrases
    }

    /// The whole game: every player's balance (the family view), and everyone's quests.
    public func gameSnapshot(size: WidgetSize) -> WidgetSnapshot {
        gameSnapshot(size: size, glances: gameGlances())
    }

    /// Every player's glances for the game's state line, which names no reward (`StateText.game`),
    /// their names not clipped yet: the same for each size.
    func gameGlances() -> DayGlances {
        let context = SnapshotContext(state: state, baseURL: baseURL, size: .large, phrases: phrases)
        return DayGlances(context: context, players: state.players.map(\.id), withNext: false, clipped: false)
    }

    /// The game's snapshot of `size`, from `gameGlances()`.
    func gameSnapshot(size: WidgetSize, glances unclipped: DayGlances) -> WidgetSnapshot {
        let context = SnapshotContext(state: state, baseURL: baseURL, size: size, phrases: phrases)
        let ids = state.players.map(\.id)
        let glances = unclipped.clipped(for: context)
        var snapshot = base(context, kind: .game, players: ids) { instant in
            StateText.game(glances.at(instant), context: context, at: instant)
        }
        // Only as many players as could fit are made: `ByteBudget` would leave out the rest, and
        // count them, as here. A thousand players' entries for a snapshot that shows ten cost more
        // than the rest of the snapshot.
        let room = ByteBudget.mostEntries(size)
        snapshot.players = state.players.prefix(room).map { context.playerInfo($0, withNext: size > .small, withLink: size > .small) }
        if state.players.count > room { snapshot.omitted = ["players": state.players.count - room] }
        addDetails(to: &snapshot, context: context, players: ids, tagPlayer: true)
        if size == .large { snapshot.badge = context.gameBadge() }
        return snapshot
    }

    /// One player: balance, streak and next reward; their quests, goals, timeline and badge.
    /// Made from the player's view of the state (`GameState.view(of:)`), so it can show
    /// nothing that changes with someone else's event.
    public func playerSnapshot(_ id: String, size: WidgetSize) throws -> WidgetSnapshot {
        guard state.player(id) != nil else {
            throw WidgetFeedError.unknownPlayer(id, known: state.players.map(\.id))
        }
        return try SnapshotBuilder(state: state.view(of: id), baseURL: baseURL, phrases: phrases).snapshot(ofOnly: id, size: size)
    }

    /// The snapshot of a player whose view `state` is; `playerSnapshot` makes the view.
    func snapshot(ofOnly id: String, size: WidgetSize) throws -> WidgetSnapshot {
        guard let player = state.player(id) else {
            throw WidgetFeedError.unknownPlayer(id, known: state.players.map(\.id))
        }
        let context = SnapshotContext(state: state, baseURL: baseURL, size: size, phrases: phrases)
        let glances = DayGlances(context: context, players: [id], withNext: true)
        var snapshot = base(context, kind: .player, players: [id]) { instant in
            glances.at(instant).first.map { StateText.player($0, context: context, at: instant) } ?? ""
        }
        snapshot.player = context.playerInfo(player, withNext: true)
        addDetails(to: &snapshot, context: context, players: [id], tagPlayer: false)
        if size == .large { snapshot.badge = context.playerBadge(player) }
        return snapshot
    }

    /// What every snapshot carries: version, instant, game, currency, state line and refresh hints.
    private func base(_ context: SnapshotContext, kind: SnapshotKind, players: [String],
                      stateText: (Date) -> String) -> WidgetSnapshot {
        let planner = RefreshPlanner(context: context, players: players)
        let changes = planner.changes()
        let upcoming = changes.filter { $0.at <= planner.endOfToday }.map { change in
            UpcomingState(at: context.instant(change.at), reason: change.reason, summary: context.clip(change.summary),
                          state: stateText(change.at))
        }
        let refresh = RefreshHints(next: changes.first.map { context.instant($0.at) }, reason: changes.first?.reason,
                                   upcoming: context.size > .small ? upcoming : nil)
        // A player's snapshot is as of that player's last change, so others' events leave it the same.
        let changedAt = kind == .player && players.count == 1 ? state.changedAt(for: players[0]) : state.changedAt
        return WidgetSnapshot(kind: kind, size: context.size, asOf: context.instant(changedAt),
                              game: gameInfo(context, kind: kind), currency: currencyInfo(context),
                              state: TextClip.clip(stateText(changedAt), context.size.stateLimit), refresh: refresh)
    }

    private func addDetails(to snapshot: inout WidgetSnapshot, context: SnapshotContext, players: [String], tagPlayer: Bool) {
        guard context.size > .small else { return }
        snapshot.quests = context.quests(for: players, tagPlayer: tagPlayer)
        snapshot.challenges = context.challengeCounts(for: players)
        snapshot.goals = context.goals(for: players)
        guard context.size > .medium else { return }
        snapshot.timeline = context.timeline(for: players, limit: Self.timelineLength)
        snapshot.activity = context.activity(for: players, days: Self.activityDays)
    }

    private func gameInfo(_ context: SnapshotContext, kind: SnapshotKind) -> GameInfo {
        let settings = state.game.settings
        let status: GameInfo.Status = state.today < settings.starts ? .notStarted
            : settings.ends.map { state.today > $0 } == true ? .ended : .running
        guard context.size > .small else {
            // A small snapshot's one link is its tap target: the home page for the game's.
            let link = kind == .game ? context.url(Routes.home) : nil
            return GameInfo(title: context.clip(settings.title), today: nil, status: nil, url: link)
        }
        return GameInfo(title: context.clip(settings.title), today: state.today.description, status: status,
                        url: context.url(Routes.home))
    }

    private func currencyInfo(_ context: SnapshotContext) -> CurrencyInfo {
        let currency = context.currency
        let detailed = context.size > .small
        return CurrencyInfo(name: currency.name, singular: detailed ? currency.singular : nil, symbol: currency.symbol,
                            worth: detailed ? context.worth(of: 1) : nil, worthCurrency: detailed ? currency.worth?.code : nil)
    }
}
