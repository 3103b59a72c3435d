/// Any `Encodable` value as one number (a `StableHash`), without writing it out: the same value
/// gives the same number in every process, so a build can tell that a file made from it would
/// be the same as the one the last build wrote, and skip encoding it.
///
/// A keyed container's entries count whatever order they come in (a dictionary encodes its
/// keys in an order that changes from process to process, where `JSONEncoder` sorts them); an
/// unkeyed container's in order. Each value is tagged with its kind, so `"1"`, `1` and `true`
/// differ, and so do `[]`, `{}` and `nil`.
///
/// A big site fingerprints thousands of widget snapshots a build, so plain values (strings,
/// numbers, booleans, nil) are hashed where they are encoded, through the containers' own
/// overloads, and only containers are objects. No coding path is kept: nothing here throws.
public enum Fingerprint {
    public static func of<Value: Encodable>(_ value: Value) throws -> UInt64 {
        try FingerprintNode.value(of: value)
    }
}

/// One container while a fingerprint is taken: what was encoded into it so far.
final class FingerprintNode {
    enum Tag: UInt64 { case empty = 1, null, bool, string, signed, unsigned, double, keyed, unkeyed }

    /// An entry: a plain value's hash, or a container filled in later (`nestedContainer`).
    private enum Entry {
        case hash(UInt64)
        case node(FingerprintNode)

        var value: UInt64 {
            switch self {
            case .hash(let hash): hash
            case .node(let node): node.value()
            }
        }
    }

    /// What was asked of the node: nothing yet, a plain value, or a container.
    private enum Kind { case empty, leaf, keyed, unkeyed }

    private var kind = Kind.empty
    /// A plain value encoded through a single-value container.
    private var leaf: UInt64 = 0
    private var keyed: [(key: String, entry: Entry)] = []
    private var items: [Entry] = []

    /// The hash of a plain value, tagged with its kind.
    static func leaf(_ tag: Tag, _ body: (inout StableHash) -> Void = { _ in }) -> UInt64 {
        var hash = StableHash()
        hash.combine(tag.rawValue)
        body(&hash)
        return hash.value
    }

    static func leaf(_ text: String) -> UInt64 { leaf(.string) { $0.combine(text) } }
    static func leaf(_ flag: Bool) -> UInt64 { leaf(.bool) { $0.combine(flag ? 1 : 0) } }
    static func leaf(_ number: Int64) -> UInt64 { leaf(.signed) { $0.combine(UInt64(bitPattern: number)) } }
    static func leaf(_ number: UInt64) -> UInt64 { leaf(.unsigned) { $0.combine(number) } }
    static func leaf(_ number: Double) -> UInt64 { leaf(.double) { $0.combine(number.bitPattern) } }

    /// The fingerprint of any value: its own encoding, into a container of its own, is complete
    /// when `encode(to:)` returns.
    static func value(of value: some Encodable) throws -> UInt64 {
        switch value {
        case let text as String: return leaf(text)
        case let flag as Bool: return leaf(flag)
        case let number as Int: return leaf(Int64(number))
        case let number as Double: return leaf(number)
        default:
            let node = FingerprintNode()
            try value.encode(to: FingerprintEncoder(node: node))
            return node.value()
        }
    }

    /// A container is marked when it is asked for, so an empty `[]` and `{}` differ.
    func beginKeyed() { kind = .keyed }
    func beginUnkeyed() { kind = .unkeyed }

    func setLeaf(_ hash: UInt64) {
        kind = .leaf
        leaf = hash
    }

    func add(_ hash: UInt64, forKey key: String) {
        kind = .keyed
        keyed.append((key, .hash(hash)))
    }

    func child(forKey key: String) -> FingerprintNode {
        kind = .keyed
        let node = FingerprintNode()
        keyed.append((key, .node(node)))
        return node
    }

    func append(_ hash: UInt64) {
        kind = .unkeyed
        items.append(.hash(hash))
    }

    func nextItem() -> FingerprintNode {
        kind = .unkeyed
        let node = FingerprintNode()
        items.append(.node(node))
        return node
    }

    var count: Int { items.count }

    func value() -> UInt64 {
        var hash = StableHash()
        switch kind {
        case .keyed:
            // A sum of the entries' own hashes: the same whatever order the keys came in.
            var sum: UInt64 = 0
            for (key, entry) in keyed {
                var one = StableHash()
                one.combine(key)
                one.combine(entry.value)
                sum &+= one.value
            }
            hash.combine(Tag.keyed.rawValue)
            hash.combine(UInt64(keyed.count))
            hash.combine(sum)
        case .unkeyed:
            hash.combine(Tag.unkeyed.rawValue)
            hash.combine(UInt64(items.count))
            for item in items { hash.combine(item.value) }
        case .empty:
            hash.combine(Tag.empty.rawValue)
        case .leaf:
            return leaf
        }
        return hash.value
    }
}

