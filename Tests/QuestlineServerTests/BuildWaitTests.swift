import Testing
@testable import QuestlineServer

@Suite("Waiting for an action's build")
struct BuildWaitTests {
    @Test("A build that writes something after the one asked about ends the wait at once")
    func written() async {
        let builds = BuildCounter()
        let waiting = Task { await builds.written(after: 0, within: .seconds(10)) }
        try? await Task.sleep(for: .milliseconds(50))
        await builds.finish(changed: false, errors: ["a build that failed does not count"])
        await builds.finish(changed: true, errors: [])
        #expect(await waiting.value)
        #expect(await builds.written(after: 0, within: .milliseconds(1)))
    }

    /// No upper bound on the time taken: while the other suites run, the two threads of Swift's
    /// pool can be busy for a minute and more (seen in CI: 96 s), so only the time limit below
    /// catches a wait that never ends.
    @Test("With no build, the wait ends after its limit and says so", .timeLimit(.minutes(5)))
    func timesOut() async {
        let builds = BuildCounter()
        let started = ContinuousClock.now
        #expect(await builds.written(after: 0, within: .milliseconds(100)) == false)
        #expect(ContinuousClock.now - started >= .milliseconds(100))
    }
}
