import ArgumentParser

struct Snapshot: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print one widget snapshot as JSON to standard output.")

    func run() throws {
        throw ValidationError("snapshot is not written yet")
    }
}
