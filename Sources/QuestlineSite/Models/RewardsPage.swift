import QuestlineCore

/// Rewards in three states. A locked or affordable card shows title, giver, kind and price; the
/// message and media exist only on the page of an unlocked reward.
extension SiteContext {
    func rewardsPage() -> Page {
        let root = Page.root(of: Routes.rewards)
        let players = detailedPlayers.map { player -> [String: Any] in
            var model = person(player.id, root: root)
            model["balance"] = amount(player.balance)
            // What can be unlocked now comes first, then what is nearest, then the gifts already opened.
            let order: [RewardStatus.State: Int] = [.affordable: 0, .locked: 1, .unlocked: 2]
            let statuses = state.rewards(for: player.id).enumerated()
                .sorted { (order[$0.element.state]!, $0.element.pointsToGo, $0.offset) < (order[$1.element.state]!, $1.element.pointsToGo, $1.offset) }
                .map(\.element)
            let cards = statuses.compactMap { rewardCard($0, root: root) }
            model["cards"] = cards
            // A shop's items are bought again and again and never "unlocked" for good: it counts
            // what was redeemed, as the profile does.
            let isShop = !statuses.isEmpty && statuses.allSatisfy { game.reward($0.reward)?.repeatable == true }
            let redeemed = statuses.reduce(0) { $0 + $1.redemptions }
            // Otherwise it counts what unlocks for good, as the home page and the profile do.
            let once = statuses.filter { game.reward($0.reward)?.repeatable != true }
            model["counts"] = isShop ? strings.counted("rewards_redeemed", redeemed, shown: number(redeemed))
                : strings.format("rewards_counts", ["unlocked": "\(once.filter { $0.state == .unlocked }.count)", "total": "\(once.count)"])
            return model
        }
        return page(.rewards, route: Routes.rewards, title: strings["nav_rewards"], [
            "players": players, "multiplePlayers": players.count > 1, "badge": finalBadge(), "roster": roster(root: root),
        ])
    }

    func rewardCard(_ status: RewardStatus, root: String) -> [String: Any]? {
        guard let reward = game.reward(status.reward) else { return nil }
        var card: [String: Any] = [
            // Absent values are `false`, not missing: Mustache would look a missing key up in the
            // enclosing player and find *their* href and avatar.
            "anchor": rewardAnchor(reward.id, player: status.player), "title": reward.title,
            "from": reward.from.map { person($0, root: root) } ?? false,
            "fromText": reward.from.map { strings.format("from_person", ["name": personName($0)]) } ?? false,
            "href": false, "cover": false, "unlockedAt": false,
            "kind": reward.kind.rawValue, "kindLabel": strings["kind_\(reward.kind.rawValue)"], "icon": Self.kindIcon(reward.kind),
            "price": amount(status.price), "state": status.state.rawValue, "stateLabel": strings["reward_\(status.state.rawValue)"],
            "locked": status.state == .locked, "affordable": status.state == .affordable, "unlocked": status.state == .unlocked,
            "percent": percent(status.price - status.pointsToGo, status.price),
            "playSlot": playSlot(.unlock, reward.id, player: status.player),
        ]
        // A shop item bought before: how often, and its page (made once someone redeemed it).
        if reward.repeatable, status.redemptions > 0 {
            card["unlockedAt"] = strings.counted("redeemed", status.redemptions, shown: number(status.redemptions))
            card["href"] = root + Routes.link(Routes.reward(reward.id))
        }
        switch status.state {
        case .locked: card["toGo"] = strings.format("points_to_go", ["amount": amount(status.pointsToGo)])
        case .affordable: card["toGo"] = strings["ready_to_unlock"]
        case .unlocked:
            card["href"] = root + Routes.link(Routes.reward(reward.id))
            if let at = status.unlockedAt { card["unlockedAt"] = strings.format("unlocked_on", ["when": dayAndTime(at)]) }
            if let cover = reward.media.first(where: { MediaKind.of($0) == .image }) { card["cover"] = root + MediaRoute.path(cover) }
        }
        return card
    }

