import Foundation

// The binary form of a loaded game, for the fold cache. JSON through Codable took 70 ms to read
// L's game back (its YAML takes 280 ms); the whole cache file, game and fold, reads in about
// 20 ms this way. Each `write`
// has a `read` that takes the same fields in the same order; `FoldCacheFormatTests` fails when one of
// these types gains a stored property, so a new field cannot be left out unnoticed.

extension BinaryWriter {
    mutating func game(_ game: Game) {
        settings(game.settings)
        array(game.people) { $0.person($1) }
        array(game.challenges) { $0.challenge($1) }
        array(game.rewards) { $0.reward($1) }
        array(game.goals) { $0.goal($1) }
    }

    private mutating func text(_ value: String?) { optional(value) { $0.string($1) } }

    private mutating func settings(_ settings: GameSettings) {
        int(settings.format)
        optional(settings.id) { $0.string($1.uuidString) }
        string(settings.title)
        text(settings.description)
        string(settings.timeZone.identifier)
        string(settings.locale.identifier)
        string(settings.currency.name)
        string(settings.currency.singular)
        array(settings.currency.forms.sorted { $0.key < $1.key }) { writer, form in
            writer.string(form.key.rawValue)
            writer.string(form.value)
        }
        text(settings.currency.symbol)
        optional(settings.currency.worth) { writer, money in
            writer.string("\(money.amount)")
            writer.string(money.code)
        }
        array(settings.prices.sorted { $0.key.rawValue < $1.key.rawValue }) { writer, price in
            writer.string(price.key.rawValue)
            writer.int(price.value)
        }
        optional(settings.target) { writer, range in
            writer.int(range.lowerBound)
            writer.int(range.upperBound)
        }
        day(settings.starts)
        optional(settings.ends) { $0.day($1) }
        optional(settings.dailyPick) { writer, pick in
            writer.array(pick.categories) { $0.string($1) }
            writer.word(pick.seed)
        }
        string(settings.theme)
        array(settings.tokens.sorted { $0.key < $1.key }) { writer, token in
            writer.string(token.key)
            writer.string(token.value)
        }
        bool(settings.isPublic)
        text(settings.baseURL)
        string(settings.language)
        int(settings.limits.players)
        int(settings.limits.goalsPerPlayer)
        int(settings.limits.concurrentSpans)
    }

    private mutating func person(_ person: Person) {
        string(person.id)
        string(person.name)
        string(person.role.rawValue)
        text(person.avatar)
        text(person.tagline)
        array(person.funFacts) { $0.string($1) }
        text(person.color)
    }

    private mutating func challenge(_ challenge: Challenge) {
        string(challenge.id)
        string(challenge.title)
        text(challenge.description)
        string(challenge.category)
        optional(challenge.tier) { $0.string($1.rawValue) }
        int(challenge.points)
        optional(challenge.options) { writer, options in
            writer.string(options.a)
            writer.string(options.b)
        }
        array(challenge.proofs) { $0.string($1.rawValue) }
        switch challenge.schedule {
        case .once: int(0)
        case .pool: int(1)
        case .recurring(let recurrence):
            int(2)
            array(recurrence.weekdays.sorted()) { $0.string($1.rawValue) }
            optional(recurrence.time) { writer, time in
                writer.int(time.hour)
                writer.int(time.minute)
            }
            optional(recurrence.from) { $0.day($1) }
            optional(recurrence.until) { $0.day($1) }
            optional(recurrence.spanDays) { $0.int($1) }
            optional(recurrence.frequency) { writer, frequency in
                writer.int(frequency.times)
                writer.int(frequency.per)
            }
        }
        optional(challenge.secret) { writer, secret in
            writer.string(secret.by)
            switch secret.reveal {
            case .at(let instant):
                writer.int(0)
                writer.date(instant)
            case .afterCompletions(let count):
                writer.int(1)
                writer.int(count)
            case .manual: writer.int(2)
            }
        }
        array(challenge.players) { $0.string($1) }
        text(challenge.color)
        optional(challenge.measure) { writer, measure in
            writer.word(measure.target.bitPattern)
            writer.string(measure.unit)
            writer.string(measure.bound.rawValue)
            writer.int(measure.per)
        }
    }

    private mutating func reward(_ reward: Reward) {
        string(reward.id)
        string(reward.title)
        text(reward.from)
        string(reward.kind.rawValue)
        array(reward.media) { $0.string($1) }
        text(reward.message)
        text(reward.messageFile)
        optional(reward.explicitPrice) { $0.int($1) }
        array(reward.players) { $0.string($1) }
        bool(reward.repeatable)
    }

    private mutating func goal(_ goal: Goal) {
        string(goal.id)
        string(goal.title)
        string(goal.player)
        int(goal.target)
        array(goal.milestones) { $0.int($1) }
        string(goal.measure.rawValue)
    }
}

