import QuestlineCore

/// Pages that list every player show the first `PageLimits.playersInDetail` in full and link
/// the rest to the people page, which lists everyone by name, balance and profile link once:
/// a thousand names are not made, sent and rendered again on four pages.
extension SiteContext {
    /// The players a page that lists everyone shows in full, in people.yaml order.
    var detailedPlayers: ArraySlice<PlayerState> { state.players.prefix(options.limits.playersInDetail) }

    /// The players past the cap, shown by name only, on the people page.
    var rosterPlayers: ArraySlice<PlayerState> { state.players.dropFirst(options.limits.playersInDetail) }

    /// The roster section's model: how many more players there are and a link to the people
    /// page, or `false` when everyone is shown in full (and there is no people page).
    func roster(root: String) -> Any {
        let rest = rosterPlayers
        guard !rest.isEmpty else { return false }
        return [
            "heading": strings.counted("roster", rest.count, shown: number(rest.count)),
            "href": root + Routes.link(Routes.people),
        ] as [String: Any]
    }

    /// `people/`: every player, in people.yaml order, with a link to their profile and their
    /// balance. Made only in a game with players past the cap (`hasPage`).
    func peoplePage() -> Page {
        let root = Page.root(of: Routes.people)
        let people = state.players.map { player -> [String: Any] in
            ["name": personName(player.id), "href": root + Routes.link(Routes.person(player.id)), "balance": amount(player.balance)]
        }
        return page(.people, route: Routes.people, title: strings["people_title"], ["people": people])
    }
}
