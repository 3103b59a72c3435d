import ArgumentParser
import Foundation
import QuestlineCore
import QuestlinePlay
import QuestlineServer
import QuestlineSite

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the site, serve it on this machine, and build again whenever the game changes.",
        discussion: """
        Builds the site as `questline build` does, into a folder of serve's own (<site>/.questline/serve, never output/ unless --output says so, so a production build there is left alone), and serves that folder at http://127.0.0.1:8080/. It watches content/ and Templates/: after a file is saved (an event appended with `questline complete`, a template edited), it builds again, and every open page reloads itself. It also builds again when the state changes by time alone (a quest opens, a dare is revealed, midnight), unless --as-of or SOURCE_DATE_EPOCH fixes the instant.

        A build with errors prints them and leaves the served folder as it was; open pages keep what they showed and show the errors over themselves until a build works again. The pages are served as the build wrote them, plus one script tag for the reload, which is never written to disk. Requests are limited in size and time, so a client on the network cannot stall the server (docs/serve.md). Stop with Ctrl-C.
        """
    )

    @OptionGroup var site: SiteOptions
    @OptionGroup var asOf: AsOfOption

    @Option(name: .customLong("output"), help: ArgumentHelp("Where to write the site. Default: <site>/.questline/serve, serve's own folder.", valueName: "dir"))
    var output: String?

    @Option(name: .customLong("port"), help: ArgumentHelp("The port to listen on; 0 picks a free one.", valueName: "port"))
    var port: UInt16 = 8080

    @Option(name: .customLong("host"), help: ArgumentHelp(
        "The address to listen on: 127.0.0.1 is this machine only; 0.0.0.0 lets other devices on the network see the site (a phone, say).",
        valueName: "address"))
    var host: String = "127.0.0.1"

    @Flag(name: .customLong("play"), help: ArgumentHelp(
        "Let people play from their phones: print each person's private link, and serve forms for what their role may do. Renders into <site>/.questline/play (docs/play.md)."))
    var play = false

    @Option(name: .customLong("max-upload"), help: ArgumentHelp(
        "With --play: the largest photo proof a phone may send, in megabytes (1 to 100; default 15). Larger ones are refused and nothing is stored.",
        valueName: "MB"))
    var maxUpload: Int?

    func validate() throws {
        if let problem = HostAddress.problem(host) { throw ValidationError(problem) }
        guard play || maxUpload == nil else { throw ValidationError("--max-upload limits play mode's photos: use it with --play") }
        guard (1...100).contains(maxUpload ?? 15) else {
            throw ValidationError("--max-upload must be from 1 to 100 (megabytes), not \(maxUpload ?? 15)")
        }
    }

    func run() async throws {
        // A port in use is said before a build that may take seconds; a bad --as-of is a usage
        // error now, not a failed build on every change.
        do { try await DevServer.checkListenable(host: host, port: port) } catch { throw cannotServe(error) }
        let first = try build()
        let outputURL = first.output
        do { try first.checkOutput() } catch { throw BuildReport().exitCode(for: error) }
        let builds = BuildCounter()
        // Play's forms are decided from the state each build was made from.
        let latest = PlayLatestState()
        let keep: (@Sendable (GameState) -> Void)? = play ? { @Sendable state in latest.keep(state) } : nil
        let rebuilder = Rebuilder(build: { [self] in try build() },
                                  watched: [site.siteURL.appendingPathComponent("content"), site.siteURL.appendingPathComponent("Templates")],
                                  output: outputURL, followsTime: followsClock, builds: builds, built: keep)
        rebuilder.start()
        var server = DevServer(folder: outputURL, host: host, port: port, builds: builds)
        let instant: Date? = followsClock ? nil : try asOf.instant(calendar: site.gameCalendar())
        var printed: @Sendable (String) -> [String] = { _ in [] }
        if play { printed = try PlayStart.attach(to: &server, site: site, build: first, builds: builds, latest: latest, instant: instant,
                                                  maxUpload: maxUpload ?? 15) }
        let links = printed
        do {
            try await server.run { address in
                Terminal.out("serving \(address) (press Ctrl-C to stop)")
                for line in links(address) { Terminal.out(line) }
            }
        } catch {
            throw cannotServe(error)
        }
    }

    /// Says why the server cannot listen; the exit code to end with.
    private func cannotServe(_ error: any Error) -> ExitCode {
        if let taken = error as? DevServer.PortTaken {
            Terminal.err("cannot serve on \(taken.host):\(taken.port): another program is using that port; choose another with --port, or --port 0 to have a free one picked and printed")
        } else {
            Terminal.err("cannot serve on \(host):\(port): \(error); check --host and --port (--port 0 picks a free port)")
        }
        return ExitCode.failure
    }
}
