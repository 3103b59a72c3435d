import Foundation

/// SHA-256 (FIPS 180-4), for the manifest: what a build wrote is recorded as the hash anyone
/// can check with `sha256sum -c .questline-manifest`, so a file is removed only when its bytes
/// are still the ones the build wrote. Foundation on Linux has no CryptoKit, and one function
/// is not worth a dependency that builds BoringSSL.
enum SHA256 {
    /// The hash of `data` as 64 lowercase hexadecimal digits.
    static func hex(_ data: Data) -> String {
        data.withUnsafeBytes { hex($0) }
    }

    static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
        let digest = hash(bytes)
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for word in digest {
            for shift in stride(from: 28, through: 0, by: -4) { text.append(digits[Int((word >> UInt32(shift)) & 0xf)]) }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The eight 32-bit words of the hash.
    static func hash(_ bytes: UnsafeRawBufferPointer) -> [UInt32] {
        var state = State()
        roundConstants.withUnsafeBufferPointer { constants in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
                let whole = bytes.count / 64 * 64
                var offset = 0
                while offset < whole, let base = bytes.baseAddress {
                    state.compress(base + offset, constants, schedule)
                    offset += 64
                }
                // The tail, a 1 bit, zeros, and the length in bits as a big-endian 64-bit number:
                // one block more, or two when the tail leaves no room for the length.
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { last in
                    last.initialize(repeating: 0)
                    let tail = bytes.count - whole
                    for index in 0..<tail { last[index] = bytes[whole + index] }
                    last[tail] = 0x80
                    let blocks = tail < 56 ? 1 : 2
                    let bits = UInt64(bytes.count) &* 8
                    for index in 0..<8 { last[blocks * 64 - 1 - index] = UInt8(truncatingIfNeeded: bits >> UInt64(index * 8)) }
                    if let base = last.baseAddress {
                        for block in 0..<blocks { state.compress(UnsafeRawPointer(base + block * 64), constants, schedule) }
                    }
                }
            }
        }
        return [state.a, state.b, state.c, state.d, state.e, state.f, state.g, state.h]
    }

    /// The running hash, in eight words that stay in registers.
    private struct State {
        var a: UInt32 = 0x6a09_e667, b: UInt32 = 0xbb67_ae85, c: UInt32 = 0x3c6e_f372, d: UInt32 = 0xa54f_f53a
        var e: UInt32 = 0x510e_527f, f: UInt32 = 0x9b05_688c, g: UInt32 = 0x1f83_d9ab, h: UInt32 = 0x5be0_cd19

        /// One 64-byte block into the state.
        mutating func compress(_ block: UnsafeRawPointer, _ constants: UnsafeBufferPointer<UInt32>, _ schedule: UnsafeMutableBufferPointer<UInt32>) {
            for index in 0..<16 {
                schedule[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
            }
            for index in 16..<64 {
                let x = schedule[index - 15], y = schedule[index - 2]
                let s0 = rotate(x, 7) ^ rotate(x, 18) ^ (x >> 3)
                let s1 = rotate(y, 17) ^ rotate(y, 19) ^ (y >> 10)
                schedule[index] = schedule[index - 16] &+ s0 &+ schedule[index - 7] &+ s1
            }
            var a = a, b = b, c = c, d = d, e = e, f = f, g = g, h = h
            for index in 0..<64 {
                let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
                let choice = (e & f) ^ (~e & g)
                let t1 = h &+ s1 &+ choice &+ constants[index] &+ schedule[index]
                let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
                let majority = (a & b) ^ (a & c) ^ (b & c)
                h = g; g = f; f = e; e = d &+ t1
                d = c; c = b; b = a; a = t1 &+ s0 &+ majority
            }
            self.a &+= a; self.b &+= b; self.c &+= c; self.d &+= d
            self.e &+= e; self.f &+= f; self.g &+= g; self.h &+= h
        }
    }


    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}

@inline(__always) private func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
    (value >> count) | (value << (32 - count))
}
