import Foundation
import QuestlineCore

/// The widget feed of a game: every snapshot, an index and the schema, as files for `output/widgets/`.
public enum WidgetFeed {
    public static let schemaPath = Routes.widgets + "schema.json"
    public static let indexPath = Routes.widgets + "index.json"

    /// `widgets/game-small.json`, `widgets/game-medium.json`, `widgets/game-large.json`,
    /// `widgets/<player>-<size>.json` for each player, `widgets/index.json` and `widgets/schema.json`.
    /// Each snapshot is within its size's byte budget; the same state gives the same bytes.
    ///
    /// `kept` names the snapshots the last build wrote that are still on disk as written, when
    /// nothing but the event log changed since. The game's snapshot whose model has the same
    /// fingerprint (`Fingerprint`) is not encoded again but kept. A player's snapshots are made
    /// from that player's view of the state (`GameState.view(of:)`), so when the view's
    /// fingerprint is the same they are kept without being made at all: after one player's
    /// event, everyone else's are.
    /// `viewPrints`: `state.viewFingerprints()`, when the caller has worked them out already.
    /// `phrases`: the words of the snapshots' text, in the site's language.
    public static func files(state: GameState, baseURL: String, phrases: WidgetPhrases = .english,
                             kept: [String: KeptFile] = [:], viewPrints: [String: UInt64]? = nil) throws -> [OutputFile] {
        let builder = SnapshotBuilder(state: state, baseURL: baseURL, phrases: phrases)
        if let clash = state.players.first(where: { $0.id == SnapshotKind.game.rawValue }) {
            throw WidgetFeedError.fileNameClash(player: clash.id)
        }
        // The game's snapshots, then each player's, every size; made in parallel (the game's, the
        // biggest, one size a job; a player's sizes share a job and the player's view), kept in this order.
        let jobs: [(player: String?, sizes: [WidgetSize])] = WidgetSize.allCases.map { (nil, [$0]) }
            + state.players.map { ($0.id, WidgetSize.allCases) }
        let viewPrints = viewPrints ?? state.viewFingerprints()
        // Every player's glances, for the game's state line: made once for its three sizes.
        let glances = builder.gameGlances()
        let made = Parallel.map(jobs.count) { position in
            Result { () throws -> [(OutputFile, bytes: Int)] in
                let sizes = jobs[position].sizes
                guard let player = jobs[position].player else {
                    return try sizes.map { size in
                        let snapshot = builder.gameSnapshot(size: size, glances: glances)
                        return try file(path(nil, size), fingerprint: Fingerprint.of(snapshot), kept: kept) { snapshot }
                    }
                }
                // Made only for a size that is not kept, and then once for all three.
                lazy var view = state.view(of: player)
                let viewPrint = viewPrints[player] ?? view.fingerprint()
                return try sizes.map { size in
                    var hash = StableHash()
                    hash.combine(viewPrint)
                    hash.combine(size.rawValue)
                    hash.combine(baseURL)
                    hash.combine(phrases.fingerprint)
                    return try file(path(player, size), fingerprint: hash.value, kept: kept) {
                        try SnapshotBuilder(state: view, baseURL: baseURL, phrases: phrases).snapshot(ofOnly: player, size: size)
                    }
                }
            }
        }
        var files: [OutputFile] = []
        var entries: [WidgetIndex.Entry] = []
        for (job, result) in zip(jobs, made) {
            for (size, (file, bytes)) in zip(job.sizes, try result.get()) {
                files.append(file)
                entries.append(WidgetIndex.Entry(path: file.path, url: Routes.url(file.path, base: baseURL),
                                                 kind: job.player == nil ? .game : .player, player: job.player, size: size, bytes: bytes))
            }
        }
        let index = WidgetIndex(version: WidgetSnapshot.formatVersion, asOf: Instant.format(state.changedAt, in: state.game.settings.calendar),
                                title: state.game.settings.title, schema: Routes.url(schemaPath, base: baseURL), snapshots: entries)
        files.append(OutputFile(path: indexPath, bytes: index.json()))
        files.append(OutputFile(path: schemaPath, text: WidgetSchema.json))
        return files
    }

    static func path(_ player: String?, _ size: WidgetSize) -> String {
        Routes.widgets + "\(player ?? SnapshotKind.game.rawValue)-\(size.rawValue).json"
    }

    /// The snapshot file at `path` and its size: kept when the last build's has the same
    /// fingerprint, else made and fitted to its budget.
    private static func file(_ path: String, fingerprint: UInt64, kept: [String: KeptFile],
                             make: () throws -> WidgetSnapshot) throws -> (OutputFile, bytes: Int) {
        if let file = kept[path], file.fingerprint == fingerprint {
            return (.kept(path: path, fingerprint: fingerprint), file.size)
        }
        let bytes = try ByteBudget.fit(try make(), path: path).bytes
        return (OutputFile(path: path, bytes: bytes, fingerprint: fingerprint), bytes.count)
    }

    /// One snapshot's bytes, within budget: the game's when `player` is nil.
    public static func snapshot(state: GameState, player: String?, size: WidgetSize, baseURL: String,
                                phrases: WidgetPhrases = .english) throws -> Data {
        let builder = SnapshotBuilder(state: state, baseURL: baseURL, phrases: phrases)
        let snapshot = try player.map { try builder.playerSnapshot($0, size: size) } ?? builder.gameSnapshot(size: size)
        return try ByteBudget.fit(snapshot, path: path(player, size)).bytes
    }
}
