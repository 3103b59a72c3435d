import Yams

extension Reward {
    static let keys: Set<String> = ["id", "title", "from", "kind", "media", "message", "message-file", "price", "for", "repeatable"]
    static let priceRange = 0...1_000_000

    /// Reads one reward; `message-file` is loaded through `readText`, relative to the content folder.
    /// A file that cannot be read (one that leads out of the content folder) is reported at the
    /// field that names it, as is one `amongProofs` says is a photo proof (`ContentSource.leadsAmongProofs`).
    static func read(_ node: Node, file: String, collector: DiagnosticCollector,
                     amongProofs: (String) -> Bool,
                     readText: (String) throws -> String?) -> Reward? {
        guard let map = MappingReader(node, file: file, what: "reward", collector: collector) else { return nil }
        map.rejectUnknownKeys(keys)
        let id = map.identifier("id")
        let title = map.string("title", required: true, maxLength: TextLimits.title)
        let kind = map.choice("kind", RewardKind.self, required: true)
        var message = map.string("message", maxLength: 100_000)
        let messageFile = map.string("message-file")
        if let messageFile {
            if message != nil {
                collector.error("a reward takes either 'message' or 'message-file', not both", at: map.location(of: "message-file"))
            } else if let problem = MediaPath.lexicalProblem(messageFile) {
                collector.error("message-file \(problem): \"\(messageFile)\"", at: map.location(of: "message-file"))
            } else if amongProofs(messageFile) {
                // The photo proofs count with the log (`BuildInputs`): an edit there would not reach the game.
                collector.error("message-file \"\(messageFile)\" is among the photo proofs (\(ProofStore.folder)/), which belong to the event log",
                                at: map.location(of: "message-file"), hint: "keep messages in another folder, e.g. messages/")
            } else {
                do {
                    if let text = try readText(messageFile) {
                        message = text
                    } else {
                        collector.error("message-file \"\(messageFile)\" does not exist", at: map.location(of: "message-file"),
                                        hint: "paths are relative to the content folder, e.g. messages/jo.md")
                    }
                } catch let error as QuestlineError {
                    for problem in error.diagnostics {
                        collector.error("message-file \"\(messageFile)\": \(problem.message)", at: map.location(of: "message-file"), hint: problem.hint)
                    }
                } catch {
                    collector.error("message-file \"\(messageFile)\" could not be read: \(error)", at: map.location(of: "message-file"))
                }
            }
        }
        let reward = Reward(id: id ?? "", title: title ?? "", from: map.identifier("from", required: false),
                            kind: kind ?? .text, media: map.strings("media"), message: message,
                            messageFile: messageFile.map { "content/" + $0 },
                            explicitPrice: map.int("price", in: priceRange), players: map.strings("for"),
                            repeatable: map.bool("repeatable") ?? false)
        guard id != nil, title != nil, kind != nil else { return nil }
        return reward
    }
}
