import Foundation
import QuestlineCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a build may write, checked before anything is written or removed.
///
/// A build writes its files into the output folder and removes the ones an earlier build wrote
/// there and this one does not, so the output must be a folder of the site's own. It may not be:
/// - the filesystem root, the home folder (`$HOME`), or a folder that holds the home folder;
/// - the site folder itself, or a folder that holds it (`..`, the parent of the site);
/// - the site's `content/` or `Templates/`, anything inside them, or a folder that holds them;
///   likewise the fold cache `.questline-cache/`, which holds the game's secrets.
///
/// Anywhere else is fine, inside the site folder too: the default, `<site>/output`, or
/// `<site>/public`, or a folder outside the game. Links are followed before comparing (for the
/// output, the site, its `content/` and `Templates/`, and the home folder), so an output reached
/// through a link into `content/` is refused like `content/` itself; a part of the output's path
/// that does not exist yet is taken as written. The path is checked both as the system reads it
/// and with `..` taken away first (as the writer does), and must pass both ways.
public struct OutputLocation: Sendable, Equatable {
    public var folder: URL
    /// The home folder, from `$HOME`; nil or empty when there is none to protect.
    public var home: String?

    public init(folder: URL, home: String?) {
        self.folder = folder
        self.home = home
    }

    /// Throws when the output would be one of the places above for the site folder `site`.
    public func validate(site: URL) throws(OutputLocationError) {
        let siteFolder = Self.resolve(site.path)
        let protected = [
            (name: ContentFormat.folder, path: Self.resolve(site.path + "/" + ContentFormat.folder)),
            (name: "Templates", path: Self.resolve(site.path + "/Templates")),
            (name: FoldCache.folderName, path: Self.resolve(site.path + "/" + FoldCache.folderName)),
        ]
        let homeFolder = home.flatMap { $0.isEmpty ? nil : Self.resolve($0) }
        let suggestion = site.standardizedFileURL.path + "/output"
        for output in [Self.resolve(folder.path), Self.resolve(folder.standardizedFileURL.path)] {
            func refuse(_ reason: OutputLocationError.Reason) -> OutputLocationError {
                OutputLocationError(reason: reason, output: folder.path, resolved: output, suggestion: suggestion)
            }
            if output == "/" { throw refuse(.root) }
            if output == siteFolder { throw refuse(.site) }
            if Self.path(siteFolder, isInside: output) { throw refuse(.holdsSite(siteFolder)) }
            for folder in protected {
                if output == folder.path || Self.path(output, isInside: folder.path) { throw refuse(.inside(folder.name)) }
                if Self.path(folder.path, isInside: output) { throw refuse(.holds(folder.name, folder.path)) }
            }
            if let homeFolder {
                if output == homeFolder { throw refuse(.home) }
                if Self.path(homeFolder, isInside: output) { throw refuse(.holdsHome(homeFolder)) }
            }
        }
    }

    /// Whether `path` lies strictly inside `folder` (both absolute, without `.`, `..` or a final `/`).
    static func path(_ path: String, isInside folder: String) -> Bool {
        folder == "/" ? path != "/" : path.hasPrefix(folder + "/")
    }

    /// The absolute path with every link followed: the longest part of it that exists through
    /// `realpath(3)`, the rest as written (`.` dropped, `..` taking one part away). A path that
    /// cannot be followed at all (a loop of links, a folder that may not be read) is only tidied.
    static func resolve(_ path: String) -> String {
        var head = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var rest: [Substring] = []
        var resolved: String?
        while resolved == nil {
            if let real = realpath(head, nil) {
                resolved = String(cString: real)
                free(real)
                break
            }
            guard errno == ENOENT || errno == ENOTDIR, let slash = head.lastIndex(of: "/") else { break }
            rest.insert(Substring(head[head.index(after: slash)...]), at: 0)
            head = slash == head.startIndex ? "/" : String(head[..<slash])
        }
        var parts = (resolved ?? "").split(separator: "/")
        if resolved == nil { rest = Substring(head).split(separator: "/", omittingEmptySubsequences: false) + rest }
        for part in rest {
            switch part {
            case "", ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}

/// Why an output folder was refused, as one sentence that says what to use instead.
public struct OutputLocationError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        case root
        case home
        /// The home folder (resolved) lies inside the output.
        case holdsHome(String)
        case site
        /// The site folder (resolved) lies inside the output.
        case holdsSite(String)
        /// The output is the site's `content`, `Templates` or `.questline-cache`, or lies inside it.
        case inside(String)
        /// The site's `content` or `Templates` (name, resolved path) lies inside the output.
        case holds(String, String)
    }

    public var reason: Reason
    /// The output as given, and with links followed.
    public var output: String
    public var resolved: String
    /// The default output of the site, to suggest.
    public var suggestion: String

    public var description: String {
        let shown = output == resolved ? output : "\(output) (\(resolved), through a link)"
        let why: String
        switch reason {
        case .root:
            why = "it is the filesystem root"
        case .home:
            why = "it is your home folder"
        case .holdsHome(let home):
            why = "it holds your home folder \(home)"
        case .site:
            why = "it is the site folder itself, where the pages would mix with content/ and Templates/"
        case .holdsSite(let site):
            why = "it holds the site folder \(site)"
        case .inside(FoldCache.folderName):
            why = "it is the site's fold cache \(FoldCache.folderName)/ or inside it, which holds the game's secrets"
        case .inside(let name):
            why = "it is the site's \(name)/ folder or inside it, where the pages would mix with your game's own files"
        case .holds(let name, let path):
            why = "it holds the site's \(name)/ folder (\(path))"
        }
        return "refusing to build into \(shown): \(why), and a build writes its files there and removes the ones it no longer makes; "
            + "use a folder of the site's own instead, such as \(suggestion) (the default), or an empty folder outside the game"
    }

    /// The refusal as a diagnostic, to report as any other error.
    public var diagnostic: Diagnostic { .error(description) }
}
