/// The source line of a human diagnostic when every character of it stands alone: printable
/// ASCII, tabs, and the scripts whose every scalar is a grapheme cluster of its own that
/// `SafeText` leaves as it is (Latin, Greek, Cyrillic, Hangul syllables, CJK, punctuation,
/// box drawing, emoji without selectors or joiners). Such a line's width is the sum of its
/// scalars' widths, so it is laid out scalar by scalar, with no string built per piece and no
/// grapheme breaking — the text `HumanRenderer.snippet(_:scalars:startColumn:endColumn:)`
/// gives for any line, byte for byte. Any other line takes that general path.
struct SimpleLine {
    private var before: [Unicode.Scalar]
    private var marked: [Unicode.Scalar]
    private var after: [Unicode.Scalar]
    /// Cells before the mark: where the carets start.
    let caretColumn: Int
    /// Carets under the mark (at least one).
    let caretCount: Int

    /// nil when a scalar of `scalars` does not stand alone.
    init?(_ scalars: [Unicode.Scalar], mark: Range<Int>) {
        guard scalars.allSatisfy({ $0 == "\t" || Self.standsAlone($0) }) else { return nil }
        var column = 0
        // Tabs expand to the next multiple of the tab width, counted from the line's start.
        func shown(_ part: ArraySlice<Unicode.Scalar>) -> [Unicode.Scalar] {
            var out: [Unicode.Scalar] = []
            out.reserveCapacity(part.count)
            for scalar in part {
                if scalar == "\t" {
                    let spaces = HumanRenderer.tabWidth - column % HumanRenderer.tabWidth
                    out.append(contentsOf: repeatElement(" ", count: spaces))
                    column += spaces
                } else {
                    out.append(scalar)
                    column += DisplayWidth.width(of: scalar)
                }
            }
            return out
        }
        before = shown(scalars[..<mark.lowerBound])
        var beforeWidth = column
        marked = shown(scalars[mark])
        var markedWidth = column - beforeWidth
        after = shown(scalars[mark.upperBound...])
        var afterWidth = column - beforeWidth - markedWidth
        // Very long lines are shown as a window around the mark.
        let half = HumanRenderer.maxLineWidth / 2
        if beforeWidth > half {
            let kept = Self.suffix(before, width: half - 1)
            before = ["…"] + kept.scalars
            beforeWidth = DisplayWidth.width(of: "…") + kept.width
        }
        if markedWidth > half {
            (marked, markedWidth) = Self.truncated(marked, toWidth: half)
            after = []
            afterWidth = 0
        }
        if afterWidth > half { after = Self.truncated(after, toWidth: half).scalars }
        caretColumn = beforeWidth
        caretCount = max(1, markedWidth)
    }

    /// The line as shown, after the gutter.
    func writeLine(into out: inout ReportBytes) {
        for scalar in before { out.append(scalar) }
        for scalar in marked { out.append(scalar) }
        for scalar in after { out.append(scalar) }
    }

    /// Whether a scalar is a grapheme cluster of its own next to any other such scalar (no
    /// mark, joiner, selector, modifier, jamo or regional indicator can follow it here), and
    /// printable as it is.
    static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x7F, 0xA0..<0x300, 0x370...0x482, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF,
             0x2500...0x25FF, 0xAC00...0xD7A3, 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x1F300...0x1F3FA, 0x1F400...0x1FAFF:
            true
        default:
            false
        }
    }

    /// The end of `scalars` that fits in `width` cells (`HumanRenderer`'s suffix).
    private static func suffix(_ scalars: [Unicode.Scalar], width: Int) -> (scalars: [Unicode.Scalar], width: Int) {
        var used = 0
        var start = scalars.endIndex
        while start > scalars.startIndex {
            let cells = DisplayWidth.width(of: scalars[start - 1])
            if used + cells > width { break }
            used += cells
            start -= 1
        }
        return (Array(scalars[start...]), used)
    }

    /// `scalars` cut to `width` cells with `…` (`DisplayWidth.truncated`), for text wider than that.
    private static func truncated(_ scalars: [Unicode.Scalar], toWidth width: Int) -> (scalars: [Unicode.Scalar], width: Int) {
        let budget = width - 1
        var used = 0
        var end = scalars.startIndex
        while end < scalars.endIndex {
            let cells = DisplayWidth.width(of: scalars[end])
            if used + cells > budget { break }
            used += cells
            end += 1
        }
        return (Array(scalars[..<end]) + ["…"], used + DisplayWidth.width(of: "…"))
    }
}
