import Foundation
import QuestlineCore

/// One action by one signed-in person, checked against their role and turned into the event the
/// CLI command would append. Nobody acts as another person: a player's events are their own, and
/// only parents and organisers name a player, to give or take points.
public struct PlayRequest: Sendable {
    public var person: Person
    public var form: PlayForm

    public init(person: Person, form: PlayForm) {
        self.person = person
        self.form = form
    }

    /// Why this person may not do this, in one sentence; nil when they may.
    public func refusal(in game: Game) -> String? {
        guard PlayAction.allowed(for: person.role).contains(form.action) else {
            return "\(person.name) cannot \(form.action.rawValue) here"
        }
        switch form.action {
        case .reveal:
            guard let id = form.challenge, let dare = game.challenge(id)?.secret else { return "there is no such dare" }
            if person.role != .organiser && dare.by != person.id { return "only the person who wrote a dare reveals it" }
        case .award, .spend:
            guard let id = form.player, game.person(id)?.role.plays == true else { return "choose a player" }
            guard let amount = form.amount, Event.amountRange.contains(amount) else { return "the amount must be from 1 to 1000000" }
        case .complete:
            guard form.challenge.map({ game.challenge($0) != nil }) == true else { return "there is no such challenge" }
        case .unlock:
            guard form.reward.map({ game.reward($0) != nil }) == true else { return "there is no such reward" }
        case .void:
            guard form.event.flatMap(EventID.init) != nil else { return "choose the event to void" }
            guard !(form.reason ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return "say why it is voided" }
        }
        return nil
    }

    /// Why this person may not void the event the form names, by what the game shows now; nil
    /// when they may. An organiser voids any event; a parent only an award or spend they made.
    /// An event's player and maker never change, so a state read
    /// before the void is recorded decides as well as one read after.
    public func voidRefusal(in state: GameState) -> String? {
        guard form.action == .void, person.role != .organiser else { return nil }
        guard let target = form.event.flatMap(EventID.init), PlayChoices(person: person, state: state).mayVoid(target) else {
            return "\(person.name) can void only points \(person.name) gave or took"
        }
        return nil
    }

    /// The event the CLI command would record for this action, at `at`.
    ///
    /// `photo`: the path under content/ of a photo already stored by the proof store (typed from
    /// its bytes, stripped of its GPS position), as `complete --proof photo --media` takes it.
    public func event(at: Date, photo: String? = nil) -> Event {
        let text = form.text?.trimmingCharacters(in: .whitespacesAndNewlines)
        let hasText = !(text ?? "").isEmpty
        switch form.action {
        case .complete:
            let proof: ProofKind = photo != nil ? .photo : hasText ? .text : .done
            return Event(at: at, kind: .complete, player: person.id, challenge: form.challenge, option: form.option,
                         proof: proof, media: photo, text: hasText ? text : nil)
        case .unlock:
            return Event(at: at, kind: .unlock, player: person.id, reward: form.reward)
        case .reveal:
            return Event(at: at, kind: .reveal, challenge: form.challenge, by: person.id)
        case .award, .spend:
            let reason = form.reason?.trimmingCharacters(in: .whitespacesAndNewlines)
            return Event(at: at, kind: form.action == .award ? .award : .spend, player: form.player, amount: form.amount,
                         reason: (reason ?? "").isEmpty ? nil : reason, by: person.id)
        case .void:
            let reason = form.reason?.trimmingCharacters(in: .whitespacesAndNewlines)
            return Event(at: at, kind: .void, reason: reason, by: person.id, event: form.event.flatMap(EventID.init))
        }
    }

    /// The one line shown after the action was recorded.
    public func done(in game: Game, state: GameState) -> String {
        let currency = game.settings.currency
        switch form.action {
        case .complete:
            let challenge = form.challenge.flatMap(game.challenge)
            return "\(challenge?.title ?? "Challenge") done: +\(currency.amount(challenge?.points ?? 0))"
        case .unlock:
            return "\(form.reward.flatMap(game.reward)?.title ?? "Reward") unlocked"
        case .reveal:
            return "\(form.challenge.flatMap(game.challenge)?.title ?? "The dare") is revealed"
        case .award, .spend:
            let name = form.player.flatMap(game.person)?.name ?? "The player"
            let sign = form.action == .award ? "+" : "-"
            return "\(name): \(sign)\(currency.amount(form.amount ?? 0)), balance \(state.player(form.player ?? "")?.balance ?? 0)"
        case .void:
            let struck = state.voided.first { $0.event.description == form.event }
            let balance = struck?.entry.player.flatMap { who in
                state.player(who).map { ", \(game.person(who)?.name ?? who)'s balance \(currency.amount($0.balance))" }
            } ?? ""
            return "Voided: \(form.reason?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "")\(balance)"
        }
    }

    /// Records the action with the CLI's own recorder (same rules, same lock, same log) and says
    /// what happened, or refuses with the sentence the CLI would print.
    /// `cache`: the site's fold cache, so that only the log's newest lines are folded to check it.
    public func perform(site: URL, game: Game, at: Date, photo: String? = nil, cache: FoldCache? = nil) -> Outcome {
        if let refusal = refusal(in: game) { return .refused(refusal) }
        do {
            if form.action == .void, person.role != .organiser {
                let now = try Engine.state(of: game, source: DirectorySource(root: site), asOf: at).state
                if let refusal = voidRefusal(in: now) { return .refused(refusal) }
            }
            let state = try EventRecorder(source: DirectorySource(root: site), game: game, cache: cache).record(event(at: at, photo: photo))
            return .recorded(done(in: game, state: state))
        } catch let error as QuestlineError {
            return .refused(error.diagnostics.first.map { $0.message } ?? "nothing was recorded")
        } catch {
            return .refused("nothing was recorded: \(error)")
        }
    }

    public enum Outcome: Sendable, Equatable {
        case recorded(String)
        case refused(String)
    }
}
