import Foundation
import QuestlineCore

/// Renders page models with the parsed templates, in parallel on every core.
struct PageRenderer: Sendable {
    let library: TemplateLibrary

    func render(_ pages: [Page]) throws -> [OutputFile] {
        let results = ResultBox(count: pages.count)
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in
            let page = pages[index]
            results.set(index, library.render(page.context, template: page.kind.template))
        }
        var files: [OutputFile] = []
        files.reserveCapacity(pages.count)
        for (page, html) in zip(pages, results.values) {
            guard let html else {
                throw QuestlineError("template \(page.kind.template) did not render \(page.route.isEmpty ? "the home page" : page.route)",
                                     at: SourceLocation(file: "Templates/\(page.kind.template).mustache"))
            }
            files.append(OutputFile(path: Routes.file(for: page.route), text: html))
        }
        return files
    }
}

/// Slots written from many threads, each index by exactly one.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [String?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: String?) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }
}
