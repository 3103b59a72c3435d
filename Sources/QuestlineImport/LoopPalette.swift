/// Loop's colours: what its `color` column means changed twice, and each schema is read its way.
///
/// Before schema 14 the column held the colour itself, as a signed ARGB integer; schemas 14 to
/// 20 an index into a palette of 13; from schema 21 an index into the palette of 20 that Loop's
/// light theme draws (`uhabits-core` `ui/views/Themes.kt`), into which migration 21 moved the
/// 13 old ones.
enum LoopPalette {
    /// The light theme's 20 colours, by index.
    static let colors = [
        "#D32F2F", "#E64A19", "#F57C00", "#FF8F00", "#F9A825", "#AFB42B", "#7CB342", "#388E3C", "#00897B", "#00ACC1",
        "#039BE5", "#1976D2", "#303F9F", "#5E35B1", "#8E24AA", "#D81B60", "#5D4037", "#424242", "#757575", "#9E9E9E",
    ]

    /// Where each of the 13 colours of schemas 14–20 went in the palette of 20.
    static let oldIndexes = [0, 1, 4, 5, 7, 8, 9, 10, 13, 14, 15, 17, 19]

    /// `#RRGGBB` for a stored colour in a database of `schema`; nil for a value no palette has.
    static func hex(stored value: Int, schema: Int) -> String? {
        if schema < 14 {
            let rgb = UInt32(truncatingIfNeeded: value) & 0xFF_FFFF
            let digits = String(rgb, radix: 16, uppercase: true)
            return "#" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
        }
        let index = schema < 21 ? (oldIndexes.indices.contains(value) ? oldIndexes[value] : nil) : value
        guard let index, colors.indices.contains(index) else { return nil }
        return colors[index]
    }
}
