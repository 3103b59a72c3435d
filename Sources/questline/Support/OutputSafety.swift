import ArgumentParser
import Foundation
import QuestlineSite

extension OutputLocation {
    /// Refuses an output folder that could damage the game or the machine (`OutputLocation`),
    /// before anything is written or removed: one sentence saying why and what to use instead,
    /// then exit status 1.
    static func refuseUnsafe(_ output: URL, site: URL) throws {
        do {
            try OutputLocation(folder: output, home: ProcessInfo.processInfo.environment["HOME"]).validate(site: site)
        } catch {
            Terminal.err(error.diagnostic.description)
            throw ExitCode.failure
        }
    }
}
