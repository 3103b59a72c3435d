/// Whether the points on offer can pay for the rewards, and at what share of the challenges.
public struct Economy: Sendable, Hashable {
    public struct PlayerEconomy: Sendable, Hashable {
        public var player: String
        /// Completions on offer: once-challenges and dares, plus each scheduled day of a recurring quest in a game with an end.
        public var completionsOnOffer: Int
        public var pointsOnOffer: Int
        /// Price of every reward that unlocks once.
        public var rewardsTotal: Int
        /// Points from recurring quests in a typical week, for open-ended games.
        public var recurringPointsPerWeek: Int
        /// Share of completions (percent) that pays for everything at the average value: total price / points on offer.
        public var averageShare: Int?
        /// Fewest completions that pay for everything, highest points first.
        public var fewest: Int?
        /// Completions needed taking the lowest points first.
        public var most: Int?
        /// The most one day's pick from the daily pool pays (0 without a pool).
        public var dailyPickPoints: Int = 0
    }

    public var players: [PlayerEconomy]
    public var target: ClosedRange<Int>?
    /// What the points are called, for the warnings.
    public var currency = Currency.points
    /// A game with no last day: a quest that recurs, or a daily pick, pays for ever.
    public var openEnded = false

    public static func analyse(_ game: Game) -> Economy {
        // What every player is offered and may unlock is worked out once; a player adds only
        // what is theirs alone (a thousand players with their own rewards stay linear).
        let shared = Offer(challenges: game.challenges.filter { $0.players.isEmpty }, rewards: game.rewards.filter { $0.players.isEmpty }, in: game)
        let ownChallenges = Dictionary(grouping: game.challenges.filter { !$0.players.isEmpty }.flatMap { challenge in Set(challenge.players).map { ($0, challenge) } }, by: \.0)
        let ownRewards = Dictionary(grouping: game.rewards.filter { !$0.players.isEmpty }.flatMap { reward in Set(reward.players).map { ($0, reward) } }, by: \.0)
        let sharedDescending = shared.values.sorted(by: >), sharedAscending = shared.values.sorted()
        let players = game.players.map { person -> PlayerEconomy in
            let own = Offer(challenges: (ownChallenges[person.id] ?? []).map(\.1), rewards: (ownRewards[person.id] ?? []).map(\.1), in: game)
            let values = shared.values + own.values
            let total = shared.rewardsTotal + own.rewardsTotal
            let offered = values.reduce(0, +)
            func needed(_ sorted: [Int]) -> Int? {
                var sum = 0
                for (index, value) in sorted.enumerated() {
                    sum += value
                    if sum >= total { return index + 1 }
                }
                return total == 0 ? 0 : nil
            }
            let share = offered > 0 && total <= offered ? Int((Double(total) * 100 / Double(offered)).rounded()) : nil
            return PlayerEconomy(player: person.id, completionsOnOffer: values.count, pointsOnOffer: offered, rewardsTotal: total,
                                 recurringPointsPerWeek: shared.perWeek + own.perWeek, averageShare: share,
                                 fewest: needed(own.values.isEmpty ? sharedDescending : values.sorted(by: >)),
                                 most: needed(own.values.isEmpty ? sharedAscending : values.sorted()),
                                 dailyPickPoints: max(shared.pickMost, own.pickMost))
        }
        return Economy(players: players, target: game.settings.target, currency: game.settings.currency,
                       openEnded: game.settings.ends == nil)
    }

    /// Points on offer (one value a completion) and the price of what unlocks once, for some
    /// challenges and rewards.
    private struct Offer {
        var values: [Int] = []
        var perWeek = 0
        var rewardsTotal = 0
        /// The most a pick from the daily pool (its enabled categories) pays.
        var pickMost = 0

        init(challenges: [Challenge], rewards: [Reward], in game: Game) {
            for challenge in challenges {
                switch challenge.schedule {
                case .once: values.append(challenge.points)
                case .pool:
                    if game.dailyPickPool.contains(where: { $0.id == challenge.id }) { pickMost = max(pickMost, challenge.points) }
                case .recurring(let recurrence):
                    let range = game.activeRange(of: recurrence)
                    if let last = range.last {
                        let days = DateRange(range.first, last).days.filter { recurrence.weekdays.contains($0.weekday) }
                        values += Array(repeating: challenge.points, count: days.count)
                    }
                    perWeek += challenge.points * recurrence.weekdays.count
                }
            }
            rewardsTotal = rewards.filter { !$0.repeatable }.reduce(0) { $0 + (game.price(of: $1) ?? 0) }
        }
    }

