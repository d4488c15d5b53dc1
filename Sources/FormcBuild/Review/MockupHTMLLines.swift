import FormcCore
import FormcGenerate

/// The markup of the lines one page's drawings have already written, by line: a page draws
/// the same rows again and again (the backdrop, the blank sheet, the frame's edges, on every
/// detent of every device), and writes each once, copying its markup for the others.
///
/// A line's markup depends on its text, its kind, the drawing's width and backdrop shade
/// (`MockupHTML.figure`), so those are the key; nothing else is read.
struct MockupHTMLLines {
    /// A line's text is compared and hashed by its UTF-8 bytes: the markup is made of them,
    /// and `String`'s own hashing normalizes non-ASCII text first (many times the cost).
    struct Key: Hashable {
        var text: String
        var kind: MockupFrame.Line.Kind
        var width: Int
        var shade: Int?

        static func == (a: Key, b: Key) -> Bool {
            a.width == b.width && a.shade == b.shade && a.kind == b.kind && sameBytes(a.text, b.text)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(width)
            hasher.combine(shade)
            hasher.combine(kind)
            hasher.combine(Self.digest(text))
        }

        /// A cheap digest of the text's bytes, eight at a time (what `Hasher` then mixes):
        /// hashing every byte through `Hasher` costs several times more on lines this long.
        private static func digest(_ text: String) -> UInt64 {
            var text = text
            return text.withUTF8 { bytes in
                let raw = UnsafeRawBufferPointer(bytes)
                var digest = UInt64(truncatingIfNeeded: raw.count) &* 0x9E37_79B9_7F4A_7C15
                var index = 0
                while index + 8 <= raw.count {
                    digest = (digest ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0x100_0000_01B3
                    digest ^= digest >> 29
                    index += 8
                }
                while index < raw.count {
                    digest = (digest ^ UInt64(raw[index])) &* 0x100_0000_01B3
                    index += 1
                }
                return digest
            }
        }

        private static func sameBytes(_ a: String, _ b: String) -> Bool {
            var a = a, b = b
            return a.withUTF8 { a in
                b.withUTF8 { b in
                    guard a.count == b.count else { return false }
                    let x = UnsafeRawBufferPointer(a), y = UnsafeRawBufferPointer(b)
                    var index = 0
                    while index + 8 <= x.count {
                        guard x.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                            == y.loadUnaligned(fromByteOffset: index, as: UInt64.self) else { return false }
                        index += 8
                    }
                    while index < x.count {
                        guard x[index] == y[index] else { return false }
                        index += 1
                    }
                    return true
                }
            }
        }
    }

    private var markup: [Key: [UInt8]] = [:]
    /// Lines written, and lines copied from an earlier one (for tests).
    private(set) var written = 0
    private(set) var copied = 0

    /// Room for `capacity` lines without growing (growing hashes every key again).
    init(capacity: Int = 0) {
        markup.reserveCapacity(capacity)
    }

    /// Appends the markup of `line` (of a drawing `width` wide with backdrop `shade`): the
    /// copy of an earlier line's when there is one, else what `write` appends.
    mutating func append(
        _ line: MockupFrame.Line, width: Int, shade: Int?, into out: inout TextBuffer,
        write: (inout TextBuffer) -> Void
    ) {
        let key = Key(text: line.text, kind: line.kind, width: width, shade: shade)
        if let bytes = markup[key] {
            bytes.withUnsafeBufferPointer { out.append(utf8: $0) }
            copied += 1
            return
        }
        let start = out.bytes.count
        write(&out)
        markup[key] = Array(out.bytes[start...])
        written += 1
    }
}
