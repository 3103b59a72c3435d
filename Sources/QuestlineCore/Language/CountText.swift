import Foundation

/// Counts as a locale writes them, grouped: "3,270" in English, "3 270" in Norwegian,
/// "٣٬٢٧٠" in Egyptian Arabic. The pages, the widget snapshots' words and play mode's all write
/// counts and amounts with it, so a family reads the same number everywhere.
public struct CountText: Sendable {
    private let style: IntegerFormatStyle<Int>
    /// Whether the locale's digits are 0–9, so a count below a thousand needs no formatter.
    private let latinDigits: Bool

    public init(locale: Locale) {
        style = IntegerFormatStyle<Int>.number.locale(locale)
        latinDigits = locale.numberingSystem.identifier == "latn"
    }

    /// The count, written.
    public func callAsFunction(_ value: Int) -> String {
        if latinDigits, value > -1000, value < 1000 { return "\(value)" }
        return style.format(value)
    }
}

extension Currency {
    /// "3,270 Daily Dollars": the count as `count` writes it, and the name for it, with `space`
    /// between them: a page passes `Currency.noBreak`, so that the two never wrap apart.
    public func amount(_ value: Int, written count: CountText, space: String = " ") -> String {
        count(value) + space + name(for: value)
    }

    /// The no-break space (U+00A0) that keeps a count and its name on one line on a page.
    public static let noBreak = "\u{00A0}"

    /// "+35 points", "−5 stars": a change, its sign before the count. Right to left, the sign
    /// and the count are isolated left to right (U+2066 … U+2069), so an Arabic page shows
    /// "−5 نجوم" and not "5− نجوم".
    public func signedAmount(_ value: Int, written count: CountText, rightToLeft: Bool, space: String = " ") -> String {
        let size = value == .min ? .max : abs(value)
        let number = (value < 0 ? "−" : "+") + count(size)
        return (rightToLeft ? "\u{2066}\(number)\u{2069}" : number) + space + name(for: size)
    }
}