    /// Warnings when everything cannot be unlocked, or the share falls outside the target band.
    public func warnings() -> [Diagnostic] {
        var result: [Diagnostic] = []
        let location = SourceLocation(file: ContentFormat.gameFile)
        for player in players where player.rewardsTotal > 0 && player.completionsOnOffer > 0 {
            // What recurs in a game without end pays for everything in time.
            let paysForEver = openEnded && (player.recurringPointsPerWeek > 0 || player.dailyPickPoints > 0)
            guard let share = player.averageShare else {
                if paysForEver { continue }
                result.append(.warning("'\(player.player)' can earn \(currency.amount(player.pointsOnOffer)) from challenges but the rewards cost \(currency.amount(player.rewardsTotal)): not everything can be unlocked",
                                       at: location, hint: "lower prices or add challenges (awards can make up the rest)"))
                continue
            }
            if let target, !target.contains(share) {
                result.append(.warning("'\(player.player)' unlocks everything after about \(share)% of the challenges; the target is \(target.lowerBound)–\(target.upperBound)%",
                                       at: location, hint: share < target.lowerBound ? "raise prices or lower points" : "lower prices or raise points"))
            }
        }
        return result
    }

    /// Lines for `questline check`: one per player, or one per group of players whose lines would
    /// read the same (a class of 28 with the same challenges: "each of the 28 players: …").
    public func summary(currency: Currency) -> [String] {
        var groups: [(words: String, players: [String])] = []
        for (player, words) in zip(players.map(\.player), lines(currency: currency)) {
            if let index = groups.firstIndex(where: { $0.words == words }) {
                groups[index].players.append(player)
            } else {
                groups.append((words, [player]))
            }
        }
        return groups.map { group in
            let who = group.players
            let label = who.count > 1 && who.count == players.count ? "each of the \(who.count) players"
                : who.count <= 3 ? who.joined(separator: ", ") : "\(who[0]), \(who[1]) and \(who.count - 2) more"
            return "\(label): \(group.words)"
        }
    }

    /// What each player's line says, after "ava: ".
    private func lines(currency: Currency) -> [String] {
        players.map { p in
            var parts: [String] = []
            if p.completionsOnOffer > 0 {
                parts.append("\(currency.amount(p.pointsOnOffer)) on offer in \(p.completionsOnOffer) completion\(p.completionsOnOffer == 1 ? "" : "s")")
            }
            if p.dailyPickPoints > 0 { parts.append("the daily pick pays up to \(currency.amount(p.dailyPickPoints)) a day") }
            if p.recurringPointsPerWeek > 0 { parts.append("recurring quests pay up to \(currency.amount(p.recurringPointsPerWeek)) a week") }
            if p.rewardsTotal > 0 {
                var rewards = "rewards cost \(p.rewardsTotal)"
                if let share = p.averageShare {
                    rewards += "; everything unlocks after about \(share)% of the challenges"
                    if let fewest = p.fewest, let most = p.most { rewards += " (\(fewest)–\(most) of \(p.completionsOnOffer))" }
                    if let target {
                        rewards += target.contains(share) ? ", inside" : ", outside"
                        rewards += " the \(target.lowerBound)–\(target.upperBound)% target"
                    }
                } else if p.completionsOnOffer > 0 {
                    // As `warnings`: what recurs in a game without end pays for everything in time.
                    let paysForEver = openEnded && (p.recurringPointsPerWeek > 0 || p.dailyPickPoints > 0)
                    rewards += paysForEver ? "; what recurs pays for the rest in time" : "; not everything can be unlocked from challenges alone"
                }
                parts.append(rewards)
            }
            if parts.isEmpty { parts.append("earns through awards only") }
            return parts.joined(separator: "; ")
        }
    }
}
