import QuestlineCore

extension SiteContext {
    /// `robots.txt`: a game that is not `public: true` asks every crawler to stay out (its pages
    /// also say `noindex`); a public one lets them in and names its sitemap when it can.
    func robots(sitemap: Bool) -> OutputFile {
        var text = "User-agent: *\n" + (settings.isPublic ? "Allow: /\n" : "Disallow: /\n")
        if settings.isPublic, sitemap, let base = options.absoluteBase { text += "\nSitemap: \(base)\(Routes.sitemap)\n" }
        return OutputFile(path: Routes.robots, text: text)
    }

    /// `sitemap.xml` of the pages a build made (never a locked reward's: it has none), by
    /// address; only a public game with an absolute base URL has one, as the protocol needs
    /// whole addresses.
    func sitemap(pages: [String]) -> OutputFile? {
        guard settings.isPublic, let base = options.absoluteBase else { return nil }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for path in pages.sorted() where path.hasSuffix("index.html") {
            xml += "  <url><loc>\(HTMLEscape.text(base + path.dropLast("index.html".count)))</loc></url>\n"
        }
        return OutputFile(path: Routes.sitemap, text: xml + "</urlset>\n")
    }
}
