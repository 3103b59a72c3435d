/// A day of the week, Monday first as in ISO 8601.
public enum Weekday: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    case mon, tue, wed, thu, fri, sat, sun

    /// 1 for Monday through 7 for Sunday.
    public var isoNumber: Int { Weekday.allCases.firstIndex(of: self)! + 1 }

    /// Foundation's numbering: 1 for Sunday through 7 for Saturday.
    public var gregorianNumber: Int { self == .sun ? 1 : isoNumber + 1 }

    public init?(gregorianNumber: Int) {
        guard (1...7).contains(gregorianNumber) else { return nil }
        self = gregorianNumber == 1 ? .sun : Weekday.allCases[gregorianNumber - 2]
    }

    /// Accepts `mon`, `Monday`, `MONDAY` and so on.
    public init?(name: String) {
        let key = name.lowercased()
        guard key.count >= 3, let day = Weekday.allCases.first(where: { key.hasPrefix($0.rawValue) }),
              day.englishName.lowercased().hasPrefix(key) else { return nil }
        self = day
    }

    /// "Monday": the day's English name, for the CLI's sentences (the pages name it in their language).
    public var englishName: String {
        switch self {
        case .mon: "Monday"
        case .tue: "Tuesday"
        case .wed: "Wednesday"
        case .thu: "Thursday"
        case .fri: "Friday"
        case .sat: "Saturday"
        case .sun: "Sunday"
        }
    }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.isoNumber < rhs.isoNumber }
}
