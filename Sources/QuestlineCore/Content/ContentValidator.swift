/// Checks what no single file can: references between files, media on disk, limits.
struct ContentValidator {
    let game: Game
    let sourceMap: SourceMap
    let source: ContentSource
    let collector: DiagnosticCollector
    /// False when people.yaml could not be read, so references to people cannot be judged.
    var checksReferencesToPeople = true

    func validate() {
        validateGameID()
        validatePeople()
        validateChallenges()
        validateRewards()
        validateGoals()
    }

    private var playerIDs: [String] { game.players.map(\.id) }

    /// Player ids that would give a widget snapshot the same file name as another one.
    static let reservedPlayerIDs: Set<String> = ["game"]

    private func peopleList(_ people: [Person]) -> String {
        people.isEmpty ? "none" : people.map(\.id).joined(separator: ", ")
    }

    /// Reports a reference to someone who is not in people.yaml, or who has the wrong role.
    private func checkPerson(_ id: String, field: String, kind: String, entity: String, mustPlay: Bool?) {
        guard checksReferencesToPeople else { return }
        // Found only for a message: most references are fine, and a big game has thousands.
        var location: SourceLocation? { sourceMap.location(kind, entity, field) }
        guard let person = game.person(id) else {
            let candidates = mustPlay == true ? game.players : game.people
            collector.error("unknown person '\(id)' in '\(field)' (people are: \(peopleList(candidates)))", at: location,
                            hint: nearest(id, in: candidates.map(\.id)).map { "did you mean '\($0)'?" })
            return
        }
        if mustPlay == true && !person.role.plays {
            collector.error("'\(id)' in '\(field)' is \(person.role.withArticle), not a player (players are: \(peopleList(game.players)))",
                            at: location)
        }
    }

    private func nearest(_ id: String, in ids: [String]) -> String? {
        ids.filter { MappingReader.distance(id, $0) <= 2 }.min { MappingReader.distance(id, $0) < MappingReader.distance(id, $1) }
    }

    /// A game without `id:` has a derived one (`Game.derivedID`), which changes when a person is
    /// added or the first day moves: then every feed reader and calendar sees every entry anew.
    private func validateGameID() {
        guard game.settings.id == nil else { return }
        let derived = game.derivedID.uuidString.lowercased()
        collector.warning("game.yaml has no id: the feed's and the calendar's ids are derived from starts, timezone and people, and change with them",
                          at: SourceLocation(file: ContentFormat.gameFile, line: 1, column: 1),
                          hint: "add 'id: \(derived)' to game.yaml to keep the ids it has now")
    }

    private func validatePeople() {
        if game.people.isEmpty { return }
        if game.players.isEmpty {
            collector.error("no one plays: give at least one person the role 'player' or 'child'",
                            at: SourceLocation(file: ContentFormat.peopleFile))
        }
        let cap = game.settings.limits.players
        if game.players.count > cap {
            // At the first player past the cap, with the line that lets them all in.
            let first = game.players[cap].id
            collector.error("\(game.players.count) players; this game allows at most \(cap), and '\(first)' is number \(cap + 1)",
                            at: sourceMap.location("person", first, "id") ?? SourceLocation(file: ContentFormat.peopleFile),
                            hint: "if you mean to have \(game.players.count), write in game.yaml: limits: {players: \(game.players.count)}")
        }
        for player in game.players where Self.reservedPlayerIDs.contains(player.id) {
            collector.error("'\(player.id)' cannot be a player's id: the widget feed names its whole-game snapshots \(player.id)-small.json and so on",
                            at: sourceMap.location("person", player.id, "id"), hint: "choose another id, e.g. '\(player.id)r'")
        }
        for person in game.people where person.avatarIsImage {
            checkMedia(person.avatar!, field: "avatar", kind: "person", id: person.id)
        }
    }

