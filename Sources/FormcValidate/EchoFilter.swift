import FormcCore
import FormcSpec

/// Keeps a rule from echoing a decoding error. When decoding left part of a screen incomplete
/// (`Screen.incomplete`: a value of the wrong type, a misspelled or missing key, an item left
/// out), the rules still check the rest of the screen — every problem in one run — but a
/// finding that reads an incomplete part could be a consequence of the first error: a
/// misspelled `layout` makes `columns` look misplaced, an action with a bad role makes the
/// submit action look missing. Such findings wait until the error is fixed. What each code
/// reads is declared with the code, in its rule's `codes`.
struct EchoFilter {
    private let codes: [DiagnosticCode: RuleCode]

    init(_ codes: [RuleCode]) {
        var byCode: [DiagnosticCode: RuleCode] = [:]
        for code in codes { byCode[code.code] = code }
        self.codes = byCode
    }

    /// Whether `diagnostic`, found by a rule on `screen`, reads only parts that were decoded whole.
    /// A code no rule declares is taken to read the whole screen.
    func keeps(_ diagnostic: Diagnostic, of screen: Screen) -> Bool {
        guard !screen.incomplete.isEmpty else { return true }
        guard let code = codes[diagnostic.code] else { return false }
        guard let reads = code.reads(diagnostic, screen) else { return true }
        // A root key formc could not place (`buttons:`) may be the actions or tab bar whose
        // absence the rule would report.
        if reads.absence, screen.isRootIncomplete { return false }
        if reads.parts.contains(where: screen.isIncomplete(at:)) { return false }
        return !reads.lists.contains(where: screen.incomplete.missesItems(in:))
    }
}
