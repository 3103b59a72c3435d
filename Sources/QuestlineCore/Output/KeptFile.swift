/// A file the last build wrote that is still on disk as it wrote it, with the fingerprint it
/// was made from: a build after an event that leaves the fingerprint the same keeps the file
/// (`OutputFile.kept`) and may need to know its size without reading it.
public struct KeptFile: Sendable, Equatable {
    public var fingerprint: UInt64
    public var size: Int

    public init(fingerprint: UInt64, size: Int) {
        self.fingerprint = fingerprint
        self.size = size
    }
}
