import FormcCore
import FormcLoad

/// The decoder's running state for one document: the file and the problems found so far.
struct DecodeContext {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    /// The values that errors left unread or defaulted (`Screen.incomplete`).
    private var incomplete = Set<String>()
    /// The mappings with a key that could not be placed.
    private var unplaced = Set<String>()

    init(file: String) { self.file = file }

    /// Reports a problem; an error also marks its value as incomplete, except an unknown or a
    /// missing key, whose reporters mark the key meant (`markIncomplete`).
    mutating func report(_ message: DiagnosticMessage, at range: SourceRange, pointer: JSONPointer, notes: [Diagnostic.Note] = []) {
        let diagnostic = message.diagnostic(file: file, range: range, pointer: pointer, notes: notes)
        if diagnostic.severity == .error, diagnostic.code != .E200, diagnostic.code != .E201 { incomplete.insert(pointer.description) }
        diagnostics.append(diagnostic)
    }

    /// Marks a value as not read as written: for an unknown key, the key it probably meant
    /// (`lable` → `label`), which then took its default.
    mutating func markIncomplete(_ pointer: JSONPointer) {
        incomplete.insert(pointer.description)
    }

    /// Marks a mapping as holding a key that could not be placed: no known key is near it.
    mutating func markUnplacedKey(in mapping: JSONPointer) {
        unplaced.insert(mapping.description)
    }

    /// The parts of the document that errors left incomplete.
    var incompleteParts: IncompleteParts { IncompleteParts(incomplete, unplacedKeysIn: unplaced) }
}

extension Node {
    /// The range to underline when something is missing from this mapping: the mapping when
    /// it is on one line, else its first entry (the start of the mapping, not all of it).
    var headRange: SourceRange {
        guard range.start.line != range.end.line, let first = mapping?.first else { return range }
        let end = first.value.range.start.line == first.key.range.start.line && first.value.range.end.line == first.key.range.start.line
            ? first.value.range.end : first.key.range.end
        return SourceRange(start: range.start, end: end)
    }
}
