/// How a diagnostic of a code is fixed, declared with the code (`DiagnosticCode(…, fix:)`)
/// as ruff declares a rule's fix beside the rule: data that the language server's code actions
/// read, so that no switch over codes decides which diagnostics have a fix.
public struct CodeFix: Sendable, Hashable {
    /// The edit, made from the diagnostic: its range, its notes' ranges, its help.
    public enum Edit: Sendable, Hashable {
        /// The diagnostic's range (a plain scalar) replaced by the one word its help suggests:
        /// `did you mean 'X'?` or `try 'X'`. A help with no such word has no fix.
        case suggestedWord
        /// The plain scalar at the diagnostic's range in double quotes or, when the diagnostic
        /// stands for a flow list (one note per item), every item's, in one fix.
        case quoteScalars
        /// The key its help names (`add 'KEY:' …`) as a new last entry of the block mapping
        /// the diagnostic points at, with a value where one can be guessed.
        case addKey
    }

    /// Whether the fix is certain to keep the spec's meaning beyond the diagnostic's (ruff's
    /// applicability): a safe fix only removes the problem; an unsafe one guesses what was
    /// meant (the closest word, a placeholder value), so a person should read it.
    public enum Applicability: String, Sendable, Hashable {
        case safe
        case unsafe
    }

    public var edit: Edit
    public var applicability: Applicability

    public init(_ edit: Edit, _ applicability: Applicability) {
        self.edit = edit
        self.applicability = applicability
    }

    /// The closest valid word in place of the one written: a guess, so unsafe.
    public static let suggestedWord = CodeFix(.suggestedWord, .unsafe)
    /// Quotes that make other YAML tools read the text formc reads: the same meaning, so safe.
    public static let quoteScalars = CodeFix(.quoteScalars, .safe)
    /// The missing key with a guessed value: unsafe.
    public static let addKey = CodeFix(.addKey, .unsafe)
}
