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
    /// whose index it is given; the files come back in index order. A page with a fingerprint
    /// that `kept` has for its file is not rendered but kept (`OutputFile.kept`).
    func render<Context>(count: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount * 4,
                         kept: [String: UInt64] = [:],
                         context makeContext: @escaping @Sendable () -> Context,
                         page makePage: @escaping @Sendable (Context, Int) -> Page) throws -> [OutputFile] {
        let workers = max(1, min(workers, count))
        // Worker w makes pages w, w + workers, w + 2 × workers, …; nil where a template failed.
        let byWorker = Parallel.map(count == 0 ? 0 : workers) { worker -> [(page: Page, file: OutputFile?)] in
            let context = makeContext()
            return stride(from: worker, to: count, by: workers).map { index in
                let page = makePage(context, index)
                let path = Routes.file(for: page.route)
                if let fingerprint = page.fingerprint, kept[path] == fingerprint {
                    return (page, .kept(path: path, fingerprint: fingerprint))
                }
                return (page, library.render(page.context, template: page.kind.template).map {
                    OutputFile(path: path, text: $0, fingerprint: page.fingerprint)
                })
            }
        }
        var files: [OutputFile] = []
        files.reserveCapacity(count)
        for index in 0..<count {
            let (page, file) = byWorker[index % workers][index / workers]
            guard let file else {
                throw QuestlineError("template \(page.kind.template) did not render \(page.route.isEmpty ? "the home page" : page.route)",
                                     at: SourceLocation(file: "Templates/\(page.kind.template).mustache"))
            }
            files.append(file)
        }
        return files
    }
}
