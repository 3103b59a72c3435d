import Crypto
import Foundation

/// A UUID made from a name: the same name always gives the same UUID, and different names
/// different ones. The first 16 bytes of the name's SHA-256 with RFC 9562's version 8 and
/// variant bits set, so it is a well-formed UUID (for `urn:uuid:` ids) that no random UUID equals.
public enum NameBasedUUID {
    public static func make(_ name: String) -> UUID {
        var bytes = Array(SHA256.hash(data: Data(name.utf8)).prefix(16))
        bytes[6] = (bytes[6] & 0x0F) | 0x80
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
