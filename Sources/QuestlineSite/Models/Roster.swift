import QuestlineCore

/// Pages that list every player show the first `PageLimits.playersInDetail` in full and the
/// rest as a roster: a name, a balance and a link to the profile each.
extension SiteContext {
    /// The players a page that lists everyone shows in full, in people.yaml order.
    var detailedPlayers: ArraySlice<PlayerState> { state.players.prefix(options.limits.playersInDetail) }

    /// The players past the cap, shown by name only.
    var rosterPlayers: ArraySlice<PlayerState> { state.players.dropFirst(options.limits.playersInDetail) }

    /// The roster section's model, or `false` when everyone is shown in full.
    func roster(root: String) -> Any {
        let rest = rosterPlayers
        guard !rest.isEmpty else { return false }
        return [
            "heading": strings.counted("roster", rest.count, shown: number(rest.count)),
            "people": rest.map { player -> [String: Any] in
                ["name": personName(player.id), "href": root + Routes.link(Routes.person(player.id)), "balance": amount(player.balance)]
            },
        ] as [String: Any]
    }
}
