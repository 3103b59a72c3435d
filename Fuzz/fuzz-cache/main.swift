import Foundation
import FuzzSupport
import QuestlineCore

// The input is a game's content/events.jsonl. Its first half (up to a line's end) is checked with
// a fold cache, which keeps the fold; then the whole log is checked with that cache, which folds
// on from where the cached fold stopped. What it finds must be what checking the whole log
// without a cache finds: the same diagnostics, events and state.
let game = FuzzGame.load(templates: false)
let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("questline-fuzz-cache-\(getpid())")

func check(_ log: ArraySlice<UInt8>, cache: FoldCache?) throws -> GameCheck {
    try Data(log).write(to: folder.appendingPathComponent("content/events.jsonl"))
    return GameCheck.run(source: DirectorySource(root: folder), asOf: game.asOf, cache: cache)
}

func differs(_ resumed: GameCheck, _ whole: GameCheck) -> String? {
    if resumed.diagnostics != whole.diagnostics { return "diagnostics: \(resumed.diagnostics) against \(whole.diagnostics)" }
    if resumed.log.eventCount != whole.log.eventCount || resumed.log.lineCount != whole.log.lineCount {
        return "events or lines: \(resumed.log) against \(whole.log)"
    }
    guard let state = resumed.state, let expected = whole.state else {
        return resumed.state == nil && whole.state == nil ? nil : "one state is missing"
    }
    if state.fingerprint() != expected.fingerprint() { return "the states' fingerprints" }
    if state.violations != expected.violations || state.pendingEvents != expected.pendingEvents { return "violations or pending events" }
    return nil
}

let written: Void = {
    do { try game.write(to: folder) } catch { fatalError("cannot write the game under \(folder.path): \(error)") }
}()

exit(fuzz { data, size in
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The first half ends after the newline nearest the middle.
    guard let cut = bytes[..<(size / 2)].lastIndex(of: 0x0A).map({ $0 + 1 }) else { return 0 }
    written
    let cache = FoldCache(site: folder, key: "fuzz")
    try? FileManager.default.removeItem(at: cache.file)
    do {
        _ = try check(bytes[..<cut], cache: cache)
        let resumed = try check(bytes[...], cache: cache)
        let whole = try check(bytes[...], cache: nil)
        if resumed.cacheUse == .gameAndFold, let difference = differs(resumed, whole) {
            fatalError("folding on from the cache differs from folding the whole log: \(difference)")
        }
    } catch {
        fatalError("cannot write the log under \(folder.path): \(error)")
    }
    return 0
})
