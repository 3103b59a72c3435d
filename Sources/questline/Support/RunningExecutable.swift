import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The file of the binary that runs.
enum RunningExecutable {
    /// On Linux the kernel's own link, `/proc/self/exe`: `Bundle.main` would list the binary's
    /// folder and make a bundle of it first, several milliseconds of every build's start.
    static var url: URL {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if count > 0 {
            return URL(fileURLWithPath: String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        #endif
        return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    }
}
