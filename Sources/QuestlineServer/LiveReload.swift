import Foundation

/// Pages that reload themselves after a build: each served page gets one script tag, which asks
/// the server to wait for the next build and reloads the page when one has written something.
/// Nothing of it is written to the output folder.
public enum LiveReload {
    public static let scriptPath = "/__questline/live-reload.js"
    public static let waitPath = "/__questline/wait"

    /// Waits for a build newer than the page's (`data-build`), up to the server's wait, and asks again.
    public static let script = """
    (function () {
      var build = Number(document.currentScript.dataset.build);
      function wait() {
        fetch("\(waitPath)?after=" + build, { cache: "no-store" })
          .then(function (response) { return response.json(); })
          .then(function (answer) { if (answer.build > build) { location.reload(); } else { wait(); } })
          .catch(function () { setTimeout(wait, 1000); });
      }
      wait();
    })();

    """

    /// The page with the script tag before its last `</body>` (or at its end).
    public static func inject(into page: Data, build: Int) -> Data {
        let tag = Data("<script src=\"\(scriptPath)\" data-build=\"\(build)\" defer></script>\n".utf8)
        guard let end = page.range(of: Data("</body>".utf8), options: .backwards) else { return page + tag }
        var injected = page
        injected.replaceSubrange(end.lowerBound..<end.lowerBound, with: tag)
        return injected
    }
}

/// The number of the latest build that wrote something, which pages wait on.
public actor BuildCounter {
    public private(set) var build = 0

    public init() {}

    public func advance() { build += 1 }

    /// The build number once it is past `after`, or as it is when `timeout` runs out.
    public func wait(after: Int, timeout: Duration) async -> Int {
        let clock = ContinuousClock(), deadline = clock.now + timeout
        while build <= after, clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(100))
        }
        return build
    }
}
