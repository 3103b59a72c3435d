import Foundation
import QuestlineCore

extension SiteTemplates {
    /// The site's templates and assets that are, byte for byte, a default of an older questline
    /// (`RetiredTemplates`), by path under `Templates/`, sorted: the site was made before the
    /// pages' models (or the classes the templates use) changed, and they may not show what this
    /// questline gives them. `partials/heatmap.mustache`, `assets/site.css`.
    var olderDefaults: [String] {
        func isRetired(_ name: String, _ hash: StableHash) -> Bool {
            RetiredTemplates.hashes[name]?.contains(hash.value) == true
        }
        let oldTemplates = templates.filter { name, text in
            var hash = StableHash()
            hash.combine(text)
            return isRetired(name, hash)
        }.keys.map { $0 + ".mustache" }
        let oldAssets = assets.filter { path, bytes in
            var hash = StableHash()
            bytes.withUnsafeBytes { hash.combine($0) }
            return isRetired("assets/" + path, hash)
        }.keys.map { "assets/" + $0 }
        return (oldTemplates + oldAssets).sorted()
    }

    /// A warning for each file in `olderDefaults`.
    var olderDefaultWarnings: [Diagnostic] {
        olderDefaults.map { path in
            let what = path.hasPrefix("assets/") ? "file" : "template"
            return .warning("this is the default \(what) of an older questline; pages built with it may lack what this questline adds",
                            at: SourceLocation(file: "Templates/\(path)"),
                            hint: "make a new site (questline init /tmp/new-site) and copy its Templates/\(path)")
        }
    }
}
