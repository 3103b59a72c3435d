/// The tags of one Mustache template, found as swift-mustache's parser finds them, before it
/// parses: how deep its sections nest, and what each part of it renders next (the partials and
/// parents it includes, the blocks it expands), its block overrides apart from its own tags.
///
/// swift-mustache parses a section by calling itself, and renders a section, a partial or a
/// block the same way, so a template nested thousands deep, or a partial that includes itself,
/// overflows the stack and ends the process: a build, or the dev server with every page it
/// serves. `TemplateCheck` refuses those first, from what this finds (`RenderGraph`).
///
/// Only the tags are read, not their meaning: a tag starts at the start delimiter (`{{`, or what
/// a `{{=… …=}}` tag set) and ends at the end delimiter, as the parser reads them, character by
/// character (grapheme clusters, as the parser compares them). A template the parser then
/// refuses is refused for that; up to the place it does, the two agree.
struct TemplateTags: Equatable {
    /// A place in the template's own file: lines and columns from 1.
    struct Place: Equatable {
        var line: Int
        var column: Int
    }

    /// What rendering a tag may go on to render: a partial (`{{>name}}`) or a parent
    /// (`{{<name}}`) it includes, or a block (`{{$name}}`) it expands with an override, if a
    /// parent's tag was given one.
    struct Reference: Equatable {
        enum Kind: Equatable {
            case partial, parent, expand

            /// The tag as a person wrote it, for a message: `{{>name}}`, `{{<name}}`, `{{$name}}`.
            func tag(_ name: String) -> String {
                switch self {
                case .partial: "{{>\(name)}}"
                case .parent: "{{<\(name)}}"
                case .expand: "{{$\(name)}}"
                }
            }
        }
        var kind: Kind
        var name: String
        /// `{{>*name}}`: the partial's name is the value of `name` in the page's data.
        var dynamic = false
        /// How many sections are open around the tag, within its scope (a parent's or a block's
        /// tag counts itself).
        var depth: Int
        var place: Place
    }

    /// What renders together: the template's own tags, or the tags of one block override
    /// (`{{$name}}…{{/name}}` given to a parent), which render only where the block is expanded.
    struct Scope: Equatable {
        /// The block an override is for; nil for the template's own tags.
        var block: String?
        var place: Place
        /// The deepest its sections nest, within it.
        var depth = 0
        var references: [Reference] = []
    }

    /// The deepest the template's sections nest, overrides and all, and where it first gets that deep.
    private(set) var depth = 0
    private(set) var deepestPlace = Place(line: 1, column: 1)
    /// The template's own tags first, then one scope a block override.
    private(set) var scopes = [Scope(block: nil, place: Place(line: 1, column: 1))]

    /// Every partial and parent the template includes, in any scope.
    var includes: [Reference] { scopes.flatMap { $0.references.filter { $0.kind != .expand } } }

    init(scanning text: String) {
        let characters = Array(text)
        var start: [Character] = ["{", "{"], end: [Character] = ["}", "}"]
        var index = 0
        // The sections open at `index`: each one's kind and the scope its tags belong to; and
        // how many were open when each scope began.
        var open: [(kind: Character, scope: Int)] = [], scopeStart = [0]
        // Where `index` is, as line and column, kept up as the scan moves on.
        var place = Place(line: 1, column: 1), counted = 0

        func matches(_ delimiter: [Character], at position: Int) -> Bool {
            guard position + delimiter.count <= characters.count else { return false }
            for offset in delimiter.indices where characters[position + offset] != delimiter[offset] { return false }
            return true
        }
        func placeOf(_ position: Int) -> Place {
            while counted < position {
                if characters[counted].isNewline {
                    place = Place(line: place.line + 1, column: 1)
                } else {
                    place.column += 1
                }
                counted += 1
            }
            return place
        }
        /// The position just after the next end delimiter from `position`, and what comes before
        /// it, without the whitespace around it.
        func closing(from position: Int) -> (after: Int, name: String)? {
            var cursor = position
            while cursor < characters.count {
                if matches(end, at: cursor) { return (cursor + end.count, Self.trimmed(characters[position..<cursor])) }
                cursor += 1
            }
            return nil
        }

        while index < characters.count {
            guard matches(start, at: index) else {
                index += 1
                continue
            }
            let tagPlace = placeOf(index)
            let kindAt = index + start.count
            guard kindAt < characters.count else { break }
            let kind = characters[kindAt]
            if kind == "=" {
                // {{=<% %>=}}: the new delimiters, apart by whitespace, then `=` and the old end.
                var cursor = kindAt + 1
                func skipSpace() { while cursor < characters.count, characters[cursor].isWhitespace { cursor += 1 } }
                func word(until stop: (Character) -> Bool) -> [Character] {
                    let from = cursor
                    while cursor < characters.count, !stop(characters[cursor]) { cursor += 1 }
                    return Array(characters[from..<cursor])
                }
                skipSpace()
                let newStart = word { $0.isWhitespace }
                skipSpace()
                let newEnd = word { $0 == "=" || $0.isWhitespace }
                skipSpace()
                // Anything else is a parse error: the parser stops there, and so does this.
                guard cursor < characters.count, characters[cursor] == "=", matches(end, at: cursor + 1),
                      !newStart.isEmpty, !newEnd.isEmpty else { return }
                index = cursor + 1 + end.count
                (start, end) = (newStart, newEnd)
                continue
            }
            guard let (after, name) = closing(from: kindAt + 1) else { return }
            index = after
            // {{{name}}}: the parser takes the third brace after the end delimiter.
            if kind == "{", index < characters.count, characters[index] == "}" { index += 1 }
            let scope = open.last?.scope ?? 0
            func note(_ kind: Reference.Kind, _ name: String, dynamic: Bool = false) {
                scopes[scope].references.append(Reference(kind: kind, name: name, dynamic: dynamic,
                                                          depth: open.count - scopeStart[scope], place: tagPlace))
            }
            switch kind {
            case "#", "^":
                open.append((kind, scope))
            case "$" where open.last?.kind == "<":
                // A block's override, given to the parent: its tags are a scope of their own.
                scopes.append(Scope(block: name, place: tagPlace))
                open.append((kind, scopes.count - 1))
                scopeStart.append(open.count)
            case "$":
                open.append((kind, scope))
                note(.expand, name)
            case "<":
                open.append((kind, scope))
                note(.parent, name)
            case ">":
                let dynamic = name.hasPrefix("*")
                note(.partial, dynamic ? Self.trimmed(Array(name.dropFirst())[...]) : name, dynamic: dynamic)
            case "/":
                _ = open.popLast()
            default:
                break
            }
            if let inner = open.last?.scope {
                scopes[inner].depth = max(scopes[inner].depth, open.count - scopeStart[inner])
            }
            if open.count > depth {
                depth = open.count
                deepestPlace = tagPlace
            }
        }
    }
}

extension TemplateTags {
    /// The characters as a string, without the whitespace at either end: found by place, as a
    /// tag's name is read in every template of every build.
    fileprivate static func trimmed(_ characters: ArraySlice<Character>) -> String {
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
              let last = characters.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(characters[first...last])
    }
}
