import Foundation

/// The span of instants over which a state holds: `[changedAt, nextChangeAt)`.
///
/// With the same content and log, the state as of any instant in the span is the same, and so
/// is everything rendered from it. It changes only at an event, at a quest's opening time
/// today, at a secret dare's reveal time, or at midnight in the game's zone (the local day is
/// shown on pages and in widget snapshots, so every midnight counts, before the game starts
/// and after it ends too). Both ends are worked out from the same candidates, so any instant
/// inside the span gives the same two ends.
struct StateValidity {
    var changedAt: Date
    var nextChangeAt: Date

    /// `latestEvent`: the latest event at or before the instant (counted or refused);
    /// `firstPending`: the earliest event after it, which the fold skipped.
    init(of state: GameState, latestEvent: Date?, firstPending: Date?) {
        let calendar = state.game.settings.calendar
        let asOf = state.asOf
        let openings = state.questOpenings(for: state.players.map(\.id)).map(\.at)
        var before = [calendar.startOfDay(state.today)] + openings.filter { $0 <= asOf } + state.dares.compactMap(\.revealedAt)
        if let latestEvent { before.append(latestEvent) }
        changedAt = min(asOf, before.max() ?? asOf)
        var after = [state.schedule.endOfToday] + openings.filter { $0 > asOf }
            + state.timedReveals().map(\.at).filter { $0 > asOf }
        if let firstPending { after.append(firstPending) }
        nextChangeAt = after.min() ?? state.schedule.endOfToday
    }
}
