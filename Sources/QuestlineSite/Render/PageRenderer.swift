import Foundation
import QuestlineCore

/// Renders page models with the parsed templates, in parallel on every core.
struct PageRenderer: Sendable {
    let library: TemplateLibrary

    /// Makes and renders `count` pages on every core. Each worker builds its own `context` (a
    /// `SiteContext` holds formatters, which are not shared across threads) and makes the pages
    /// whose index it is given, or keeps the files the last build wrote (`PageJob.keep`); the
    /// files come back in index order.
    func render<Context>(count: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount * 4,
                         context makeContext: @escaping @Sendable () -> Context,
                         page makePage: @escaping @Sendable (Context, Int) -> PageJob) throws -> [OutputFile] {
        let workers = max(1, min(workers, count))
        // Worker w makes pages w, w + workers, w + 2 × workers, …; nil where a template failed.
        // Each index's file, or the page whose template failed.
        let byWorker = Parallel.map(count == 0 ? 0 : workers) { worker -> [Result<OutputFile, Failed>] in
            let context = makeContext()
            return stride(from: worker, to: count, by: workers).map { index in
                switch makePage(context, index) {
                case .keep(let path, let fingerprint):
                    return .success(.kept(path: path, fingerprint: fingerprint))
                case .render(let page):
                    return render(page)
                }
            }
        }
        var files: [OutputFile] = []
        files.reserveCapacity(count)
        for index in 0..<count {
            switch byWorker[index % workers][index / workers] {
            case .success(let file): files.append(file)
            case .failure(let failed):
                let page = failed.page
                throw QuestlineError("template \(page.kind.template) did not render \(page.route.isEmpty ? "the home page" : page.route)",
                                     at: SourceLocation(file: "Templates/\(page.kind.template).mustache"))
            }
        }
        return files
    }

    private func render(_ page: Page) -> Result<OutputFile, Failed> {
        guard let text = library.render(page.context, template: page.kind.template) else { return .failure(Failed(page: page)) }
        return .success(OutputFile(path: Routes.file(for: page.route), text: text, fingerprint: page.fingerprint))
    }

    /// A page whose template did not render.
    struct Failed: Error { let page: Page }
}

/// What a worker does with one page: render its model, or keep the file the last build wrote
/// when what the page is made from has not changed.
enum PageJob {
    case render(Page)
    case keep(path: String, fingerprint: UInt64)

    /// Keeps the last build's file when it was made from a model with the same fingerprint
    /// (`ModelFingerprint`); renders the page with its fingerprint otherwise, or without one when
    /// its model cannot have one (the page is then made every build).
    static func fingerprinted(_ page: Page, last: LastBuild) -> PageJob {
        guard let fingerprint = ModelFingerprint.of(page) else { return .render(page) }
        return fingerprinted(route: page.route, fingerprint, last: last) { page }
    }

    /// The same for a page whose fingerprint is known before its model is made: `make` runs only
    /// when the last build's file will not do.
    static func fingerprinted(route: String, _ fingerprint: UInt64, last: LastBuild, make: () -> Page) -> PageJob {
        let path = Routes.file(for: route)
        if last.kept[path]?.fingerprint == fingerprint { return .keep(path: path, fingerprint: fingerprint) }
        var page = make()
        page.fingerprint = fingerprint
        return .render(page)
    }
}