extension BinaryReader {
    mutating func game() throws -> Game {
        Game(settings: try settings(), people: try array { try $0.person() }, challenges: try array { try $0.challenge() },
             rewards: try array { try $0.reward() }, goals: try array { try $0.goal() })
    }

    private mutating func text() throws -> String? { try optional { try $0.string() } }

    private mutating func settings() throws -> GameSettings {
        let format = try int()
        let id = try optional { reader -> UUID in
            guard let id = UUID(uuidString: try reader.string()) else { throw Malformed() }
            return id
        }
        let title = try string(), description = try text()
        guard let timeZone = TimeZone(identifier: try string()) else { throw Malformed() }
        let locale = Locale(identifier: try string())
        let name = try string(), singular = try string()
        let forms = try array { (try $0.value(PluralCategory.self), try $0.string()) }
        let symbol = try text()
        let worth = try optional { reader -> Money in
            guard let amount = Decimal(string: try reader.string(), locale: Locale(identifier: "en_US_POSIX")) else { throw Malformed() }
            return Money(amount: amount, code: try reader.string())
        }
        let prices = try array { (try $0.value(RewardKind.self), try $0.int()) }
        let target = try optional { reader -> ClosedRange<Int> in
            let lower = try reader.int(), upper = try reader.int()
            guard lower <= upper else { throw Malformed() }
            return lower...upper
        }
        let starts = try day(), ends = try optional { try $0.day() }
        let dailyPick = try optional { DailyPickSettings(categories: try $0.array { try $0.string() }, seed: try $0.word()) }
        let theme = try string()
        let tokens = try array { (try $0.string(), try $0.string()) }
        let isPublic = try bool(), baseURL = try text(), language = try string()
        let limits = Limits(players: try int(), goalsPerPlayer: try int(), concurrentSpans: try int())
        return GameSettings(format: format, id: id, title: title, description: description, timeZone: timeZone, locale: locale,
                            currency: Currency(name: name, singular: singular, forms: Dictionary(forms, uniquingKeysWith: { first, _ in first }),
                                               symbol: symbol, worth: worth),
                            prices: Dictionary(prices, uniquingKeysWith: { first, _ in first }), target: target, starts: starts,
                            ends: ends, dailyPick: dailyPick, theme: theme,
                            tokens: Dictionary(tokens, uniquingKeysWith: { first, _ in first }), isPublic: isPublic,
                            baseURL: baseURL, language: language, limits: limits)
    }

    private mutating func person() throws -> Person {
        Person(id: try string(), name: try string(), role: try value(Person.Role.self), avatar: try text(), tagline: try text(),
               funFacts: try array { try $0.string() }, color: try text())
    }

    private mutating func challenge() throws -> Challenge {
        let id = try string(), title = try string(), description = try text(), category = try string()
        let tier = try optional { try $0.value(Challenge.Tier.self) }
        let points = try int()
        let options = try optional { ChallengeOptions(a: try $0.string(), b: try $0.string()) }
        let proofs = try array { try $0.value(ProofKind.self) }
        let schedule: Schedule
        switch try int() {
        case 0: schedule = .once
        case 1: schedule = .pool
        case 2:
            let weekdays = Set(try array { try $0.value(Weekday.self) })
            let time = try optional { reader -> LocalTime in
                guard let time = LocalTime(hour: try reader.int(), minute: try reader.int()) else { throw Malformed() }
                return time
            }
            schedule = .recurring(Recurrence(weekdays: weekdays, time: time, from: try optional { try $0.day() },
                                             until: try optional { try $0.day() }, spanDays: try optional { try $0.int() },
                                             frequency: try optional { Frequency(times: try $0.int(), per: try $0.int()) }))
        default: throw Malformed()
        }
        let secret = try optional { reader -> SecretDare in
            let by = try reader.string()
            switch try reader.int() {
            case 0: return SecretDare(by: by, reveal: .at(try reader.date()))
            case 1: return SecretDare(by: by, reveal: .afterCompletions(try reader.int()))
            case 2: return SecretDare(by: by, reveal: .manual)
            default: throw Malformed()
            }
        }
        return Challenge(id: id, title: title, description: description, category: category, tier: tier, points: points,
                         options: options, proofs: proofs, schedule: schedule, secret: secret,
                         players: try array { try $0.string() }, color: try text(),
                         measure: try optional { Measure(target: Double(bitPattern: try $0.word()), unit: try $0.string(),
                                                         bound: try $0.value(Measure.Bound.self), per: try $0.int()) })
    }

    private mutating func reward() throws -> Reward {
        Reward(id: try string(), title: try string(), from: try text(), kind: try value(RewardKind.self),
               media: try array { try $0.string() }, message: try text(), messageFile: try text(),
               explicitPrice: try optional { try $0.int() }, players: try array { try $0.string() }, repeatable: try bool())
    }

    private mutating func goal() throws -> Goal {
        Goal(id: try string(), title: try string(), player: try string(), target: try int(), milestones: try array { try $0.int() },
             measure: try value(Goal.Measure.self))
    }
}
