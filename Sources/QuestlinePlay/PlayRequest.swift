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

    /// Why this person may not do this, in one sentence of `words`; nil when they may.
    public func refusal(in game: Game, words: PlayWords = .english) -> String? {
        guard PlayAction.allowed(for: person.role).contains(form.action) else { return words("refused_role", ["name": person.name]) }
        switch form.action {
        case .reveal:
            guard let id = form.challenge, let dare = game.challenge(id)?.secret else { return words("refused_dare") }
            if person.role != .organiser && dare.by != person.id { return words("refused_dare_author") }
        case .award, .spend:
            guard let id = form.player, game.person(id)?.role.plays == true else { return words("refused_player") }
            guard let amount = form.amount, Event.amountRange.contains(amount) else {
                return words("refused_amount", ["max": "\(Event.amountRange.upperBound)"])
            }
        case .complete:
            guard let challenge = form.challenge.flatMap(game.challenge) else { return words("refused_challenge") }
            if challenge.measure != nil {
                guard let value = form.value, value.isFinite, (0...Measure.maxValue).contains(value) else { return words("refused_value") }
            }
        case .unlock:
            guard form.reward.map({ game.reward($0) != nil }) == true else { return words("refused_reward") }
        case .void:
            guard form.event.flatMap(EventID.init) != nil else { return words("refused_event") }
            guard !(form.reason ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return words("refused_reason") }
        }
        return nil
    }

    /// Why this person may not void the event the form names, by what the game shows now; nil
    /// when they may. An organiser voids any event; a parent only an award or spend they made.
    /// An event's player and maker never change, so a state read before the void is recorded
    /// decides as well as one read after.
    public func voidRefusal(in state: GameState, words: PlayWords = .english) -> String? {
        guard form.action == .void, person.role != .organiser else { return nil }
        guard let target = form.event.flatMap(EventID.init), PlayChoices(person: person, state: state).mayVoid(target) else {
            return words("refused_void_own", ["name": person.name])
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
                         proof: proof, media: photo, text: hasText ? text : nil, value: form.value)
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
    public func done(in game: Game, state: GameState, words: PlayWords = .english) -> String {
        switch form.action {
        case .complete:
            // What the completion earned: a measured habit's entry earns only when it meets the target.
            let challenge = form.challenge.flatMap(game.challenge)
            let earned = state.player(person.id)?.completions.last { $0.challenge == form.challenge }?.points ?? challenge?.points ?? 0
            return words("result_done", ["title": challenge?.title ?? form.challenge ?? "", "change": game.writtenSignedAmount(earned),
                                       // `+{amount}`: what a site's strings from before `{change}` say.
                                       "amount": game.writtenAmount(earned)])
        case .unlock:
            let title = form.reward.flatMap(game.reward)?.title ?? form.reward ?? ""
            // A shop item bought again and again: what it cost and what is left, as an award says.
            guard let player = state.player(person.id), let price = player.unlocks.last(where: { $0.reward == form.reward })?.price,
                  price > 0 else { return words("result_unlocked", ["reward": title]) }
            return words("result_unlocked_paid", ["reward": title, "change": game.writtenSignedAmount(-price),
                                                   "balance": game.writtenAmount(player.balance)])
        case .reveal:
            return words("result_revealed", ["title": form.challenge.flatMap(game.challenge)?.title ?? form.challenge ?? ""])
        case .award, .spend:
            let name = form.player.flatMap(game.person)?.name ?? form.player ?? ""
            let amount = form.amount ?? 0
            return words("result_points", ["name": name, "change": game.writtenSignedAmount(form.action == .award ? amount : -amount),
                                           "balance": game.writtenAmount(state.player(form.player ?? "")?.balance ?? 0)])
        case .void:
            let reason = form.reason?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            let struck = state.voided.first { $0.event.description == form.event }
            guard let who = struck?.entry.player, let balance = state.player(who)?.balance else {
                return words("result_voided", ["reason": reason])
            }
            return words("result_voided_balance", ["reason": reason, "name": game.person(who)?.name ?? who, "balance": game.writtenAmount(balance)])
        }
    }

    /// Records the action with the CLI's own recorder (same rules, same lock, same log) and says
    /// what happened, or refuses in `words` (the rules' refusals by what they are about).
    /// `cache`: the site's fold cache, so that only the log's newest lines are folded to check it.
    public func perform(site: URL, game: Game, at: Date, photo: String? = nil, cache: FoldCache? = nil,
                        words: PlayWords = .english) -> Outcome {
        if let refusal = refusal(in: game, words: words) { return .refused(refusal) }
        do {
            if form.action == .void, person.role != .organiser {
                let now = try Engine.state(of: game, source: DirectorySource(root: site), asOf: at, cache: cache)
                if let refusal = voidRefusal(in: now, words: words) { return .refused(refusal) }
            }
            let state = try EventRecorder(source: DirectorySource(root: site), game: game, cache: cache).record(event(at: at, photo: photo))
            return .recorded(done(in: game, state: state, words: words))
        } catch let error as QuestlineError {
            guard let first = error.diagnostics.first else { return .refused(words("refused_other", ["reason": "\(error)"])) }
            return .refused(words.refusal(first, in: game))
        } catch {
            return .refused(words("refused_other", ["reason": "\(error)"]))
        }
    }

    public enum Outcome: Sendable, Equatable {
        case recorded(String)
        case refused(String)
    }
}
