/// Why a multipart/form-data body was refused. Each says what was wrong in one sentence.
public enum MultipartFormError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The Content-Type is not multipart/form-data with a usable boundary.
    case missingBoundary
    case bodyTooLarge(limit: Int)
    case tooManyParts(limit: Int)
    case fieldTooLarge(name: String, limit: Int)
    /// A part without a name in its Content-Disposition.
    case unnamedPart
    /// Two parts for the same field (or two files).
    case duplicatePart(name: String)
    /// A text field whose value is not UTF-8.
    case fieldNotText(name: String)
    /// Not multipart/form-data: bad syntax, or cut off before its closing boundary.
    case malformed

    public var description: String {
        switch self {
        case .missingBoundary:
            "the request is not multipart/form-data with a boundary; send the form as multipart/form-data"
        case .bodyTooLarge(let limit):
            "the upload is larger than the limit of \(limit) bytes"
        case .tooManyParts(let limit):
            "the form has more than \(limit) parts"
        case .fieldTooLarge(let name, let limit):
            "the form field \"\(name)\" is longer than \(limit) bytes"
        case .unnamedPart:
            "a part of the form has no name"
        case .duplicatePart(let name):
            "the form has the field \"\(name)\" more than once"
        case .fieldNotText(let name):
            "the form field \"\(name)\" is not UTF-8 text"
        case .malformed:
            "the form could not be read: it is not valid multipart/form-data or it was cut off"
        }
    }
}
