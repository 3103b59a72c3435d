import Foundation

/// Pages that reload themselves after a build: each served page gets one script tag, which
/// listens on a server-sent event stream for the builds that finish. When a build has written
/// something the page reloads; when a build failed it shows the errors over the page until one
/// works. Nothing of it is written to the output folder.
public enum LiveReload {
    public static let scriptPath = "/__questline/live-reload.js"
    /// The event stream (`text/event-stream`): one `data:` line of status JSON per finished build,
    /// the current status first.
    public static let eventsPath = "/__questline/events"
    /// The current status as JSON, answered at once: for tools and tests, not for pages.
    public static let statusPath = "/__questline/status"
    /// The id of the box that shows a failed build's errors.
    public static let overlayID = "questline-build-errors"
    /// The id on the page served while there is no site yet (the first build failed).
    public static let noSiteID = "questline-no-site"

    /// Listens for builds; the browser reconnects by itself when serve restarts or the network drops.
    public static let script = """
    (function () {
      var script = document.currentScript, page = Number(script.dataset.build);
      function show(errors) {
        // A page for someone who plays, not for whoever edits the game: no errors over it.
        if (script.dataset.errors === "hidden") { return; }
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
        title.textContent = document.getElementById("\(noSiteID)")
          ? "The build failed, so there is no site yet. Fix the file and save: this page reloads once a build works."
          : "The last build failed; this page is from the build before. Fix the file and save.";
        var list = document.createElement("pre");
        list.style.cssText = "white-space:pre-wrap;margin:.5rem 0 0";
        list.textContent = errors.join("\\n");
        box.append(title, list);
      }
      var sending = false;
      addEventListener("submit", function () { sending = true; });
      var events = new EventSource("\(eventsPath)");
      // Said on the tag itself, for whoever checks that the page listens.
      events.onopen = function () { script.dataset.listening = "true"; };
      events.onmessage = function (message) {
        var status = JSON.parse(message.data);
        // A form being sent (play mode's) is on its way to its own answer: a reload would cancel it.
        if (status.build > page) { events.close(); if (!sending) { location.reload(); } return; }
        show(status.errors);
      };
      addEventListener("pagehide", function () { events.close(); });
    })();

    """

    /// The page with the script tag before its last `</body>` (or at its end). `showsErrors`:
    /// whether a failed build's errors appear over the page (the page reloads after a build either way).
    public static func inject(into page: Data, build: Int, showsErrors: Bool = true) -> Data {
        let errors = showsErrors ? "" : " data-errors=\"hidden\""
        let tag = Data("<script src=\"\(scriptPath)\" data-build=\"\(build)\"\(errors) defer></script>\n".utf8)
        guard let end = page.range(of: Data("</body>".utf8), options: .backwards) else { return page + tag }
        var injected = page
        injected.replaceSubrange(end.lowerBound..<end.lowerBound, with: tag)
        return injected
    }

    /// One server-sent event carrying `status` as JSON on a single `data:` line (JSON escapes
    /// every newline inside a string).
    public static func event(_ status: BuildCounter.Status) -> String {
        "data: \(json(status))\n\n"
    }

    /// `status` as JSON with sorted keys.
    public static func json(_ status: BuildCounter.Status) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(status)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

/// What the builds so far came to, which pages listen to: every finished build counts as a
/// revision; `build` counts those that wrote something; `errors` are the last one's, if it failed.
public actor BuildCounter {
    public struct Status: Sendable, Equatable, Codable {
        public var build = 0
        public var revision = 0
        public var errors: [String] = []
    }

    public private(set) var status = Status()
    private var listeners: [UUID: AsyncStream<Status>.Continuation] = [:]

    public init() {}

    public var build: Int { status.build }

    /// A build finished: it wrote something (`changed`), or failed with `errors`, or neither.
    /// Every listener hears of it at once.
    public func finish(changed: Bool, errors: [String]) {
        status.revision += 1
        if changed { status.build += 1 }
        status.errors = errors
        for listener in listeners.values { listener.yield(status) }
    }

    /// The status now, then after each build, until the listener stops listening. A slow
    /// listener gets the latest status, not a backlog.
    public func updates() -> AsyncStream<Status> {
        let (stream, continuation) = AsyncStream<Status>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let id = UUID()
        listeners[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.stopListening(id) }
        }
        continuation.yield(status)
        return stream
    }

    private func stopListening(_ id: UUID) {
        listeners[id] = nil
    }

    /// How many listen now: each open page's event stream is one.
    public var listenerCount: Int { listeners.count }
}
