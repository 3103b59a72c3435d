import Foundation
import QuestlineCore
@testable import QuestlineWidgets
import Testing

/// `ByteBudget.fit` passes over states it can tell are still too big without encoding them; it
/// must still stop at the very state that leaving out one entry at a time stops at.
@Suite("Fitting a snapshot to its budget")
struct FitTests {
    /// The plain way: encode after every step, stop at the first state that fits.
    static func oneAtATime(_ snapshot: WidgetSnapshot) throws -> (snapshot: WidgetSnapshot, bytes: Data, encodings: Int)? {
        var snapshot = snapshot
        snapshot.capLists(at: snapshot.size.byteBudget / ByteBudget.smallestEntryBytes)
        var encodings = 0
        while true {
            let bytes = try SnapshotEncoder.encode(snapshot)
            encodings += 1
            if bytes.count <= snapshot.size.byteBudget { return (snapshot, bytes, encodings) }
            guard let step = snapshot.nextStep else { return nil }
            snapshot.leaveOut(step)
        }
    }

    static func snapshots(_ state: GameState, baseURL: String) throws -> [WidgetSnapshot] {
        let builder = SnapshotBuilder(state: state, baseURL: baseURL)
        return try WidgetSize.allCases.flatMap { size in
            try [builder.gameSnapshot(size: size)] + state.players.map { try builder.playerSnapshot($0.id, size: size) }
        }
    }

    @Test("It stops at the same state as leaving out one entry at a time", arguments: ["big", "family", "sample", "secret"])
    func sameAsOneAtATime(_ game: String) throws {
        let state = switch game {
        case "big": try Fixtures.state(BigFixture.files, asOf: BigFixture.asOf)
        case "family": try Fixtures.state(Fixtures.family, asOf: "2026-03-29T20:00")
        case "secret": try Fixtures.state(SecretFixture.files, asOf: "2026-06-13T20:00", allowErrors: true)
        default: try Fixtures.sampleState()
        }
        var cut = 0
        for snapshot in try Self.snapshots(state, baseURL: "https://example.org/a/long/path/for/longer/links/") {
            let expected = try #require(try Self.oneAtATime(snapshot))
            let fitted = try ByteBudget.fit(snapshot, path: "test")
            #expect(fitted.bytes == expected.bytes, "\(snapshot.kind) \(snapshot.size) of \(game)")
            if expected.encodings > 2 { cut += 1 }
        }
        if game == "big" { #expect(cut > 3, "the big game has snapshots that take many steps") }
    }

    @Test("Snapshots made to need every kind of step stop at the same state", arguments: [2, 5, 11, 23, 40])
    func everyKindOfStep(_ seed: Int) throws {
        let state = try Fixtures.state(BigFixture.files, asOf: BigFixture.asOf)
        let snapshots = try Self.snapshots(state, baseURL: "https://example.org/")
        for var snapshot in snapshots.filter({ $0.size == .small }).prefix(4) + snapshots.filter({ $0.size == .medium }).prefix(4) {
            // A long state line with characters JSON escapes, and entries of very different lengths.
            snapshot.state = String(repeating: "\"\\", count: seed * 3) + String(repeating: "x", count: seed)
            if var timeline = snapshot.timeline, !timeline.isEmpty {
                timeline[seed % timeline.count].text = String(repeating: "€", count: seed * 9)
                snapshot.timeline = timeline
            }
            let expected = try #require(try Self.oneAtATime(snapshot))
            #expect(try ByteBudget.fit(snapshot, path: "test").bytes == expected.bytes)
        }
    }
}

@Suite("The game's snapshot and its players")
struct GameSnapshotPlayersTests {
    /// A snapshot of size `size` can hold no more players than its budget has room for; making
    /// only those, and counting the rest, must give the bytes that making all and cutting them do.
    @Test("Only the players that can fit are made, and the snapshot is the same as cutting the rest")
    func onlyThoseThatFit() throws {
        let state = try Fixtures.state(BigFixture.files, asOf: BigFixture.asOf)
        let builder = SnapshotBuilder(state: state, baseURL: "https://example.org/")
        for size in WidgetSize.allCases {
            let made = builder.gameSnapshot(size: size)
            let room = size.byteBudget / ByteBudget.smallestEntryBytes
            #expect(made.players?.count == min(room, state.players.count))
            #expect(made.omitted?["players"] == (state.players.count > room ? state.players.count - room : nil))
            var whole = made
            let context = SnapshotContext(state: state, baseURL: "https://example.org/", size: size, phrases: .english)
            whole.players = state.players.map { context.playerInfo($0, withNext: size > .small, withLink: size > .small) }
            whole.omitted = nil
            #expect(try ByteBudget.fit(made, path: "test").bytes == ByteBudget.fit(whole, path: "test").bytes, "\(size)")
        }
        #expect(state.players.count > WidgetSize.small.byteBudget / ByteBudget.smallestEntryBytes, "the small snapshot leaves players out")
    }
}

@Suite("The game's snapshots share one set of glances")
struct SharedGlancesTests {
    /// The glances are made once with names whole and clipped for each size; a name longer than
    /// the small size's 20 characters must read as it did when each size made its own.
    @Test("Each size clips the shared glances' names as glances made for it do")
    func namesClippedBySize() throws {
        var files = Fixtures.family
        files["content/people.yaml"] = try #require(files["content/people.yaml"])
            .replacingOccurrences(of: "name: Emma", with: "name: Emma Josephine Alexandra Fitzgerald-Montgomery")
        let state = try Fixtures.state(files, asOf: "2026-03-29T20:00")
        let builder = SnapshotBuilder(state: state, baseURL: "https://example.org/")
        let shared = builder.gameGlances()
        for size in WidgetSize.allCases {
            let context = SnapshotContext(state: state, baseURL: "https://example.org/", size: size, phrases: .english)
            let own = DayGlances(context: context, players: state.players.map(\.id), withNext: false)
            let clipped = shared.clipped(for: context)
            #expect(clipped.today.map(\.name) == own.today.map(\.name), "\(size)")
            #expect(clipped.tomorrow.map(\.name) == own.tomorrow.map(\.name), "\(size)")
            #expect(clipped.today.map(\.balance) == own.today.map(\.balance), "\(size)")
        }
        let small = SnapshotContext(state: state, baseURL: "https://example.org/", size: .small, phrases: .english)
        #expect(shared.clipped(for: small).today.first?.name != shared.today.first?.name, "the small size clips the long name")
    }
}
