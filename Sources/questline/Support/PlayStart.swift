import Foundation
import QuestlinePlay
import QuestlineServer
import QuestlineSite

/// What `serve --play` sets up before it listens: everyone's key, and play mode over the server.
enum PlayStart {
    static func prepare(site: SiteOptions, builds: BuildCounter, latest: PlayLatestState = PlayLatestState(),
                        now: @escaping @Sendable () -> Date) throws
        -> (PlayMode, @Sendable (String) -> [String]) {
        let game = try EventOptions(site: site).loadGame().game
        let keys = try PlayFolder(site: site.siteURL).keys(for: game.people.map(\.id))
        let mode = try PlayMode(site: site.siteURL, builds: builds, latest: latest, now: now)
        return (mode, { address in PlayLinks.lines(people: game.people, keys: keys, base: PlayLinks.reachable(address)) })
    }

    /// Puts play mode on `server`, with photos up to `maxUpload` megabytes; warns when the server
    /// is reachable from the network. The lines to print once the address is known.
    static func attach(to server: inout DevServer, site: SiteOptions, build: SiteBuild, builds: BuildCounter, latest: PlayLatestState, instant: Date?,
                       maxUpload: Int) throws -> @Sendable (String) -> [String] {
        var (mode, lines) = try prepare(site: site, builds: builds, latest: latest, now: { instant ?? Date() })
        mode.maxUpload = maxUpload * 1_000_000
        // The recorder folds from the fold cache of serve's own builds.
        mode.foldCache = { build.currentFoldCache() }
        mode.servedFolder = server.folder
        // A photo's form is play's largest request: the server reads bodies up to it, no more.
        server.limits.maxBodySize = max(server.limits.maxBodySize, mode.maxBodySize)
        // …and gives it time to arrive over a slow Wi-Fi, while every other request keeps serve's limit.
        server.limits.uploadPath = PlayPage.actionPath
        server.play = mode
        if !PlayLinks.isLoopback(server.host) { Terminal.err(PlayLinks.networkWarning) }
        return lines
    }
}
