/// Where a line of the log stops being UTF-8: the log is read as bytes, so one bad line is
/// reported at its place and the others still load.
enum InvalidUTF8 {
    /// The 0-based offset of the first byte that does not begin or continue a valid UTF-8
    /// sequence (an overlong form, a surrogate, a sequence cut short), or nil when all are valid.
    static func firstOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }
}
