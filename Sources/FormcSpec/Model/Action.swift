import FormcCore

/// A button at the bottom of the sheet (spec-language.md §5).
public struct Action: Hashable, Sendable {
    public enum Role: String, Hashable, Sendable, CaseIterable {
        case submit, cancel, destructive
    }

    public var id: Located<String>
    public var title: Located<String>
    /// nil for a plain button.
    public var role: Located<Role>?
    public var range: SourceRange
    public var pointer: JSONPointer

    public init(id: Located<String>, title: Located<String>, role: Located<Role>?, range: SourceRange, pointer: JSONPointer) {
        self.id = id
        self.title = title
        self.role = role
        self.range = range
        self.pointer = pointer
    }
}
