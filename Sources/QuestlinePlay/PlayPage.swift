import Foundation
import QuestlineCore

/// The page of what one signed-in person can do now (`/play/`): a plain HTML form for each
/// action their role allows, which works without JavaScript. Every form posts to
/// ``PlayPage/actionPath`` with the session's token.
public struct PlayPage: Sendable {
    public static let path = "/play/"
    public static let actionPath = "/play/act"
    /// Where the bar's "Sign out" posts.
    public static let signOutPath = "/play/sign-out"

    public var person: Person
    public var state: GameState
    public var token: String
    public var notice: PlayNotice?
    /// The words of the game's language.
    public var words: PlayWords

    public init(person: Person, state: GameState, token: String, notice: PlayNotice?, words: PlayWords = .english) {
        self.person = person
        self.state = state
        self.token = token
        self.notice = notice
        self.words = words
    }

    private var game: Game { state.game }
    private func e(_ text: String) -> String { HTMLText.escape(text) }

    public var html: String {
        let allowed = PlayAction.allowed(for: person.role)
        var sections: [String] = []
        // Only what the game has for this person: a star chart has no challenges to praise
        // anyone for having done, and a game without rewards nothing to unlock.
        if allowed.contains(.complete), game.challenges.contains(where: { $0.isFor(person.id) }) { sections.append(challengesSection) }
        if allowed.contains(.unlock), game.rewards.contains(where: { $0.isFor(person.id) }) { sections.append(rewardsSection) }
        if allowed.contains(.reveal) { sections.append(daresSection) }
        if allowed.contains(.award) { sections.append(pointsSection) }
        if allowed.contains(.void) { sections.append(voidSection) }
        return """
        <!doctype html>
        \(words.htmlTag)<head><meta charset="utf-8">\
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="referrer" content="same-origin"><link rel="icon" href="data:,"><title>\(e(words("what_you_can_do"))) · \(e(game.settings.title))</title>
        <style>\(Self.style)</style></head>
        <body><main class="play">
        <p class="play-nav"><a href="/">\(words.backArrow) \(e(game.settings.title))</a></p>
        <h1>\(e(words("heading", ["name": person.name])))</h1>
        \(PlayBar.noticeHTML(notice))
        \(sections.joined(separator: "\n"))
        </main></body></html>
        """
    }

    /// A form for `action`; `multipart` when it carries a file (a photo proof).
    private func form(_ action: PlayAction, fields: String, button: String, multipart: Bool = false) -> String {
        let encoding = multipart ? " enctype=\"multipart/form-data\"" : ""
        return """
        <form method="post" action="\(Self.actionPath)"\(encoding)><input type="hidden" name="token" value="\(e(token))">\
        <input type="hidden" name="action" value="\(action.rawValue)">\(fields)<button type="submit">\(e(button))</button></form>
        """
    }

    private func hidden(_ name: String, _ value: String) -> String {
        "<input type=\"hidden\" name=\"\(name)\" value=\"\(e(value))\">"
    }

    private var choices: PlayChoices { PlayChoices(person: person, state: state) }

    private var challengesSection: String {
        let cards = choices.openChallenges.map { challenge -> String in
            var fields = hidden("challenge", challenge.id)
            if let options = challenge.options {
                fields += """
                <fieldset><legend>\(e(words.strings["play_which"]))</legend>\
                <label><input type="radio" name="option" value="a" required> A: \(e(options.a))</label>\
                <label><input type="radio" name="option" value="b"> B: \(e(options.b))</label></fieldset>
                """
            }
            if let measure = challenge.measure {
                fields += "<label>\(e(words.strings["play_value"]))<input type=\"number\" name=\"value\" min=\"0\" max=\"1000000000\" "
                    + "step=\"any\" inputmode=\"decimal\" required> \(e(measure.unit))</label>"
            }
            // A photo from the camera (or the gallery), in a multipart form: stored by the proof
            // store and recorded as `complete --proof photo --media` does.
            let takesPhoto = challenge.proofs.contains(.photo)
            if takesPhoto {
                fields += "<label>\(e(words.strings["play_photo"]))<input type=\"file\" name=\"photo\" accept=\"image/*\" capture></label>"
            }
            if challenge.proofs.contains(.text) || challenge.proofs.isEmpty || challenge.proofs.contains(.photo) {
                fields += "<label>\(e(words.strings["play_proof"]))<input type=\"text\" name=\"text\" maxlength=\"500\"></label>"
            }
            return """
            <li class="play-card" id="play-challenge-\(e(challenge.id))"><h3>\(e(challenge.title)) <small>+\(e(game.writtenAmount(challenge.points)))</small></h3>
            \(form(.complete, fields: fields, button: words.strings["play_done"], multipart: takesPhoto))</li>
            """
        }
        return section(words("challenges"), cards, empty: words("challenges_none"))
    }

    private var rewardsSection: String {
        let balance = state.player(person.id)?.balance ?? 0
        let cards = choices.affordableRewards.map { reward, price -> String in
            """
            <li class="play-card" id="play-reward-\(e(reward.id))"><h3>\(e(reward.title)) <small>\(e(game.writtenAmount(price)))</small></h3>
            \(form(.unlock, fields: hidden("reward", reward.id), button: words.strings["play_unlock"]))</li>
            """
        }
        return section(words("rewards", ["amount": game.writtenAmount(balance)]), cards, empty: words("rewards_none"))
    }

