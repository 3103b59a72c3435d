import Foundation
import QuestlineCore
import Testing

/// Runs scripts/validate-snapshots.py (Python's `jsonschema`, a real draft 2020-12 validator).
/// A machine without python3 or jsonschema fails the test that needs it, with the fix in the message.
enum SchemaValidator {
    static let script = Fixtures.packageRoot.appendingPathComponent("scripts/validate-snapshots.py")

    struct Outcome {
        var status: Int32
        var output: String
    }

    static func run(_ paths: [URL]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path] + paths.map(\.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// Records why the validator could not run at all (exit 127: no python3; 2: no jsonschema).
    static func requireRunnable(_ outcome: Outcome, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Bool {
        switch outcome.status {
        case 127:
            Issue.record("python3 is not installed, so the snapshots cannot be checked against the schema: install Python 3, then `pip install jsonschema`\n\(outcome.output)",
                         sourceLocation: sourceLocation)
            return false
        case 2:
            Issue.record("the schema validator could not run (is jsonschema installed? `pip install jsonschema`):\n\(outcome.output)",
                         sourceLocation: sourceLocation)
            return false
        default:
            return true
        }
    }

    /// A fresh folder under the temporary directory.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("questline-widgets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes output files under `folder` and returns the folder holding them (`folder/widgets`).
    static func write(_ files: [OutputFile], under folder: URL) throws -> URL {
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.bytes.write(to: url)
        }
        return folder.appendingPathComponent("widgets")
    }
}