    private func validateChallenges() {
        let pool = game.challenges.filter { $0.schedule == .pool }
        if let pick = game.settings.dailyPick {
            let categories = Set(pool.map(\.category))
            let gameFile = SourceLocation(file: ContentFormat.gameFile)
            for (index, category) in pick.categories.enumerated() where !categories.contains(category) {
                let field = sourceMap.has("game", "daily-pick", "categories[\(index)]") ? "categories[\(index)]" : "categories"
                collector.error("daily-pick category '\(category)' has no challenge with 'schedule: pool' (pool categories: \(categories.sorted().joined(separator: ", ")))",
                                at: sourceMap.location("game", "daily-pick", field) ?? gameFile)
            }
            if pool.isEmpty {
                collector.warning("daily-pick is set but no challenge has 'schedule: pool', so there is nothing to pick",
                                  at: sourceMap.location("game", "daily-pick") ?? gameFile)
            }
        }
        for challenge in game.challenges {
            checkMarkdownMedia(challenge.description, field: "description", kind: "challenge", id: challenge.id)
            for player in challenge.players {
                checkPerson(player, field: "for", kind: "challenge", entity: challenge.id, mustPlay: true)
            }
            if let secret = challenge.secret {
                checkPerson(secret.by, field: "secret", kind: "challenge", entity: challenge.id, mustPlay: nil)
                if secret.by.isEmpty == false, game.person(secret.by)?.role.plays == true {
                    collector.error("a secret dare is written by someone who does not play; '\(secret.by)' is a player",
                                    at: sourceMap.location("challenge", challenge.id, "secret"))
                }
                if challenge.schedule != .once {
                    collector.error("a secret dare is done once; remove its schedule",
                                    at: sourceMap.location("challenge", challenge.id, "schedule"))
                }
            }
        }
        validateConcurrentSpans()
    }

    /// At most `limits.concurrent-spans` 100-day spans on any one day, per player. The error
    /// names the span that, by its start, made one too many, in the order the days run.
    private func validateConcurrentSpans() {
        let spans = game.challenges.compactMap { challenge -> (challenge: Challenge, first: LocalDate, last: LocalDate?)? in
            guard let recurrence = challenge.schedule.recurrence, recurrence.spanDays != nil else { return nil }
            let range = game.activeRange(of: recurrence)
            return (challenge, range.first, range.last)
        }
        let limit = game.settings.limits.concurrentSpans
        for player in game.players {
            // Stable by start: spans starting the same day keep the files' order.
            let mine = spans.filter { $0.challenge.isFor(player.id) }
                .enumerated().sorted { ($0.element.first, $0.offset) < ($1.element.first, $1.offset) }.map(\.element)
            var running: [LocalDate?] = []
            for span in mine {
                running.removeAll { last in last.map { $0 < span.first } ?? false }
                running.append(span.last)
                if running.count > limit {
                    collector.error("\(running.count) spans run at once for '\(player.id)' from \(span.first); at most \(limit) may",
                                    at: sourceMap.location("challenge", span.challenge.id, "schedule"),
                                    hint: "start one after another ends, or raise limits.concurrent-spans")
                    break
                }
            }
        }
    }

