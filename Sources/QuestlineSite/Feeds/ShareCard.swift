import QuestlineCore

/// `share.png`: the picture a chat app shows for a shared link when no player's avatar is a
/// picture, made from the game's theme (its background, two accents and ink, with the game's
/// token overrides) at the 1200×630 size link previews ask for. It carries no text: the
/// preview shows the page's title and description beside it.
extension SiteContext {
    /// The theme's colours as `site.css` has them: background, accent, second accent, ink.
    static let shareColours: [String: [UInt32]] = [
        "party": [0xFBF7F4, 0x7C5CFC, 0xFF6B9D, 0x2A2140],
        "parchment": [0xF1E4C6, 0x8E2F1E, 0xB5652A, 0x3A2816],
        "arcade": [0x0A0F24, 0x00E5FF, 0xFF2E97, 0xE8F3FF],
    ]

    /// The card's colours: the theme's, each replaced by a `#RRGGBB` token of the same role.
    var shareCardPalette: [UInt32] {
        let theme = Self.shareColours[ThemeStyle.themeName(settings.theme)] ?? Self.shareColours["party"] ?? []
        return zip(["bg", "accent", "accent-2", "ink"], theme).map { name, colour in
            settings.tokens[name].flatMap(Self.hexColour) ?? colour
        }
    }

    func shareCard() -> OutputFile {
        let width = 1200, height = 630
        let png = PalettePNG(width: width, height: height, palette: shareCardPalette) { x, y in
            // A band of ink along the bottom, two diagonal bands of the accents on the right and
            // a ring of the second accent on the background at the left.
            if y >= height - 18 { return 3 }
            let diagonal = x + y / 2
            if diagonal > 1_000 { return 2 }
            if diagonal > 820 { return 1 }
            let dx = x - 300, dy = y - 300, distance = dx * dx + dy * dy
            if distance < 150 * 150, distance > 110 * 110 { return 2 }
            if distance <= 110 * 110, distance > 90 * 90 { return 1 }
            return 0
        }
        return OutputFile(path: Routes.shareCard, bytes: png.bytes)
    }

    /// `#RRGGBB` as a number; nil for anything else (a token may be any CSS value).
    static func hexColour(_ text: String) -> UInt32? {
        guard text.count == 7, text.hasPrefix("#") else { return nil }
        return UInt32(text.dropFirst(), radix: 16)
    }
}
