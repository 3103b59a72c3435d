import QuestlineCore
import QuestlineUploads

/// An action form sent as multipart/form-data, as the complete form is when it may carry a
/// photo (`<input type="file" name="photo">`): its fields and the photo, if one was chosen.
/// Parsed by MultipartKit (through `MultipartForm`) within `--max-upload`.
public struct PhotoForm: Sendable, Equatable {
    /// The file input's name.
    public static let fileField = "photo"

    public var form: PlayForm
    /// The photo's bytes as sent; nil when none was chosen (a browser then sends an empty part).
    public var photo: [UInt8]?

    /// Reads `body` (sent with `contentType`). `maxUpload` is the photo's limit in bytes.
    public init(body: [UInt8], contentType: String, maxUpload: Int) throws(Refusal) {
        let parsed: MultipartForm
        do throws(MultipartFormError) {
            let boundary = try MultipartBoundary.from(contentType: contentType)
            parsed = try MultipartForm(body: body, boundary: boundary, fileField: Self.fileField,
                                       limits: .forUpload(fileBytes: maxUpload))
        } catch .bodyTooLarge {
            throw .tooLarge(limit: maxUpload)
        } catch {
            throw .unreadable(error.description)
        }
        guard let form = PlayForm(fields: parsed.fields) else { throw .unreadable("its action or a choice in it is not one this page offers") }
        self.form = form
        self.photo = parsed.file.flatMap { $0.bytes.isEmpty ? nil : $0.bytes }
    }

    /// Why a multipart form was not read; nothing was stored or recorded. Play says it in the
    /// game's words (`PlayWords`); the description is the detail, in English.
    public enum Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        /// The body is over the photo's limit (in bytes) plus room for the fields.
        case tooLarge(limit: Int)
        /// Not a form this page sends, in MultipartForm's words.
        case unreadable(String)

        public var description: String {
            switch self {
            case .tooLarge(let limit): "\(ProofError.tooLarge(size: limit, limit: limit))"
            case .unreadable(let reason): reason
            }
        }
    }
}
