import FormcCore
import FormcFormat
import FormcLoad
import FormcPipelineTestSupport

/// The properties every formatted file must have, as failures in words (empty when it has them):
/// the output is a fixed point (formatting it again changes nothing); each document's `inspect`
/// JSON is the same bytes once object members are put in one order (`fmt` sorts keys; member
/// order carries no meaning in JSON); every comment is kept, on the line of the node it was
/// attached to or just above it; and for a spec, lint reports the same codes at the same places,
/// ignore comments included.
enum FormatChecks {
    /// A comment's node, from whoever wrote the comment.
    struct Attachment {
        var text: String
        var path: [String]
        var trailing: Bool
    }

    static func failures(of text: String, path: String = "test.yaml", attachments: [Attachment]? = nil, lint: Bool = true) -> (output: String?, failures: [String]) {
        let source = SourceFile(path: path, bytes: Array(text.utf8))
        guard case .formatted(let bytes) = SpecFormatter.format(source) else {
            return (nil, ["not formatted: \(SpecFormatter.format(source))"])
        }
        let output = String(decoding: bytes, as: UTF8.self)
        var failures: [String] = []
        if case .formatted(let again) = SpecFormatter.format(SourceFile(path: path, bytes: bytes)), again == bytes {} else {
            failures.append("not idempotent")
        }
        let before = Loader.load(source), after = Loader.load(SourceFile(path: path, bytes: bytes))
        if inspect(before) != inspect(after) { failures.append("inspect JSON differs:\n\(inspect(before))\n\(inspect(after))") }
        failures += commentFailures(before: before, after: after, attachments: attachments)
        if lint, before.documents.first?.root.mapping?.contains(where: { $0.key.scalar?.value == "formc" }) == true {
            let a = findings(text), b = findings(output)
            if a != b { failures.append("lint differs:\n\(a)\n\(b)") }
        }
        return (output, failures)
    }

    /// `formc inspect --format json` of each document, objects' members sorted by key.
    static func inspect(_ file: LoadedFile) -> String {
        file.documents.map { JSONWriter.compact(sorted(CoreSchema.json($0.root))) + "\n" }.joined()
    }

    private static func sorted(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let items): .array(items.map(sorted))
        case .object(let members): .object(members.map { JSONValue.Member($0.key, sorted($0.value)) }.sorted { $0.key < $1.key })
        default: value
        }
    }

    /// Codes and places lint reports (W507 set apart: it groups the items of one flow list,
    /// so a list's layout changes how many findings its items make, not which).
    static func findings(_ text: String) -> [String] {
        Spec.check(text).diagnostics.filter { $0.code.id != "W507" }.map { "\($0.code.id) \($0.pointer)" }.sorted()
    }

    // MARK: Comments

    struct Entry {
        var path: [String]
        var start: Int
        var end: Int
        var line: Int
        var endLine: Int
        /// The root of an empty document, whose comments go to the next document (§15).
        var isEmptyDocument = false
    }

    /// Every mapping entry and list item of the documents, in document order.
    static func entries(_ file: LoadedFile) -> [Entry] {
        var found: [Entry] = []
        func walk(_ node: Node, _ path: [String], start: Node) {
            found.append(Entry(path: path, start: start.range.start.offset, end: node.range.end.offset,
                               line: start.range.start.line, endLine: node.range.end.line))
            switch node.kind {
            case .scalar: break
            case .sequence(let items): for (i, item) in items.enumerated() { walk(item, path + [String(i)], start: item) }
            case .mapping(let pairs): for pair in pairs { walk(pair.value, path + [pair.key.scalar?.value ?? "?"], start: pair.key) }
            }
        }
        for document in file.documents {
            walk(document.root, ["\(document.index)"], start: document.root)
            if let scalar = document.root.scalar, scalar.isPlain, scalar.value.isEmpty, let last = found.indices.last { found[last].isEmptyDocument = true }
        }
        return found
    }

    private static func commentFailures(before: LoadedFile, after: LoadedFile, attachments: [Attachment]?) -> [String] {
        let outComments = CommentScanner.comments(in: after.source.bytes).map { comment in
            (text: text(comment, after.source), line: after.source.location(ofByteOffset: comment.start).line)
        }
        let outLines = Dictionary(entries(after).map { ($0.path, $0.line) }, uniquingKeysWith: { a, _ in a })
        let commentLines = Set(outComments.map(\.line))
        /// Whether an output comment holding `text` is on `line`, or just above it (comments between).
        func placed(_ text: String, onLineOf path: [String], trailing: Bool) -> Bool {
            guard let line = outLines[path] else { return false }
            return outComments.contains { comment in
                guard comment.text.contains(text) else { return false }
                if trailing { return comment.line == line }
                return comment.line < line && (comment.line + 1..<line).allSatisfy { commentLines.contains($0) }
            }
        }
        var failures: [String] = []
        if let attachments {
            for a in attachments where !placed(a.text, onLineOf: ["0"] + a.path, trailing: a.trailing) {
                failures.append("comment '\(a.text)' is not \(a.trailing ? "on" : "above") the line of /\(a.path.joined(separator: "/"))")
            }
            return failures
        }
        // Without a record of each comment's node: a comment that ends a line belongs to an
        // entry that starts (else ends) on that line before it; a full-line one to an entry that
        // starts next.
        let all = entries(before)
        for comment in CommentScanner.comments(in: before.source.bytes) {
            let text = text(comment, before.source)
            guard outComments.contains(where: { $0.text.contains(text) }) else {
                failures.append("comment '\(text)' is lost")
                continue
            }
            let line = before.source.location(ofByteOffset: comment.start).line
            var candidates: [Entry]
            if comment.ownLine {
                guard let next = all.filter({ $0.start > comment.start }).map(\.start).min() else { continue }
                candidates = all.filter { $0.start == next }
            } else {
                candidates = all.filter { $0.line == line && $0.start < comment.start }
                if candidates.isEmpty { candidates = all.filter { $0.endLine == line && $0.end <= comment.start } }
                if candidates.isEmpty, let previous = all.last(where: { $0.start < comment.start }) { candidates = [previous] }
            }
            guard !candidates.isEmpty, !candidates.allSatisfy(\.isEmptyDocument) else { continue }
            if !candidates.contains(where: { placed(text, onLineOf: $0.path, trailing: !comment.ownLine) }) {
                failures.append("comment '\(text)' (line \(line)) is not \(comment.ownLine ? "above" : "on") the line of any of \(candidates.map { "/" + $0.path.joined(separator: "/") })")
            }
        }
        return failures
    }

    private static func text(_ comment: CommentScanner.Comment, _ source: SourceFile) -> String {
        var end = comment.end
        while end > comment.start, source.bytes[end - 1] == 0x20 || source.bytes[end - 1] == 0x09 { end -= 1 }
        return String(decoding: source.bytes[comment.start..<end], as: UTF8.self)
    }
}
