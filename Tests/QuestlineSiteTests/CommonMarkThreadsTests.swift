import Foundation
import Testing
@testable import QuestlineSite

/// cmark-gfm keeps the characters that start an extension's inline syntax (`~` for
/// strikethrough) in one table for the whole process, and its table extension takes them out of
/// it after each row. Pages render on several threads, so without a lock one page's table could
/// make another page's `~~c~~` come out as text: a build that differed from the last one (CI
/// caught a release build writing `~~c~~` where the debug build wrote `<del>c</del>`).
@Suite("CommonMark on several threads at once")
struct CommonMarkThreadsTests {
    @Test("Tables with strikethrough render the same on eight threads at once, every time")
    func strikethroughInTablesOnManyThreads() {
        let table = "| a | b |\n| :-: | --: |\n| ~~c~~ | d |\n"
        let prose = "Some ~~struck~~ words, then a table:\n\n" + table
        let expected = (table: CommonMark.html(table), prose: CommonMark.html(prose))
        #expect(expected.table.contains("<del>c</del>") && expected.prose.contains("<del>struck</del>"))
        let wrong = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<400 {
                let (text, want) = (thread + round) % 2 == 0 ? (table, expected.table) : (prose, expected.prose)
                if CommonMark.html(text) != want { wrong.add() }
            }
        }
        #expect(wrong.value == 0, "\(wrong.value) of 3,200 renders differed")
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }
}
