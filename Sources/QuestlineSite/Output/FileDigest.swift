import Crypto
import Foundation

/// A file's SHA-256 as `sha256sum` writes it, for the manifest: a build removes a file only
/// when its bytes still hash to what it wrote, and anyone can check the folder with
/// `sha256sum -c .questline-manifest`. The hashing is swift-crypto's (BoringSSL's), never ours.
enum FileDigest {
    /// The hash of `data` as 64 lowercase hexadecimal digits.
    static func hex(_ data: Data) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in SHA256.hash(data: data) {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xf)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
