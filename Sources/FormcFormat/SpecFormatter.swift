import FormcCore
import FormcLoad
import FormcSpec

/// `formc fmt` on one file's text: the canonical layout (`LayoutPrinter`), with every comment
/// kept (`FormatTree.attach`), proved to mean the same before it is handed back: the output is
/// loaded again, and its documents (each value and how every reader types it) and its comments
/// must equal the input's. The file's byte order mark and CRLF line breaks are kept.
public enum SpecFormatter {
    public enum Outcome: Sendable {
        /// The canonical text (equal to the input when it was already canonical).
        case formatted([UInt8])
        /// The file does not load: it is left as written, and these are the loader's findings.
        case loadErrors([Diagnostic])
        /// The file uses YAML that `fmt` does not rewrite (anchors, tags…); left as written.
        case unsupported(String)
        /// The layout would have changed the file's meaning: left as written (a bug of formc's,
        /// reported as such).
        case unsafe(String)
        /// The comments of the output are not those of the input as formc's comment scanner
        /// reads them (a bug, or text the scanner misreads: `! 'q` in a plain scalar looks like
        /// the start of a quoted one): left as written.
        case commentsNotKept(String)
    }

    public static func format(_ source: SourceFile) -> Outcome {
        let file = Loader.load(source)
        guard file.diagnostics.isEmpty else { return .loadErrors(file.diagnostics) }
        let tree: FormatTree
        do {
            tree = try FormatTree(file: file)
        } catch {
            return .unsupported(error.reason)
        }
        var printer = LayoutPrinter(tree: tree, source: source)
        printer.printAll()
        let crlf = usesCRLF(source.bytes)
        var text = printer.lines.joined(separator: crlf ? "\r\n" : "\n")
        if !printer.lines.isEmpty { text += crlf ? "\r\n" : "\n" }
        var bytes = Array(source.bytes[..<source.textStart])
        bytes += Array(text.utf8)
        let output = SourceFile(path: source.path, bytes: bytes)
        if let problem = difference(file, output) { return .unsafe(problem) }
        if !commentsKept(file.source, output) { return .commentsNotKept("a comment would be lost or changed") }
        return .formatted(bytes)
    }

    /// Whether the file's first line break is CRLF.
    static func usesCRLF(_ bytes: [UInt8]) -> Bool {
        guard let lf = bytes.firstIndex(of: 0x0A) else { return false }
        return lf > 0 && bytes[lf - 1] == 0x0D
    }

    /// Whether each comment of `before` is a comment of `after`, or a part of one (joined).
    private static func allKept(_ before: [String], in after: [String]) -> Bool {
        let whole = Set(after)
        let joined = after.filter { $0.dropFirst().contains("#") }
        return before.allSatisfy { comment in whole.contains(comment) || joined.contains { $0.contains(comment) } }
    }

    /// What differs in meaning or comments between the input and the output, nil when nothing.
    static func difference(_ before: LoadedFile, _ after: SourceFile) -> String? {
        let reloaded = Loader.load(after)
        if let first = reloaded.diagnostics.first { return "the output does not load: \(first.message)" }
        guard reloaded.documents.count == before.documents.count else { return "the output has another number of documents" }
        for (a, b) in zip(before.documents, reloaded.documents) where Meaning.of(a.root) != Meaning.of(b.root) {
            return "document \(a.index) would read differently"
        }
        return nil
    }

    /// Whether every comment of `before` is in `after`, whole (several that trailed one entry
    /// end its line as one comment), and nothing else is.
    static func commentsKept(_ before: SourceFile, _ after: SourceFile) -> Bool {
        let commentsBefore = CommentScanner.comments(in: before.bytes).map { FormatTree.text(of: $0, in: before) }
        let commentsAfter = CommentScanner.comments(in: after.bytes).map { FormatTree.text(of: $0, in: after) }
        let lengthBefore = commentsBefore.reduce(0) { $0 + $1.utf8.count } + commentsBefore.count
        let lengthAfter = commentsAfter.reduce(0) { $0 + $1.utf8.count } + commentsAfter.count
        return lengthBefore == lengthAfter && commentsAfter.count <= commentsBefore.count && allKept(commentsBefore, in: commentsAfter)
    }
}

/// What a document means, for the check: each value as the YAML 1.2 core schema types it, a
/// plain string that other readers type otherwise (W507) marked as such, and mappings compared
/// as sets of keys (their order carries no meaning; `fmt` sorts them).
enum Meaning: Hashable {
    case scalar(String)
    case list([Meaning])
    case map([String: Meaning])

    static func of(_ node: Node) -> Meaning {
        switch node.kind {
        case .scalar(let scalar):
            var text = JSONWriter.compact(CoreSchema.json(node))
            if scalar.isPlain, AmbiguousScalar.otherReading(of: scalar.value) != nil { text += " (plain)" }
            return .scalar(text)
        case .sequence(let items):
            return .list(items.map(of))
        case .mapping(let entries):
            var map: [String: Meaning] = [:]
            for entry in entries { map[JSONWriter.compact(CoreSchema.json(entry.key))] = of(entry.value) }
            return .map(map)
        }
    }
}