    /// The id of a reward's card on the rewards page: one card a player, so the player is part of
    /// it when there are several.
    func rewardAnchor(_ reward: String, player: String?) -> String {
        // The game's players, not the state's: a person's view of the state holds only them.
        let player = player ?? gamePlayers.first { game.reward(reward)?.isFor($0.id) ?? true }?.id ?? ""
        return Routes.rewardCardAnchor(reward, player: player, playerCount: gamePlayers.count)
    }

    static func kindIcon(_ kind: RewardKind) -> String {
        switch kind {
        case .text: "✉️"
        case .image: "🖼"
        case .gallery: "📷"
        case .audio: "🎧"
        case .video: "🎬"
        }
    }

    /// Everything of the state a reward's page shows, as one number: its unlocks. The page is
    /// otherwise made from the content, the templates and the options alone (it shows no time
    /// of the last change) and whether there is a calendar to link to, so the same number means
    /// the same page.
    func rewardPageFingerprint(_ reward: Reward) -> UInt64 {
        var hash = StableHash()
        hash.combine("reward page 1")
        hash.combine(reward.id)
        // The footer links to the calendar only while there is one.
        hash.combine(hasCalendar ? 1 : 0)
        let unlocks = unlocksByReward[reward.id] ?? []
        hash.combine(UInt64(unlocks.count))
        for unlock in unlocks {
            hash.combine(unlock.player)
            hash.combine(unlock.at.timeIntervalSince1970.bitPattern)
            hash.combine(UInt64(bitPattern: Int64(unlock.price)))
            hash.combine(UInt64(bitPattern: Int64(unlock.line)))
        }
        return hash.value
    }

    /// The page of a reward some player has unlocked (see `unlockedRewards`): the message and the media, played.
    func rewardPage(_ reward: Reward) -> Page {
        let route = Routes.reward(reward.id)
        let root = Page.root(of: route)
        let unlocks = unlocksByReward[reward.id] ?? []
        var values: [String: Any] = [
            "title": reward.title, "from": reward.from.map { person($0, root: root) } ?? false,
            "fromText": reward.from.map { strings.format("from_person", ["name": personName($0)]) } ?? false,
            "kind": reward.kind.rawValue, "kindLabel": strings["kind_\(reward.kind.rawValue)"], "icon": Self.kindIcon(reward.kind),
            "unlockedBy": unlocks.map { strings.format("unlocked_by", ["name": personName($0.player), "when": dayAndTime($0.at)]) },
            "media": reward.media.map { path -> [String: Any] in
                let kind = MediaKind.of(path)
                return ["src": root + MediaRoute.path(path), "image": kind == .image, "audio": kind == .audio, "video": kind == .video,
                        "other": kind == .other, "type": kind.mimeType(path), "alt": reward.title]
            },
            "gallery": reward.kind == .gallery || reward.media.filter { MediaKind.of($0) == .image }.count > 1,
            "celebrate": true,
            // A shop item is bought again from its own page, in play mode.
            "playSlot": reward.repeatable ? playSlot(.unlock, reward.id) : "",
        ]
        if let message = reward.message { values["messageHTML"] = MarkdownText(source: message, root: root) }
        return page(.reward, route: route, title: reward.title, values)
    }
}

/// How a media file is played: from its extension.
enum MediaKind: Equatable {
    case image, audio, video, other

    static func of(_ path: String) -> MediaKind {
        switch MediaPath.fileExtension(path) {
        case "png", "jpg", "jpeg", "gif", "webp", "svg", "avif": .image
        case "mp3", "m4a", "aac", "ogg", "oga", "wav", "opus", "flac": .audio
        case "mp4", "m4v", "webm", "mov", "ogv": .video
        default: .other
        }
    }

    func mimeType(_ path: String) -> String {
        let ext = MediaPath.fileExtension(path)
        switch ext {
        case "jpg": return "image/jpeg"
        case "svg": return "image/svg+xml"
        case "mp3": return "audio/mpeg"
        case "m4a", "aac": return "audio/mp4"
        case "oga", "opus": return "audio/ogg"
        case "m4v": return "video/mp4"
        case "mov": return "video/quicktime"
        case "ogv": return "video/ogg"
        default:
            switch self {
            case .image: return "image/\(ext)"
            case .audio: return "audio/\(ext)"
            case .video: return "video/\(ext)"
            case .other: return "application/octet-stream"
            }
        }
    }
}
