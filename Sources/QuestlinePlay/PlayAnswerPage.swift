import Foundation
import QuestlineCore

/// What play mode answers, as a page, someone it cannot act for: an old or mistyped link, a
/// form with no session behind it, a form sent from another site, too many wrong links. One
/// sentence in the game's language and a way back to the game, rather than bare text on a
/// phone. (A signed-in person's refused form comes back as a notice on the page instead.)
enum PlayAnswerPage {
    static func html(_ sentence: String, words: PlayWords) -> String {
        let e = HTMLText.escape
        return """
        <!doctype html>
        \(words.htmlTag)<head><meta charset="utf-8">\
        <meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer">\
        <link rel="icon" href="data:,"><title>\(e(sentence))</title>
        <style>body{margin:0;font:17px/1.5 system-ui,sans-serif;background:#f6f4fb;color:#1d1b26}\
        main{max-width:32rem;margin:0 auto;padding:2rem 1rem}\
        p.answer{background:#fdecea;border-inline-start:4px solid #c62828;padding:.8rem 1rem;border-radius:.4rem}\
        a{color:#5b3fd1;font-weight:600}</style></head>
        <body><main><p class="answer" role="alert">\(e(sentence))</p>
        <p><a href="/">\(words.backArrow) \(e(words("back")))</a></p></main></body></html>
        """
    }
}