    private var daresSection: String {
        let cards = choices.dares.map { challenge -> String in
            """
            <li class="play-card" id="play-dare-\(e(challenge.id))"><h3>\(e(challenge.title))</h3>
            \(form(.reveal, fields: hidden("challenge", challenge.id), button: words.strings["play_reveal"]))</li>
            """
        }
        return section(words("dares"), cards, empty: words("dares_none"))
    }

    private var pointsSection: String {
        let players = game.players.map { "<option value=\"\(e($0.id))\">\(e($0.name))</option>" }.joined()
        let fields = """
        <label>\(e(words("player")))<select name="player" required>\(players)</select></label>\
        <label>\(e(words.strings["play_amount"]))<input type="number" name="amount" min="1" max="1000000" value="1" required></label>\
        <label>\(e(words.strings["play_reason"]))<input type="text" name="reason" maxlength="200"></label>
        """
        let (give, take) = (words.strings["play_award"], words.strings["play_spend"])
        let cards = [
            "<li class=\"play-card\"><h3>\(e(give))</h3>\(form(.award, fields: fields, button: give))</li>",
            "<li class=\"play-card\"><h3>\(e(take))</h3>\(form(.spend, fields: fields, button: take))</li>",
        ]
        return section(game.settings.currency.name.prefix(1).uppercased() + game.settings.currency.name.dropFirst(), cards, empty: "")
    }

    /// The latest events this person may void, each with a reason to give: the log keeps the
    /// event and the void; the pages then count it as if it never happened.
    private var voidSection: String {
        let cards = choices.voidable.compactMap { entry -> String? in
            guard let id = entry.event else { return nil }
            let fields = hidden("event", id.description)
                + "<label>\(e(words.strings["play_reason"]))<input type=\"text\" name=\"reason\" maxlength=\"200\" required></label>"
            return """
            <li class="play-card" id="play-void-\(e(id.description))"><h3>\(e(describe(entry))) <small>\(e(dayText(entry.day)))</small></h3>
            \(form(.void, fields: fields, button: words("void")))</li>
            """
        }
        return section(words("void_heading"), cards, empty: words("void_none"))
    }

    /// A day as the game's locale writes it short: "6. jun.", "Jun 6".
    private func dayText(_ day: LocalDate) -> String {
        let formatter = DateFormatter()
        formatter.locale = game.settings.locale
        formatter.timeZone = game.settings.timeZone
        formatter.setLocalizedDateFormatFromTemplate("dMMM")
        return formatter.string(from: game.settings.calendar.instant(day, .noon))
    }

    /// One line for an event in the void list: who, what, how many points.
    private func describe(_ entry: TimelineEntry) -> String {
        let who = entry.player.map { game.person($0)?.name ?? $0 } ?? ""
        let points = entry.points == 0 ? "" : " " + game.writtenSignedAmount(entry.points)
        switch entry.kind {
        case .completion(let challenge, _, _): return "\(who): \(game.challenge(challenge)?.title ?? challenge)\(points)"
        case .unlock(let reward): return words("entry_unlock", ["name": who, "reward": game.reward(reward)?.title ?? reward]) + points
        case .award(let reason, _), .spend(let reason, _): return "\(who)\(points)" + (reason.map { ": \($0)" } ?? "")
        case .reveal(let challenge): return words("entry_reveal", ["title": game.challenge(challenge)?.title ?? challenge])
        case .goalMilestone, .streakMilestone, .finalBadge: return who
        }
    }

    private func section(_ title: String, _ cards: [String], empty: String) -> String {
        let body = cards.isEmpty ? "<p class=\"play-empty\">\(e(empty))</p>" : "<ul class=\"play-list\">\(cards.joined(separator: "\n"))</ul>"
        return "<section><h2>\(e(title))</h2>\(body)</section>"
    }

    static let style = """
    body{margin:0;font:16px/1.45 system-ui,sans-serif;background:#f6f4fb;color:#1d1b26}
    .play{max-width:40rem;margin:0 auto;padding:1rem}
    h1{font-size:1.5rem;margin:.5rem 0 1rem}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}h3{margin:0 0 .5rem;font-size:1rem}
    .play-list{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
    .play-card{background:#fff;border-radius:.75rem;padding:.9rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
    .play-card small{font-weight:400;color:#5a5570}
    form{display:grid;gap:.5rem}label{display:grid;gap:.2rem;font-size:.9rem}
    fieldset{border:1px solid #ccc;border-radius:.5rem;display:grid;gap:.3rem}fieldset label{display:block}
    input[type=text],input[type=number],select{font:inherit;padding:.55rem;border:1px solid #bbb;border-radius:.5rem;width:100%;box-sizing:border-box}
    button{font:inherit;font-weight:600;padding:.7rem;border:0;border-radius:.6rem;background:#5b3fd1;color:#fff;min-height:44px}
    .play-notice{background:#e4f7e9;border-inline-start:4px solid #2f9e55;padding:.6rem .8rem;border-radius:.4rem}
    .play-notice.is-refusal{background:#fdecea;border-inline-start-color:#c62828}
    .play-empty{color:#5a5570}
    """
}
