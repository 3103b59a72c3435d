import MultipartKit

/// A multipart/form-data body read by MultipartKit: its text fields and at most one file.
///
/// `serve --play` hands it the request body and the boundary from `MultipartBoundary`; the file
/// then goes to `ProofStore`. Limits are checked before and while parsing: the body's size, the
/// number of parts, each text field's size.
public struct MultipartForm: Sendable, Equatable {
    /// Text fields by name.
    public var fields: [String: String]
    /// The part named `fileField`, when the form has one.
    public var file: UploadedFile?

    /// Parses `body`. The part named `fileField` is the file; every other part must be a UTF-8 text field.
    public init(body: [UInt8], boundary: String, fileField: String,
                limits: MultipartLimits = MultipartLimits()) throws(MultipartFormError) {
        guard MultipartBoundary.isValid(boundary) else { throw .missingBoundary }
        guard body.count <= limits.bodyBytes else { throw .bodyTooLarge(limit: limits.bodyBytes) }
        // A body that ends before its closing delimiter is refused: a cut-off upload is not a photo.
        guard Self.hasClosingDelimiter(body, boundary: boundary) else { throw .malformed }
        guard !Self.hasNonASCIIHeaderName(body, boundary: boundary) else { throw .malformed }

        let collector = PartCollector(fileField: fileField, limits: limits)
        let parser = MultipartParser(boundary: boundary)
        parser.onHeader = { name, value in collector.header(name, value) }
        parser.onBody = { buffer in collector.body(buffer.readBytes(length: buffer.readableBytes) ?? []) }
        parser.onPartComplete = { collector.complete() }
        do {
            try parser.execute(body)
        } catch {
            throw .malformed
        }
        if let problem = collector.problem { throw problem }
        guard collector.parts > 0, !collector.inPart else { throw .malformed }
        fields = collector.fields
        file = collector.file
    }

    /// True when the body ends with the closing delimiter (`--boundary--`), after a CRLF or at the
    /// very start, with nothing but line breaks and spaces after it (browsers send no epilogue).
    /// Only the end is looked at, so a hostile body costs no search.
    static func hasClosingDelimiter(_ body: [UInt8], boundary: String) -> Bool {
        let delimiter = Array("--\(boundary)--".utf8)
        var end = body.count
        while end > 0, [0x0D, 0x0A, 0x20, 0x09].contains(body[end - 1]) { end -= 1 }
        let start = end - delimiter.count
        guard start >= 0, Array(body[start..<end]) == delimiter else { return false }
        return start == 0 || (start >= 2 && body[start - 2] == 0x0D && body[start - 1] == 0x0A)
    }
}

extension MultipartForm {
    /// True when a part's header name holds a byte of 0x80 or more, which MultipartKit 4.7.1 does
    /// not refuse but traps on (its table of the characters a name may hold has 128 entries, and
    /// is indexed by the byte): one such request would stop the server. No browser sends one.
    ///
    /// This is no parser: it looks only for the bytes MultipartKit could take as a header name,
    /// and may look at more. Every line after one that ends with `--boundary` is a header line,
    /// up to an empty line or one without a colon (where MultipartKit stops); a header line's name
    /// is what comes before its first colon. One pass over the body.
    static func hasNonASCIIHeaderName(_ body: [UInt8], boundary: String) -> Bool {
        let delimiter = Array("--\(boundary)".utf8)
        var inHeaders = false
        var start = 0
        while start <= body.count {
            var end = start
            while end + 1 < body.count, body[end] != 0x0D || body[end + 1] != 0x0A { end += 1 }
            if end + 1 >= body.count { end = body.count }
            let line = body[start..<end]
            if inHeaders {
                let name = line.prefix { $0 != UInt8(ascii: ":") }
                if name.contains(where: { $0 >= 0x80 }) { return true }
                inHeaders = !line.isEmpty && name.count < line.count
            }
            if line.count >= delimiter.count, line.suffix(delimiter.count).elementsEqual(delimiter) { inHeaders = true }
            start = end + 2
        }
        return false
    }
}

/// Gathers MultipartKit's callbacks into fields and a file, noting the first limit broken.
private final class PartCollector {
    let fileField: String
    let limits: MultipartLimits
    var fields: [String: String] = [:]
    var file: UploadedFile?
    var problem: MultipartFormError?
    var parts = 0
    var inPart = false
    var headers = HTTPHeaders()
    var bytes: [UInt8] = []

    init(fileField: String, limits: MultipartLimits) {
        self.fileField = fileField
        self.limits = limits
    }

    func header(_ name: String, _ value: String) {
        inPart = true
        headers.add(name: name, value: value)
    }

    func body(_ chunk: [UInt8]) {
        inPart = true
        guard problem == nil else { return }
        bytes += chunk
    }

    func complete() {
        defer { headers = HTTPHeaders(); bytes = []; inPart = false }
        guard problem == nil else { return }
        parts += 1
        guard parts <= limits.parts else { problem = .tooManyParts(limit: limits.parts); return }
        let part = MultipartPart(headers: headers, body: bytes)
        guard let name = part.name, !name.isEmpty else { problem = .unnamedPart; return }
        if name == fileField {
            guard file == nil else { problem = .duplicatePart(name: name); return }
            file = UploadedFile(field: name, declaredType: part.headers.first(name: "Content-Type"), bytes: bytes)
        } else {
            guard fields[name] == nil else { problem = .duplicatePart(name: name); return }
            guard bytes.count <= limits.fieldBytes else { problem = .fieldTooLarge(name: name, limit: limits.fieldBytes); return }
            guard let text = String(validating: bytes, as: UTF8.self) else { problem = .fieldNotText(name: name); return }
            fields[name] = text
        }
    }
}
