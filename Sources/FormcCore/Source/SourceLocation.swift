/// A point in a source file: 1-based line, 1-based column counted in Unicode scalars
/// (as libyaml counts), and the 0-based UTF-8 byte offset.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column, lhs.offset) < (rhs.line, rhs.column, rhs.offset)
    }

    public var description: String { "\(line):\(column)" }
}

/// A half-open span `[start, end)` in one file.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// An empty range at one point.
    public init(at location: SourceLocation) {
        self.init(start: location, end: location)
    }

    public var description: String { "\(start)-\(end)" }
}
