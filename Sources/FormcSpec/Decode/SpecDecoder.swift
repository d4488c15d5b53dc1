import FormcCore
import FormcLoad

/// One YAML document decoded: its screen and the problems found on the way.
public struct DecodedDocument: Sendable {
    /// An empty document (`---` alone, or only comments): skipped silently (spec-language.md §1).
    /// (Declared first, so that the memberwise initializer, which the public one calls, has other
    /// labels than it.)
    public var isEmpty: Bool
    /// The typed screen, as far as it could be read: parts with structural errors take their
    /// defaults or are left out, and `Screen.incomplete` says where, so the validator checks
    /// the rest without echoing those errors. Nil only when the document is not a mapping or
    /// declares an unsupported `formc` version (E206), whose keys would only be noise.
    public var screen: Screen?
    /// E200–E206 and W507 (one per flow sequence, `AmbiguousLists`), in report order.
    public var diagnostics: [Diagnostic]
}

// Ends in the memberwise initializer: one that assigns the properties one by one builds the
// document in a stack slot, and the caller then copied it (and its screen) out.
extension DecodedDocument {
    public init(screen: Screen?, diagnostics: [Diagnostic], isEmpty: Bool) {
        self.init(isEmpty: isEmpty, screen: screen, diagnostics: diagnostics)
    }
}

/// Located YAML nodes → typed `Screen` (spec-language.md §2–6).
///
/// Scalars are typed by the key they belong to, never by YAML 1.1 guessing: a string key takes
/// the text of any scalar (`no`, `0755`, `1e3` and `1` stay those strings, with a W507 warning
/// when other YAML tools would read them as another type); booleans are `true` and `false`
/// only — not `True`, `yes` or `on`; numbers are YAML 1.2 core numbers (`12`, `0x1F`, `1e3`,
/// `0.5`). `!!str` makes any scalar a string; other tags (`!!int`, `!!bool`, …) must match
/// the type the key expects, and unknown tags are type errors. Every problem is collected:
/// decoding never stops at the first one.
public enum SpecDecoder {
    public static func decode(_ document: Document, file: String) -> DecodedDocument {
        if let scalar = document.root.scalar, document.root.tag == nil, scalar.isNull {
            return DecodedDocument(screen: nil, diagnostics: [], isEmpty: true)
        }
        var context = DecodeContext(file: file)
        // The screen takes the context's incomplete parts when it is made (`screen` is the last
        // thing read), so it is never changed (and copied) afterwards.
        let screen = context.screen(document.root, file: file, documentIndex: document.index)
        let diagnostics = AmbiguousLists.grouped(context.diagnostics.sortedForReport(), root: document.root)
        return DecodedDocument(screen: screen, diagnostics: diagnostics, isEmpty: false)
    }

    /// Every document of a loaded file, empty ones left out; a file that loaded without error
    /// and holds no screen at all is one undecoded document with E207 (`NoScreenInFile`).
    public static func decode(_ file: LoadedFile) -> [DecodedDocument] {
        let decoded = file.documents.map { decode($0, file: file.source.path) }.filter { !$0.isEmpty }
        guard decoded.isEmpty, file.diagnostics.errorCount == 0 else { return decoded }
        return [DecodedDocument(screen: nil, diagnostics: [NoScreenInFile.diagnostic(file.source)], isEmpty: false)]
    }
}
