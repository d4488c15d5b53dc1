import FormcCore

/// A place in some document: its URI and a range in the session's encoding.
public struct Location: Hashable, Sendable {
    public var uri: String
    public var range: TextRange

    public init(uri: String, range: TextRange) {
        self.uri = uri
        self.range = range
    }
}

/// One replacement in a document.
public struct TextEdit: Hashable, Sendable {
    public var range: TextRange
    public var newText: String

    public init(range: TextRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}

/// A change that resolves a diagnostic, in the document the diagnostic is in.
public struct Fix: Hashable, Sendable {
    /// What the editor offers ("Replace with 'presentation'").
    public var title: String
    public var edits: [TextEdit]
    /// Whether this is the fix to apply without asking (a likely typo's one correction).
    public var isPreferred: Bool

    public init(title: String, edits: [TextEdit], isPreferred: Bool) {
        self.title = title
        self.edits = edits
        self.isPreferred = isPreferred
    }
}

/// A diagnostic in the positions of the session: what `formc lint` reports, placed for an
/// editor, with its notes as related places and the fixes that resolve it.
public struct LanguageDiagnostic: Hashable, Sendable {
    public var range: TextRange
    public var severity: Severity
    /// The code as written in reports and `formc explain` (`E312`).
    public var code: String
    public var message: String
    public var help: String?
    /// The notes, each at the place it names (the first use of a repeated id, …).
    public var related: [RelatedPlace]
    public var fixes: [Fix]

    /// A note of a diagnostic with the place it names.
    public struct RelatedPlace: Hashable, Sendable {
        public var location: Location
        public var message: String

        public init(location: Location, message: String) {
            self.location = location
            self.message = message
        }
    }

    public init(range: TextRange, severity: Severity, code: String, message: String, help: String?,
                related: [RelatedPlace], fixes: [Fix]) {
        self.range = range
        self.severity = severity
        self.code = code
        self.message = message
        self.help = help
        self.related = related
        self.fixes = fixes
    }

    /// Where the explanation of `code` is published: the diagnostics chapter of the language
    /// reference, whose table lists every code (`formc explain CODE` prints the full page);
    /// nil while the reference is not published.
    public static func explanationURL(_ code: String) -> String? {
        ToolInfo.formc.languageReference.map { $0 + "#7-diagnostics" }
    }

    /// The message with its help line, as an editor shows it.
    public var fullMessage: String {
        guard let help else { return message }
        return message + "\nhelp: " + help
    }
}
