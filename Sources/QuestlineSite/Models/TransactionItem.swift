import QuestlineCore

/// An award or a spend as the mission log and a profile list it: what for, from whom, when and
/// how much, with the same icons as the timeline; and a reward bought, as a profile lists it
/// among them.
extension SiteContext {
    /// `withDay`: the day too, where the list is not already grouped by day (a profile).
    func transactionItem(_ transaction: Transaction, withDay: Bool) -> [String: Any] {
        let isAward = transaction.direction == .award
        return [
            "kind": transaction.direction.rawValue, "icon": isAward ? "★" : "🛍",
            "title": transaction.reason ?? strings[transaction.direction.rawValue],
            // An award is from someone; a spend was written down by them.
            "by": transaction.by.map { strings.format(isAward ? "from_person" : "spent_by_person", ["name": personName($0)]) } ?? false,
            "when": withDay ? dayAndTime(transaction.at) : time(transaction.at),
            "points": signedAmount(isAward ? transaction.amount : -transaction.amount),
        ]
    }

    /// A reward bought with points, as a profile lists it beside awards and spends.
    func unlockItem(_ unlock: Unlock) -> [String: Any] {
        ["kind": "unlock", "icon": "🎁", "title": rewardTitle(unlock.reward), "by": false,
         "when": dayAndTime(unlock.at), "points": signedAmount(-unlock.price)]
    }
}
