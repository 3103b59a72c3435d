import Foundation

extension Fold {
    /// For the fold cache: everything the fold has counted so far. Only a fold with nothing
    /// pending is kept, so the instant it was folded as of is not part of it: any later instant
    /// folds the same events the same way (`take` is the only step that looks at the instant).
    func write(to writer: inout BinaryWriter) {
        writer.array(playerStates) { $0.player($1) }
        timeline.write(to: &writer)
        writer.array(violations) { $0.diagnostic($1) }
        writer.optional(latestEvent) { $0.date($1) }
        writer.array(revealedAt.sorted { $0.key < $1.key }) { writer, entry in
            writer.string(entry.key)
            writer.date(entry.value)
        }
        writer.array(goalMilestones.sorted { $0.key < $1.key }) { writer, entry in
            writer.string(entry.key)
            writer.array(entry.value) { writer, milestone in
                writer.int(milestone.percent)
                writer.date(milestone.at)
            }
        }
        done.write(to: &writer)
        // Only a fold with no void and no error is kept (`GameCheck`): its ids are all there is of its registry.
        writer.array(registry.idLines()) { writer, entry in
            writer.word(entry.id)
            writer.int(entry.line)
        }
        writer.array(pauses) { writer, pause in
            writer.string(pause.player)
            writer.string(pause.challenge)
            writer.day(pause.from)
            writer.day(pause.until)
            writer.int(pause.line)
        }
    }

    /// A fold of `game` as of `asOf` that goes on from where a written one stopped.
    init(game: Game, asOf: Date, from reader: inout BinaryReader) throws {
        self.init(game: game, asOf: asOf)
        let players = try reader.array { try $0.player() }
        // The players are the game's, in its order: anything else is not this game's fold.
        guard players.map(\.id) == playerStates.map(\.id) else { throw BinaryReader.Malformed() }
        playerStates = players
        timeline = try Timeline.Builder(from: &reader)
        violations = try reader.array { try $0.diagnostic() }
        latestEvent = try reader.optional { try $0.date() }
        revealedAt = Dictionary(try reader.array { (try $0.string(), try $0.date()) }, uniquingKeysWith: { first, _ in first })
        goalMilestones = Dictionary(try reader.array { reader in
            (try reader.string(), try reader.array { GoalMilestone(percent: try $0.int(), at: try $0.date()) })
        }, uniquingKeysWith: { first, _ in first })
        done = try CompletedDays(from: &reader)
        registry = EventRegistry(idLines: try reader.array { (id: try $0.word(), line: try $0.int()) })
        pauses = try reader.array { reader in
            Pause(player: try reader.string(), challenge: try reader.string(), from: LocalDate(dayNumber: try reader.int()),
                  until: LocalDate(dayNumber: try reader.int()), line: try reader.int())
        }
        (daySums, measurePayouts) = DaySum.rebuilt(from: playerStates, playerNumbers: playerNumbers,
                                                   challengeNumbers: challengeNumbers, game: game)
    }
}
