/// The comments of YAML text, which libyaml does not report: a `#` at the start of a line or
/// after a space or tab, outside quoted scalars (single- and double-quoted, over several lines
/// too) and outside block scalars (`|`, `>`, by their indentation). One pass, linear in the
/// bytes: a lookahead never goes past the next token.
public enum CommentScanner {
    /// One comment: the byte offset of its `#`, the end of its text (before the line break)
    /// and whether nothing but spaces precedes it on its line.
    public struct Comment: Hashable, Sendable {
        public var start: Int
        public var end: Int
        public var ownLine: Bool
    }

    public static func comments(in bytes: [UInt8]) -> [Comment] {
        var scanner = Scan(bytes: bytes)
        scanner.run()
        return scanner.found
    }

    private struct Scan {
        let bytes: [UInt8]
        var found: [Comment] = []
        var i = 0
        var flowDepth = 0
        /// The indentation a block scalar's content must exceed, once its header is read.
        var pendingBlock: (parent: Int, explicit: Int?)?

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func run() {
            while i < bytes.count {
                if let block = pendingBlock {
                    pendingBlock = nil
                    skipBlockContent(parent: block.parent, explicit: block.explicit)
                    continue
                }
                scanLine()
            }
        }

        func isBreak(_ b: UInt8) -> Bool { b == 0x0A || b == 0x0D }
        func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }
        /// `[`, `{` or `,`: after one of these a node may start (byte tests, not a search of a
        /// string's UTF-8 view, which costs a call per byte of the file).
        func isFlowOpener(_ b: UInt8) -> Bool { b == UInt8(ascii: "[") || b == UInt8(ascii: "{") || b == UInt8(ascii: ",") }

        /// The offset just past the line break at or after `from`.
        func nextLine(from: Int) -> Int {
            var j = from
            while j < bytes.count, !isBreak(bytes[j]) { j += 1 }
            if j < bytes.count, bytes[j] == 0x0D, j + 1 < bytes.count, bytes[j + 1] == 0x0A { return j + 2 }
            return min(j + 1, bytes.count)
        }

        /// Whether a document marker (`---` or `...`) starts at `j`.
        func isDocumentMarker(at j: Int) -> Bool {
            guard j + 3 <= bytes.count else { return false }
            let c = bytes[j]
            guard c == UInt8(ascii: "-") || c == UInt8(ascii: "."), bytes[j + 1] == c, bytes[j + 2] == c else { return false }
            return j + 3 == bytes.count || isBlank(bytes[j + 3]) || isBreak(bytes[j + 3])
        }

        /// Skips the lines of a block scalar: blank lines and lines indented at least as far as
        /// its first line (which must be indented past `parent`).
        mutating func skipBlockContent(parent: Int, explicit: Int?) {
            var indent: Int? = explicit.map { max(parent, 0) + $0 }
            while i < bytes.count {
                var j = i, spaces = 0
                while j < bytes.count, bytes[j] == 0x20 { j += 1; spaces += 1 }
                var k = j
                while k < bytes.count, isBlank(bytes[k]) { k += 1 }
                if k == bytes.count || isBreak(bytes[k]) { i = nextLine(from: k); continue }
                if spaces == 0, isDocumentMarker(at: i) { return }
                if let needed = indent {
                    guard spaces >= needed else { return }
                } else {
                    guard spaces > parent else { return }
                    indent = spaces
                }
                i = nextLine(from: j)
            }
        }

        /// The column a node on this line starts at, past its sequence dashes (`- - key`), and
        /// the column of the last dash (the parent of a block scalar written right after it).
        func nodeColumns(lineStart: Int) -> (node: Int, dash: Int?) {
            var j = lineStart
            while j < bytes.count, bytes[j] == 0x20 { j += 1 }
            if j == lineStart, isDocumentMarker(at: j) { return (j - lineStart + 4, -1) }
            var dash: Int?
            while j + 1 < bytes.count, bytes[j] == UInt8(ascii: "-"), isBlank(bytes[j + 1]) {
                dash = j - lineStart
                j += 1
                while j < bytes.count, isBlank(bytes[j]) { j += 1 }
            }
            return (j - lineStart, dash)
        }