struct FingerprintEncoder: Encoder {
    let node: FingerprintNode
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.beginKeyed()
        return KeyedEncodingContainer(Keyed<Key>(node: node))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.beginUnkeyed()
        return Unkeyed(node: node)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(node: node) }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: FingerprintNode
        var codingPath: [any CodingKey] { [] }

        private func add(_ hash: UInt64, _ key: Key) { node.add(hash, forKey: key.stringValue) }

        mutating func encodeNil(forKey key: Key) throws { add(FingerprintNode.leaf(.null), key) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { add(FingerprintNode.leaf(value), key) }
        mutating func encode(_ value: String, forKey key: Key) throws { add(FingerprintNode.leaf(value), key) }
        mutating func encode(_ value: Double, forKey key: Key) throws { add(FingerprintNode.leaf(value), key) }
        mutating func encode(_ value: Int, forKey key: Key) throws { add(FingerprintNode.leaf(Int64(value)), key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { add(FingerprintNode.leaf(value), key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { add(FingerprintNode.leaf(value), key) }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            add(try FingerprintNode.value(of: value), key)
        }

        // Synthesized `Encodable` leaves out nil optionals through these: the same as not encoding them.
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } }
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } }
        mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } }
        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
            if let value { try encode(value, forKey: key) }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                            forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            FingerprintEncoder(node: node.child(forKey: key.stringValue)).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            FingerprintEncoder(node: node.child(forKey: key.stringValue)).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { FingerprintEncoder(node: node.child(forKey: "super")) }

        mutating func superEncoder(forKey key: Key) -> any Encoder { FingerprintEncoder(node: node.child(forKey: key.stringValue)) }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let node: FingerprintNode
        var codingPath: [any CodingKey] { [] }
        var count: Int { node.count }

        mutating func encodeNil() throws { node.append(FingerprintNode.leaf(.null)) }
        mutating func encode(_ value: Bool) throws { node.append(FingerprintNode.leaf(value)) }
        mutating func encode(_ value: String) throws { node.append(FingerprintNode.leaf(value)) }
        mutating func encode(_ value: Double) throws { node.append(FingerprintNode.leaf(value)) }
        mutating func encode(_ value: Int) throws { node.append(FingerprintNode.leaf(Int64(value))) }
        mutating func encode(_ value: Int64) throws { node.append(FingerprintNode.leaf(value)) }
        mutating func encode(_ value: UInt64) throws { node.append(FingerprintNode.leaf(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws { node.append(try FingerprintNode.value(of: value)) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            FingerprintEncoder(node: node.nextItem()).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { FingerprintEncoder(node: node.nextItem()).unkeyedContainer() }

        mutating func superEncoder() -> any Encoder { FingerprintEncoder(node: node.nextItem()) }
    }

    struct Single: SingleValueEncodingContainer {
        let node: FingerprintNode
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { node.setLeaf(FingerprintNode.leaf(.null)) }
        mutating func encode(_ value: Bool) throws { node.setLeaf(FingerprintNode.leaf(value)) }
        mutating func encode(_ value: String) throws { node.setLeaf(FingerprintNode.leaf(value)) }
        mutating func encode(_ value: Double) throws { node.setLeaf(FingerprintNode.leaf(value)) }
        mutating func encode(_ value: Float) throws { try encode(Double(value)) }
        mutating func encode(_ value: Int) throws { try encode(Int64(value)) }
        mutating func encode(_ value: Int8) throws { try encode(Int64(value)) }
        mutating func encode(_ value: Int16) throws { try encode(Int64(value)) }
        mutating func encode(_ value: Int32) throws { try encode(Int64(value)) }
        mutating func encode(_ value: Int64) throws { node.setLeaf(FingerprintNode.leaf(value)) }
        mutating func encode(_ value: UInt) throws { try encode(UInt64(value)) }
        mutating func encode(_ value: UInt8) throws { try encode(UInt64(value)) }
        mutating func encode(_ value: UInt16) throws { try encode(UInt64(value)) }
        mutating func encode(_ value: UInt32) throws { try encode(UInt64(value)) }
        mutating func encode(_ value: UInt64) throws { node.setLeaf(FingerprintNode.leaf(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws { node.setLeaf(try FingerprintNode.value(of: value)) }
    }
}
