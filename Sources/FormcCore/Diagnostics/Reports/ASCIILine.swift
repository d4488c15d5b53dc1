/// The source line of a human diagnostic on a line longer than `HumanRenderer.maxLineBytes`
/// when the window cut around the mark is printable ASCII without tabs: every byte one scalar
/// one cell wide, so the parts shown are cut by counting bytes and written as bytes, with no
/// scalars decoded — the text `SimpleLine` gives for such a window, byte for byte
/// (`ReportFastPathTests`). A report of hundreds of thousands of diagnostics on one long line
/// spent most of its time decoding and laying out each window.
struct ASCIILine {
    /// The window of the line shown.
    private let bytes: ArraySlice<UInt8>
    /// Whether an ellipsis stands before `bytes` for the part of the line cut off.
    private let clipped: Bool
    /// Scalar indexes (the ellipsis, then the bytes) of the parts shown: before the mark, the
    /// mark, after it; each cut to the window's half width, with an ellipsis where it is cut.
    private let before: Range<Int>, marked: Range<Int>, after: Range<Int>
    private let beforeCut: Bool, markedCut: Bool, afterCut: Bool
    /// Cells before the mark: where the carets start.
    let caretColumn: Int
    /// Carets under the mark (at least one).
    let caretCount: Int

    /// The window of a long line cut around the mark of `range`; nil unless it is printable ASCII.
    init?(_ window: HumanRenderer.LineWindow, range: SourceRange) {
        guard let markByte = window.markByte else { return nil }
        let shift = window.clipped ? 1 : 0
        let mark = HumanRenderer.mark(range, start: markByte - window.bytes.startIndex + shift, count: window.bytes.count + shift)
        self.init(window.bytes, clipped: window.clipped, mark: mark)
    }

    /// nil unless every byte of `bytes` is printable ASCII. `mark` is in scalar indexes, the
    /// ellipsis of a clipped window first (as `HumanRenderer` counts them), within the window.
    init?(_ bytes: ArraySlice<UInt8>, clipped: Bool, mark: Range<Int>) {
        guard Self.isPrintableASCII(bytes) else { return nil }
        self.bytes = bytes
        self.clipped = clipped
        let count = bytes.count + (clipped ? 1 : 0)
        let half = HumanRenderer.maxLineWidth / 2
        // As `SimpleLine` cuts a line of one-cell scalars: the end of what is before the mark,
        // the start of the mark and of what follows it.
        beforeCut = mark.lowerBound > half
        before = beforeCut ? mark.lowerBound - (half - 1)..<mark.lowerBound : 0..<mark.lowerBound
        markedCut = mark.count > half
        marked = markedCut ? mark.lowerBound..<mark.lowerBound + half - 1 : mark
        afterCut = !markedCut && count - mark.upperBound > half
        after = markedCut ? mark.upperBound..<mark.upperBound
            : afterCut ? mark.upperBound..<mark.upperBound + half - 1 : mark.upperBound..<count
        caretColumn = beforeCut ? half : mark.lowerBound
        caretCount = max(1, markedCut ? half : mark.count)
    }

    /// The line as shown, after the gutter.
    func writeLine(into out: inout ReportBytes) {
        if beforeCut { out.append(Self.ellipsis) }
        write(before, into: &out)
        write(marked, into: &out)
        if markedCut { out.append(Self.ellipsis) }
        write(after, into: &out)
        if afterCut { out.append(Self.ellipsis) }
    }

    private static let ellipsis: Unicode.Scalar = "…"

    /// The scalars at `indexes`: the ellipsis of a clipped window, then its bytes.
    private func write(_ indexes: Range<Int>, into out: inout ReportBytes) {
        guard !indexes.isEmpty else { return }
        var from = indexes.lowerBound
        if clipped {
            if from == 0 {
                out.append(Self.ellipsis)
                from = 1
            }
            from -= 1
        }
        let shift = clipped ? 1 : 0
        out.append(bytes: bytes[(bytes.startIndex + from)..<(bytes.startIndex + indexes.upperBound - shift)])
    }

    /// Whether every byte is from space to tilde: eight bytes at a time.
    static func isPrintableASCII(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBytes { raw in
            let high: UInt64 = 0x8080_8080_8080_8080, ones: UInt64 = 0x0101_0101_0101_0101, spaces: UInt64 = 0x2020_2020_2020_2020
            var index = 0
            while index + 8 <= raw.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // A byte from 0x80 up, or 0x7F (one more is 0x80; no byte carries into the next
                // once none is 0x80 or more).
                if (word | (word &+ ones)) & high != 0 { return false }
                // A byte under 0x20 (exact for bytes under 0x80).
                if (word &- spaces) & ~word & high != 0 { return false }
                index += 8
            }
            while index < raw.count {
                guard raw[index] >= 0x20, raw[index] <= 0x7E else { return false }
                index += 1
            }
            return true
        }
    }
}
