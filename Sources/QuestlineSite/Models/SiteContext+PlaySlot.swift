import QuestlineCore

extension SiteContext {
    /// The marker of a play form's place (`PlaySlot`) in a play build, for a template's
    /// `{{{playSlot}}}`; empty in a published build, so it shows nothing there.
    func playSlot(_ kind: PlaySlot.Kind, _ subject: String, player: String? = nil) -> String {
        options.playSlots ? PlaySlot(kind, subject, player: player).marker : ""
    }
}
