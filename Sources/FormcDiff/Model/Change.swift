import FormcCore
import FormcSpec

/// One change between two versions of a screen: which rule, where in each version, what it
/// means, and, when it breaks stored results, a result that shows it.
public struct Change: Hashable, Sendable {
    /// A place in one version of the specs.
    public struct Site: Hashable, Sendable {
        public var file: String
        public var range: SourceRange
        public var pointer: JSONPointer

        public init(file: String, range: SourceRange, pointer: JSONPointer) {
            self.file = file
            self.range = range
            self.pointer = pointer
        }

        init(_ screen: Screen, _ place: Place) { self.init(file: screen.file, range: place.range, pointer: place.pointer) }

        init<T>(_ screen: Screen, _ located: Located<T>) {
            self.init(file: screen.file, range: located.range, pointer: located.pointer)
        }
    }

    public var rule: DiffRule
    /// The screen's id in the new version (the old one's when it was removed).
    public var screen: String
    /// The field's id in the old and in the new version, when the change is about a field.
    public var baseField: String?
    public var headField: String?
    /// The option's id, when the change is about one (its old id for a rename).
    public var option: String?
    /// What changed, in a sentence; holds spec text, escaped by each report format.
    public var message: String
    /// Where the change is in the old version, and in the new one (for something removed: the
    /// place that held it, so an annotation and an `allow-breaking` comment have a line).
    public var base: Site?
    public var head: Site?
    /// For a change that breaks stored results: a result the old result schema accepts and
    /// the new one rejects (nil when no result can hold what changed).
    public var witness: Witness?

    init(_ rule: DiffRule, screen: String, baseField: String? = nil, headField: String? = nil, option: String? = nil,
         _ message: String, base: Site?, head: Site?, witness: Witness? = nil) {
        self.rule = rule
        self.screen = screen
        self.baseField = baseField
        self.headField = headField
        self.option = option
        self.message = message
        self.base = base
        self.head = head
        self.witness = witness
    }

    /// The rule's classes, except `results` when no stored result can hold what changed (an
    /// option of a multi-choice whose `max` is 0): then no result is rejected.
    public var classes: [ChangeClass] {
        let classes = rule.classes.filter { $0 != .results || witness != nil }
        return classes.isEmpty ? [.presentation] : classes
    }

    /// Whether the change breaks stored results or generated code.
    public var isBreaking: Bool { classes.contains { $0.isBreaking } }
}
