import Foundation
import FuzzSupport
import QuestlineCore
import QuestlinePlay

// The input is what people send from their phones in play mode, one form after another (NUL
// between forms): a form's first byte picks who sends it (one of the sample's people), its second
// how many minutes after the one before, and the rest is its fields, `name=value` apart by 0x01.
// Each goes through play's own path (`PlayRequest.perform`: the role's refusals, then the CLI's
// recorder, with the fold cache a build leaves), into a copy of the sample game. Whatever was
// recorded, the game must still pass the check: play never writes an event the rules refuse.
let sample = FuzzGame.load(templates: false)
let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("questline-fuzz-play-\(getpid())")
let start = Date(timeIntervalSince1970: 1_781_334_000) // 2026-06-13T09:00:00+02:00, during the sample's weekend

/// The sample's log as it was, written back before each input: what play recorded is forgotten.
func writeSample() throws {
    try sample.files["content/events.jsonl"]?.write(to: folder.appendingPathComponent("content/events.jsonl"))
}

let game: Game = {
    do { try sample.write(to: folder) } catch { fatalError("cannot write the game under \(folder.path): \(error)") }
    guard let game = ContentLoader.load(from: DirectorySource(root: folder)).game else { fatalError("the sample game does not load") }
    return game
}()

/// The fold cache serve's build leaves, holding the whole sample's fold: play checks a form dated
/// after the log's last event from it, as serve does, and an earlier one from the whole log.
let cache: FoldCache = {
    let cache = FoldCache(site: folder, key: "fuzz-play")
    _ = GameCheck.run(source: DirectorySource(root: folder), asOf: start.addingTimeInterval(30 * 86_400), cache: cache)
    return cache
}()

exit(fuzz { data, size in
    guard let data else { return 0 }
    let forms = Array(UnsafeBufferPointer(start: data, count: size)).split(separator: 0).prefix(16)
    do { try writeSample() } catch { fatalError("cannot write the log under \(folder.path): \(error)") }
    var at = start
    var sent: [String] = []
    for bytes in forms where bytes.count >= 2 {
        let person = game.people[Int(bytes[bytes.startIndex]) % game.people.count]
        at += Double(bytes[bytes.startIndex + 1]) * 60
        var fields: [String: String] = [:]
        for field in bytes.dropFirst(2).split(separator: 1) {
            let pair = field.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            fields[String(decoding: pair[0], as: UTF8.self)] = pair.count > 1 ? String(decoding: pair[1], as: UTF8.self) : ""
        }
        guard let form = PlayForm(fields: fields) else { continue }
        let outcome = PlayRequest(person: person, form: form).perform(site: folder, game: game, at: at, cache: cache)
        sent.append("\(person.id) at \(at): \(fields) → \(outcome)")
    }
    let check = GameCheck.run(source: DirectorySource(root: folder), asOf: at + 60)
    if check.hasErrors {
        fatalError("play recorded what the check refuses:\n" + sent.joined(separator: "\n") + "\n"
                   + check.diagnostics.map(\.description).joined(separator: "\n"))
    }
    return 0
})
