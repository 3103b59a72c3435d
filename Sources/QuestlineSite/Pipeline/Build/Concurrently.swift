import QuestlineCore

/// Runs two independent pieces of work at once and returns both results; the first error wins.
/// The build renders the site and the widget feeds this way: both read the same finished state.
func concurrently<A: Sendable, B: Sendable>(_ first: @escaping @Sendable () throws -> A,
                                            _ second: @escaping @Sendable () throws -> B) throws -> (A, B) {
    let other = BackgroundWork { Result { try second() } }
    let a = Result { try first() }
    return (try a.get(), try other.value.get())
}
