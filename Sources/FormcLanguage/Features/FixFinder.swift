import FormcCore
import FormcProject

/// The fixes of a diagnostic, as edits of its document: the correction its code declares,
/// made by `DeclaredFixes` (the same edits `formc lint --fix` applies), and for a warning the
/// ignore comment that silences it (`IgnoreFixes`), which only the editor offers: the command
/// line adds no ignore comments.
///
/// Made once per document, asked once per diagnostic.
struct FixFinder {
    let document: TextDocument
    let encoding: PositionEncoding
    private let declared: DeclaredFixes
    private let ignores: IgnoreFixes

    init(document: TextDocument, analysis: DocumentAnalysis, encoding: PositionEncoding) {
        self.document = document
        self.encoding = encoding
        declared = DeclaredFixes(bytes: document.bytes, documents: analysis.documents)
        ignores = IgnoreFixes(document: document, analysis: analysis, encoding: encoding)
    }

    /// The fixes of `diagnostic`: its correction first, then its ignore comment.
    func fixes(for diagnostic: Diagnostic) -> [Fix] {
        guard diagnostic.range != nil else { return [] }
        let correction = declared.fix(for: diagnostic).map { fix in
            Fix(title: fix.title, edits: fix.edits.map { edit in
                TextEdit(range: document.range(edit.range.lowerBound, edit.range.upperBound, encoding: encoding), newText: edit.text)
            }, isPreferred: true)
        }
        return [correction, ignores.fix(for: diagnostic)].compactMap { $0 }
    }
}
