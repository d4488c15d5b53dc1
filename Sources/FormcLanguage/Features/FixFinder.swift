import FormcCore
import FormcLoad
import FormcSpec

/// The fixes of a diagnostic, as edits of its document: the correction its code declares
/// (`DiagnosticCode.fix`, beside the rule that reports it: the word of a did-you-mean or an id
/// repair, quotes around scalars other tools read as another type, a missing required key),
/// and for a warning the ignore comment that silences it (`IgnoreFixes`).
///
/// Fixes are made only where the edit is certain: a replacement only of a plain scalar, a
/// missing key only in a block mapping. Made once per document, asked once per diagnostic.
struct FixFinder {
    let document: TextDocument
    let analysis: DocumentAnalysis
    let encoding: PositionEncoding
    private let ignores: IgnoreFixes

    init(document: TextDocument, analysis: DocumentAnalysis, encoding: PositionEncoding) {
        self.document = document
        self.analysis = analysis
        self.encoding = encoding
        ignores = IgnoreFixes(document: document, analysis: analysis, encoding: encoding)
    }

    /// The fixes of `diagnostic`: its correction first, then its ignore comment.
    func fixes(for diagnostic: Diagnostic) -> [Fix] {
        guard let range = diagnostic.range else { return [] }
        let start = range.start.offset, end = range.end.offset
        guard start >= 0, start <= end, end <= document.bytes.count else { return [] }
        let correction: Fix? = switch diagnostic.code.fix?.edit {
        case .suggestedWord?: diagnostic.help.flatMap(Self.correction).flatMap { replacing(start, end, with: $0) }
        case .quoteScalars?: quoting(diagnostic)
        case .addKey?: missingKey(diagnostic)
        case nil: nil
        }
        return [correction, ignores.fix(for: diagnostic)].compactMap { $0 }
    }

    /// The word of `did you mean 'X'?` or `try 'X'` when the help is exactly that.
    static func correction(in help: String) -> String? {
        for (prefix, suffix) in [("did you mean '", "'?"), ("try '", "'")] where help.hasPrefix(prefix) && help.hasSuffix(suffix) {
            let word = String(help.dropFirst(prefix.count).dropLast(suffix.count))
            let safe = !word.isEmpty && !word.unicodeScalars.contains { "'\"\\#:".unicodeScalars.contains($0) || $0.value < 0x20 }
            return safe && word.count + prefix.count + suffix.count == help.count ? word : nil
        }
        return nil
    }

    /// The text of a plain scalar at `start..<end`, nil when it is quoted, a block, or spans lines.
    private func plainScalar(_ start: Int, _ end: Int) -> String? {
        guard end > start else { return nil }
        let slice = document.bytes[start..<end]
        guard let first = slice.first, first != UInt8(ascii: "\""), first != UInt8(ascii: "'"),
              first != UInt8(ascii: "|"), first != UInt8(ascii: ">"),
              !slice.contains(0x0A), !slice.contains(0x0D) else { return nil }
        return String(decoding: slice, as: UTF8.self)
    }

    private func replacing(_ start: Int, _ end: Int, with word: String) -> Fix? {
        guard let old = plainScalar(start, end), old != word else { return nil }
        let edit = TextEdit(range: document.range(start, end, encoding: encoding), newText: word)
        return Fix(title: "Replace with '\(word)'", edits: [edit], isPreferred: true)
    }

    /// W507's scalars in double quotes, in one fix: the one it is at, or every item of the flow
    /// list it stands for (one finding per list, each item a note), so that none is left.
    private func quoting(_ diagnostic: Diagnostic) -> Fix? {
        let places = diagnostic.notes.count > 1 ? diagnostic.notes.map(\.range) : [diagnostic.range]
        var edits: [TextEdit] = []
        for case let range? in places {
            let start = range.start.offset, end = range.end.offset
            guard start >= 0, start <= end, end <= document.bytes.count, let old = plainScalar(start, end) else { return nil }
            var quoted = "\""
            for scalar in old.unicodeScalars {
                if scalar == "\"" || scalar == "\\" { quoted += "\\" }
                quoted.unicodeScalars.append(scalar)
            }
            quoted += "\""
            edits.append(TextEdit(range: document.range(start, end, encoding: encoding), newText: quoted))
        }
        guard edits.count == places.count, let first = edits.first else { return nil }
        return Fix(title: edits.count == 1 ? "Quote \(first.newText)" : "Quote the \(edits.count) items", edits: edits, isPreferred: true)
    }

    /// `add 'KEY:' with …` → a `KEY: value` line after the mapping's last entry, at its indent.
    private func missingKey(_ diagnostic: Diagnostic) -> Fix? {
        guard let help = diagnostic.help, help.hasPrefix("add '") else { return nil }
        let key = String(help.dropFirst(5).prefix { $0 != ":" && $0 != "'" })
        guard help.dropFirst(5 + key.count).hasPrefix(":'"), !key.isEmpty else { return nil }
        guard let start = diagnostic.range?.start.offset, let yaml = analysis.document(at: start),
              let mapping = NodeLookup.node(at: diagnostic.pointer, in: yaml.root),
              let entries = mapping.mapping, let first = entries.first, let last = entries.last else { return nil }
        // A flow mapping (`{ a: 1 }`) gets no line of its own.
        guard mapping.range.start.offset < document.bytes.count,
              document.bytes[mapping.range.start.offset] != UInt8(ascii: "{") else { return nil }
        let keyLine = document.lineIndex(containing: first.key.range.start.offset)
        let indent = first.key.range.start.offset - document.lineTextStart(keyLine)
        guard indent >= 0 else { return nil }
        let lastLine = document.lineIndex(containing: max(last.value.range.end.offset - 1, last.key.range.start.offset))
        let at = document.lineContentEnd(lastLine)
        let lineBreak = document.text.contains("\r\n") ? "\r\n" : "\n"
        let text = lineBreak + String(repeating: " ", count: indent) + key + ":" + Self.placeholder(for: key)
        let position = document.position(of: at, encoding: encoding)
        return Fix(title: "Add '\(key)'", edits: [TextEdit(range: TextRange(at: position), newText: text)], isPreferred: true)
    }

    /// ` value` for a required key whose value can be guessed (a word, the version, a boolean).
    static func placeholder(for key: String) -> String {
        let spec = SpecLanguage.mappings.lazy.compactMap { $0.key(key) }.first { $0.isRequired }
        switch spec?.value {
        case .version(let versions): return versions.last.map { " \($0)" } ?? " "
        case .word(let words): return words.first.map { " \($0.word)" } ?? " "
        case .boolean: return " false"
        default: return " "
        }
    }
}
