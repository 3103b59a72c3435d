import Foundation
import FuzzSupport
import QuestlineCore

// The input is a photo as play mode receives it, from anyone who has a link: its type is sniffed
// and its location metadata stripped by hand-written parsers of JPEG, PNG, WebP and HEIC. None of
// them may trap. A photo that is accepted is accepted again as it was stored, of the same type
// and unchanged: the stripped bytes hold nothing left to strip.
exit(fuzz { data, size in
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let photo = try? ProofPhoto(bytes) else { return 0 }
    let again: ProofPhoto
    do {
        again = try ProofPhoto(photo.bytes)
    } catch {
        fatalError("a \(photo.type) photo was accepted, but not as it was stored: \(error)")
    }
    if again != photo {
        fatalError("a \(photo.type) photo stored is stripped again: \(photo.bytes.count) bytes become \(again.bytes.count) (\(again.type))")
    }
    return 0
})
