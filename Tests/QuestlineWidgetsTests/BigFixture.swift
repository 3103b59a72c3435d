import Foundation

/// A game built to overflow every budget: twenty players with long names, sixty daily quests
/// with 300-character titles, long award reasons, and a long base URL.
enum BigFixture {
    static let players = 20
    static let quests = 60
    static let asOf = "2026-05-04T12:00"
    /// Long, as a project page on a shared host would be; `BudgetTests` tries a far longer one.
    static let baseURL = "https://family-quests.example.org/the-family-game/"

    static func playerID(_ n: Int) -> String { "player-\(n)" }
    static func questID(_ n: Int) -> String { "quest-\(n)" }

    /// Quest `n` opens at n × 23 minutes past midnight: spread over the whole day.
    static func openingMinutes(_ n: Int) -> Int { n * 23 }

    static func longText(_ seed: String, length: Int) -> String {
        let unit = "\(seed) æøå 🦊 with a very long description of what to do "
        return String(String(repeating: unit, count: length / unit.count + 1).prefix(length))
    }

    static var files: [String: String] {
        var people = ""
        for n in 0..<players {
            people += """
            - id: \(playerID(n))
              name: "\(longText("Child \(n)", length: 100))"
              role: child
              avatar: "🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊"

            """
        }
        people += "- id: mum\n  name: Mum\n  role: parent\n"
        var challenges = ""
        for n in 0..<quests {
            let minutes = openingMinutes(n)
            let time = String(format: "%02d:%02d", minutes / 60, minutes % 60)
            challenges += """
            - id: \(questID(n))
              title: "\(longText("Quest \(n)", length: 300))"
              category: chores
              points: \(n % 5 + 1)
              schedule: {every: day, at: "\(time)"}

            """
        }
        var rewards = ""
        for n in 0..<10 {
            rewards += """
            - id: reward-\(n)
              title: "\(longText("Reward \(n)", length: 300))"
              kind: text
              message: Hidden message \(n)
              price: \(50 + n * 40)

            """
        }
        var goals = ""
        for p in 0..<players {
            for g in 0..<3 {
                goals += """
                - id: goal-\(p)-\(g)
                  title: "\(longText("Goal \(g)", length: 300))"
                  player: \(playerID(p))
                  target: \(100 * (g + 1))

                """
            }
        }
        var events = ""
        for p in 0..<players {
            for q in 0..<quests where openingMinutes(q) < 11 * 60 && (q + p) % 3 != 0 {
                events += #"{"at":"2026-05-04T11:30:00+02:00","type":"complete","player":"\#(playerID(p))","challenge":"\#(questID(q))"}"# + "\n"
            }
            events += #"{"at":"2026-05-04T11:45:00+02:00","type":"award","player":"\#(playerID(p))","amount":7,"by":"mum","reason":"\#(longText("Award", length: 200))"}"# + "\n"
        }
        return [
            "content/game.yaml": """
            format: 1
            title: "\(longText("The family game", length: 200))"
            timezone: Europe/Oslo
            locale: nb_NO
            currency:
              name: Daily Dollars
              singular: Daily Dollar
              symbol: "D$"
              worth:
                amount: "2.50"
                currency: NOK
            starts: 2026-03-01
            limits:
              players: 20
              goals-per-player: 3
            """,
            "content/people.yaml": people,
            "content/challenges.yaml": challenges,
            "content/rewards.yaml": rewards,
            "content/goals.yaml": goals,
            "content/events.jsonl": events,
        ]
    }
}
