import Foundation
import QuestlineSite

/// What serve builds, where, and whether time alone makes it build again.
extension Serve {
    /// Without --as-of or SOURCE_DATE_EPOCH each build is as of now, so time alone can change the site.
    var followsClock: Bool {
        asOf.asOf == nil && (ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"] ?? "").isEmpty
    }

    /// Where serve renders: a folder of its own, so a production build in output/ (made with its
    /// --base-url) is never replaced by serve's (issue #30); --output may say otherwise.
    var outputURL: URL {
        output.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL }
            ?? site.siteURL.appendingPathComponent(play ? ".questline/play" : ".questline/serve", isDirectory: true)
    }

    /// The build each rebuild runs, as of the instant it starts: `questline build --site … --as-of …
    /// --output <outputURL> --base-url ''` (game.yaml's base URL is the production site's, not
    /// serve's address, so the pages work where serve shows them).
    func build() throws -> SiteBuild {
        var build = SiteBuild(site: site.siteURL, output: outputURL, asOf: try asOf.instant(calendar: site.gameCalendar()), baseURL: "",
                              tool: Build.toolIdentity)
        // Play's folder marks where its forms go (docs/play.md); a plain serve's is the published site.
        build.playSlots = play
        return build
    }
}
