import Foundation
import Yams

extension GameSettings {
    static let keys: Set<String> = ["format", "id", "title", "description", "timezone", "locale", "language", "currency",
                                    "prices", "target", "starts", "ends", "daily-pick", "theme", "tokens", "public", "private",
                                    "base-url", "limits"]

    /// Reads `game.yaml`. Returns nil when the settings are too broken to go on with.
    static func read(_ node: Node, file: String, collector: DiagnosticCollector) -> GameSettings? {
        guard let map = MappingReader(node, file: file, what: "game.yaml", collector: collector) else { return nil }
        map.rejectUnknownKeys(keys)

        let format = map.int("format", in: 1...1_000, required: true)
        if let format, format != ContentFormat.current {
            collector.error("this game is written in format \(format); this questline reads format \(ContentFormat.current)",
                            at: map.location(of: "format"),
                            hint: format > ContentFormat.current ? "update questline" : "set 'format: \(ContentFormat.current)'")
        }
        let title = map.string("title", required: true, maxLength: TextLimits.gameTitle)
        var id: UUID?
        if let text = map.string("id", maxLength: 100) {
            id = UUID(uuidString: text)
            if id == nil {
                collector.error("id must be a UUID such as 0b7c6a8e-3f1d-4e2a-9c5b-8d4f2e1a7b3c, got \"\(text)\"", at: map.location(of: "id"),
                                hint: "questline init writes one; any UUID will do, as long as it never changes")
            }
        }
        let starts = map.date("starts", required: true)
        let ends = map.date("ends")
        if let starts, let ends, ends < starts {
            collector.error("ends (\(ends)) is before starts (\(starts))", at: map.location(of: "ends"))
        }

        var timeZone = TimeZone.gmt
        if let name = map.string("timezone", required: true) {
            if let zone = TimeZone(identifier: name) { timeZone = zone } else {
                collector.error("unknown time zone \"\(name)\"", at: map.location(of: "timezone"),
                                hint: "use an IANA name such as Europe/Oslo or America/New_York")
            }
        }
        // Each defaults from the other: `language: pl` alone writes numbers and dates as Poland
        // does, `locale: nb_NO` alone speaks Norwegian; neither is American English.
        let givenLanguage = map.string("language")
        var locale = givenLanguage.map(GameLanguage.defaultLocale) ?? Locale(identifier: "en_US")
        if let name = map.string("locale") {
            let normalized = name.replacingOccurrences(of: "-", with: "_")
            if Locale.availableIdentifiers.contains(normalized) { locale = Locale(identifier: normalized) } else {
                collector.error("unknown locale \"\(name)\"", at: map.location(of: "locale"), hint: "for example en_US, nb_NO or de_DE")
            }
        }
        let language = givenLanguage ?? String(locale.identifier.prefix { $0 != "_" })

        var currency = map.value("currency").flatMap { readCurrency($0, file: file, collector: collector) } ?? .points
        currency.language = language
        let missing = map.value("currency") == nil ? [] : currency.missingForms.map(\.rawValue)
        if !missing.isEmpty {
            collector.warning("currency has no name for \(missing.joined(separator: " and ")) counts, which \(language) has: "
                              + "'\(currency.name)' is shown for them",
                              at: map.location(of: "currency"),
                              hint: "add forms: {\(missing.map { "\($0): …" }.joined(separator: ", "))} under currency (docs/format.md)")
        }
        var prices: [RewardKind: Int] = [:]
        if let node = map.value("prices"), let table = MappingReader(node, file: file, what: "prices", collector: collector) {
            table.rejectUnknownKeys(Set(RewardKind.allCases.map(\.rawValue)))
            for kind in RewardKind.allCases {
                if let price = table.int(kind.rawValue, in: 0...1_000_000) { prices[kind] = price }
            }
        }
        var target: ClosedRange<Int>?
        if let node = map.value("target"), let band = MappingReader(node, file: file, what: "target", collector: collector) {
            band.rejectUnknownKeys(["min", "max"])
            if let low = band.int("min", in: 1...100, required: true), let high = band.int("max", in: 1...100, required: true) {
                if low <= high { target = low...high } else {
                    collector.error("target min (\(low)) is greater than max (\(high))", at: band.location)
                }
            }
        }
        var dailyPick: DailyPickSettings?
        if let node = map.value("daily-pick"), let pick = MappingReader(node, file: file, what: "daily-pick", collector: collector) {
            pick.rejectUnknownKeys(["categories", "seed"])
            dailyPick = DailyPickSettings(categories: pick.strings("categories"),
                                          seed: UInt64(pick.int("seed", in: 0...Int.max) ?? 0))
        }
        let theme = map.string("theme") ?? "party"
        if !GameSettings.themes.contains(theme) {
            // Here rather than in the site's build, so that `check` says it too, at the field.
            collector.warning("unknown theme \"\(theme)\"; using party (themes: \(GameSettings.themes.joined(separator: ", ")))",
                              at: map.location(of: "theme"))
        }
        var tokens: [String: String] = [:]
        if let node = map.value("tokens") {
            if case .mapping(let mapping) = node {
                for (key, value) in mapping {
                    guard let name = key.scalarText, let text = value.scalarText else {
                        collector.error("tokens must map names to text values", at: key.location(in: file)); continue
                    }
                    if !name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) {
                        collector.error("token name \"\(name)\" may hold only letters, digits and dashes", at: key.location(in: file))
                    } else if text.contains(where: { ";{}<>\\\"".contains($0) }) {
                        collector.error("token \(name) may not contain ; { } < > \\ or quotes, got \"\(text)\"", at: value.location(in: file))
                    } else {
                        tokens[name] = text
                    }
                }
            } else {
                collector.error("tokens must be a mapping of names to values", at: node.location(in: file))
            }
        }
        var limits = Limits()
        if let node = map.value("limits"), let caps = MappingReader(node, file: file, what: "limits", collector: collector) {
            caps.rejectUnknownKeys(["players", "goals-per-player", "concurrent-spans"])
            limits.players = caps.int("players", in: 1...1_000) ?? limits.players
            limits.goalsPerPlayer = caps.int("goals-per-player", in: 1...10_000) ?? limits.goalsPerPlayer
            limits.concurrentSpans = caps.int("concurrent-spans", in: 1...100) ?? limits.concurrentSpans
        }

