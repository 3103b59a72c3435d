/// How much one multipart/form-data body may hold, so that one phone cannot fill the memory.
public struct MultipartLimits: Sendable, Equatable {
    /// The whole body, in bytes: the photo's limit plus room for the form's fields and headers.
    public var bodyBytes: Int
    /// Parts in the body (the file and every text field).
    public var parts: Int
    /// One text field's value, in bytes.
    public var fieldBytes: Int

    public init(bodyBytes: Int = 15_000_000 + 64 * 1024, parts: Int = 16, fieldBytes: Int = 16 * 1024) {
        self.bodyBytes = bodyBytes
        self.parts = parts
        self.fieldBytes = fieldBytes
    }

    /// Limits for a form whose one file may be up to `fileBytes` (the `--max-upload` size).
    public static func forUpload(fileBytes: Int) -> MultipartLimits {
        MultipartLimits(bodyBytes: fileBytes + 64 * 1024)
    }
}
