import QuestlineCore

/// A profile per person: role, tagline, fun facts, and stats or what they gave.
extension SiteContext {
    /// The rewards someone gives that a player has unlocked, in rewards.yaml order: all a
    /// profile shows of other people's standing.
    func unlockedGifts(of person: String) -> [String] {
        (rewardsByGiver[person] ?? []).map(\.id).filter(unlockedRewardIDs.contains)
    }

    /// Everything a profile is made from, as one number: the person's view of the state
    /// (`GameState.viewFingerprints()`), their gifts unlocked and whether the footer links to a
    /// calendar. A build after another person's event finds it the same and keeps the page
    /// without making it.
    /// `given`: the awards and spends the person recorded for others (`transactionsGiven`), which
    /// a profile of someone who does not play lists.
    static func profileFingerprint(view: UInt64, unlockedGifts: [String], hasCalendar: Bool, given: [Transaction] = []) -> UInt64 {
        var hash = StableHash()
        hash.combine("profile 2")
        hash.combine(view)
        hash.combine(hasCalendar ? 1 : 0)
        hash.combine(UInt64(unlockedGifts.count))
        for gift in unlockedGifts { hash.combine(gift) }
        // How many there are, and the ones listed, whole.
        hash.combine(UInt64(given.count))
        for transaction in given.suffix(transactionsShown) {
            hash.combine(transaction.direction.rawValue)
            hash.combine(transaction.player)
            hash.combine(transaction.at.timeIntervalSince1970.bitPattern)
            hash.combine(UInt64(bitPattern: Int64(transaction.amount)))
            hash.combine(transaction.reason ?? "\u{0}")
            hash.combine(UInt64(transaction.line))
        }
        return hash.value
    }

    /// How many awards and spends a profile lists; the mission log has the rest.
    static let transactionsShown = 50

    /// How many of the gifts someone hid a profile lists; the rewards page has the rest.
    static let giftsShown = 50

    /// The awards and spends each person recorded (`by`) for someone else, oldest first: what the
    /// profile of a parent or organiser who hands out points lists.
    static func transactionsGiven(in state: GameState) -> [String: [Transaction]] {
        var given: [String: [Transaction]] = [:]
        for player in state.players {
            for transaction in player.transactions {
                guard let by = transaction.by, by != player.id else { continue }
                given[by, default: []].append(transaction)
            }
        }
        return given.mapValues { $0.sorted { ($0.at, $0.line) < ($1.at, $1.line) } }
    }

    /// A person's profile, made in a context over their view of the state (`viewing(_:)`), so
    /// it shows nothing of anyone else's standing but `unlockedGifts` and, for someone who does
    /// not play, the awards and spends they recorded (`given`, oldest first).
    func personPage(_ someone: Person, unlockedGifts: Set<String>, given: [Transaction] = []) -> Page {
        let route = Routes.person(someone.id)
        let root = Page.root(of: route)
        var values: [String: Any] = ["person": person(someone.id, root: root), "funFacts": someone.funFacts,
                                     "hasFunFacts": !someone.funFacts.isEmpty,
                                     // A parent's or organiser's award and spend forms, in play mode.
                                     "playSlot": someone.role.plays ? playSlot(.points, someone.id) : ""]
        if let player = state.player(someone.id) {
            var summary = playerSummary(player, root: root)
            // Only what the game has: no challenges done in a star chart, no streaks without a
            // quest that recurs, no rewards unlocked where there are none.
            let hasChallenges = game.challenges.contains { $0.isFor(player.id) }
            let hasStreaks = game.recurringChallenges.contains { $0.isFor(player.id) }
            // One box of the grid; `note` is false where there is none, never missing (see `timelineNodes`).
            func stat(_ key: String, _ value: String, note: Any = false) -> [String: Any] {
                ["label": strings[key], "value": value, "note": note]
            }
            // "worth 570 kr" belongs to the balance, not under the last box of the grid.
            var stats = [stat("stat_balance", amount(player.balance), note: summary["money"] ?? false),
                         stat("stat_earned", amount(player.earned))]
            if hasChallenges { stats.append(challengesDoneStat(player)) }
            if !game.rewards.isEmpty { stats.append(stat("stat_unlocks", number(unlockCount(player)))) }
            if hasStreaks {
                stats.append(stat("stat_streak", number(player.streak.current)))
                stats.append(stat("stat_best_streak", number(player.streak.best)))
            }
            summary["stats"] = stats
            values["player"] = summary
            // Awards, spends and rewards bought, newest first: what a parent most wants to look
            // back on, and with the points earned, what the balance is made of.
            let spending = PointsLine.all(of: player)
            let newest = spending.reversed().prefix(Self.transactionsShown)
            values["transactions"] = newest.map { line in
                switch line {
                case .transaction(let transaction): transactionItem(transaction, withDay: true)
                case .unlock(let unlock): unlockItem(unlock)
                }
            }
            values["hasTransactions"] = !newest.isEmpty
            let earlier = spending.count - newest.count
            values["earlierTransactions"] = earlier > 0 ? strings.counted("earlier_transactions", earlier, shown: number(earlier)) : false
        }
        // What a parent or organiser handed out and recorded, newest first, each with its player.
        let givenShown = state.player(someone.id) == nil ? Array(given.reversed().prefix(Self.transactionsShown)) : []
        values["given"] = givenShown.map { transaction -> [String: Any] in
            var item = transactionItem(transaction, withDay: true)
            item["to"] = personName(transaction.player)
            return item
        }
        values["hasGiven"] = !givenShown.isEmpty
        let earlierGiven = givenShown.isEmpty ? 0 : given.count - givenShown.count
        values["earlierGiven"] = earlierGiven > 0 ? strings.counted("earlier_transactions", earlierGiven, shown: number(earlierGiven)) : false
        // The gifts someone hid, up to `giftsShown`: an organiser of a big game may hide thousands,
        // which the rewards page lists, a page a player at a time.
        let hidden = rewardsByGiver[someone.id] ?? []
        let gives = hidden.prefix(Self.giftsShown).map { reward -> [String: Any] in
            let unlocked = unlockedGifts.contains(reward.id)
            return ["title": reward.title, "icon": Self.kindIcon(reward.kind), "unlocked": unlocked,
                    "href": unlocked ? root + Routes.link(Routes.reward(reward.id)) : root + Routes.link(Routes.rewards) + "#" + rewardAnchor(reward.id, player: nil)]
        }
        values["gives"] = Array(gives)
        values["hasGives"] = !gives.isEmpty
        let moreGifts = hidden.count - gives.count
        values["moreGifts"] = moreGifts > 0 ? strings.counted("more_gifts", moreGifts, shown: number(moreGifts)) : false
        let dares = daresBySetter[someone.id] ?? 0
        values["dares"] = dares > 0 ? strings.counted("dares_set", dares, shown: number(dares)) : false
        // A profile says when that person's own standing last changed, so another player's event
        // leaves it the same, and the next build may keep it without rendering.
        return page(.person, route: route, title: someone.name, changedAt: state.changedAt(for: someone.id), values)
    }
}
