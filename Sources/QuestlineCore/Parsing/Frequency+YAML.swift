extension Frequency {
    /// `times` and `per` of a schedule mapping: both or neither, `per` from 1 to a year, `times` from 1 to `per`.
    static func read(_ map: MappingReader) -> Frequency? {
        guard map.has("times") || map.has("per") else { return nil }
        let per = map.int("per", in: 1...maxDays, required: true)
        let times = map.int("times", in: 1...maxDays, required: true)
        guard let times, let per else { return nil }
        guard times <= per else {
            map.collector.error("times (\(times)) is more than the \(per) days of its period; a day counts once",
                                at: map.location(of: "times"), hint: "times must be from 1 to \(per)")
            return nil
        }
        return Frequency(times: times, per: per)
    }
}
