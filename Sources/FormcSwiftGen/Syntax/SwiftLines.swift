/// Swift text being written: lines in one UTF-8 buffer, each started with its indentation and
/// ended by `lineBreak` — a newline, or a space where a closure or a `switch` is written on one
/// line. Every writing routine continues the line that is open and leaves its last line open,
/// so that the caller ends it (`,` after an argument, ` {` before a trailing closure).
///
/// A layout choice ("does it fit on this line?") is made by writing the one-line form and
/// measuring the line, rewinding when it does not fit; writing stops early once the line holds
/// more ASCII than fits, or at a part that needs lines of its own (a `switch`, a closure of
/// several statements), so a form that is broken across lines costs little more than its
/// first line — nothing is rendered once per enclosing level.
struct SwiftLines {
    private var buffer: SwiftTextBuffer
    /// The bytes written.
    var bytes: [UInt8] { buffer.bytes }
    /// What ends a line.
    let lineBreak: UInt8
    /// Where the open line starts in `bytes`.
    private var lineStart = 0
    /// How far the open line has been measured, and what was found up to there.
    private var scanEnd = 0
    private var scanASCII = 0
    private var scanScalars = 0
    private var scanSawCR = false
    /// Bytes written and then taken back by `rewind`: the cost of the layout choices.
    private(set) var rewound = 0
    /// The access level every declaration is written with.
    let access: SwiftAccess

    init(lineBreak: UInt8 = 0x0A, capacity: Int = 0, access: SwiftAccess = .internal) {
        self.lineBreak = lineBreak
        self.access = access
        buffer = SwiftTextBuffer(capacity: capacity)
    }

    var text: String { buffer.text(from: 0) }

    /// A piece of Swift's own text (`: `, ` = `, `func `): its bytes, copied without a look at
    /// the string's form.
    mutating func write(_ piece: StaticString) {
        piece.withUTF8Buffer { buffer.append($0) }
    }

    /// Text made at run time (a name, a type): its UTF-8, read in place.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { buffer.append($0) }
    }

    /// `value` as `SwiftLiteralText.escaped(value, quote:)` writes it: copied as it is when it
    /// has nothing to escape (found by a pass over its bytes), else escaped.
    mutating func appendEscaped(_ value: String, quote: Bool) {
        var value = value
        let copied = value.withUTF8 { utf8 in
            guard !SwiftLiteralText.hasEscapes(utf8, quote: quote) else { return false }
            buffer.append(utf8)
            return true
        }
        if !copied { append(SwiftLiteralText.escaped(value, quote: quote)) }
    }

    /// What `other` wrote, continuing the open line.
    mutating func append(_ other: SwiftLines) { buffer.append(other.buffer) }

    /// Ends the open line and opens the next at `indent`.
    mutating func newLine(indent: Int) {
        buffer.append(lineBreak)
        lineStart = buffer.count
        resetScan()
        if indent > 0 { spaces(indent * SwiftWriter.indentWidth) }
    }

    private mutating func spaces(_ count: Int) {
        var left = count
        while left > 0 {
            let run = min(left, Self.blanks.utf8CodeUnitCount)
            Self.blanks.withUTF8Buffer { buffer.append(UnsafeBufferPointer(rebasing: $0[..<run])) }
            left -= run
        }
    }

    private static let blanks: StaticString = "                                "

    /// Ends the open line with an empty line after it; `newLine` opens the next.
    mutating func blankLine() { buffer.append(lineBreak) }

    /// A position to come back to on the open line.
    var mark: Int { buffer.count }

    /// Drops what was written on the open line after `mark`.
    mutating func rewind(to mark: Int) {
        rewound += buffer.count - mark
        buffer.truncate(to: mark)
        if mark < scanEnd { resetScan() }
    }

    // MARK: Measuring the open line

    /// Whether the open line is at most `SwiftWriter.lineLength` characters. A line of no more
    /// bytes always is; a character holds at most one ASCII scalar (CR LF aside), so a line of
    /// more ASCII bytes never is; one of no more scalars always is; only other lines are
    /// counted cluster by cluster.
    mutating func lineFits() -> Bool {
        let length = SwiftWriter.lineLength
        if buffer.count - lineStart <= length { return true }
        scan()
        if !scanSawCR && scanASCII > length { return false }
        if scanScalars <= length { return true }
        return buffer.text(from: lineStart).count <= length
    }

    /// Whether the open line is already too long, whatever is written after it.
    mutating func lineOverflows() -> Bool {
        guard buffer.count - lineStart > SwiftWriter.lineLength else { return false }
        scan()
        return !scanSawCR && scanASCII > SwiftWriter.lineLength
    }

    private mutating func resetScan() {
        scanEnd = lineStart
        scanASCII = 0
        scanScalars = 0
        scanSawCR = false
    }

    /// Measures the open line from where the last measure stopped.
    private mutating func scan() {
        var index = scanEnd
        let end = buffer.count
        while index < end {
            let byte = buffer[index]
            if byte < 0x80 {
                scanASCII += 1
                scanScalars += 1
                if byte == 0x0D { scanSawCR = true }
            } else if byte & 0xC0 != 0x80 {
                scanScalars += 1
            }
            index += 1
        }
        scanEnd = end
    }

    // MARK: Pieces

    /// The name, in backticks when it is a keyword.
    mutating func identifier(_ name: SwiftName) {
        if SwiftKeywords.needsBackticks(name.text) {
            buffer.append(0x60)
            append(name.text)
            buffer.append(0x60)
        } else {
            append(name.text)
        }
    }

    /// An argument label: any word but `inout`, `var` and `let` may be one without backticks.
    mutating func label(_ name: SwiftName) {
        if SwiftWriter.labelNeedsBackticks(name) {
            buffer.append(0x60)
            append(name.text)
            buffer.append(0x60)
        } else {
            append(name.text)
        }
    }

    mutating func typeName(_ type: SwiftTypeName) {
        switch type {
        case .named(let name): append(name)
        case .member(let base, let name):
            typeName(base)
            write(".")
            identifier(name)
        case .optional(let wrapped):
            typeName(wrapped)
            write("?")
        case .array(let element):
            write("[")
            typeName(element)
            write("]")
        case .generic(let name, let arguments):
            append(name)
            write("<")
            typeNames(arguments)
            write(">")
        case .existential(let name):
            write("any ")
            append(name)
        }
    }

    /// Types separated by `, `.
    mutating func typeNames(_ types: [SwiftTypeName]) {
        for (index, type) in types.enumerated() {
            if index > 0 { write(", ") }
            typeName(type)
        }
    }

    mutating func literal(_ literal: SwiftLiteral) {
        switch literal {
        case .string(let value):
            buffer.append(0x22)
            appendEscaped(value, quote: true)
            buffer.append(0x22)
        case .bool(let value): value ? write("true") : write("false")
        case .nil: write("nil")
        case .int, .double: append(SwiftLiteralText.text(literal))
        }
    }
}
