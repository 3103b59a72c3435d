import QuestlineCore

/// The challenge board, by category. A secret dare shows as "???" and who set it until its rule
/// reveals it: no title, description, id, points or category of it reaches the page before then.
extension SiteContext {
    func challengesPage() -> Page {
        let root = Page.root(of: Routes.challenges)
        var categories: [String] = []
        for challenge in game.challenges where state.isRevealed(challenge) && !categories.contains(challenge.category) {
            categories.append(challenge.category)
        }
        let groups = categories.map { category -> [String: Any] in
            let cards = game.challenges.filter { state.isRevealed($0) && $0.category == category }.map { challengeCard($0, root: root) }
            return ["name": strings.values["category_\(category)"] ?? category.capitalized, "key": category, "challenges": cards]
        }
        let hidden = game.challenges.filter { !state.isRevealed($0) }
        let secrets = hidden.enumerated().map { index, challenge -> [String: Any] in
            ["setter": person(challenge.secret?.by, root: root),
             "text": strings.format("secret_by", ["name": personName(challenge.secret?.by)]),
             "anchor": "secret-\(index + 1)", "playSlot": playSlot(.reveal, challenge.id)]
        }
        // "Some come in two flavours" only where one shown does: a board of quests has none.
        let flavours = game.challenges.contains { $0.options != nil && state.isRevealed($0) }
        let lede = flavours ? strings.format("challenges_lede_flavours", ["lede": strings["challenges_lede"]]) : strings["challenges_lede"]
        return page(.challenges, route: Routes.challenges, title: strings["nav_challenges"], [
            "groups": groups, "secrets": secrets, "hasSecrets": !secrets.isEmpty, "lede": lede,
        ])
    }

    func challengeCard(_ challenge: Challenge, root: String) -> [String: Any] {
        var card: [String: Any] = [
            "id": challenge.id, "anchor": "challenge-\(challenge.id)", "title": challenge.title,
            "points": amount(challenge.points), "worth": worth(challenge), "dossier": challenge.secret != nil,
            "proofs": challenge.proofs.map { ["label": strings["proof_\($0.rawValue)"], "kind": $0.rawValue] },
            "style": Self.colorStyle(challenge.color, variable: "--accent-own"),
            "playSlot": playSlot(.complete, challenge.id),
        ]
        if let description = challenge.description { card["descriptionHTML"] = MarkdownText(source: description, root: root) }
        if let tier = challenge.tier { card["tier"] = strings["tier_\(tier.rawValue)"]; card["tierKey"] = tier.rawValue }
        card["options"] = false
        if let options = challenge.options {
            let chosen = Set(state.players.flatMap { state.completions(of: challenge.id, by: $0.id).compactMap(\.option) })
            card["options"] = [["letter": "A", "text": options.a, "chosen": chosen.contains(.a)],
                               ["letter": "B", "text": options.b, "chosen": chosen.contains(.b)]]
        }
        if let secret = challenge.secret {
            card["setter"] = person(secret.by, root: root)
            card["dossierLabel"] = strings.format("dossier_from", ["name": personName(secret.by)])
        }
        switch challenge.schedule {
        case .once: card["schedule"] = strings["schedule_once"]
        case .pool: card["schedule"] = strings["schedule_pool"]
        case .recurring(let recurrence):
            // A measured habit's card says what meets it: "Every day · 5 km".
            card["schedule"] = ([scheduleText(recurrence)] + (challenge.measure.map { [targetText($0)] } ?? [])).joined(separator: " · ")
        }
        let doneBy = playersDone[challenge.id] ?? 0
        // A challenge done once is done for good; a habit or quest is done only for today (below).
        let recurs: Bool
        if case .recurring = challenge.schedule { recurs = true } else { recurs = false }
        // Done for good once everyone it is for has done it: in a class, one child of 28 is not the card.
        let total = challenge.players.isEmpty ? state.players.count : state.players.filter { challenge.isFor($0.id) }.count
        card["done"] = !recurs && total > 0 && doneBy >= total
        // A big game counts who is done; naming a thousand players on every card helps nobody.
        guard rosterPlayers.isEmpty else {
            card["status"] = [] as [Any]
            card["doneBy"] = strings.counted("done_by", total, ["done": number(doneBy), "total": number(total)])
            return card
        }
        let players = state.players.filter { challenge.isFor($0.id) }
        card["doneBy"] = false
        let statuses = players.map { player -> [String: Any] in
            let status: String
            switch challenge.schedule {
            case .once: status = state.onceStatus(of: challenge, for: player.id).rawValue
            default: status = state.quests(for: player.id, on: state.today).first { $0.challenge == challenge.id }?.state.rawValue ?? "rest"
            }
            let count = state.completions(of: challenge.id, by: player.id).count
            return ["name": personName(player.id), "state": status, "label": strings["quest_\(status)"],
                    "done": status == "done",
                    // How often, beside today's state: "Open · 55 times in all", not a bare "×55".
                    "count": count > 1 ? " · " + strings.counted("times_in_all", count, shown: number(count)) : ""]
        }
        card["status"] = statuses
        if recurs { card["done"] = !statuses.isEmpty && statuses.allSatisfy { $0["done"] as? Bool == true } }
        return card
    }

    func scheduleText(_ recurrence: Recurrence) -> String {
        var parts: [String] = []
        if let span = recurrence.spanDays { parts.append(strings.format("schedule_span", ["days": "\(span)"])) }
        if let frequency = recurrence.frequency {
            parts.append(strings.counted("schedule_times", frequency.times, shown: number(frequency.times), ["days": number(frequency.per)]))
        } else {
            parts.append(recurrence.isEveryDay ? strings["schedule_daily"]
                         : recurrence.weekdays.sorted().map(weekdayName).joined(separator: strings["list_separator"]))
        }
        if let time = recurrence.time { parts.append(strings.format("schedule_from", ["time": clockTime(time)])) }
        return parts.joined(separator: " · ")
    }
}
