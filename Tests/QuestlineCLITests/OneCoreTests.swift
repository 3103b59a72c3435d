import Foundation
import Testing

/// The commands on a machine with one core (a small server, a Raspberry Pi, a container limited
/// to one CPU), seen by pinning the binary to one with `taskset`.
@Suite("questline on one core")
struct OneCoreTests {
    /// A build once waited, on one of Swift's pool threads, for work it had handed to Dispatch's
    /// pool, which on one core had no other thread for it: every build, check and snapshot of the
    /// sample game, and every rebuild of `serve`, stood still for about a second.
    @Test("A build, a check and a snapshot of a small game take a fraction of a second, not a second more")
    func noStall() throws {
        let site = try BuildCommandTests.makeSite()
        defer { try? FileManager.default.removeItem(at: site) }
        for command in [["build", "--force"], ["check"], ["snapshot"]] {
            let started = Date()
            let result = try CLI.run(["-c", "0", CLI.binary.path] + command + ["--site", site.path, "--as-of", "2026-06-13T12:00"],
                                     executable: URL(fileURLWithPath: "/usr/bin/taskset"))
            let seconds = Date().timeIntervalSince(started)
            #expect(result.status == 0, "\(command[0]): \(result.stderr)")
            // About 0.15 s for the debug build; the stall added a second or more.
            #expect(seconds < 0.8, "\(command[0]) took \(seconds) s on one core")
        }
    }
}
