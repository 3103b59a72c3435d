import Foundation

/// The bar a signed-in person sees at the top of every served page: who they are, a link to
/// what they can do, and the last action's result, once. Added as a page is sent, never written
/// to disk, so nothing of it reaches output/. It scrolls away with the page: the site's own
/// header stays at the top, and an action's result is at the top of the page it comes back to.
public enum PlayBar {
    public static let id = "questline-play-bar"

    /// `signOutToken`: the session's form token, for the "Sign out" button (none without it).
    public static func html(name: String, notice: PlayNotice?, words: PlayWords = .english, signOutToken: String? = nil) -> String {
        // The name is set in bold where the language's sentence puts it.
        let signedIn = HTMLText.escape(words("signed_in_as", ["name": "\u{1}"]))
            .replacingOccurrences(of: "\u{1}", with: "<strong>\(HTMLText.escape(name))</strong>")
        // A form, so that it works without JavaScript and another site cannot sign anyone out.
        let signOut = signOutToken.map { token in """
             · <form method="post" action="\(PlayPage.signOutPath)" style="display:inline;margin:0">\
            <input type="hidden" name="token" value="\(HTMLText.escape(token))">\
            <button type="submit" style="background:none;border:0;padding:0;color:#ffd75e;font:inherit;\
            text-decoration:underline;cursor:pointer">\(HTMLText.escape(words("sign_out")))</button></form>
            """ } ?? ""
        return """
        <nav id="\(id)" style="position:relative;z-index:2147483646;background:#1d1b26;color:#fff;padding:.5rem 1rem;\
        font:15px/1.4 system-ui,sans-serif">\(signedIn) · \
        <a href="\(PlayPage.path)" style="color:#ffd75e">\(HTMLText.escape(words("what_you_can_do")))</a>\(signOut)\(notice.map { "<div role=\"status\" class=\"play-notice\(Self.refusalClass($0))\" style=\"color:\($0.isRefusal ? "#ffb4a8" : "#b9f5c9")\">\(Self.mark($0))\(HTMLText.escape($0.text))</div>" } ?? "")</nav>
        """
    }

    public static func noticeHTML(_ notice: PlayNotice?) -> String {
        notice.map { "<p role=\"status\" class=\"play-notice\(refusalClass($0))\">\(mark($0))\(HTMLText.escape($0.text))</p>" } ?? ""
    }

    /// A refusal is marked in colour and with a sign, for whoever does not tell the colours apart.
    static func refusalClass(_ notice: PlayNotice) -> String { notice.isRefusal ? " is-refusal" : "" }
    static func mark(_ notice: PlayNotice) -> String { notice.isRefusal ? "<span aria-hidden=\"true\">⚠ </span>" : "" }

    /// The page with the bar right after its `<body …>` tag (or at its start).
    public static func inject(_ bar: String, into page: Data) -> Data {
        let tag = Data(bar.utf8)
        guard let open = page.range(of: Data("<body".utf8)),
              let close = page[open.upperBound...].firstIndex(of: UInt8(ascii: ">")) else { return tag + page }
        var injected = page
        injected.insert(contentsOf: tag, at: close + 1)
        return injected
    }
}