        let isPublic = readIsPublic(map), baseURL = readBaseURL(map)

        guard let title, let starts else { return nil }
        return GameSettings(format: format ?? ContentFormat.current, id: id, title: title,
                            description: map.string("description"), timeZone: timeZone, locale: locale,
                            currency: currency, prices: prices, target: target, starts: starts, ends: ends,
                            dailyPick: dailyPick, theme: theme, tokens: tokens, isPublic: isPublic, baseURL: baseURL,
                            language: language, limits: limits)
    }

    private static func readCurrency(_ node: Node, file: String, collector: DiagnosticCollector) -> Currency? {
        if let name = node.scalarText { return Currency(name: name) }
        guard let map = MappingReader(node, file: file, what: "currency", collector: collector) else { return nil }
        map.rejectUnknownKeys(["name", "singular", "forms", "symbol", "worth"])
        guard let name = map.string("name", required: true, maxLength: 40) else { return nil }
        var forms: [PluralCategory: String] = [:]
        if let node = map.value("forms"), let table = MappingReader(node, file: file, what: "currency forms", collector: collector) {
            table.rejectUnknownKeys(Set(PluralCategory.allCases.map(\.rawValue)))
            for category in PluralCategory.allCases {
                if let form = table.string(category.rawValue, maxLength: 40) { forms[category] = form }
            }
        }
        var worth: Money?
        if let node = map.value("worth"), let money = MappingReader(node, file: file, what: "currency worth", collector: collector) {
            money.rejectUnknownKeys(["amount", "currency"])
            let amountText = money.string("amount", required: true)
            let code = money.string("currency", required: true)?.uppercased()
            if let amountText {
                if let amount = Decimal(string: amountText, locale: Locale(identifier: "en_US_POSIX")),
                   amount > 0, amount <= 1_000_000, amountText.allSatisfy({ $0.isNumber || $0 == "." }) {
                    if let code {
                        if Locale.commonISOCurrencyCodes.contains(code) { worth = Money(amount: amount, code: code) } else {
                            collector.error("unknown currency code \"\(code)\"", at: money.location(of: "currency"),
                                            hint: "use an ISO 4217 code such as NOK, SEK, DKK, EUR, USD or GBP")
                        }
                    }
                } else {
                    collector.error("amount must be a positive number up to 1000000 such as 10 or 2.50, got \"\(amountText)\"",
                                    at: money.location(of: "amount"))
                }
            }
        }
        return Currency(name: name, singular: map.string("singular", maxLength: 40), forms: forms, symbol: map.string("symbol", maxLength: 8),
                        worth: worth)
    }
}
