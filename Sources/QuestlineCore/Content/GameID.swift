import Foundation

/// The game's lasting id (`id:` in game.yaml), which its Atom feed's and calendar's ids are made
/// of: a feed reader or a calendar knows an entry by its id, so the id must never change with
/// the title. `init` writes a random one; a game written without one gets one derived from what
/// a game keeps all its life, and `check` says how to write that down.
extension Game {
    /// `id:` from game.yaml, else the derived one (`derivedID`).
    public var id: UUID { settings.id ?? derivedID }

    /// From the first day, the time zone and the people's ids (sorted): never from the title,
    /// so renaming the game keeps it. It does change when a person is added or `starts` moves,
    /// which is why `check` asks for the id to be written into game.yaml.
    public var derivedID: UUID {
        let people = people.map(\.id).sorted().joined(separator: ",")
        return NameBasedUUID.make("questline game|\(settings.starts)|\(settings.timeZone.identifier)|\(people)")
    }
}
