/// One event line in the log's own form: compact JSON with sorted keys, ordered by time.
struct EventLine: Comparable {
    let day: Int
    let second: Int
    let sequence: Int
    let json: String

    static func < (a: EventLine, b: EventLine) -> Bool { (a.day, a.second, a.sequence) < (b.day, b.second, b.sequence) }
    static func == (a: EventLine, b: EventLine) -> Bool { (a.day, a.second, a.sequence) == (b.day, b.second, b.sequence) }

    static func complete(day: Int, second: Int, sequence: Int, player: String, challenge: String) -> EventLine {
        EventLine(day: day, second: second, sequence: sequence,
                  json: #"{"at":"\#(CivilDate.instant(dayNumber: day, second: second))","challenge":"\#(challenge)","player":"\#(player)","proof":"done","type":"complete"}"#)
    }

    static func unlock(day: Int, second: Int, sequence: Int, player: String, reward: String) -> EventLine {
        EventLine(day: day, second: second, sequence: sequence,
                  json: #"{"at":"\#(CivilDate.instant(dayNumber: day, second: second))","player":"\#(player)","reward":"\#(reward)","type":"unlock"}"#)
    }

    static func award(day: Int, second: Int, sequence: Int, player: String, amount: Int, reason: String) -> EventLine {
        EventLine(day: day, second: second, sequence: sequence,
                  json: #"{"amount":\#(amount),"at":"\#(CivilDate.instant(dayNumber: day, second: second))","by":"coach","player":"\#(player)","reason":"\#(reason)","type":"award"}"#)
    }

    /// The log's text: lines sorted by time, each ending in a newline.
    static func log(_ lines: [EventLine]) -> String {
        var text = ""
        text.reserveCapacity(lines.count * 110)
        for line in lines.sorted() {
            text += line.json
            text += "\n"
        }
        return text
    }
}
