/// A UI string split once at its `{name}` placeholders, so filling it is one pass that never
/// looks inside what it puts in: a player called `{when}` stays `{when}`, whatever order the
/// arguments come in. A placeholder without an argument is left as written. The site's UI strings
/// and the widgets' phrases are filled this way.
public struct PlaceholderText: Sendable {
    private enum Piece: Sendable {
        case text(Substring)
        case placeholder(String)
    }

    private let pieces: [Piece]

    public init(_ text: String) {
        var pieces: [Piece] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(where: { $0 == "}" || $0 == "{" }), rest[close] == "}",
                  close > afterOpen else {
                // A brace that opens nothing is text; look again after it.
                pieces.append(.text(rest[...open]))
                rest = rest[afterOpen...]
                continue
            }
            if open > rest.startIndex { pieces.append(.text(rest[..<open])) }
            pieces.append(.placeholder(String(rest[afterOpen..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append(.text(rest)) }
        self.pieces = pieces
    }

    public func filled(_ arguments: [String: String]) -> String {
        var result = ""
        for piece in pieces {
            switch piece {
            case .text(let text): result += text
            case .placeholder(let name): result += arguments[name] ?? "{\(name)}"
            }
        }
        return result
    }
}
