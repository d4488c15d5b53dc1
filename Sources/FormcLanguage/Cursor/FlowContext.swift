/// Where a caret is inside a flow collection (`[a, b]`, `{ k: v }`), over one line or several:
/// the collections from the outermost one down, read from the text so that it works on
/// half-typed text (`initial: [a, `, `{ id: x, ty`). The block part of the path — what holds
/// the outermost bracket — comes from `CursorContext`, as for any other line.
///
/// One pass from the top-level entry above the caret to it, skipping quoted scalars, comments
/// and block scalars; then on to the end of the caret's collection for the keys written after
/// the caret. Linear in the text it reads.
struct FlowContext {
    private struct Frame {
        var isMapping: Bool
        /// Byte offset of the bracket.
        var start: Int
        /// Steps from the outermost collection down to this one.
        var steps: [PathStep]
        /// Items before the current one (a sequence).
        var index = 0
        /// The current entry's key once its `:` is read (a mapping).
        var key: String?
        var keys = Set<String>()
    }

    private let bytes: [UInt8]
    private var stack: [Frame] = []
    /// Where the current token started (after a bracket, a comma or a `: `), if it did.
    private var tokenStart: Int?
    private var i: Int

    /// The context at `offset`, nil when the caret is not inside a flow collection.
    static func context(_ document: TextDocument, offset: Int) -> CursorContext? {
        let bytes = document.bytes
        guard offset <= bytes.count else { return nil }
        // The nearest line at or above the caret that starts at column 0: block context there.
        var line = document.lineIndex(containing: offset)
        while line > 0 {
            let shape = LineShape(document, line)
            if !shape.isBlank, shape.dashColumn == 0 { break }
            line -= 1
        }
        var scan = FlowContext(bytes: bytes, from: document.lineStarts[line])
        guard scan.run(document, to: offset), let frame = scan.stack.last, let outer = scan.stack.first else { return nil }
        let wordStart = scan.tokenStart ?? offset
        var collected = frame.keys
        if frame.isMapping { collected.formUnion(scan.keysAfterCaret(document, depth: scan.stack.count)) }

        // The block path to the outermost bracket: the value of a key, or an item of a list.
        let block = CursorContext(document, offset: outer.start)
        var base = block.path
        switch block.slot {
        case .value(let key):
            base.append(.key(key))
        case .key where block.isBareItem:
            base.append(.index(itemIndex(document, line: document.lineIndex(containing: outer.start))))
        case .key:
            break
        }
        let path = base + frame.steps
        var context = CursorContext(flowPath: path, wordStart: wordStart, wordEnd: offset)
        if frame.isMapping {
            if let key = frame.key {
                context.slot = .value(key: key)
            } else {
                context.slot = .key
                context.siblingKeys = collected
            }
        } else if case .key(let key)? = path.last {
            // An item of the list that is `key`'s value: a value of that key.
            context.path = Array(path.dropLast())
            context.slot = .value(key: key)
            context.isListItem = true
        } else {
            context.slot = .value(key: "")
        }
        return context
    }

    private init(bytes: [UInt8], from start: Int) {
        self.bytes = bytes
        i = start
    }

    /// Reads up to `offset`; false when the text is not flow-shaped there (a bracket closes
    /// nothing).
    private mutating func run(_ document: TextDocument, to offset: Int) -> Bool {
        while i < offset {
            guard step(document, limit: offset) else { return false }
        }
        return true
    }

    /// One byte (or a skipped quoted scalar, comment or block scalar) of the text.
    private mutating func step(_ document: TextDocument, limit: Int) -> Bool {
        let c = bytes[i]
        let previous: UInt8 = i > 0 ? bytes[i - 1] : 0x0A
        let afterBlank = previous == 0x20 || previous == 0x09 || previous == 0x0A || previous == 0x0D
        if c == UInt8(ascii: "#"), afterBlank {
            while i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
            return true
        }
        if stack.isEmpty {
            return blockStep(document, c, limit: limit)
        }
        switch c {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            push(isMapping: c == UInt8(ascii: "{"))
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            guard stack.popLast() != nil else { return false }
            tokenStart = nil
        case UInt8(ascii: ","):
            if stack[stack.count - 1].isMapping { stack[stack.count - 1].key = nil } else { stack[stack.count - 1].index += 1 }
            tokenStart = nil
        case UInt8(ascii: ":") where isValueIndicator(at: i):
            if stack[stack.count - 1].isMapping, stack[stack.count - 1].key == nil {
                let key = tokenText(upTo: i)
                stack[stack.count - 1].key = key
                stack[stack.count - 1].keys.insert(key)
            }
            tokenStart = nil
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            if tokenStart == nil {
                tokenStart = i
                skipQuoted(c)
                return true
            }
        case 0x20, 0x09, 0x0A, 0x0D:
            break
        default:
            if tokenStart == nil { tokenStart = i }
        }
        i += 1
        return true
    }

