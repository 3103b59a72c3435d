import Foundation
import Testing

@Suite("The tests' own runner of commands")
struct CLIRunnerTests {
    /// The shell writes 300,000 bytes to standard error before a word to standard output: more
    /// than a pipe holds. A runner that reads standard output to its end first would wait on a
    /// shell that waits on it; the shell is then stopped after 20 s, and the test fails.
    @Test("A command that fills its standard error before it prints anything else is read whole, not stalled")
    func chattyStandardError() throws {
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("questline-runner-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: pidFile) }
        // printf is the shell's own: no second process holds the pipes.
        let script = "echo $$ > '\(pidFile.path)'; printf '%0300000d' 0 >&2; echo done"
        let run = Outcome()
        Thread {
            run.result = try? CLI.run(["-c", script], executable: URL(fileURLWithPath: "/bin/sh"))
            run.done.signal()
        }.start()
        if run.done.wait(timeout: .now() + 20) == .timedOut {
            Issue.record("CLI.run stalled on a command whose standard error filled its pipe")
            let pid = (try? String(contentsOf: pidFile, encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            if let pid { kill(pid, SIGKILL) }
            run.done.wait()
            return
        }
        let result = try #require(run.result)
        #expect(result.status == 0)
        #expect(result.stdout == "done\n")
        #expect(result.stderr.utf8.count == 300_000)
    }

    private final class Outcome: @unchecked Sendable {
        var result: CLIResult?
        let done = DispatchSemaphore(value: 0)
    }
}
