/// The one file part of a form, as sent. Its name and type are the client's word only: the photo's
/// type is read from `bytes` (QuestlineCore's `ProofPhoto`) and the stored name is generated.
public struct UploadedFile: Sendable, Equatable {
    /// The form field it came in (e.g. `photo`).
    public var field: String
    /// The Content-Type the client claimed, if any. Never trusted.
    public var declaredType: String?
    public var bytes: [UInt8]

    public init(field: String, declaredType: String?, bytes: [UInt8]) {
        self.field = field
        self.declaredType = declaredType
        self.bytes = bytes
    }
}