        mutating func scanLine() {
            let lineStart = i
            if isDocumentMarker(at: i) { flowDepth = 0 }
            var previous: UInt8 = 0x20
            // The last token before the blanks: its last byte and its first (nil at the line's start).
            var token: (first: UInt8, last: UInt8)?
            var tokenFirst: UInt8 = 0
            while i < bytes.count {
                let c = bytes[i]
                if isBreak(c) { i = nextLine(from: i); return }
                switch c {
                case UInt8(ascii: "#") where isBlank(previous):
                    let start = i
                    while i < bytes.count, !isBreak(bytes[i]) { i += 1 }
                    var end = i
                    while end > start, bytes[end - 1] == 0x0D { end -= 1 }
                    let ownLine = bytes[lineStart..<start].allSatisfy(isBlank)
                    found.append(Comment(start: start, end: end, ownLine: ownLine))
                    continue
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    if opensNode(previous, after: token) { skipQuoted(c); previous = c; token = nil; continue }
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    if opensNode(previous, after: token) { flowDepth += 1 }
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if flowDepth > 0 { flowDepth -= 1 }
                case UInt8(ascii: "|"), UInt8(ascii: ">"):
                    if flowDepth == 0, isBlank(previous), startsNode(after: token), let explicit = blockHeader(at: i + 1) {
                        let columns = nodeColumns(lineStart: lineStart)
                        let parent = i - lineStart == columns.node ? (columns.dash ?? (columns.node == 0 ? -1 : columns.node)) : columns.node
                        pendingBlock = (parent, explicit)
                    }
                default:
                    break
                }
                if !isBlank(c) {
                    if isBlank(previous) || isFlowOpener(previous) { tokenFirst = c }
                    token = (tokenFirst, c)
                }
                previous = c
                i += 1
            }
        }

        /// Whether a node may start after `token`: at the line's start, after an indicator
        /// (`:`, `-`, `?`, `,`, `[`, `{`) or after a tag or anchor; not inside a plain scalar.
        func startsNode(after token: (first: UInt8, last: UInt8)?) -> Bool {
            guard let token else { return true }
            switch token.last {
            case UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "{"): return true
            default: return token.first == UInt8(ascii: "!") || token.first == UInt8(ascii: "&")
            }
        }

        /// Whether a quote or bracket after `previous` starts a node (not the inside of a plain
        /// scalar such as `it's`).
        func opensNode(_ previous: UInt8, after token: (first: UInt8, last: UInt8)?) -> Bool {
            (isBlank(previous) && startsNode(after: token)) || isFlowOpener(previous) || (flowDepth > 0 && previous == UInt8(ascii: ":"))
        }

        /// After `|` or `>`: indicators, then only blanks up to a comment or the line's end.
        /// Returns the explicit indentation (nil inside for none), or nil when it is no header.
        func blockHeader(at start: Int) -> Int?? {
            var j = start
            var explicit: Int?
            while j < bytes.count, (bytes[j] >= UInt8(ascii: "0") && bytes[j] <= UInt8(ascii: "9")) || bytes[j] == UInt8(ascii: "+")
                    || bytes[j] == UInt8(ascii: "-") {
                if bytes[j] >= UInt8(ascii: "1"), bytes[j] <= UInt8(ascii: "9") { explicit = Int(bytes[j] - UInt8(ascii: "0")) }
                j += 1
            }
            guard j == bytes.count || isBlank(bytes[j]) || isBreak(bytes[j]) else { return nil }
            while j < bytes.count, isBlank(bytes[j]) { j += 1 }
            guard j == bytes.count || isBreak(bytes[j]) || bytes[j] == UInt8(ascii: "#") else { return nil }
            return .some(explicit)
        }

        /// Past a quoted scalar starting at `i` (its closing quote included), over line breaks.
        mutating func skipQuoted(_ quote: UInt8) {
            i += 1
            while i < bytes.count {
                let c = bytes[i]
                if quote == UInt8(ascii: "\""), c == UInt8(ascii: "\\") { i += 2; continue }
                if c == quote {
                    if quote == UInt8(ascii: "'"), i + 1 < bytes.count, bytes[i + 1] == quote { i += 2; continue }
                    i += 1
                    return
                }
                i += 1
            }
            i = bytes.count
        }
    }
}
