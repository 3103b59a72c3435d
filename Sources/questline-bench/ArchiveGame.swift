import Foundation

/// L: many players, each with a profile page and eight rewards of their own that get a page once
/// unlocked, and a thousand once-challenges everyone works through, one a day.
struct ArchiveGame {
    var players = 1_000
    var challenges = 1_000
    var rewardsPerPlayer = 8
    var days = 100
    var seed: UInt64 = 3

    static let points = 10
    static let price = 100

    func write(to site: SiteFolder) throws {
        var random = SeededRandom(seed: seed)
        let first = CivilDate.firstDay
        let last = first + days - 1
        let ids = (1...players).map { "p" + String(format: "%04d", $0) }
        try site.write("""
            format: 1
            title: An archive of \(players) players
            description: A long-running club game with a profile for every player and a page for every reward.
            timezone: Europe/Oslo
            locale: en_GB
            currency: {name: stars, singular: star, symbol: "★"}
            starts: \(CivilDate.text(dayNumber: first))
            ends: \(CivilDate.text(dayNumber: last))
            theme: arcade
            limits: {players: \(players)}

            """, to: "content/game.yaml")
        var people = "- {id: coach, name: Coach, role: organiser}\n"
        for (index, id) in ids.enumerated() {
            people += "- {id: \(id), name: Player \(index + 1), role: player, avatar: \"🦊\", tagline: \"Player number \(index + 1), here for the long run.\", fun-facts: [Likes long walks., Collects stamps.]}\n"
        }
        try site.write(people, to: "content/people.yaml")
        let categories = ["social", "kindness", "fitness", "art", "learning"]
        var yaml = ""
        for c in 1...challenges {
            yaml += "- {id: c\(String(format: "%04d", c)), title: Challenge number \(c), description: Do the thing number \(c) and tell everyone about it., category: \(categories[c % categories.count]), tier: easy, points: \(Self.points), proof: [done, text]}\n"
        }
        try site.write(yaml, to: "content/challenges.yaml")
        var rewards = ""
        for id in ids {
            for r in 1...rewardsPerPlayer {
                rewards += "- {id: \(id)-r\(r), title: Reward \(r) for \(id), from: coach, kind: text, message: \"Well done, \(id): this is reward \(r).\", price: \(Self.price), for: [\(id)]}\n"
            }
        }
        try site.write(rewards, to: "content/rewards.yaml")
        var goals = ""
        for id in ids.enumerated().filter({ $0.offset % 10 == 0 }).map(\.element) {
            goals += "- {id: \(id)-goal, title: Saving up, player: \(id), target: 500, measure: earned}\n"
        }
        try site.write(goals, to: "content/goals.yaml")

        var lines: [EventLine] = []
        var balance = Array(repeating: 0, count: players)
        var unlocked = Array(repeating: 0, count: players)
        var sequence = 0
        for (d, day) in (first...last).enumerated() {
            for (p, player) in ids.enumerated() {
                let second = 7 * 3600 + (p * 37) % 36_000
                if random.chance(0.95) {
                    let challenge = "c" + String(format: "%04d", (p * 7 + d) % challenges + 1)
                    lines.append(.complete(day: day, second: second, sequence: sequence, player: player, challenge: challenge))
                    balance[p] += Self.points
                    sequence += 1
                }
                if unlocked[p] < rewardsPerPlayer, balance[p] >= Self.price, random.chance(0.3) {
                    unlocked[p] += 1
                    lines.append(.unlock(day: day, second: second + 60, sequence: sequence, player: player, reward: "\(player)-r\(unlocked[p])"))
                    balance[p] -= Self.price
                    sequence += 1
                }
            }
        }
        try site.write(EventLine.log(lines), to: "content/events.jsonl")
        let append = EventLine.award(day: last, second: 20 * 3600, sequence: 0, player: ids[0], amount: 1, reason: "bench")
        try site.writeNotes(asOf: CivilDate.text(dayNumber: last) + "T23:00", appendLine: append.json, events: lines.count)
    }
}
