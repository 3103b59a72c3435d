import Foundation

/// M and XL: players doing the same recurring daily quests for many days, paid into a reward shop.
struct DailyGame {
    var players: Int
    var quests: Int
    var days: Int
    /// The share of scheduled quests done; the rest break streaks now and then.
    var doneShare: Double
    var seed: UInt64

    static let questPoints = 10
    static let shop = [("movie-night", 50), ("sleep-in", 40), ("takeout", 80), ("new-book", 120)]

    func write(to site: SiteFolder) throws {
        var random = SeededRandom(seed: seed)
        let first = CivilDate.firstDay
        let last = first + days - 1
        let ids = (1...players).map { "p" + String(format: "%04d", $0) }
        try site.write("""
            format: 1
            title: Daily quests, \(players) players, \(days) days
            timezone: Europe/Oslo
            locale: en_GB
            currency: {name: points, singular: point, symbol: "◈"}
            starts: \(CivilDate.text(dayNumber: first))
            ends: \(CivilDate.text(dayNumber: last))
            theme: parchment
            limits: {players: \(max(20, players))}

            """, to: "content/game.yaml")
        var people = "- {id: coach, name: Coach, role: organiser}\n"
        for (index, id) in ids.enumerated() {
            people += "- {id: \(id), name: Player \(index + 1), role: player, avatar: \"🧝\", tagline: Questing through the everyday.}\n"
        }
        try site.write(people, to: "content/people.yaml")
        var challenges = ""
        for quest in 1...quests {
            challenges += "- {id: q\(quest), title: Daily quest \(quest), category: habit, tier: easy, points: \(Self.questPoints), proof: [done], schedule: daily}\n"
        }
        try site.write(challenges, to: "content/challenges.yaml")
        var rewards = ""
        for (id, price) in Self.shop {
            rewards += "- {id: \(id), title: \(id), kind: text, message: A treat from the shop., price: \(price), repeatable: true}\n"
        }
        try site.write(rewards, to: "content/rewards.yaml")

        var lines: [EventLine] = []
        lines.reserveCapacity(players * quests * days)
        var balance = Array(repeating: 0, count: players)
        var sequence = 0
        for day in first...last {
            for (p, player) in ids.enumerated() {
                for quest in 1...quests where random.chance(doneShare) {
                    let second = 6 * 3600 + quest * 1800 + (p * 7) % 1800
                    lines.append(.complete(day: day, second: second, sequence: sequence, player: player, challenge: "q\(quest)"))
                    balance[p] += Self.questPoints
                    sequence += 1
                }
                if (day + p) % 7 == 0 {
                    let (reward, price) = Self.shop[Int(random.next() % UInt64(Self.shop.count))]
                    if balance[p] >= price {
                        lines.append(.unlock(day: day, second: 19 * 3600, sequence: sequence, player: player, reward: reward))
                        balance[p] -= price
                        sequence += 1
                    }
                }
            }
        }
        try site.write(EventLine.log(lines), to: "content/events.jsonl")
        let append = EventLine.award(day: last, second: 20 * 3600, sequence: 0, player: ids[0], amount: 1, reason: "bench")
        try site.writeNotes(asOf: CivilDate.text(dayNumber: last) + "T23:00", appendLine: append.json, events: lines.count)
    }
}
