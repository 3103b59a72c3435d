/// The first bytes of the event log as a fold saw them: how many, how many lines they hold, and
/// their `StreamHash`. A fold cached after them resumes only while the log still starts with them.
struct LogPrefix: Sendable, Equatable {
    var bytes: Int
    var lines: Int
    var hash: UInt64
}
