import FormcCore
import FormcLoad
import FormcSpec

/// The fixes that codes declare (`DiagnosticCode.fix`, beside the rule that reports each),
/// made concrete for one file: the word of a did-you-mean or an id repair, quotes around
/// scalars other tools read as another type, a missing required key. The one place that turns
/// a declaration into edits: the language server's code actions and `formc lint --fix` both
/// ask it, so an editor and the command line never fix a finding differently.
///
/// Fixes are made only where the edit is certain: a replacement only of a plain scalar, a
/// missing key only in a block mapping. Made once per file, asked once per diagnostic.
public struct DeclaredFixes: Sendable {
    public let bytes: [UInt8]
    /// The file's YAML documents, as loaded from `bytes`.
    public let documents: [Document]

    public init(bytes: [UInt8], documents: [Document]) {
        self.bytes = bytes
        self.documents = documents
    }

    /// The fix `diagnostic`'s code declares, made for this file; nil when the code declares
    /// none or the edit would not be certain here.
    public func fix(for diagnostic: Diagnostic) -> SpecFix? {
        guard let declared = diagnostic.code.fix, let range = diagnostic.range else { return nil }
        let start = range.start.offset, end = range.end.offset
        guard start >= 0, start <= end, end <= bytes.count else { return nil }
        let made: (title: String, edits: [SpecEdit])? = switch declared.edit {
        case .suggestedWord: diagnostic.help.flatMap(Self.correction).flatMap { replacing(start, end, with: $0) }
        case .quoteScalars: quoting(diagnostic)
        case .addKey: missingKey(diagnostic)
        }
        return made.map { SpecFix(title: $0.title, applicability: declared.applicability, edits: $0.edits, code: diagnostic.code) }
    }

    /// The word of `did you mean 'X'?` or `try 'X'` when the help is exactly that.
    public static func correction(in help: String) -> String? {
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
        let slice = bytes[start..<end]
        guard let first = slice.first, first != UInt8(ascii: "\""), first != UInt8(ascii: "'"),
              first != UInt8(ascii: "|"), first != UInt8(ascii: ">"),
              !slice.contains(0x0A), !slice.contains(0x0D) else { return nil }
        return String(decoding: slice, as: UTF8.self)
    }

    private func replacing(_ start: Int, _ end: Int, with word: String) -> (String, [SpecEdit])? {
        guard let old = plainScalar(start, end), old != word else { return nil }
        return ("Replace with '\(word)'", [SpecEdit(start..<end, word)])
    }

    /// W507's scalars in double quotes, in one fix: the one it is at, or every item of the flow
    /// list it stands for (one finding per list, each item a note), so that none is left.
    private func quoting(_ diagnostic: Diagnostic) -> (String, [SpecEdit])? {
        let places = diagnostic.notes.count > 1 ? diagnostic.notes.map(\.range) : [diagnostic.range]
        var edits: [SpecEdit] = []
        for case let range? in places {
            let start = range.start.offset, end = range.end.offset
            guard start >= 0, start <= end, end <= bytes.count, let old = plainScalar(start, end) else { return nil }
            var quoted = "\""
            for scalar in old.unicodeScalars {
                if scalar == "\"" || scalar == "\\" { quoted += "\\" }
                quoted.unicodeScalars.append(scalar)
            }
            quoted += "\""
            edits.append(SpecEdit(start..<end, quoted))
        }
        guard edits.count == places.count, let first = edits.first else { return nil }
        return (edits.count == 1 ? "Quote \(first.text)" : "Quote the \(edits.count) items", edits)
    }

    /// `add 'KEY:' with …` → a `KEY: value` line after the mapping's last entry, at its indent.
    private func missingKey(_ diagnostic: Diagnostic) -> (String, [SpecEdit])? {
        guard let help = diagnostic.help, help.hasPrefix("add '") else { return nil }
        let key = String(help.dropFirst(5).prefix { $0 != ":" && $0 != "'" })
        guard help.dropFirst(5 + key.count).hasPrefix(":'"), !key.isEmpty else { return nil }
        guard let start = diagnostic.range?.start.offset, let yaml = document(at: start),
              let mapping = PointerLookup.node(at: diagnostic.pointer, in: yaml.root),
              let entries = mapping.mapping, let first = entries.first, let last = entries.last else { return nil }
        // A flow mapping (`{ a: 1 }`) gets no line of its own.
        guard mapping.range.start.offset < bytes.count, bytes[mapping.range.start.offset] != UInt8(ascii: "{") else { return nil }
        let keyStart = first.key.range.start.offset
        let indent = keyStart - lineTextStart(containing: keyStart)
        guard indent >= 0, keyStart <= bytes.count else { return nil }
        let at = lineContentEnd(containing: max(last.value.range.end.offset - 1, last.key.range.start.offset))
        let lineBreak = containsCRLF ? "\r\n" : "\n"
        let text = lineBreak + String(repeating: " ", count: indent) + key + ":" + Self.placeholder(for: key)
        return ("Add '\(key)'", [SpecEdit(at..<at, text)])
    }

    /// ` value` for a required key whose value can be guessed (a word, the version, a boolean).
    public static func placeholder(for key: String) -> String {
        let spec = SpecLanguage.mappings.lazy.compactMap { $0.key(key) }.first { $0.isRequired }
        switch spec?.value {
        case .version(let versions): return versions.last.map { " \($0)" } ?? " "
        case .word(let words): return words.first.map { " \($0.word)" } ?? " "
        case .boolean: return " false"
        default: return " "
        }
    }

    /// The YAML document holding byte `offset` (the last when none does).
    private func document(at offset: Int) -> Document? {
        documents.first { $0.range.start.offset <= offset && offset <= $0.range.end.offset } ?? documents.last
    }

    /// Where the text of the line holding `offset` starts: after its line break, or after the
    /// BOM on the first line.
    private func lineTextStart(containing offset: Int) -> Int {
        var i = min(max(offset, 0), bytes.count)
        while i > 0, bytes[i - 1] != 0x0A, bytes[i - 1] != 0x0D { i -= 1 }
        return i == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : i
    }

    /// Where the line holding `offset` ends, before its break.
    private func lineContentEnd(containing offset: Int) -> Int {
        var i = min(max(offset, 0), bytes.count)
        // An offset on the LF of a CRLF ends its line at the CR.
        if i < bytes.count, i > 0, bytes[i] == 0x0A, bytes[i - 1] == 0x0D { return i - 1 }
        while i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
        return i
    }

    private var containsCRLF: Bool {
        var i = 0
        while i + 1 < bytes.count {
            if bytes[i] == 0x0D, bytes[i + 1] == 0x0A { return true }
            i += 1
        }
        return false
    }
}
