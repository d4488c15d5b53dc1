import FormcCore

/// One line on the byte path: its UTF-8 read scalar by scalar, the markup of `LineWriter`
/// written with each run of one-cell non-ASCII scalars and each stretch of plain ASCII
/// copied as one slice.
struct ByteLine {
    let bytes: UnsafeBufferPointer<UInt8>
    let cuts: [LineWriter.Cut]
    private var column = 0
    private var cut = 0
    /// The cut whose region the line is in (its class compared by `RegionClass.id`): it stays
    /// while later cuts of the same class are passed. Read only when there are cuts.
    private var regionCut = 0
    private var isOpen = false
    /// The bytes not written yet: plain ASCII, or a run of one-cell non-ASCII scalars.
    private var pendingStart = 0
    private var pendingIsRun = false
    private var runWidth = 0
    /// The last multi-byte scalar measured, and its width (frame lines repeat their glyphs).
    private var lastScalar: UInt32 = 0
    private var lastWidth = -1
    /// The column where the next region starts (`Int.max` after the last, or without cuts):
    /// before it, an open region goes on with nothing to look up.
    private var nextCut = Int.max

    init(bytes: UnsafeBufferPointer<UInt8>, cuts: [LineWriter.Cut]) {
        self.bytes = bytes
        self.cuts = cuts
        if cuts.count > 1 { nextCut = cuts[1].column }
    }

    /// Writes the line; false, with `out` in an unknown state, at a scalar that is not a
    /// cluster of its own.
    mutating func write(into out: inout TextBuffer) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                // Printable ASCII is one cell; a control character is not standalone.
                guard lead >= 0x20, lead < 0x7F else { return false }
                enter(at: index, into: &out)
                if pendingIsRun { flush(upTo: index, into: &out) }
                if HTML.isMarkup(lead) {
                    flush(upTo: index, into: &out)
                    HTML.escape(ascii: lead, into: &out)
                    pendingStart = index + 1
                }
                column += 1
                index += 1
                continue
            }
            let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            guard index + length <= count else { return false }
            var value = UInt32(lead) & (lead < 0xE0 ? 0x1F : lead < 0xF0 ? 0x0F : 0x07)
            for offset in 1..<length { value = value << 6 | (UInt32(bytes[index + offset]) & 0x3F) }
            if value != lastScalar || lastWidth < 0 {
                guard let scalar = Unicode.Scalar(value), DisplayWidth.isStandalone(scalar) else { return false }
                lastScalar = value
                lastWidth = DisplayWidth.width(of: scalar)
            }
            enter(at: index, into: &out)
            if lastWidth >= 2 {
                flush(upTo: index, into: &out)
                out.append(LineWriter.wideOpen)
                out.append(utf8: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
                out.append(LineWriter.spanClose)
                pendingStart = index + length
            } else {
                if !pendingIsRun {
                    flush(upTo: index, into: &out)
                    pendingIsRun = true
                }
                runWidth += lastWidth
            }
            column += lastWidth
            index += length
        }
        flush(upTo: count, into: &out)
        if isOpen { LineWriter.RegionClass.close(isWrapped: cuts[regionCut].regionClass.isWrapped, into: &out) }
        return true
    }

    /// Before a scalar at byte `index` and `column`: ends the last region when the class
    /// changes, and enters the scalar's (writing their spans, where they have one).
    @inline(__always)
    private mutating func enter(at index: Int, into out: inout TextBuffer) {
        guard column >= nextCut || (!isOpen && !cuts.isEmpty) else { return }
        enterRegion(at: index, into: &out)
    }

    private mutating func enterRegion(at index: Int, into out: inout TextBuffer) {
        guard !cuts.isEmpty else { return }
        while cut + 1 < cuts.count, column >= cuts[cut + 1].column { cut += 1 }
        nextCut = cut + 1 < cuts.count ? cuts[cut + 1].column : Int.max
        if cuts[cut].regionClass.id != cuts[regionCut].regionClass.id {
            if isOpen {
                flush(upTo: index, into: &out)
                LineWriter.RegionClass.close(isWrapped: cuts[regionCut].regionClass.isWrapped, into: &out)
            }
            isOpen = false
            regionCut = cut
        }
        if !isOpen {
            flush(upTo: index, into: &out)
            out.append(cuts[cut].regionClass.tag)
            isOpen = true
        }
    }

    /// Writes the pending bytes before `index`: a run in its box, plain ASCII as it is.
    private mutating func flush(upTo index: Int, into out: inout TextBuffer) {
        if pendingStart < index {
            let slice = UnsafeBufferPointer(rebasing: bytes[pendingStart..<index])
            if pendingIsRun {
                LineWriter.openRun(width: runWidth, into: &out)
                out.append(utf8: slice)
                out.append(LineWriter.spanClose)
            } else {
                out.append(utf8: slice)
            }
        }
        pendingStart = index
        pendingIsRun = false
        runWidth = 0
    }
}
