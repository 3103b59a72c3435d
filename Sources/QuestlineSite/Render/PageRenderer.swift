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
        // Worker w makes pages w, w + workers, w + 2 × workers, …
        let byWorker = Parallel.map(count == 0 ? 0 : workers) { worker -> [(page: Page, html: String?)] in
            let context = makeContext()
            return stride(from: worker, to: count, by: workers).map { index in
                let page = makePage(context, index)
                return (page, library.render(page.context, template: page.kind.template))
            }
        }
        var files: [OutputFile] = []
        files.reserveCapacity(count)
        for index in 0..<count {
            let (page, html) = byWorker[index % workers][index / workers]
            guard let html else {
                throw QuestlineError("template \(page.kind.template) did not render \(page.route.isEmpty ? "the home page" : page.route)",
                                     at: SourceLocation(file: "Templates/\(page.kind.template).mustache"))
            }
            files.append(OutputFile(path: Routes.file(for: page.route), text: html))
        }
        return files
    }
}
