import ArgumentParser

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Render the site and widget feeds into the output folder.")

    func run() throws {
        throw ValidationError("build is not written yet")
    }
}
