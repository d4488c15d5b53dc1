#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormcCore
import FormcLoad

/// One `# formc: ignore[W502, W503] -- reason` comment of a spec: the codes it names, each with
/// its place, and the line whose findings it silences (its own line when it ends a line, the
/// next one when it stands alone). Public for the language server, which adds codes to them.
public struct IgnoreComment: Sendable {
    public struct NamedCode: Sendable {
        public var id: String
        /// Byte offsets of the code in the comment.
        public var start: Int
        public var end: Int
    }

    /// 0-based index of the line it silences.
    public var targetLine: Int
    public var codes: [NamedCode]
    /// Byte offsets of the whole comment, `#` included.
    public var start: Int
    public var end: Int
    /// False when the comment starts like an ignore but does not follow its syntax.
    public var wellFormed: Bool
    /// The text after ` -- `, nil when there is none.
    public var reason: String?

    /// The ignore comments of `source`, in order. Most specs have none: a file without the
    /// bytes `#`, blanks, `formc:` cannot hold one, and is not scanned for comments at all.
    public static func all(in source: SourceFile) -> [IgnoreComment] {
        guard mayHoldDirective(source.bytes) else { return [] }
        return CommentScanner.comments(in: source.bytes).compactMap { parse($0, in: source) }
    }

    /// Whether `bytes` have a `#` followed by blanks and `formc:` somewhere: every directive
    /// comment `parse` accepts starts so, in or out of a comment, so a false answer means none.
    /// Each `#` is found by `memchr` (the C library's vector search), not a byte at a time:
    /// most specs have none, and this runs on every file.
    static func mayHoldDirective(_ bytes: [UInt8]) -> Bool {
        let word = directiveStart
        return bytes.withUnsafeBufferPointer { all in
            guard let base = all.baseAddress else { return false }
            var i = 0
            let n = all.count
            while i < n {
                guard let hash = memchr(base + i, Int32(UInt8(ascii: "#")), n - i) else { return false }
                i = base.distance(to: hash.assumingMemoryBound(to: UInt8.self)) + 1
                while i < n, all[i] == 0x20 || all[i] == 0x09 { i += 1 }
                if i + word.count <= n, UnsafeBufferPointer(rebasing: all[i..<i + word.count]).elementsEqual(word) { return true }
            }
            return false
        }
    }

    private static let directiveStart = Array("formc:".utf8)

    /// Reads `formc: ignore[…]` after the `#`; nil for any other comment.
    package static func parse(_ comment: CommentScanner.Comment, in source: SourceFile) -> IgnoreComment? {
        parse(comment, in: source, directive: "ignore")
    }

    /// Reads `formc: <directive>[…] -- reason` after the `#` (`ignore`, or `allow-breaking` for
    /// `formc diff`, which names rules instead of codes); nil for any other comment.
    package static func parse(_ comment: CommentScanner.Comment, in source: SourceFile, directive: String) -> IgnoreComment? {
        let bytes = source.bytes
        var j = comment.start + 1
        func skipBlanks() { while j < comment.end, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 } }
        func take(_ word: String) -> Bool {
            let utf8 = Array(word.utf8)
            guard j + utf8.count <= comment.end, bytes[j..<j + utf8.count].elementsEqual(utf8) else { return false }
            j += utf8.count
            return true
        }
        skipBlanks()
        guard take("formc:") else { return nil }
        skipBlanks()
        guard take(directive) else { return nil }
        let line = source.lineIndex(containingByte: comment.start)
        var ignore = IgnoreComment(targetLine: comment.ownLine ? line + 1 : line, codes: [],
                                   start: comment.start, end: comment.end, wellFormed: false)
        guard take("[") else { return ignore }
        while j < comment.end, bytes[j] != UInt8(ascii: "]") {
            skipBlanks()
            let start = j
            while j < comment.end, !",] \t".utf8.contains(bytes[j]) { j += 1 }
            if j > start { ignore.codes.append(NamedCode(id: String(decoding: bytes[start..<j], as: UTF8.self), start: start, end: j)) }
            skipBlanks()
            if j < comment.end, bytes[j] == UInt8(ascii: ",") { j += 1 }
        }
        guard take("]"), !ignore.codes.isEmpty else { return ignore }
        skipBlanks()
        // A reason may follow after ` -- `; nothing else may.
        ignore.wellFormed = j == comment.end || (take("--") && (j == comment.end || bytes[j] == 0x20 || bytes[j] == 0x09))
        if ignore.wellFormed, j < comment.end {
            skipBlanks()
            var end = comment.end
            while end > j, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            let text = String(decoding: bytes[j..<end], as: UTF8.self)
            ignore.reason = text.isEmpty ? nil : text
        }
        return ignore
    }
}