    /// Outside any collection: a bracket that starts a node opens one; quoted and block
    /// scalars are skipped.
    private mutating func blockStep(_ document: TextDocument, _ c: UInt8, limit: Int) -> Bool {
        guard "[{\"'|>".utf8.contains(c) else {
            i += 1
            return true
        }
        let lineIndex = document.lineIndex(containing: i)
        let lineStart = document.lineTextStart(lineIndex)
        // What precedes on the line: a node starts after `: `, `- `, `? ` or at the content's start.
        var j = i
        while j > lineStart, bytes[j - 1] == 0x20 || bytes[j - 1] == 0x09 { j -= 1 }
        let startsNode = j == lineStart || (j < i && [UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "?")].contains(bytes[j - 1]))
        guard startsNode else {
            i += 1
            return true
        }
        switch c {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            push(isMapping: c == UInt8(ascii: "{"))
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            skipQuoted(c)
            return true
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            guard isBlockHeader(from: i + 1) else { break }
            // The block scalar's lines: those indented past the key (or the item's dash).
            let shape = LineShape(document, lineIndex)
            let parent = shape.key != nil ? shape.contentColumn : shape.dashColumn
            var next = lineIndex + 1
            while next < document.lineCount, document.lineStarts[next] < limit {
                let below = LineShape(document, next)
                if !below.isBlank, below.dashColumn <= parent { break }
                next += 1
            }
            i = next < document.lineCount ? document.lineStarts[next] : bytes.count
            return true
        default:
            break
        }
        i += 1
        return true
    }

    private mutating func push(isMapping: Bool) {
        var steps: [PathStep] = []
        if let parent = stack.last {
            steps = parent.steps + [parent.isMapping ? .key(parent.key ?? "") : .index(parent.index)]
        }
        stack.append(Frame(isMapping: isMapping, start: i, steps: steps))
        tokenStart = nil
    }

    /// A `:` that ends a key: followed by a blank, a line end, a flow indicator or the text's end.
    private func isValueIndicator(at j: Int) -> Bool {
        guard j + 1 < bytes.count else { return true }
        return " \t\r\n,]}[{".utf8.contains(bytes[j + 1]) || (j > 0 && (bytes[j - 1] == UInt8(ascii: "\"") || bytes[j - 1] == UInt8(ascii: "'")))
    }

    /// The current token up to `end`, trimmed, without its quotes.
    private func tokenText(upTo end: Int) -> String {
        guard let start = tokenStart, start < end else { return "" }
        var slice = bytes[start..<end]
        while let last = slice.last, last == 0x20 || last == 0x09 || last == 0x0A || last == 0x0D { slice = slice.dropLast() }
        if let first = slice.first, first == UInt8(ascii: "\"") || first == UInt8(ascii: "'"), slice.count >= 2, slice.last == first {
            slice = slice.dropFirst().dropLast()
        }
        return String(decoding: slice, as: UTF8.self)
    }

    /// After `|` or `>`: chomping and indentation indicators, then blanks up to a comment or
    /// the line's end.
    private func isBlockHeader(from start: Int) -> Bool {
        var j = start
        while j < bytes.count, "0123456789+-".utf8.contains(bytes[j]) { j += 1 }
        while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
        return j == bytes.count || bytes[j] == 0x0A || bytes[j] == 0x0D || bytes[j] == UInt8(ascii: "#")
    }

    /// Past a quoted scalar starting at `i`, its closing quote included (over line breaks).
    private mutating func skipQuoted(_ quote: UInt8) {
        i += 1
        while i < bytes.count {
            let c = bytes[i]
            if quote == UInt8(ascii: "\""), c == UInt8(ascii: "\\") { i += 2; continue }
            i += 1
            if c == quote {
                if quote == UInt8(ascii: "'"), i < bytes.count, bytes[i] == quote { i += 1; continue }
                return
            }
        }
        i = min(i, bytes.count)
    }

    /// The keys of the caret's mapping written after the caret, up to its closing brace — or
    /// to a line no more indented than the line it opened on, when it is not closed yet.
    private mutating func keysAfterCaret(_ document: TextDocument, depth: Int) -> Set<String> {
        let opening = LineShape(document, document.lineIndex(containing: stack[0].start)).dashColumn
        var found = Set<String>()
        var line = document.lineIndex(containing: i)
        // The entry under the caret is the one being typed: keys count from the next comma.
        var pastEntry = false
        while i < bytes.count, stack.count >= depth {
            if bytes[i] == 0x0A || bytes[i] == 0x0D, i + 1 < bytes.count, document.lineIndex(containing: i + 1) != line {
                line = document.lineIndex(containing: i + 1)
                let shape = LineShape(document, line)
                if !shape.isBlank, shape.dashColumn <= opening { break }
            }
            if stack.count == depth, bytes[i] == UInt8(ascii: ",") { pastEntry = true }
            guard step(document, limit: bytes.count) else { break }
            if pastEntry, stack.count == depth, let key = stack[depth - 1].key { found.insert(key) }
        }
        return found
    }
}

extension CursorContext {
    /// The context at byte `offset`: inside a flow collection when it is in one, else from the
    /// block structure of the lines.
    static func at(_ document: TextDocument, offset: Int) -> CursorContext {
        FlowContext.context(document, offset: offset) ?? CursorContext(document, offset: offset)
    }

    /// A context inside a flow collection; the caller sets its slot and keys.
    init(flowPath: [PathStep], wordStart: Int, wordEnd: Int) {
        path = flowPath
        slot = .key
        self.wordStart = wordStart
        self.wordEnd = max(wordStart, wordEnd)
        siblingKeys = []
        isBareItem = false
        lineKey = nil
    }
}

/// The index of the list item that starts on `line`: the items at its dash's column above it,
/// up to the line that holds the list.
func itemIndex(_ document: TextDocument, line: Int) -> Int {
    let dash = LineShape(document, line).dashColumn
    var count = 0
    var above = line - 1
    while above >= 0 {
        let shape = LineShape(document, above)
        above -= 1
        if shape.isDocumentMarker { break }
        if shape.isBlank || shape.dashColumn > dash { continue }
        guard shape.dashColumn == dash, shape.isItem else { break }
        count += 1
    }
    return count
}
