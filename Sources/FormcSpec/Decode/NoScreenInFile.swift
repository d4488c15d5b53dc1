import FormcCore
import FormcLoad

/// E207: a spec file that holds no screen at all — zero bytes, only blank lines and comments,
/// or only empty documents. Such a file is a mistake (a save that lost its text, a file made
/// and never written), so it fails the run instead of passing as "0 screens".
public enum NoScreenInFile {
    /// E207 for `source`, at 1:1 (an empty file has no line to point at).
    public static func diagnostic(_ source: SourceFile) -> Diagnostic {
        // The text after a byte order mark, which a file saved empty by some editors holds.
        let text = source.bytes[min(source.textStart, source.bytes.count)...]
        let what = text.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
            ? (text.isEmpty ? "is empty" : "holds only blank lines")
            : "holds only comments and empty documents, no screen"
        let start = SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
        return Diagnostic(
            .E207, "'\(SafeText.escaped(source.path))' \(what)", file: source.path, range: start,
            help: "write a screen in it (`formc: 1`, `screen: ID` and its fields; `formc init` writes a commented example), or delete the file")
    }
}

extension DiagnosticCode {
    public static let E207 = DiagnosticCode(
        "E207", .error,
        summary: "a spec file with no screen",
        explanation: Explanation(
            meaning: """
            The file holds no screen: it is empty, or holds only blank lines, comments or empty \
            documents (`---` alone). A spec file is read to check a screen, so a file with none is \
            almost always a mistake — a save that lost its text, a file created and never written — \
            and a CI run must not pass it as "0 screens". Standard input read by `formc lint -` counts \
            as a file.
            """,
            example: """
            # the travel category picker, to be written
            """,
            fix: "Write the screen in the file (`formc init` writes a commented example to start from), or delete the file.",
            fixed: """
            # the travel category picker
            formc: 1
            screen: travel-category
            fields:
              - { id: category, type: choice, commit: on-select, options: [pet, kid] }
            """))
}
