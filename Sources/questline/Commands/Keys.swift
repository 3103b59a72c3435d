import ArgumentParser
import Foundation
import QuestlineCore
import QuestlinePlay
import QuestlineServer

struct Keys: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List each person's private play link, or replace one person's key.",
        discussion: """
        Keys live in <site>/.questline/keys (mode 0600), one per person, made on first use. A link lets whoever holds it act as that person in `questline serve --play`. When a link leaks, `--rotate PERSON` makes a new key: the old link stops working and that person's signed-in browsers are signed out.

        Examples:
          questline keys --site my-game
          questline keys --rotate sam --host 192.168.1.20 --port 8000
        """
    )

    @OptionGroup var site: SiteOptions

    @Option(name: .customLong("rotate"), help: ArgumentHelp("Replace this person's key (a person's id) and end their sessions.", valueName: "person"))
    var rotate: String?

    @Option(name: .customLong("host"), help: ArgumentHelp("The address the links name.", valueName: "address"))
    var host: String = "127.0.0.1"

    @Option(name: .customLong("port"), help: ArgumentHelp("The port the links name.", valueName: "port"))
    var port: UInt16 = 8080

    @Option(name: .customLong("url"), help: ArgumentHelp("The address the links start with, in place of --host and --port: https://quest.example.org/ behind a proxy.", valueName: "url"))
    var url: String?

    func validate() throws {
        do { _ = try PlayLinks.base(host: host, port: port, url: url) } catch { throw ValidationError(error.description) }
    }

    func run() throws {
        let game = try EventOptions(site: site).loadGame().game
        let folder = PlayFolder(site: site.siteURL)
        let ids = game.people.map(\.id)
        do {
            if let rotate {
                guard game.person(rotate) != nil else {
                    Terminal.err("error: there is no person \"\(rotate)\" in people.yaml; the people are: \(ids.joined(separator: ", "))")
                    throw ExitCode.validationFailure
                }
                _ = try folder.rotate(rotate, people: ids)
                Terminal.out("\(rotate) has a new key; the old link no longer works and their sessions have ended")
            }
            let keys = try folder.keys(for: ids)
            let base = try PlayLinks.base(host: host, port: port, url: url)
            for line in PlayLinks.lines(people: game.people, keys: keys, base: base) { Terminal.out(line) }
        } catch let error as ExitCode {
            throw error
        } catch {
            Terminal.err("error: \(error)")
            throw ExitCode.failure
        }
    }
}
