import QuestlineCore

/// The models of play's form partials (`Templates/partials/play-*.mustache`): for each slot of a
/// page (`PlaySlot`), the form this person may use there, or none. Only play mode makes them; a
/// published build never sees them.
struct PlayFormModels {
    let choices: PlayChoices
    /// The session's form token.
    let token: String
    /// The UI strings, for the partials' `{{t.…}}`.
    let strings: [String: String]
    /// The page's own path, to come back to after the action.
    let back: String
    /// The choices by id, worked out once for a page of many slots.
    private let open: [String: Challenge], affordable: [String: (reward: Reward, price: Int)], dares: [String: Challenge]

    init(choices: PlayChoices, token: String, strings: [String: String], back: String) {
        self.back = back
        self.choices = choices
        self.token = token
        self.strings = strings
        open = Dictionary(choices.openChallenges.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        affordable = Dictionary(choices.affordableRewards.map { ($0.reward.id, $0) }, uniquingKeysWith: { first, _ in first })
        dares = Dictionary(choices.dares.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The partial and its model for `slot`; nil when this person has no form there.
    func form(for slot: PlaySlot) -> (partial: String, model: [String: Any])? {
        if let player = slot.player, player != choices.person.id { return nil }
        switch slot.kind {
        case .complete:
            return open[slot.subject].map { ("play-complete", complete($0)) }
        case .unlock:
            return affordable[slot.subject].map { ("play-unlock", unlock($0.reward, price: $0.price)) }
        case .reveal:
            return dares[slot.subject].map { ("play-reveal", base(["challenge": $0.id, "title": $0.title])) }
        case .points:
            guard choices.keepsPoints, let player = choices.game.person(slot.subject), player.role.plays else { return nil }
            let kinds = [["action": "award", "label": strings["play_award"] ?? "Award"], ["action": "spend", "label": strings["play_spend"] ?? "Spend"]]
            return ("play-points", base(["player": player.id, "name": player.name, "kinds": kinds]))
        }
    }

    func complete(_ challenge: Challenge) -> [String: Any] {
        let options: [[String: Any]] = challenge.options.map { options in
            [["value": "a", "letter": "A", "text": options.a, "first": true], ["value": "b", "letter": "B", "text": options.b, "first": false]]
        } ?? []
        // A photo from the camera (or the gallery), in a multipart form; a text proof beside it.
        let photo = challenge.proofs.contains(.photo)
        let text = photo || challenge.proofs.isEmpty || challenge.proofs.contains(.text)
        // A measured habit asks how much (5.2 km), in its unit.
        let measure: Any = challenge.measure.map { ["unit": $0.unit] } ?? false
        return base(["challenge": challenge.id, "title": challenge.title, "points": choices.game.writtenAmount(challenge.points),
                     "options": options, "hasOptions": !options.isEmpty, "photo": photo, "text": text, "measure": measure])
    }

    func unlock(_ reward: Reward, price: Int) -> [String: Any] {
        base(["reward": reward.id, "title": reward.title, "price": choices.game.writtenAmount(price)])
    }

    /// What every form posts besides its own fields: where, and the session's token.
    func base(_ values: [String: Any]) -> [String: Any] {
        values.merging(["target": PlayPage.actionPath, "token": token, "back": back, "t": strings]) { own, _ in own }
    }
}
