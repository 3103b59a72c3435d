import Foundation
import QuestlineCore

/// RFC 5545's text rules: values, dates and times, and lines.
enum ICalendarText {
    static func compact(_ day: LocalDate) -> String { day.description.replacingOccurrences(of: "-", with: "") }

    static func local(_ day: LocalDate, _ time: LocalTime) -> String {
        compact(day) + "T" + time.description.replacingOccurrences(of: ":", with: "") + "00"
    }

    static func utcStamp(_ instant: Date) -> String {
        Instant.formatUTC(instant).replacingOccurrences(of: "-", with: "").replacingOccurrences(of: ":", with: "")
    }

    /// A UTC offset as TZOFFSETFROM/TO want it: `+0100`, `-0330`, `+053028` with seconds.
    static func offset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+", size = abs(seconds)
        let hours = size / 3600, minutes = size / 60 % 60, rest = size % 60
        return sign + two(hours) + two(minutes) + (rest == 0 ? "" : two(rest))
    }

    static func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

    /// TEXT: backslash, semicolon, comma and newlines escaped; other control characters, which a
    /// TEXT value may not hold, removed.
    static func escape(_ text: String) -> String {
        ForbiddenCharacters.removed(from: text).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ";", with: "\\;")
            .replacingOccurrences(of: ",", with: "\\,").replacingOccurrences(of: "\r\n", with: "\\n")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\n")
    }

    /// Lines longer than 75 octets continue on the next line after a space, never inside a UTF-8
    /// sequence. By Unicode scalar, not by character: one character with many combining marks
    /// can be longer than a line.
    static func fold(_ line: String) -> String {
        var result = ""
        var octets = 0
        for scalar in line.unicodeScalars {
            let size = UTF8.width(scalar)
            if octets + size > 75 {
                result += "\r\n "
                octets = 1
            }
            result.unicodeScalars.append(scalar)
            octets += size
        }
        return result
    }
}
