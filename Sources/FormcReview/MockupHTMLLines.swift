import FormcCore
import FormcGenerate

/// The markup of the lines one page's drawings have already written, by line: a page draws
/// the same rows again and again (the backdrop, the blank sheet, the frame's edges, on every
/// detent of every device), and writes each once, copying its markup for the others.
///
/// A line's markup depends on its text, its kind, the drawing's width and backdrop shade
/// (`MockupHTML.figure`), so those are what is compared; nothing else is read. Lines are
/// found by a digest of all four (the text by its bytes, `LineBytes`), then compared in full.
package struct MockupHTMLLines {
    private struct Entry {
        var line: MockupFrame.Line
        var width: Int
        var shade: Int?
        /// Where its markup is in `markup`.
        var range: Range<Int>
    }

    private var chains: DigestChains
    private var entries: [Entry] = []
    /// The markup of every entry, one after another.
    private var markup: [UInt8] = []
    /// Lines written, and lines copied from an earlier one (for tests).
    private(set) var written = 0
    private(set) var copied = 0
    /// The lines kept, for tests.
    var stored: Int { entries.count }

    /// Room for `capacity` lines without growing; `everyDigestAlike` for tests only
    /// (`DigestChains`: past its limit, lines whose digests collide are written again).
    init(capacity: Int = 0, everyDigestAlike: Bool = false) {
        chains = DigestChains(capacity: capacity, everyDigestAlike: everyDigestAlike)
        entries.reserveCapacity(capacity)
    }

    /// Appends the markup of `line` (of a drawing `width` wide with backdrop `shade`): the
    /// copy of an earlier line's when there is one, else what `write` appends.
    mutating func append(
        _ line: MockupFrame.Line, width: Int, shade: Int?, into out: inout TextBuffer,
        write: (inout TextBuffer) -> Void
    ) {
        let digest = Self.digest(line, width: width, shade: shade)
        let found = chains.find(digest) { index in
            let entry = entries[index]
            return entry.width == width && entry.shade == shade && entry.line.kind == line.kind
                && LineBytes.same(entry.line.text, line.text)
        }
        if let index = found.entry {
            markup.withUnsafeBufferPointer { out.append(utf8: UnsafeBufferPointer(rebasing: $0[entries[index].range])) }
            copied += 1
            return
        }
        let start = out.bytes.count
        write(&out)
        written += 1
        guard found.hasRoom else { return }
        let stored = markup.count
        out.bytes.withUnsafeBufferPointer { markup.append(contentsOf: UnsafeBufferPointer(rebasing: $0[start...])) }
        chains.keep(digest)
        entries.append(Entry(line: line, width: width, shade: shade, range: stored..<markup.count))
    }

    /// A digest of the line's text bytes, kind, width and shade.
    private static func digest(_ line: MockupFrame.Line, width: Int, shade: Int?) -> UInt64 {
        var digest = LineBytes.mix(0x9E37_79B9_7F4A_7C15, UInt64(bitPattern: Int64(width)))
        digest = LineBytes.mix(digest, shade.map { UInt64(bitPattern: Int64($0)) &+ 1 } ?? 0)
        switch line.kind {
        case .heading: digest = LineBytes.mix(digest, 1)
        case .deviceEdge: digest = LineBytes.mix(digest, 2)
        case .footer: digest = LineBytes.mix(digest, 3)
        case .screen(let sheet, let isTabBar):
            digest = LineBytes.mix(LineBytes.mix(digest, isTabBar ? 4 : 5), range(sheet))
        case .gap(let rows, let sheet):
            digest = LineBytes.mix(LineBytes.mix(LineBytes.mix(digest, 6), UInt64(bitPattern: Int64(rows))), range(sheet))
        }
        var text = line.text
        return text.withUTF8 { LineBytes.digest($0, start: digest) }
    }

    private static func range(_ range: Range<Int>?) -> UInt64 {
        guard let range else { return 0x5555 }
        return UInt64(bitPattern: Int64(range.lowerBound)) << 32 ^ UInt64(bitPattern: Int64(range.upperBound))
    }
}
