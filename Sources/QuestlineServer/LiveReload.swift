import Foundation

/// Pages that reload themselves after a build: each served page gets one script tag, which asks
/// the server to wait for the next build. When a build has written something the page reloads;
/// when a build failed it shows the errors over the page until one works. Nothing of it is
/// written to the output folder.
public enum LiveReload {
    public static let scriptPath = "/__questline/live-reload.js"
    public static let waitPath = "/__questline/wait"
    /// The id of the box that shows a failed build's errors.
    public static let overlayID = "questline-build-errors"

    /// Waits for a build after the last one it heard of, up to the server's wait, and asks again.
    public static let script = """
    (function () {
      var page = Number(document.currentScript.dataset.build), seen = -1;
      function show(errors) {
        var box = document.getElementById("\(overlayID)");
        if (!errors.length) { if (box) { box.remove(); } return; }
        if (!box) {
          box = document.createElement("section");
          box.id = "\(overlayID)";
          box.setAttribute("role", "alert");
          box.style.cssText = "position:fixed;inset:auto 0 0 0;max-height:60vh;overflow:auto;z-index:2147483647;" +
            "margin:0;padding:1rem;background:#2b0b12;color:#ffe4e8;font:14px/1.45 ui-monospace,monospace;" +
            "border-top:4px solid #ff5c7a;box-shadow:0 -8px 24px rgba(0,0,0,.35)";
          document.body.appendChild(box);
        }
        box.textContent = "";
        var title = document.createElement("strong");
        title.textContent = "The last build failed; this page is from the build before. Fix the file and save.";
        var list = document.createElement("pre");
        list.style.cssText = "white-space:pre-wrap;margin:.5rem 0 0";
        list.textContent = errors.join("\\n");
        box.append(title, list);
      }
      function wait() {
        fetch("\(waitPath)?after=" + seen, { cache: "no-store" })
          .then(function (response) { return response.json(); })
          .then(function (answer) {
            if (answer.build > page) { location.reload(); return; }
            seen = answer.revision;
            show(answer.errors);
            wait();
          })
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

/// What the builds so far came to, which pages wait on: every finished build counts as a
/// revision; `build` counts those that wrote something; `errors` are the last one's, if it failed.
public actor BuildCounter {
    public struct Status: Sendable, Equatable, Encodable {
        public var build = 0
        public var revision = 0
        public var errors: [String] = []
    }

    public private(set) var status = Status()

    public init() {}

    public var build: Int { status.build }

    /// A build finished: it wrote something (`changed`), or failed with `errors`, or neither.
    public func finish(changed: Bool, errors: [String]) {
        status.revision += 1
        if changed { status.build += 1 }
        status.errors = errors
    }

    /// The status once a build after revision `after` has finished, or as it is when `timeout` runs out.
    public func wait(after: Int, timeout: Duration) async -> Status {
        let clock = ContinuousClock(), deadline = clock.now + timeout
        while status.revision <= after, clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(100))
        }
        return status
    }
}
