import QuestlineCore

extension PlayForm {
    /// The form from a multipart body's text fields (a photo proof's form), read as the
    /// URL-encoded form is: unknown fields are ignored, an empty choice or amount is none.
    /// Nil when the action is missing or unknown, or a choice or amount is not one.
    public init?(fields: [String: String]) {
        guard let action = fields["action"].flatMap(PlayAction.init(rawValue:)) else { return nil }
        func nonEmpty(_ name: String) -> String? { fields[name].flatMap { $0.isEmpty ? nil : $0 } }
        var option: ChallengeOption?
        if let raw = nonEmpty("option") {
            guard let chosen = ChallengeOption(rawValue: raw) else { return nil }
            option = chosen
        }
        var amount: Int?
        if let raw = nonEmpty("amount") {
            guard let number = Int(raw) else { return nil }
            amount = number
        }
        var value: Double?
        if let raw = nonEmpty("value") {
            guard let number = Double(raw) else { return nil }
            value = number
        }
        self.init(token: fields["token"], action: action, challenge: nonEmpty("challenge"), option: option,
                  text: fields["text"], reward: nonEmpty("reward"), player: nonEmpty("player"), amount: amount,
                  reason: fields["reason"], value: value, event: nonEmpty("event"), back: nonEmpty("back"))
    }
}
