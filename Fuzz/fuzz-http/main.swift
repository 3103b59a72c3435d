import Foundation
import FuzzSupport
import HTTPTypes
import Hummingbird
import NIOCore
import QuestlineCore
import QuestlinePlay
import QuestlineServer

// The input is one request to `serve --play`, as play mode receives it from Hummingbird: its
// first byte picks the method and who is signed in, then the path up to a NUL, then header lines
// (`Name: value`, apart by newlines) up to a NUL, then the body, any bytes. Before each request
// the log of a copy of the sample is set back as it was, its sessions are forgotten, and one of
// its people signs in with their key (photos stored by earlier inputs stay, unnamed); where
// the input says 0x02 'K', 'C' or 'T', that person's key, session id or form token goes instead,
// so the fuzzer reaches the forms behind them. Nothing may trap; a request that does not name
// the session must leave the log as it was (no forged form records anything); and whatever was
// recorded, the game must still pass the check.
let sample = FuzzGame.load(templates: true)
let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("questline-fuzz-http-\(getpid())")
let asOf = Date(timeIntervalSince1970: 1_781_334_000) // 2026-06-13T09:00:00+02:00, during the sample's weekend
let methods: [HTTPRequest.Method] = [.get, .post, .head, .put, .delete, .options]

/// What a task hands back to libFuzzer's thread, which waits for it.
final class Handed<T: Sendable>: @unchecked Sendable { var value: T? }

/// Runs `body` to its end from libFuzzer's thread.
func blocking<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
    let box = Handed<T>(), done = DispatchSemaphore(value: 0)
    Task {
        box.value = await body()
        done.signal()
    }
    done.wait()
    return box.value!
}

let (game, keys, page, state): (Game, PlayKeys, Data, GameState) = {
    do { try sample.write(to: folder) } catch { fatalError("cannot write the game under \(folder.path): \(error)") }
    guard let templates = try? FileManager.default.contentsOfDirectory(atPath: "Templates"), !templates.isEmpty,
          (try? FileManager.default.copyItem(at: URL(fileURLWithPath: "Templates"), to: folder.appendingPathComponent("Templates"))) != nil
    else { fatalError("run from the repository: its Templates/ are play's forms") }
    let check = GameCheck.run(source: DirectorySource(root: folder), asOf: asOf)
    guard let game = check.game, let state = check.state, !check.hasErrors else { fatalError("the sample game has errors") }
    guard let keys = try? PlayFolder(site: folder).keys(for: game.people.map(\.id)) else { fatalError("cannot make the keys") }
    // The home page as a build writes it, with its play slots, for `decorate`.
    guard let built = try? sample.builder?.build(state, media: DirectorySource(root: folder)),
          let home = built.files.first(where: { $0.path == "index.html" })?.bytes else { fatalError("cannot build the home page") }
    return (game, keys, Data(home), state)
}()
let log = folder.appendingPathComponent("content/events.jsonl")
let sampleLog = sample.files["content/events.jsonl"] ?? Data()

/// `bytes` with the placeholders put in: 0x02 then K, C or T.
func filled(_ bytes: ArraySlice<UInt8>, key: String, session: String, token: String) -> [UInt8] {
    var out: [UInt8] = []
    var index = bytes.startIndex
    while index < bytes.endIndex {
        if bytes[index] == 2, index + 1 < bytes.endIndex, let value = [UInt8(ascii: "K"): key, UInt8(ascii: "C"): session, UInt8(ascii: "T"): token][bytes[index + 1]] {
            out += Array(value.utf8)
            index += 2
        } else {
            out.append(bytes[index])
            index += 1
        }
    }
    return out
}

func request(_ method: HTTPRequest.Method, path: String, fields: HTTPFields = [:], body: [UInt8] = []) -> Request {
    Request(head: HTTPRequest(method: method, scheme: "http", authority: "127.0.0.1:8080", path: path, headerFields: fields),
            body: RequestBody(buffer: ByteBuffer(bytes: body)))
}

exit(fuzz { data, size in
    guard let data, size >= 1 else { return 0 }
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        try sampleLog.write(to: log)
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(".questline/sessions.json"))
    } catch { fatalError("cannot write the log under \(folder.path): \(error)") }
    let method = methods[Int(input[0] & 0x0F) % methods.count]
    let person = game.people[Int(input[0] >> 4) % game.people.count]
    let key = keys.keys[person.id] ?? ""
    let parts = input.dropFirst().split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
    let builds = BuildCounter()
    let latest = PlayLatestState()
    latest.keep(state)
    let (status, recorded): (Int, Bool) = blocking {
        guard var mode = try? PlayMode(site: folder, builds: builds, latest: latest, now: { asOf }) else { fatalError("no play mode") }
        mode.maxUpload = 64 * 1024
        // Signed in as the server would sign them in: the cookie names the session.
        guard let signIn = try? await mode.respond(to: request(.get, path: PlayPage.path + key), address: "10.0.0.1"),
              let cookie = signIn.headers[.setCookie], let id = cookie.split(separator: ";").first?.split(separator: "=", maxSplits: 1).last
        else { fatalError("\(person.id) cannot sign in with their key") }
        let session = String(id), token = PlayTokens(secret: (try? PlayFolder(site: folder).secret()) ?? Data()).token(for: session)
        let path = String(decoding: filled(parts.first ?? [], key: key, session: session, token: token), as: UTF8.self)
        var fields = HTTPFields()
        if parts.count > 1 {
            for line in String(decoding: filled(parts[1], key: key, session: session, token: token), as: UTF8.self).split(separator: "\n") {
                let pair = line.split(separator: ":", maxSplits: 1)
                guard pair.count == 2, let name = HTTPField.Name(String(pair[0])) else { continue }
                fields.append(HTTPField(name: name, value: String(pair[1].drop { $0 == " " })))
            }
        }
        let body = parts.count > 2 ? filled(parts[2], key: key, session: session, token: token) : []
        // An unlock waits for the build it starts: builds finish all along, as serve's would.
        let ticking = Task {
            while !Task.isCancelled {
                await builds.finish(changed: true, errors: [])
                try? await Task.sleep(for: .milliseconds(1))
            }
        }
        defer { ticking.cancel() }
        let sent = request(method, path: path.isEmpty ? "/" : path, fields: fields, body: body)
        let response = try? await mode.respond(to: sent, address: "10.0.0.2")
        if response == nil { _ = await mode.decorate(page, for: sent) }
        return (response.map { Int($0.status.code) } ?? 200, (try? Data(contentsOf: log)) != sampleLog)
    }
    guard (100..<600).contains(status) else { fatalError("status \(status)") }
    if recorded, !input.indices.dropLast().contains(where: { input[$0] == 2 && input[$0 + 1] == UInt8(ascii: "C") }) {
        fatalError("a request that did not name the session recorded an event:\n\(String(decoding: input, as: UTF8.self))")
    }
    let check = GameCheck.run(source: DirectorySource(root: folder), asOf: asOf + 60)
    if check.hasErrors {
        fatalError("play recorded what the check refuses:\n" + check.diagnostics.map(\.description).joined(separator: "\n"))
    }
    return 0
})
