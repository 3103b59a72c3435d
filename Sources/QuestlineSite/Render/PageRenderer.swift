import Foundation
import QuestlineCore

/// Renders page models with the parsed templates, in parallel on every core.
struct PageRenderer: Sendable {
    let library: TemplateLibrary

    /// Renders pages whose models are already built.
    func render(_ pages: [Page]) throws -> [OutputFile] {
        try render(count: pages.count, workers: pages.count, context: { () }) { _, index in pages[index] }
    }

    /// Makes and renders `count` pages on every core. Each worker builds its own `context` (a
    /// `SiteContext` holds formatters, which are not shared across threads) and makes the pages
    /// whose index it is given; the files come back in index order.
    func render<Context>(count: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount * 4,
                         context makeContext: @escaping @Sendable () -> Context,
                         page makePage: @escaping @Sendable (Context, Int) -> Page) throws -> [OutputFile] {
        let workers = max(1, min(workers, count))
        let results = ResultBox(count: count)
        DispatchQueue.concurrentPerform(iterations: count == 0 ? 0 : workers) { worker in
            let context = makeContext()
            for index in stride(from: worker, to: count, by: workers) {
                let page = makePage(context, index)
                results.set(index, page: page, html: library.render(page.context, template: page.kind.template))
            }
        }
        var files: [OutputFile] = []
        files.reserveCapacity(count)
        for (page, html) in results.values {
            guard let page, let html else {
                let template = page?.kind.template ?? "pages"
                throw QuestlineError("template \(template) did not render \(page.map { $0.route.isEmpty ? "the home page" : $0.route } ?? "a page")",
                                     at: SourceLocation(file: "Templates/\(template).mustache"))
            }
            files.append(OutputFile(path: Routes.file(for: page.route), text: html))
        }
        return files
    }
}

/// Slots written from many threads, each index by exactly one.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [(page: Page?, html: String?)]

    init(count: Int) { values = Array(repeating: (nil, nil), count: count) }

    func set(_ index: Int, page: Page, html: String?) {
        lock.lock()
        values[index] = (page, html)
        lock.unlock()
    }
}
