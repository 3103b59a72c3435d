/// One of CLDR's six plural categories: which form of a counted phrase a language uses for a
/// number ("1 dzień", "2 dni", "5 dni"). A strings file names the form by its key's suffix:
/// `active_days_few`.
public enum PluralCategory: String, Sendable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
