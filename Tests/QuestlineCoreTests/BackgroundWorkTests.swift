import Dispatch
import Foundation
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

    @Test("The work runs even while every one of Dispatch's threads is taken, as on a machine with one core")
    func runsWhileThePoolIsFull() {
        // Every thread Dispatch has for the global queue waits here, as a build waiting for its
        // background work once did on a single core: Dispatch adds a thread only about a second later.
        let width = ProcessInfo.processInfo.activeProcessorCount
        let release = DispatchSemaphore(value: 0), waiting = DispatchSemaphore(value: 0)
        for _ in 0..<width {
            DispatchQueue.global().async {
                waiting.signal()
                release.wait()
            }
        }
        for _ in 0..<width { waiting.wait() }
        defer { for _ in 0..<width { release.signal() } }
        let started = Date()
        let work = BackgroundWork { 7 }
        #expect(work.value == 7)
        #expect(Date().timeIntervalSince(started) < 0.5, "the work waited for a thread of Dispatch's")
    }
}
