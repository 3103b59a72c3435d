import Foundation

/// A Hugo site shaped like Questline's pages: a base layout, three partials, a page template with
/// ten fields and a list of twenty items, all escaped, and `pages` pages of about `pageBytes` each.
struct HugoSite {
    var pages: Int
    var pageBytes: Int

    func write(to path: String) throws {
        let site = try SiteFolder(path: path, bare: true)
        try site.write("""
            baseURL = "https://example.org/"
            title = "Questline benchmark"
            disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]
            [markup.goldmark.renderer]
            unsafe = false

            """, to: "config.toml")
        try site.write("""
            <!DOCTYPE html>
            <html lang="en">{{ partial "head.html" . }}
            <body>{{ partial "header.html" . }}
            <main>{{ block "main" . }}{{ end }}</main>
            {{ partial "footer.html" . }}</body>
            </html>

            """, to: "layouts/_default/baseof.html")
        try site.write("<head><meta charset=\"utf-8\"><title>{{ .Title }} · {{ .Site.Title }}</title><link rel=\"stylesheet\" href=\"/style.css\"></head>\n",
                       to: "layouts/partials/head.html")
        try site.write("<header><a href=\"/\">{{ .Site.Title }}</a> <nav><a href=\"/players/\">Players</a> <a href=\"/rewards/\">Rewards</a></nav></header>\n",
                       to: "layouts/partials/header.html")
        try site.write("<footer><p>{{ .Params.footer }}</p><p>Built with care.</p></footer>\n", to: "layouts/partials/footer.html")
        try site.write("""
            {{ define "main" }}<article class="profile">
            <h1>{{ .Title }}</h1>
            <p class="tagline">{{ .Params.tagline }}</p>
            <dl><dt>Balance</dt><dd>{{ .Params.balance }}</dd><dt>Earned</dt><dd>{{ .Params.earned }}</dd>
            <dt>Spent</dt><dd>{{ .Params.spent }}</dd><dt>Streak</dt><dd>{{ .Params.streak }}</dd>
            <dt>Best</dt><dd>{{ .Params.best }}</dd><dt>Color</dt><dd>{{ .Params.color }}</dd>
            <dt>Avatar</dt><dd>{{ .Params.avatar }}</dd><dt>Note</dt><dd>{{ .Params.note }}</dd></dl>
            <ol class="history">{{ range .Params.items }}<li><time>{{ .at }}</time> {{ .title }} <b>{{ .points }}</b></li>
            {{ end }}</ol>
            </article>{{ end }}

            """, to: "layouts/_default/single.html")
        try site.write("{{ define \"main\" }}<h1>{{ .Site.Title }}</h1><p>{{ len .Site.RegularPages }} pages</p>{{ end }}\n",
                       to: "layouts/index.html")
        try site.write("{{ define \"main\" }}<h1>{{ .Title }}</h1>{{ end }}\n", to: "layouts/_default/list.html")
        // Everything but the note is fixed; the note pads each page to the size asked for.
        let padding = String(repeating: "Keep going & <never> give up. ", count: max(0, pageBytes - 2_400) / 30)
        for page in 1...pages {
            var text = """
                ---
                title: "Player \(page) <\(page)>"
                tagline: "Questing & winning, day \(page)"
                balance: \(page % 500)
                earned: \(page % 900)
                spent: \(page % 400)
                streak: \(page % 30)
                best: \(page % 60)
                color: "#7C5CFC"
                avatar: "🦊"
                footer: 'A game for "friends" & family'
                note: "\(padding)"
                items:

                """
            for item in 1...20 {
                text += "  - {at: \"2025-01-\(CivilDate.two(item))\", title: \"Challenge \(item) & more <\(page)>\", points: \(item * 5)}\n"
            }
            text += "---\n"
            try site.write(text, to: "content/p/\(page).md")
        }
    }
}
