import QuestlineCore

/// Goals: progress towards a target, and the milestones reached on the way.
extension SiteContext {
    func goalsPage() -> Page {
        let root = Page.root(of: Routes.goals)
        let goals = state.goals.compactMap { status -> [String: Any]? in
            guard let goal = game.goals.first(where: { $0.id == status.goal }) else { return nil }
            return [
                "title": goal.title, "player": person(status.player, root: root),
                "percent": status.percent, "complete": status.isComplete,
                "progress": strings.format("goal_progress", ["value": amount(status.value), "target": amount(status.target)]),
                "measure": strings["goal_\(goal.measure.rawValue)"],
                "milestones": goal.milestones.map { percent -> [String: Any] in
                    // Reached and still held: a goal of the balance drops when it is spent, and a
                    // star left filled above an empty meter reads as a mistake (the timeline keeps when it was reached).
                    let reached = status.percent >= percent ? status.reached.first { $0.percent == percent } : nil
                    return ["percent": percent, "reached": reached != nil,
                            "label": reached.map { strings.format("milestone_reached", ["percent": "\(percent)", "when": day(calendar.date(of: $0.at))]) }
                                ?? strings.format("milestone_open", ["percent": "\(percent)"])]
                },
            ]
        }
        return page(.goals, route: Routes.goals, title: strings["nav_goals"], ["goals": goals, "hasGoals": !goals.isEmpty])
    }
}
