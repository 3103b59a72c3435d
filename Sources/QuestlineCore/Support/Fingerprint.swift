/// Any `Encodable` value as one number (a `StableHash`), without writing it out: the same value
/// gives the same number in every process, so a build can tell that a file made from it would
/// be the same as the one the last build wrote, and skip encoding it.
///
/// A keyed container's entries count whatever order they come in (a dictionary encodes its
/// keys in an order that changes from process to process, where `JSONEncoder` sorts them); an
/// unkeyed container's in order. Each value is tagged with its kind, so `"1"`, `1` and `true`
/// differ, and so do `[]`, `{}` and `nil`.
public enum Fingerprint {
    public static func of<Value: Encodable>(_ value: Value) throws -> UInt64 {
        let root = FingerprintNode()
        try value.encode(to: FingerprintEncoder(node: root, codingPath: []))
        return root.value()
    }
}

/// One encoded value while a fingerprint is taken: a leaf, or a container of more nodes.
final class FingerprintNode {
    enum Tag: UInt64 { case empty = 1, null, bool, string, signed, unsigned, double, keyed, unkeyed }

    private var leaf: StableHash?
    private var keyed: [(key: String, node: FingerprintNode)] = []
    private var items: [FingerprintNode] = []
    private var tag = Tag.empty

    func set(_ tag: Tag, _ body: (inout StableHash) -> Void = { _ in }) {
        var hash = StableHash()
        hash.combine(tag.rawValue)
        body(&hash)
        self.tag = tag
        leaf = hash
    }

    func child(forKey key: String) -> FingerprintNode {
        tag = .keyed
        let node = FingerprintNode()
        keyed.append((key, node))
        return node
    }

    func nextItem() -> FingerprintNode {
        tag = .unkeyed
        let node = FingerprintNode()
        items.append(node)
        return node
    }

    var count: Int { items.count }

    func value() -> UInt64 {
        var hash = StableHash()
        switch tag {
        case .keyed:
            // A sum of the entries' own hashes: the same whatever order the keys came in.
            var sum: UInt64 = 0
            for (key, node) in keyed {
                var entry = StableHash()
                entry.combine(key)
                entry.combine(node.value())
                sum &+= entry.value
            }
            hash.combine(Tag.keyed.rawValue)
            hash.combine(UInt64(keyed.count))
            hash.combine(sum)
        case .unkeyed:
            hash.combine(Tag.unkeyed.rawValue)
            hash.combine(UInt64(items.count))
            for node in items { hash.combine(node.value()) }
        case .empty:
            hash.combine(Tag.empty.rawValue)
        default:
            return leaf?.value ?? 0
        }
        return hash.value
    }

    func encode(_ value: some Encodable, codingPath: [any CodingKey]) throws {
        switch value {
        case let text as String: set(.string) { $0.combine(text) }
        case let flag as Bool: set(.bool) { $0.combine(flag ? 1 : 0) }
        case let number as Int: set(.signed) { $0.combine(UInt64(bitPattern: Int64(number))) }
        case let number as Double: set(.double) { $0.combine(number.bitPattern) }
        default: try value.encode(to: FingerprintEncoder(node: self, codingPath: codingPath))
        }
    }
}

struct FingerprintEncoder: Encoder {
    let node: FingerprintNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Keyed<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(node: node, codingPath: codingPath) }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(node: node, codingPath: codingPath) }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: FingerprintNode
        let codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) throws { node.child(forKey: key.stringValue).set(.null) }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try node.child(forKey: key.stringValue).encode(value, codingPath: codingPath + [key])
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                            forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(Keyed<NestedKey>(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key]))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            Unkeyed(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
        }

        mutating func superEncoder() -> any Encoder {
            FingerprintEncoder(node: node.child(forKey: "super"), codingPath: codingPath)
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            FingerprintEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let node: FingerprintNode
        let codingPath: [any CodingKey]
        var count: Int { node.count }

        mutating func encodeNil() throws { node.nextItem().set(.null) }

        mutating func encode<T: Encodable>(_ value: T) throws { try node.nextItem().encode(value, codingPath: codingPath) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(Keyed<NestedKey>(node: node.nextItem(), codingPath: codingPath))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            Unkeyed(node: node.nextItem(), codingPath: codingPath)
        }

        mutating func superEncoder() -> any Encoder { FingerprintEncoder(node: node.nextItem(), codingPath: codingPath) }
    }

    struct Single: SingleValueEncodingContainer {
        let node: FingerprintNode
        let codingPath: [any CodingKey]

        mutating func encodeNil() throws { node.set(.null) }
        mutating func encode(_ value: Bool) throws { node.set(.bool) { $0.combine(value ? 1 : 0) } }
        mutating func encode(_ value: String) throws { node.set(.string) { $0.combine(value) } }
        mutating func encode(_ value: Double) throws { node.set(.double) { $0.combine(value.bitPattern) } }
        mutating func encode(_ value: Float) throws { try encode(Double(value)) }
        mutating func encode(_ value: Int) throws { try encode(Int64(value)) }
        mutating func encode(_ value: Int8) throws { try encode(Int64(value)) }
        mutating func encode(_ value: Int16) throws { try encode(Int64(value)) }
        mutating func encode(_ value: Int32) throws { try encode(Int64(value)) }
        mutating func encode(_ value: Int64) throws { node.set(.signed) { $0.combine(UInt64(bitPattern: value)) } }
        mutating func encode(_ value: UInt) throws { try encode(UInt64(value)) }
        mutating func encode(_ value: UInt8) throws { try encode(UInt64(value)) }
        mutating func encode(_ value: UInt16) throws { try encode(UInt64(value)) }
        mutating func encode(_ value: UInt32) throws { try encode(UInt64(value)) }
        mutating func encode(_ value: UInt64) throws { node.set(.unsigned) { $0.combine(value) } }
        mutating func encode<T: Encodable>(_ value: T) throws { try node.encode(value, codingPath: codingPath) }
    }
}
