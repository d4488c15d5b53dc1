/// How a client counts the `character` of a position (LSP 3.17 `PositionEncodingKind`): in
/// UTF-8 bytes, UTF-16 code units (the mandatory default) or Unicode scalars.
public enum PositionEncoding: String, Hashable, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The encoding a server picks from what the client offers: UTF-8 when offered (no
    /// conversion at all: formc keeps text as UTF-8), else UTF-32 (scalars, as libyaml counts),
    /// else UTF-16, which every client must support, offered or not.
    public static func negotiated(offered: [String]) -> PositionEncoding {
        if offered.contains(PositionEncoding.utf8.rawValue) { return .utf8 }
        if offered.contains(PositionEncoding.utf32.rawValue) { return .utf32 }
        return .utf16
    }

    /// The code units one scalar takes in this encoding.
    func units(of scalar: Unicode.Scalar) -> Int {
        switch self {
        case .utf8: scalar.utf8.count
        case .utf16: scalar.utf16.count
        case .utf32: 1
        }
    }
}

/// A place in a document as LSP names it: 0-based line and 0-based character, counted in the
/// session's `PositionEncoding`.
public struct Position: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (a: Position, b: Position) -> Bool { (a.line, a.character) < (b.line, b.character) }

    public var description: String { "\(line):\(character)" }
}

/// A half-open span between two positions.
public struct TextRange: Hashable, Sendable, CustomStringConvertible {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    public init(at position: Position) { self.init(start: position, end: position) }

    public var description: String { "\(start)-\(end)" }
}

/// One change of a `didChange` notification: `range` nil replaces the whole text.
public struct TextChange: Hashable, Sendable {
    public var range: TextRange?
    public var text: String

    public init(range: TextRange?, text: String) {
        self.range = range
        self.text = text
    }
}
