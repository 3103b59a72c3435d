import Dispatch
import Testing
@testable import QuestlineCore

@Suite("Work in the background")
struct BackgroundWorkTests {
    @Test("The work runs on another thread while the caller goes on, and its result is the value")
    func runsAlongside() {
        let started = DispatchSemaphore(value: 0)
        // The work waits for the caller, which signals only after `init` returned: work run
        // inside `init` would time out and say so, rather than hang the test.
        let work = BackgroundWork { started.wait(timeout: .now() + 10) == .success ? 42 : -1 }
        started.signal()
        #expect(work.value == 42)
        #expect(work.value == 42, "read twice, the same value")
    }
}
