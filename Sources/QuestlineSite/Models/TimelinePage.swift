import Foundation
import QuestlineCore

/// The living timeline: one node per event, on a path that winds between them.
extension SiteContext {
    /// Vertical distance between nodes, in CSS pixels; the template's CSS uses the same number.
    static let timelineStep = 150
    static let staggeredNodes = 12

    func timelinePage() -> Page {
        let root = Page.root(of: Routes.timeline)
        // The newest moments; a game with years of events keeps the older ones in the mission log.
        let shown = state.timeline.suffix(options.limits.timelineMoments)
        let earlier = state.timeline.count - shown.count
        var nodes = timelineNodes(shown, root: root)
        let step = Self.timelineStep
        // Two layouts of the same path: on phones the trail swings wide (25% ↔ 75%) with cards on the
        // inner side; on wide screens it winds down the middle (42% ↔ 58%) with cards outside.
        // A page read right to left starts the trail on the right: every place is mirrored.
        let rightToLeft = isRightToLeft
        func place(_ x: Int) -> Int { rightToLeft ? 100 - x : x }
        let narrow = (left: 25, right: 75)
        let wide = (left: 42, right: 58)
        for index in nodes.indices {
            let onLeft = (index % 2 == 0) != rightToLeft
            nodes[index]["x"] = onLeft ? narrow.left : narrow.right
            nodes[index]["xWide"] = onLeft ? wide.left : wide.right
            nodes[index]["y"] = index * step + step / 2
            nodes[index]["index"] = index
            // Entrances stagger for the first dozen nodes; later ones would wait too long.
            nodes[index]["stagger"] = min(index, Self.staggeredNodes)
            nodes[index]["newest"] = index == nodes.count - 1
            nodes[index]["side"] = onLeft ? "left" : "right"
        }
        var connectors: [[String: Any]] = []
        for index in nodes.indices.dropLast() {
            let y1 = index * step + step / 2
            let y2 = y1 + step
            let bend = step / 2
            func curve(_ x1: Int, _ x2: Int) -> String { "M\(x1) \(y1) C\(x1) \(y1 + bend) \(x2) \(y2 - bend) \(x2) \(y2)" }
            let (from, to) = index % 2 == 0 ? (0, 1) : (1, 0)
            let narrowX = [place(narrow.left), place(narrow.right)], wideX = [place(wide.left), place(wide.right)]
            // Sparkles sit near each connector's middle, nudged by amounts derived from the index:
            // the same on every build, different from one connector to the next.
            let dx = (index * 37 % 17) - 8
            let dy = (index * 53 % 13) - 6
            connectors.append([
                "d": curve(narrowX[from], narrowX[to]), "dWide": curve(wideX[from], wideX[to]),
                "sparkleX": place(50 + dx), "sparkleXWide": place(50 + dx / 3), "sparkleY": (y1 + y2) / 2 + dy,
                "sparkleSize": 10 + index * 5 % 8, "index": index,
                "delay": index % Self.staggeredNodes * 230 + 60,
            ])
        }
        let height = max(nodes.count, 1) * step
        return page(.timeline, route: Routes.timeline, title: strings["nav_timeline"], [
            "nodes": nodes, "connectors": connectors, "height": height, "hasNodes": !nodes.isEmpty,
            "badge": finalBadge(),
            "badgeY": height,
            "earlier": earlier > 0 ? strings.counted("timeline_earlier", earlier, shown: number(earlier)) : false,
        ])
    }

    /// Nodes for timeline entries, in their order.
    func timelineNodes(_ entries: some Collection<TimelineEntry>, root: String) -> [[String: Any]] {
        entries.map { entry in
            var node: [String: Any] = [
                "when": dayAndTime(entry.at), "datetime": Instant.format(entry.at, in: calendar),
                "detail": false, "proofText": false, "proofImage": false, "proofIsHEIC": false,
            ]
            // swift-mustache treats "" as true in a section, so an absent value is false, never empty
            // (and never missing, which would look it up in every enclosing context).
            if entry.player != nil { node["who"] = personName(entry.player) }
            if let player = entry.player { node["person"] = person(player, root: root) }
            if entry.points != 0 { node["points"] = signedAmount(entry.points) }
            switch entry.kind {
            case .completion(let challenge, let option, let proof):
                node["kind"] = "challenge"
                node["icon"] = "✓"
                node["title"] = challengeTitle(challenge)
                node["href"] = game.challenge(challenge).map(state.isRevealed) == true ? root + Routes.link(Routes.challenge(challenge)) : root + Routes.link(Routes.challenges)
                if let option, let options = game.challenge(challenge)?.options, game.challenge(challenge).map(state.isRevealed) == true {
                    // Whole for a theme that shows `detail`; in two parts for one that isolates the
                    // game's own text (`<bdi>`), so its full stop stays at its end in a right-to-left page.
                    node["detail"] = "\(strings["option_\(option.rawValue)"]): \(options.text(for: option))"
                    node["detailLabel"] = strings["option_\(option.rawValue)"]
                    node["detailText"] = options.text(for: option)
                }
                // A challenge counts once a day for a player, so its day finds the completion without a scan.
                if let completion = state.completion(of: challenge, by: entry.player ?? "", on: entry.day) {
                    if let text = completion.text { node["proofText"] = text }
                    if proof == .photo, let media = completion.media {
                        node["proofImage"] = root + MediaRoute.path(media)
                        // Only Safari shows HEIC: the others show the object's fallback, a link to the photo.
                        node["proofIsHEIC"] = ["heic", "heif"].contains(MediaPath.fileExtension(media))
                    }
                }
            case .unlock(let reward):
                node["kind"] = "reward"
                node["icon"] = "🎁"
                node["title"] = rewardTitle(reward)
                node["href"] = root + Routes.link(Routes.reward(reward))
                // A shop item or a prize of the game's own has no giver to name.
                if let from = game.reward(reward)?.from { node["detail"] = strings.format("from_person", ["name": personName(from)]) }
            case .award(let reason, let by):
                node["kind"] = "award"
                node["icon"] = "★"
                node["title"] = reason ?? strings["award"]
                if by != nil { node["detail"] = strings.format("from_person", ["name": personName(by)]) }
            case .spend(let reason, let by):
                node["kind"] = "spend"
                node["icon"] = "🛍"
                node["title"] = reason ?? strings["spend"]
                // Points spent go to no one: the person named wrote the spend down.
                if by != nil { node["detail"] = strings.format("spent_by_person", ["name": personName(by)]) }
            case .reveal(let challenge):
                node["kind"] = "reveal"
                node["icon"] = "🕵"
                node["title"] = strings.format("dare_revealed", ["title": challengeTitle(challenge)])
                // Revealed, the dare has its own card on the board; the secret dares' section
                // is gone once the last one is.
                node["href"] = root + Routes.link(Routes.challenge(challenge))
            case .goalMilestone(let goal, let percent):
                node["kind"] = "milestone"
                node["icon"] = "⚑"
                node["title"] = strings.format("goal_milestone", ["goal": game.goals.first { $0.id == goal }?.title ?? goal, "percent": "\(percent)"])
                node["href"] = root + Routes.link(Routes.goals)
            case .streakMilestone(let days):
                node["kind"] = "milestone"
                node["icon"] = "🔥"
                node["title"] = strings.format("streak_milestone", ["days": "\(days)"])
            case .finalBadge:
                node["kind"] = "badge"
                node["icon"] = "🏆"
                node["title"] = strings["badge_earned"]
            }
            return node
        }
    }
}
