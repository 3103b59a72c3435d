import Foundation
import QuestlineCore
import QuestlinePresets
import QuestlineSite
import QuestlineWidgets

/// What a build would say of the templates and the rendering, found without writing anything:
/// `check` renders every page and widget snapshot in memory, so a broken template is a check
/// error with its place, not a surprise at the next build.
enum RenderCheck {
    static func diagnostics(state: GameState, site: SiteOptions) -> [Diagnostic] {
        let folder = site.siteURL.appendingPathComponent("Templates", isDirectory: true)
        guard FileManager.default.fileExists(atPath: folder.path) else {
            return [Diagnostic(.note, "no Templates/ folder, so the pages were not rendered",
                               hint: "`questline build` needs one; `questline init` writes it")]
        }
        do {
            let templates = try SiteTemplates.read(folder: folder)
            let builder = try SiteBuilder(templates: templates, builtInStrings: DefaultTheme.englishStrings,
                                          builtInTemplate: DefaultTheme.template(named:))
            let strings = try builder.strings(language: state.game.settings.language)
            let output = try builder.build(state, media: site.source, strings: strings)
            _ = try WidgetFeed.files(state: state, baseURL: "", phrases: WidgetPhrases(strings.values))
            return output.warnings
        } catch let error as QuestlineError {
            return error.diagnostics
        } catch let error as WidgetFeedError {
            return [error.diagnostic]
        } catch {
            return [.error("the site could not be rendered: \(error)")]
        }
    }
}
