import QuestlineCore

extension SiteTemplates {
    /// The site's templates that are, byte for byte, a default template of an older questline
    /// (`RetiredTemplates`), sorted: the site was made before the pages' models changed, and
    /// those templates may not show what this questline gives them.
    var olderDefaults: [String] {
        templates.keys.sorted().filter { name in
            guard let retired = RetiredTemplates.hashes[name] else { return false }
            var hash = StableHash()
            hash.combine(templates[name]!)
            return retired.contains(hash.value)
        }
    }

    /// A warning for each template in `olderDefaults`.
    var olderDefaultWarnings: [Diagnostic] {
        olderDefaults.map { name in
            .warning("this is the default template of an older questline; pages built with it may lack what this questline adds",
                     at: SourceLocation(file: "Templates/\(name).mustache"),
                     hint: "make a new site (questline init /tmp/new-site) and copy its Templates/\(name).mustache")
        }
    }
}
