import Foundation
import QuestlineCore
import QuestlineSite
import Testing
@testable import QuestlinePlay

@Suite("The actions page and the bar")
struct PlayPageTests {
    let game: Game = {
        let starts = LocalDate(year: 2026, month: 6, day: 1) ?? LocalDate(dayNumber: 0)
        return Game(settings: GameSettings(title: "Test <&>", timeZone: .gmt, starts: starts), people: [
            Person(id: "sam", name: "Sam <b>", role: .player),
            Person(id: "jo", name: "Jo", role: .friend),
            Person(id: "mum", name: "Mum", role: .parent),
        ], challenges: [
            Challenge(id: "cartwheel", title: "Cartwheel \"quoted\"", category: "fun", points: 20, schedule: .once),
            Challenge(id: "duet", title: "Duet", category: "fun", points: 30, options: ChallengeOptions(a: "Sing", b: "Dance"), schedule: .once),
            Challenge(id: "jo-dare", title: "Secret swim", category: "dare", points: 50, schedule: .once,
                      secret: SecretDare(by: "jo", reveal: .manual)),
        ], rewards: [Reward(id: "video", title: "Video", kind: .video, explicitPrice: 10)])
    }()

    private func page(_ who: String) -> String {
        let state = Engine.state(of: game, log: .empty, asOf: Date(timeIntervalSince1970: 1_781_000_000))
        return PlayPage(person: game.person(who) ?? game.people[0], state: state, token: "tok\"en", notice: "Done <now>").html
    }

    @Test("A player sees challenges (with A/B) and rewards, never a secret dare nor another role's forms")
    func player() {
        let html = page("sam")
        #expect(html.contains("id=\"play-challenge-cartwheel\""))
        #expect(html.contains("name=\"option\" value=\"a\" required> A: Sing"))
        #expect(!html.contains("Secret swim"))
        #expect(!html.contains("value=\"award\"") && !html.contains("value=\"reveal\""))
        #expect(html.contains("Nothing affordable yet."))
    }

    @Test("A star chart's child sees the rewards, and no empty 'Challenges … Well done!' section where the game has none")
    func onlyWhatTheGameHas() {
        var chart = game
        chart.challenges = []
        let state = Engine.state(of: chart, log: .empty, asOf: Date(timeIntervalSince1970: 1_781_000_000))
        let html = PlayPage(person: chart.people[0], state: state, token: "t", notice: nil).html
        #expect(!html.contains("<h2>Challenges</h2>") && !html.contains("Nothing open right now"))
        #expect(html.contains("Nothing affordable yet."))
        chart.rewards = []
        let none = PlayPage(person: chart.people[0], state: Engine.state(of: chart, log: .empty, asOf: Date(timeIntervalSince1970: 1_781_000_000)),
                            token: "t", notice: nil).html
        #expect(!none.contains("Nothing affordable yet."))
        #expect(page("sam").contains("<h2>Challenges</h2>"), "a game with challenges keeps the section")
    }

    @Test("A friend sees only her dare to reveal; a parent only the points forms")
    func others() {
        let jo = page("jo")
        #expect(jo.contains("id=\"play-dare-jo-dare\"") && !jo.contains("value=\"complete\"") && !jo.contains("value=\"award\""))
        let mum = page("mum")
        #expect(mum.contains("value=\"award\"") && mum.contains("value=\"spend\"") && !mum.contains("value=\"complete\""))
        #expect(mum.contains("<option value=\"sam\">Sam &lt;b&gt;</option>") && !mum.contains("<option value=\"jo\">"))
    }

    @Test("Every text from the game, the token and the notice is escaped")
    func escaped() {
        let html = page("sam")
        #expect(html.contains("Cartwheel &quot;quoted&quot;") && html.contains("Test &lt;&amp;&gt;"))
        #expect(html.contains("value=\"tok&quot;en\"") && html.contains("Done &lt;now&gt;"))
        #expect(!html.contains("<b>") && !html.contains("<now>"))
    }

    @Test("The bar goes right after the body tag, or first when there is none")
    func bar() {
        let page = Data("<html><body class=\"x\"><h1>Hi</h1></body></html>".utf8)
        let bar = PlayBar.html(name: "Sam <b>", notice: nil)
        let injected = String(decoding: PlayBar.inject(bar, into: page), as: UTF8.self)
        #expect(injected.hasPrefix("<html><body class=\"x\"><nav id=\"questline-play-bar\""))
        #expect(injected.contains("Sam &lt;b&gt;") && injected.hasSuffix("<h1>Hi</h1></body></html>"))
        #expect(String(decoding: PlayBar.inject("<nav>", into: Data("plain".utf8)), as: UTF8.self) == "<nav>plain")
    }

    @Test("The bar's Sign out is a form with the session's token, escaped, in the game's words")
    func signOut() throws {
        let bar = PlayBar.html(name: "Sam", notice: nil, signOutToken: "a\"b")
        #expect(bar.contains(#"<form method="post" action="/play/sign-out""#) && bar.contains(#"name="token" value="a&quot;b""#))
        #expect(bar.contains(">Sign out</button>"))
        #expect(!PlayBar.html(name: "Sam", notice: nil).contains("sign-out"), "no token, no form")
    }

    @Test("A refusal does not look like a result: its own class and colour, and a sign before it")
    func refusalLooksRefused() {
        let done = PlayBar.html(name: "Sam", notice: "Swim done: +10")
        let refused = PlayBar.html(name: "Sam", notice: .refusal("Not done: the balance is only 5"))
        #expect(done.contains(#"class="play-notice" style="color:#b9f5c9">Swim done: +10"#))
        #expect(refused.contains(#"class="play-notice is-refusal" style="color:#ffb4a8"><span aria-hidden="true">⚠ </span>Not done"#))
        #expect(PlayBar.noticeHTML(.refusal("Not done")).contains(#"class="play-notice is-refusal""#))
        #expect(!PlayBar.noticeHTML("Done").contains("is-refusal"))
    }

    @Test("An answer to someone play cannot act for is a page in the game's language, right to left too")
    func answerPage() {
        let arabic = PlayWords(strings: UIStrings(language: "ar", values: ["play_back": "العودة إلى اللعبة"]))
        let page = PlayAnswerPage.html("هذا الرابط لا يعمل <b>", words: arabic)
        #expect(page.contains(#"<html lang="ar" dir="rtl">"#) && page.contains("هذا الرابط لا يعمل &lt;b&gt;"))
        #expect(page.contains(#"<a href="/">→ العودة إلى اللعبة</a>"#))
    }
}
