import Foundation
public enum Trace {
    static let start = Date()
    static let on = ProcessInfo.processInfo.environment["QL_TRACE"] != nil
    public static func mark(_ s: String) { if on { FileHandle.standardError.write("\(String(format: "%.1f", Date().timeIntervalSince(start)*1000)) \(s)\n".data(using: .utf8)!) } }
}
