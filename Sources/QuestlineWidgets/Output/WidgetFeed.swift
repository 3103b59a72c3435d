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
    /// nothing but the event log changed since: a snapshot whose model has the same fingerprint
    /// (`Fingerprint`) is not encoded again but kept. A player's snapshots show when that player's
    /// standing last changed (`GameState.changedAt(for:)`), so after one player's event
    /// everyone else's are kept.
    public static func files(state: GameState, baseURL: String, kept: [String: KeptFile] = [:]) throws -> [OutputFile] {
        let builder = SnapshotBuilder(state: state, baseURL: baseURL)
        if let clash = state.players.first(where: { $0.id == SnapshotKind.game.rawValue }) {
            throw WidgetFeedError.fileNameClash(player: clash.id)
        }
        // The game's snapshots, then each player's, every size; built in parallel, kept in this order.
        let jobs: [(player: String?, size: WidgetSize)] = ([nil] + state.players.map(\.id)).flatMap { player in
            WidgetSize.allCases.map { (player, $0) }
        }
        let results = Parallel.map(jobs.count) { position in
            let (player, size) = jobs[position]
            return Result { () throws -> (OutputFile, SnapshotKind, size: Int) in
                let snapshot = try player.map { try builder.playerSnapshot($0, size: size) } ?? builder.gameSnapshot(size: size)
                let path = Routes.widgets + "\(player ?? SnapshotKind.game.rawValue)-\(size.rawValue).json"
                let fingerprint = try Fingerprint.of(snapshot)
                if let file = kept[path], file.fingerprint == fingerprint {
                    return (.kept(path: path, fingerprint: fingerprint), snapshot.kind, file.size)
                }
                let bytes = try ByteBudget.fit(snapshot, path: path).bytes
                return (OutputFile(path: path, bytes: bytes, fingerprint: fingerprint), snapshot.kind, bytes.count)
            }
        }
        var files: [OutputFile] = []
        var entries: [WidgetIndex.Entry] = []
        for (job, result) in zip(jobs, results) {
            let (file, kind, size) = try result.get()
            files.append(file)
            entries.append(WidgetIndex.Entry(path: file.path, url: Routes.url(file.path, base: baseURL), kind: kind,
                                             player: job.player, size: job.size, bytes: size))
        }
        let index = WidgetIndex(version: WidgetSnapshot.formatVersion, asOf: Instant.format(state.changedAt, in: state.game.settings.calendar),
                                title: state.game.settings.title, schema: Routes.url(schemaPath, base: baseURL), snapshots: entries)
        files.append(OutputFile(path: indexPath, bytes: try SnapshotEncoder.encode(index)))
        files.append(OutputFile(path: schemaPath, text: WidgetSchema.json))
        return files
    }

    /// One snapshot's bytes, within budget: the game's when `player` is nil.
    public static func snapshot(state: GameState, player: String?, size: WidgetSize, baseURL: String) throws -> Data {
        let builder = SnapshotBuilder(state: state, baseURL: baseURL)
        let snapshot = try player.map { try builder.playerSnapshot($0, size: size) } ?? builder.gameSnapshot(size: size)
        let name = player ?? SnapshotKind.game.rawValue
        return try ByteBudget.fit(snapshot, path: Routes.widgets + "\(name)-\(size.rawValue).json").bytes
    }
}
