import QuestlineCore

/// The words of a snapshot's text: its state line, its timeline and what changes next. English
/// unless the site's UI strings translate them: the `widget_*` keys of
/// `Templates/strings/<language>.yaml`, filled like the site's own strings (`{name}`
/// placeholders, in one pass). Names, titles and amounts come from the game as written.
public struct WidgetPhrases: Sendable {
    /// A phrase, by its key in the UI strings.
    public enum Key: String, CaseIterable, Sendable {
        case completed = "widget_completed"
        case completedUnknown = "widget_completed_unknown"
        case unlocked = "widget_unlocked"
        case got = "widget_got"
        case gotFrom = "widget_got_from"
        case spent = "widget_spent"
        case withReason = "widget_with_reason"
        case dareRevealed = "widget_dare_revealed"
        case dareRevealedUnknown = "widget_dare_revealed_unknown"
        case goalReached = "widget_goal_reached"
        case streakKept = "widget_streak_kept"
        case finalBadge = "widget_final_badge"
        case secretDare = "widget_secret_dare"
        case aFriend = "widget_a_friend"
        case questOpens = "widget_quest_opens"
        case questOpensFor = "widget_quest_opens_for"
        case dareDue = "widget_dare_due"
        case gameStarts = "widget_game_starts"
        case newDay = "widget_new_day"
        case gameEnds = "widget_game_ends"
        case amountWorth = "widget_amount_worth"
        case balance = "widget_balance"
        case streak = "widget_streak"
        case questsDone = "widget_quests_done"
        case questsDoneOpen = "widget_quests_done_open"
        case toGo = "widget_to_go"
        case withinReach = "widget_within_reach"
        case questsOpenOne = "widget_quests_open_one"
        case questsOpenOther = "widget_quests_open_other"

        /// The English text, the same as the `en.yaml` questline ships (a test holds them equal).
        public var english: String {
            switch self {
            case .completed: "{name} completed {challenge}"
            case .completedUnknown: "{name} completed a challenge"
            case .unlocked: "{name} unlocked {reward}"
            case .got: "{name} got {amount}"
            case .gotFrom: "{name} got {amount} from {giver}"
            case .spent: "{name} spent {amount}"
            case .withReason: "{text}: {reason}"
            case .dareRevealed: "{author}'s dare is revealed: {challenge}"
            case .dareRevealedUnknown: "A dare is revealed"
            case .goalReached: "{name} reached {percent}% of {goal}"
            case .streakKept: "{name} kept a {days}-day streak"
            case .finalBadge: "The final badge is earned"
            case .secretDare: "Secret dare from {author}"
            case .aFriend: "a friend"
            case .questOpens: "{challenge} opens"
            case .questOpensFor: "{challenge} opens for {name}"
            case .dareDue: "{author}'s secret dare is revealed"
            case .gameStarts: "The game starts"
            case .newDay: "A new day begins"
            case .gameEnds: "The game ends"
            case .amountWorth: "{amount} ({worth})"
            case .balance: "{name} {amount}"
            case .streak: "streak {days}"
            case .questsDone: "{done}/{total} quests done"
            case .questsDoneOpen: "{done}/{total} quests done, {open} open"
            case .toGo: "{points} to {reward}"
            case .withinReach: "{reward} is within reach"
            case .questsOpenOne: "1 quest open"
            case .questsOpenOther: "{count} quests open"
            }
        }
    }

    private let texts: [Key: PlaceholderText]
    /// The forms of counted phrases beyond `_one` and `_other` (`widget_quests_open_few`), by key.
    private let forms: [String: PlaceholderText]
    private let plurals: PluralRules
    /// The language the phrases are in, for the locale that writes their money.
    public let language: String
    /// Tells one table of phrases from another, for the fingerprints of kept snapshots.
    public let fingerprint: UInt64

    /// English.
    public static let english = WidgetPhrases()

    /// The phrases `strings` gives (UI strings by key: the site's, with English under them),
    /// English for any key it lacks, counted ones chosen by `language`'s plural rules. Keys
    /// other than `widget_*` are not read.
    public init(_ strings: [String: String] = [:], language: String = "en") {
        var texts: [Key: PlaceholderText] = [:]
        var hash = StableHash()
        for key in Key.allCases {
            let text = strings[key.rawValue] ?? key.english
            texts[key] = PlaceholderText(text)
            hash.combine(text)
        }
        var forms: [String: PlaceholderText] = [:]
        for category in PluralCategory.allCases where category != .one && category != .other {
            for base in Self.countedKeys {
                let key = base + "_" + category.rawValue
                if let text = strings[key] { forms[key] = PlaceholderText(text); hash.combine(key); hash.combine(text) }
            }
        }
        let plurals = PluralRules.of(language)
        if plurals.categories != PluralRules.of("en").categories { hash.combine(PluralRules.code(of: language)) }
        self.texts = texts
        self.forms = forms
        self.plurals = plurals
        self.language = language
        self.fingerprint = hash.value
    }

    /// The counted phrases, by the key their forms share.
    static let countedKeys = ["widget_quests_open"]

    /// The phrase with its placeholders filled.
    func callAsFunction(_ key: Key, _ arguments: [String: String] = [:]) -> String {
        texts[key]!.filled(arguments)
    }

    /// "1 quest open", "3 quests open": the form of `widget_quests_open` the language's plural
    /// rules pick for `count` (`_other` when the strings lack it), `{count}` filled.
    public func questsOpen(_ count: Int) -> String {
        let category = plurals.category(count)
        let arguments = ["count": "\(count)"]
        switch category {
        case .one: return callAsFunction(.questsOpenOne, arguments)
        case .other: return callAsFunction(.questsOpenOther, arguments)
        default: return forms["widget_quests_open_" + category.rawValue]?.filled(arguments) ?? callAsFunction(.questsOpenOther, arguments)
        }
    }
}
