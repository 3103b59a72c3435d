import Foundation
import QuestlineCore
import Testing
@testable import QuestlinePlay

/// A multipart body as a browser sends the complete form: text fields, then the photo part.
private func multipart(_ fields: [(String, String)], photo: [UInt8]?, filename: String = "cartwheel.jpg",
                       boundary: String = "----WebKitFormBoundaryQ7x") -> [UInt8] {
    var body: [UInt8] = []
    for (name, value) in fields {
        body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
    }
    if let photo {
        body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"\(filename)\"\r\nContent-Type: image/jpeg\r\n\r\n".utf8)
        body += photo + Array("\r\n".utf8)
    }
    return body + Array("--\(boundary)--\r\n".utf8)
}

private let contentType = "multipart/form-data; boundary=----WebKitFormBoundaryQ7x"
private let fields = [("token", "t0k"), ("action", "complete"), ("challenge", "cartwheel"), ("text", "")]

@Suite("Photo proofs from the complete form")
struct PhotoFormTests {
    @Test("The form's fields become the PlayForm the URL-encoded form would give")
    func fieldsRead() throws {
        let form = try #require(PlayForm(fields: ["token": "t", "action": "complete", "challenge": "duet", "option": "b", "text": "hi", "extra": "x"]))
        #expect(form == PlayForm(token: "t", action: .complete, challenge: "duet", option: .b, text: "hi"))
        #expect(PlayForm(fields: ["action": "award", "amount": "", "player": ""]) == PlayForm(action: .award))
        #expect(PlayForm(fields: ["action": "fly"]) == nil)
        #expect(PlayForm(fields: ["action": "complete", "option": "c"]) == nil)
        #expect(PlayForm(fields: ["action": "award", "amount": "lots"]) == nil)
        #expect(PlayForm(fields: [:]) == nil)
    }

    @Test("A photo part is the photo; an empty one (no file chosen) is none")
    func photoRead() throws {
        let photo: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]
        let sent = try PhotoForm(body: multipart(fields, photo: photo), contentType: contentType, maxUpload: 1_000)
        #expect(sent.form.action == .complete && sent.form.challenge == "cartwheel" && sent.form.token == "t0k")
        #expect(sent.photo == photo)
        let none = try PhotoForm(body: multipart(fields, photo: [], filename: ""), contentType: contentType, maxUpload: 1_000)
        #expect(none.photo == nil)
    }

    @Test("Too large, garbage and a form without an action are refused in one sentence")
    func refused() {
        #expect(throws: PhotoForm.Refusal.tooLarge(limit: 10)) {
            try PhotoForm(body: multipart(fields, photo: Array(repeating: 7, count: 70_000)), contentType: contentType, maxUpload: 10)
        }
        #expect(PhotoForm.Refusal.tooLarge(limit: 15_000_000).description == "the photo is larger than the limit of 15 MB")
        #expect(PlayWords.english.notDone(PlayWords.english.refusal(ProofError.tooLarge(size: 15_000_000, limit: 15_000_000)))
                == "Not done: the photo is larger than 15 MB: choose a smaller one")
        #expect(throws: PhotoForm.Refusal.self) {
            try PhotoForm(body: Array("garbage".utf8), contentType: contentType, maxUpload: 1_000)
        }
        #expect(throws: PhotoForm.Refusal.self) {
            try PhotoForm(body: multipart(fields, photo: nil), contentType: "multipart/form-data", maxUpload: 1_000)
        }
        #expect(throws: PhotoForm.Refusal.self) {
            try PhotoForm(body: multipart([("token", "t")], photo: [1]), contentType: contentType, maxUpload: 1_000)
        }
    }

    @Test("A challenge that takes a photo has a multipart form with a camera input; one that does not, neither")
    func page() {
        let starts = LocalDate(year: 2026, month: 6, day: 1) ?? LocalDate(dayNumber: 0)
        let game = Game(settings: GameSettings(title: "T", timeZone: .gmt, starts: starts), people: [Person(id: "sam", name: "Sam", role: .player)],
                        challenges: [
                            Challenge(id: "cartwheel", title: "Cartwheel", category: "fun", points: 20, schedule: .once),
                            Challenge(id: "poem", title: "Poem", category: "fun", points: 5, proofs: [.text], schedule: .once),
                        ], rewards: [])
        let state = Engine.state(of: game, log: .empty, asOf: Date(timeIntervalSince1970: 1_781_000_000))
        let html = PlayPage(person: game.people[0], state: state, token: "t", notice: nil).html
        let card = { (id: String) in html.components(separatedBy: "id=\"play-challenge-\(id)\"").last?.components(separatedBy: "</li>").first ?? "" }
        #expect(card("cartwheel").contains("enctype=\"multipart/form-data\""))
        #expect(card("cartwheel").contains("<input type=\"file\" name=\"photo\" accept=\"image/*\" capture>"))
        #expect(!card("poem").contains("enctype") && !card("poem").contains("type=\"file\""))
    }
}
