import Foundation

/// The living timeline: every moment of the game in time order, ties in the order they happened.
///
/// Completions are nearly all of a long game's moments, and each is already kept in its
/// player's `completions`; so a completion's moment is stored as eight bytes pointing there,
/// and only the other moments (unlocks, awards, spends, reveals, milestones) are stored whole.
/// Reading a moment builds its `TimelineEntry`, from the completions as they were when the
/// state was folded.
public struct Timeline: RandomAccessCollection, Sendable {
    /// Each moment: a completion as `completionFlag | player << 32 | position in that player's
    /// completions`, or another moment as its position in `others`.
    private var moments: [UInt64]
    private var others: [TimelineEntry]
    /// The players whose completions the moments point into, by their place in the game.
    private var players: [PlayerState]

    private static let completionFlag: UInt64 = 1 << 63

    /// A timeline of the given entries, in the order given.
    public init(_ entries: [TimelineEntry] = []) {
        moments = entries.indices.map { UInt64($0) }
        others = entries
        players = []
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { moments.count }

    public subscript(position: Int) -> TimelineEntry {
        let moment = moments[position]
        guard moment & Self.completionFlag != 0 else { return others[Int(moment)] }
        let completion = players[Int(moment >> 32 & 0x7FFF_FFFF)].completions[Int(moment & 0xFFFF_FFFF)]
        return TimelineEntry(at: completion.at, day: completion.day, player: completion.player,
                             kind: .completion(challenge: completion.challenge, option: completion.option, proof: completion.proof),
                             points: completion.points, line: completion.line, event: completion.event)
    }

    /// The player of the moment at `position` (nil for the whole game's), without building the entry.
    func player(at position: Int) -> String? {
        let moment = moments[position]
        guard moment & Self.completionFlag != 0 else { return others[Int(moment)].player }
        return players[Int(moment >> 32 & 0x7FFF_FFFF)].id
    }

    /// The positions of the moments by player, in order; the whole game's (the final badge)
    /// under "". A completion's player is known by its place in the game, so ids are looked up
    /// once a player and once a moment of another kind, not once a moment.
    func positionsByPlayer() -> [String: [Int32]] {
        var slots = PositionSlots<String>()
        let playerSlots = players.map { slots.slot(for: $0.id) }
        let otherSlots = others.map { slots.slot(for: $0.player ?? "") }
        return slots.grouped(moments.lazy.map { moment in
            moment & Self.completionFlag != 0 ? playerSlots[Int(moment >> 32 & 0x7FFF_FFFF)] : otherSlots[Int(moment)]
        })
    }

    /// When the moment at `position` happened, without building the entry.
    func at(_ position: Int) -> Date { at(moment: moments[position]) }

    private func at(moment: UInt64) -> Date {
        guard moment & Self.completionFlag != 0 else { return others[Int(moment)].at }
        return players[Int(moment >> 32 & 0x7FFF_FFFF)].completions[Int(moment & 0xFFFF_FFFF)].at
    }
}

extension Timeline {
    /// The moments at `positions`, in the order given, as a timeline over `players`: for a view
    /// of one player (`GameState.view(of:)`), whose completions are at `player` here and at 0
    /// there. No entry is built: a completion's moment still points into its player's list.
    func view(_ positions: [Int32], player: Int?, players: [PlayerState]) -> Timeline {
        var view = Timeline()
        view.players = players
        view.moments.reserveCapacity(positions.count)
        for position in positions {
            let moment = moments[Int(position)]
            if moment & Self.completionFlag != 0, Int(moment >> 32 & 0x7FFF_FFFF) == player {
                view.moments.append(Self.completionFlag | moment & 0xFFFF_FFFF)
            } else {
                // Anything else is kept whole (another player's completion never is in a view).
                view.moments.append(UInt64(view.others.count))
                view.others.append(self[Int(position)])
            }
        }
        return view
    }

    /// The timeline as the fold cache and fingerprints write it: each moment as stored, then the
    /// entries that are not completions. With the same players, the same bytes mean the same entries.
    func write(to writer: inout BinaryWriter) { Self.write(moments, others, to: &writer) }

    fileprivate static func write(_ moments: [UInt64], _ others: [TimelineEntry], to writer: inout BinaryWriter) {
        writer.array(moments) { $0.word($1) }
        writer.array(others) { $0.timelineEntry($1) }
    }

    /// Moments as the fold meets them: completions by where they are kept, the rest whole.
    struct Builder {
        private var moments: [UInt64] = []
        private var others: [TimelineEntry] = []

        mutating func reserve(_ count: Int) { moments.reserveCapacity(count) }

        /// For the fold cache: the moments so far (in a timeline's form), and the same read back.
        func write(to writer: inout BinaryWriter) { Timeline.write(moments, others, to: &writer) }

        init() {}

        init(from reader: inout BinaryReader) throws {
            moments = try reader.array { try $0.word() }
            others = try reader.array { try $0.timelineEntry() }
            // A moment that is not a completion points into `others`.
            guard moments.allSatisfy({ $0 & Timeline.completionFlag != 0 || $0 < UInt64(others.count) }) else {
                throw BinaryReader.Malformed()
            }
        }

        /// The completion at `position` in the completions of the player at `player` in the game.
        mutating func appendCompletion(player: Int, position: Int) {
            moments.appendGrowingByAQuarter(Timeline.completionFlag | UInt64(player) << 32 | UInt64(position))
        }

        mutating func append(_ entry: TimelineEntry) {
            moments.appendGrowingByAQuarter(UInt64(others.count))
            others.append(entry)
        }

        /// The dares whose reveal is an entry already: those a `reveal` event revealed.
        func revealedDares() -> Set<String> {
            Set(others.compactMap { entry in
                if case .reveal(let challenge) = entry.kind { return challenge }
                return nil
            })
        }

        /// The timeline over the players' final states, sorted by time (ties keep their order).
        func build(players: [PlayerState]) -> Timeline {
            var timeline = Timeline()
            timeline.others = others
            timeline.players = players
            timeline.moments = TimeOrder.sorted(moments) { [timeline] in timeline.at(moment: $0) }
            return timeline
        }
    }
}
