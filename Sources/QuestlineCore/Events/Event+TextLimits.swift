extension Event {
    /// Why this event's free text is too long to record, or nil. A text proof or note (`text`)
    /// and a reason (`reason`) are at most `TextLimits.text` characters, as a description is:
    /// without a limit, one hand-made request from a phone's link could put megabytes into the
    /// log, and onto every page that shows the event. The log's existing lines are not held to it.
    public var overlongText: Diagnostic? {
        for (field, value) in [("text", text), ("reason", reason)] {
            // A character is at least one byte, so a text of few bytes is not counted.
            guard let value, value.utf8.count > TextLimits.text else { continue }
            let characters = value.count
            guard characters > TextLimits.text else { continue }
            return .error("the event's \(field) is \(characters) characters long; at most \(TextLimits.text) are recorded",
                          hint: "shorten it", refusal: .textTooLong(limit: TextLimits.text))
        }
        return nil
    }
}
