import FormcSpec

/// Where a caret is in a spec, read from the text's indentation (block YAML), so that it
/// works while the text is being typed and does not parse: the keys and list items from the
/// root down to the mapping around the caret, and whether the caret is on a key or a value.
struct CursorContext: Hashable {
    enum Slot: Hashable {
        /// On a key (or where one is being typed).
        case key
        /// On the value of `key`.
        case value(key: String)
    }

    /// From the root to the mapping that holds the line's key (`.index` for a list item).
    var path: [PathStep]
    var slot: Slot
    /// The word under the caret up to it: what completion replaces. Byte offsets.
    var wordStart: Int
    var wordEnd: Int
    /// The keys already written in the caret's mapping, the line's own excepted.
    var siblingKeys: Set<String>
    /// The line starts a list item (`- `) and holds no key: a scalar item of the parent's list.
    var isBareItem: Bool
    /// The key of the caret's line, and where it is (byte offsets).
    var lineKey: (name: String, start: Int, end: Int)?
    /// In a flow list (`[a, |]`): the slot is an item of the key's list, not the key's value.
    var isListItem = false

    static func == (a: CursorContext, b: CursorContext) -> Bool {
        a.path == b.path && a.slot == b.slot && a.wordStart == b.wordStart && a.wordEnd == b.wordEnd
            && a.siblingKeys == b.siblingKeys && a.isBareItem == b.isBareItem && a.lineKey?.name == b.lineKey?.name
            && a.isListItem == b.isListItem
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(slot)
        hasher.combine(wordStart)
    }

    /// The context at byte `offset` of `document`.
    init(_ document: TextDocument, offset: Int) {
        let lineIndex = document.lineIndex(containing: offset)
        let line = LineShape(document, lineIndex)
        // Columns count from the line's text (after a BOM on the first line).
        let lineStart = document.lineTextStart(lineIndex)
        let caret = max(0, offset - lineStart)
        var slot = Slot.key
        var wordStart = line.contentColumn, wordEnd = line.contentColumn
        if let key = line.key, let colon = line.colonColumn, caret > colon {
            slot = .value(key: key)
            // The value's word: after the colon, a flow list's '[' or ',', and spaces.
            var start = colon + 1
            let bytes = line.bytes
            for i in (colon + 1)..<max(colon + 1, min(caret, bytes.count)) where [UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: " ")].contains(bytes[i]) {
                start = i + 1
            }
            wordStart = start
            wordEnd = caret
        } else {
            wordStart = line.contentColumn
            wordEnd = max(line.contentColumn, caret)
            if let key = line.key { wordEnd = max(wordEnd, line.contentColumn + key.utf8.count) }
        }
        self.slot = slot
        self.wordStart = lineStart + min(wordStart, line.bytes.count)
        self.wordEnd = lineStart + min(max(wordEnd, wordStart), line.bytes.count)
        self.isBareItem = line.isItem && line.key == nil
        self.lineKey = line.key.map { ($0, lineStart + line.contentColumn, lineStart + line.contentColumn + $0.utf8.count) }

        // Up the lines: the parents of an element at `column`, which is a list item when
        // `isItem`; items before it are counted for its index.
        var path: [PathStep] = []
        var siblings = Set<String>()
        var column = line.contentColumn
        var isItem = false
        var itemIndex = 0
        var collectsSiblings = true
        if line.isItem, line.key != nil {
            // `- key: …` on this line: the key's mapping is an item whose dash is on this line.
            path.append(.index(0))
            column = line.dashColumn
            isItem = true
            collectsSiblings = false
        } else if line.isItem {
            // `- ` and a scalar (or nothing yet): an item of the list above, whose other items
            // are counted, never taken for the mapping that holds the caret.
            column = line.dashColumn
            isItem = true
            collectsSiblings = false
        }
        var index = lineIndex - 1
        while index >= 0, column > 0 || isItem || collectsSiblings {
            let above = LineShape(document, index)
            index -= 1
            if above.isDocumentMarker { break }
            guard !above.isBlank else { continue }
            if above.isItem {
                if isItem, above.dashColumn == column {
                    itemIndex += 1
                } else if above.dashColumn < column, above.contentColumn == column, !isItem {
                    // The item that holds the caret's mapping: its first key is a sibling.
                    if collectsSiblings, let key = above.key { siblings.insert(key) }
                    path.append(.index(0))
                    itemIndex = 0
                    column = above.dashColumn
                    isItem = true
                    collectsSiblings = false
                }
                continue
            }
            guard let key = above.key else { continue }
            if above.contentColumn < column || (isItem && above.contentColumn == column) {
                if isItem, case .index = path.last { path[path.count - 1] = .index(itemIndex) }
                path.append(.key(key))
                column = above.contentColumn
                isItem = false
                collectsSiblings = false
            } else if above.contentColumn == column, collectsSiblings {
                siblings.insert(key)
            }
        }
        if isItem, case .index = path.last { path[path.count - 1] = .index(itemIndex) }
        // Keys below the caret's line in the same mapping.
        if !line.isItem || line.key != nil {
            var below = lineIndex + 1
            while below < document.lineCount {
                let next = LineShape(document, below)
                below += 1
                if next.isDocumentMarker { break }
                guard !next.isBlank else { continue }
                if next.contentColumn < line.contentColumn || (next.isItem && next.dashColumn < line.contentColumn) { break }
                if next.contentColumn == line.contentColumn, !next.isItem, let key = next.key { siblings.insert(key) }
            }
        }
        self.path = path.reversed()
        self.siblingKeys = siblings
    }
}