    private func validateRewards() {
        for reward in game.rewards {
            if let from = reward.from { checkPerson(from, field: "from", kind: "reward", entity: reward.id, mustPlay: nil) }
            for player in reward.players {
                checkPerson(player, field: "for", kind: "reward", entity: reward.id, mustPlay: true)
            }
            if game.price(of: reward) == nil {
                collector.error("reward '\(reward.id)' has no price", at: sourceMap.location("reward", reward.id),
                                hint: "set 'price: N' on it, or 'prices: {\(reward.kind.rawValue): N}' in game.yaml")
            }
            switch reward.kind {
            case .text:
                // A message-file that could not be read was reported at its field already.
                if reward.message == nil && reward.messageFile == nil {
                    collector.error("a text reward needs a 'message' or 'message-file'", at: sourceMap.location("reward", reward.id))
                }
            case .image, .audio, .video:
                if reward.media.count != 1 {
                    collector.error("a\(reward.kind == .image || reward.kind == .audio ? "n" : "") \(reward.kind.rawValue) reward needs exactly one media file, got \(reward.media.count)",
                                    at: sourceMap.location("reward", reward.id, "media") ?? sourceMap.location("reward", reward.id),
                                    hint: "media: media/\(reward.id).\(Self.typicalExtension[reward.kind]!)")
                }
            case .gallery:
                if reward.media.isEmpty {
                    collector.error("a gallery reward needs one or more media files", at: sourceMap.location("reward", reward.id))
                }
            }
            checkMarkdownMedia(reward.message, field: reward.messageFile == nil ? "message" : "message-file", kind: "reward", id: reward.id)
            for (index, path) in reward.media.enumerated() {
                let field = sourceMap.has("reward", reward.id, "media[\(index)]") ? "media[\(index)]" : "media"
                if checkMedia(path, field: field, kind: "reward", id: reward.id) {
                    let ext = MediaPath.fileExtension(path)
                    if let allowed = Self.extensions[reward.kind], !allowed.contains(ext) {
                        collector.error("\"\(path)\" is not a\(reward.kind == .image || reward.kind == .audio ? "n" : "") \(reward.kind.rawValue) file (expected \(allowed.sorted().joined(separator: ", ")))",
                                        at: sourceMap.location("reward", reward.id, field))
                    }
                }
            }
        }
    }

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "svg", "avif"]
    static let extensions: [RewardKind: Set<String>] = [
        .image: imageExtensions, .gallery: imageExtensions,
        .audio: ["mp3", "m4a", "aac", "ogg", "oga", "wav", "opus", "flac"],
        .video: ["mp4", "m4v", "webm", "mov", "ogv"],
    ]
    static let typicalExtension: [RewardKind: String] = [.image: "jpg", .gallery: "jpg", .audio: "mp3", .video: "mp4", .text: "md"]

    private func validateGoals() {
        var counts: [String: Int] = [:]
        for goal in game.goals {
            checkPerson(goal.player, field: "player", kind: "goal", entity: goal.id, mustPlay: true)
            counts[goal.player, default: 0] += 1
        }
        for (player, count) in counts.sorted(by: { $0.key < $1.key }) where count > game.settings.limits.goalsPerPlayer {
            collector.error("'\(player)' has \(count) goals; at most \(game.settings.limits.goalsPerPlayer) are allowed",
                            at: SourceLocation(file: ContentFormat.goalsFile), hint: "raise limits.goals-per-player in game.yaml if you mean it")
        }
    }

    /// Reports the media a Markdown text refers to (`MarkdownMedia`) that are missing or lead out,
    /// at the field that holds the text: the site would publish them with it.
    private func checkMarkdownMedia(_ markdown: String?, field: String, kind: String, id: String) {
        guard let markdown else { return }
        for path in MarkdownMedia.references(in: markdown) {
            checkMedia(path, field: field, kind: kind, id: id, label: "link in the \(field == "description" ? "description" : "message")")
        }
    }

    /// Reports a media path that is missing or leads outside the content folder. True when it is usable.
    /// `label` says what names the path, when it is not the field itself.
    @discardableResult
    private func checkMedia(_ path: String, field: String, kind: String, id: String, label: String? = nil) -> Bool {
        let location = sourceMap.location(kind, id, field)
        let field = label ?? String(field.prefix { $0 != "[" })
        if let problem = MediaPath.lexicalProblem(path) {
            collector.error("\(field) \"\(path)\" \(problem)", at: location, hint: "put the file under content/media/ and write media/NAME")
            return false
        }
        // The photo proofs belong to the log (a build counts them with it, `BuildInputs`): the
        // content may not lean on them, or a proof removed would go unnoticed until the content changed.
        if source.leadsAmongProofs(path) {
            collector.error("\(field) \"\(path)\" is among the photo proofs (\(ProofStore.folder)/), which belong to the event log", at: location,
                            hint: "copy the file to another folder under content/media/ and name that")
            return false
        }
        let status = source.mediaStatus(path)
        switch status {
        case .file: return true
        case .missing:
            collector.error("\(field) \"\(path)\" does not exist", at: location, hint: "paths are relative to the content folder, e.g. media/jo.jpg")
        case .outside:
            collector.error("\(field) \"\(path)\" leads outside the content folder (through a symbolic link)", at: location,
                            hint: "copy the file into content/media/ instead of linking to it")
        case .notAFile, .special, .leftOut:
            collector.error("\(field) \"\(path)\" \(status.problemWords)", at: location)
        }
        return false
    }
}
