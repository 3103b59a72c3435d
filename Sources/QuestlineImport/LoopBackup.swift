import QuestlineCore

/// What a Loop Habit Tracker backup holds, read from whichever form it came in (a SQLite backup
/// or a CSV export): its habits in Loop's order, each with the entries the person made.
public struct LoopBackup: Sendable, Equatable {
    /// What was read, for messages: `Loop backup, schema version 24` or `Loop CSV export`.
    public var kind: String
    public var habits: [LoopHabit]

    public init(kind: String, habits: [LoopHabit]) {
        self.kind = kind
        self.habits = habits
    }
}

/// One Loop habit, as Loop's `HabitRecord` (or a line of `Habits.csv`) has it.
public struct LoopHabit: Sendable, Equatable {
    /// Loop's uuid (schema 24 and later); nil in older backups and in CSV exports.
    public var uuid: String?
    public var name: String
    /// The question Loop asks ("Did you run today?"); older backups kept it in `description`.
    public var question: String
    public var description: String
    /// `#RRGGBB`, from Loop's palette.
    public var color: String?
    /// `freq_num` times in `freq_den` days: 1/1 and 7/7 are daily.
    public var timesPerPeriod: (times: Int, per: Int)
    /// A measurable habit (Loop's type 1, "numerical"): its target, unit and direction.
    public var measure: LoopMeasure?
    public var reminder: LocalTime?
    public var archived: Bool
    /// The days the person marked, oldest first, one entry a day.
    public var entries: [LoopEntry]
    /// Entries the file holds that could not be read: a day outside the dates Questline takes,
    /// or a value that is no number in range. They are left out, and the report says how many.
    public var unreadableEntries = 0

    public init(uuid: String? = nil, name: String, question: String = "", description: String = "", color: String? = nil,
                timesPerPeriod: (times: Int, per: Int) = (1, 1), measure: LoopMeasure? = nil, reminder: LocalTime? = nil,
                archived: Bool = false, entries: [LoopEntry] = []) {
        self.uuid = uuid
        self.name = name
        self.question = question
        self.description = description
        self.color = color
        self.timesPerPeriod = timesPerPeriod
        self.measure = measure
        self.reminder = reminder
        self.archived = archived
        self.entries = entries
    }

    public static func == (a: LoopHabit, b: LoopHabit) -> Bool {
        a.uuid == b.uuid && a.name == b.name && a.question == b.question && a.description == b.description
            && a.color == b.color && a.timesPerPeriod == b.timesPerPeriod && a.measure == b.measure
            && a.reminder == b.reminder && a.archived == b.archived && a.entries == b.entries
            && a.unreadableEntries == b.unreadableEntries
    }

    /// Loop counts 1/1 and 7/7 alike: every day. (0 in 0 days is no schedule at all.)
    public var isDaily: Bool { timesPerPeriod.times == timesPerPeriod.per && timesPerPeriod.times >= 1 }
}

/// A measurable habit's goal: at least (or at most) `target` `unit` a day.
public struct LoopMeasure: Sendable, Equatable {
    public var target: Double
    public var unit: String
    public var atMost: Bool

    /// A target that is not a number (NaN) is kept as infinity: out of range all the same, and
    /// equal to itself.
    public init(target: Double, unit: String, atMost: Bool) {
        self.target = target.isNaN ? .infinity : target
        self.unit = unit
        self.atMost = atMost
    }
}

/// One day of a habit, as Loop stored it.
public struct LoopEntry: Sendable, Equatable {
    public enum Mark: Sendable, Equatable {
        /// The person did it (Loop's YES_MANUAL, 2): a completion.
        case done
        /// A measurable habit's amount that day (Loop stores thousandths).
        case amount(Double)
        /// Loop's SKIP (3): the day does not count. Questline has no skip yet: noted, not imported.
        case skipped
    }

    public var day: LocalDate
    public var mark: Mark

    public init(day: LocalDate, mark: Mark) {
        self.day = day
        self.mark = mark
    }

    /// Whether Questline can take the value: a measurable habit's amount at most
    /// `Measure.maxValue` (what the event log takes).
    static func inRange(value: Int, measurable: Bool) -> Bool {
        !measurable || Double(value) / 1000 <= Measure.maxValue
    }

    /// Loop's value codes (`Entry.kt`): 2 yes (by hand), 1 yes (implied by the frequency, never a
    /// completion), 0 no, -1 unknown, 3 skip (-3 in Loop's development schema 26). A measurable
    /// habit stores its amount in thousandths, where 3 still means a skip, as Loop reads it.
    static func mark(value: Int, measurable: Bool) -> Mark? {
        if value == 3 || value == -3 { return .skipped }
        if measurable { return value >= 0 ? .amount(Double(value) / 1000) : nil }
        return value == 2 ? .done : nil
    }
}
