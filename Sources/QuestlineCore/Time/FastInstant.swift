import Foundation

/// The instants the event commands write, read straight from bytes: `2026-06-13T08:15:00Z` and
/// `2026-06-13T10:15:00+02:00`. Any other form returns nil, for `Instant.parse` to read; for
/// these two forms the result is exactly what `Instant.parse` gives.
enum FastInstant {
    static func parse(_ b: UnsafeBufferPointer<UInt8>) -> Date? {
        guard b.count == 20 || b.count == 25 else { return nil }
        func digits(_ at: Int, _ count: Int) -> Int? {
            var value = 0
            for i in at..<at + count {
                let d = b[i] &- 0x30
                guard d <= 9 else { return nil }
                value = value * 10 + Int(d)
            }
            return value
        }
        guard b[4] == 0x2D, b[7] == 0x2D, b[10] == UInt8(ascii: "T"), b[13] == 0x3A, b[16] == 0x3A,
              let year = digits(0, 4), let month = digits(5, 2), let day = digits(8, 2),
              let hour = digits(11, 2), let minute = digits(14, 2), let second = digits(17, 2),
              let date = LocalDate(year: year, month: month, day: day), let time = LocalTime(hour: hour, minute: minute),
              second < 61 else { return nil }
        var offsetSeconds = 0
        if b.count == 20 {
            guard b[19] == UInt8(ascii: "Z") else { return nil }
        } else {
            guard b[19] == UInt8(ascii: "+") || b[19] == UInt8(ascii: "-"), b[22] == 0x3A,
                  let hh = digits(20, 2), let mm = digits(23, 2), hh <= 23, mm <= 59 else { return nil }
            offsetSeconds = (b[19] == UInt8(ascii: "-") ? -1 : 1) * (hh * 3600 + mm * 60)
        }
        let utcSeconds = Double(date.dayNumber) * 86_400 + Double(time.minutesSinceMidnight * 60) + Double(second)
        return Date(timeIntervalSince1970: utcSeconds - Double(offsetSeconds))
    }
}