/// The shape of one line of block YAML: its indent, list dashes, and `key:` if it has one.
struct LineShape {
    let bytes: ArraySlice<UInt8>
    /// Column (in bytes) of the first dash of a `- ` item, else of the content.
    var dashColumn = 0
    /// Column where the line's key or scalar starts, after indent and dashes.
    var contentColumn = 0
    var isItem = false
    var key: String?
    /// Column of the colon after the key.
    var colonColumn: Int?
    var isBlank = true
    var isDocumentMarker = false

    init(_ document: TextDocument, _ index: Int) {
        let slice = document.lineBytes(index)
        bytes = slice.isEmpty ? [] : ArraySlice(Array(slice))
        let all = Array(bytes)
        var i = 0
        while i < all.count, all[i] == UInt8(ascii: " ") { i += 1 }
        dashColumn = i
        contentColumn = i
        guard i < all.count, all[i] != UInt8(ascii: "#") else { return }
        isBlank = false
        if i == 0, all.starts(with: Array("---".utf8)) || all.starts(with: Array("...".utf8)) {
            isDocumentMarker = all.count == 3 || all[3] == UInt8(ascii: " ")
            if isDocumentMarker { return }
        }
        while i < all.count, all[i] == UInt8(ascii: "-"), i + 1 == all.count || all[i + 1] == UInt8(ascii: " ") {
            isItem = true
            i += 1
            while i < all.count, all[i] == UInt8(ascii: " ") { i += 1 }
        }
        contentColumn = i
        // A key: a plain word up to ': ' or ':' at the end.
        var j = i
        while j < all.count, Self.isKeyByte(all[j]) { j += 1 }
        if j > i, j < all.count, all[j] == UInt8(ascii: ":"), j + 1 == all.count || all[j + 1] == UInt8(ascii: " ") {
            key = String(decoding: all[i..<j], as: UTF8.self)
            colonColumn = j
        }
    }

    static func isKeyByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "-") || b == UInt8(ascii: "_")
    }
}

/// The spec language along a path: what each key and list item holds.
enum LanguagePath {
    /// The value spec at `path` from the root screen.
    static func spec(at path: [PathStep]) -> ValueSpec? {
        var spec = ValueSpec.mapping(SpecLanguage.root)
        for step in path {
            switch step {
            case .key(let key):
                guard let mapping = mappingName(spec), let next = SpecLanguage.mapping(mapping).key(key) else { return nil }
                spec = next.value
            case .index:
                guard let item = listItem(spec) else { return nil }
                spec = item
            }
        }
        return spec
    }

    /// The mapping a spec describes (directly or as one of its shapes).
    static func mappingName(_ spec: ValueSpec) -> MappingName? {
        switch spec {
        case .mapping(let name): name
        case .oneOf(let specs): specs.lazy.compactMap(mappingName).first
        default: nil
        }
    }

    static func listItem(_ spec: ValueSpec) -> ValueSpec? {
        switch spec {
        case .list(let item, _): item
        case .oneOf(let specs): specs.lazy.compactMap(listItem).first
        default: nil
        }
    }
}
