import FormcCore

/// A value with the place it came from. A value the spec did not write (a default) carries the
/// range and pointer of the node that would have held it, and `isExplicit == false`, so a rule
/// about a default can still point somewhere useful.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    public var value: Value
    public var range: SourceRange
    public var pointer: JSONPointer
    public var isExplicit: Bool

    public init(_ value: Value, range: SourceRange, pointer: JSONPointer, isExplicit: Bool = true) {
        self.value = value
        self.range = range
        self.pointer = pointer
        self.isExplicit = isExplicit
    }

    /// The same place with another value.
    public func map<T>(_ transform: (Value) -> T) -> Located<T> {
        Located<T>(transform(value), range: range, pointer: pointer, isExplicit: isExplicit)
    }
}

/// Where a node is, without a value: for lists and mappings that rules point at.
public struct Place: Hashable, Sendable {
    public var range: SourceRange
    public var pointer: JSONPointer

    public init(range: SourceRange, pointer: JSONPointer) {
        self.range = range
        self.pointer = pointer
    }
}
