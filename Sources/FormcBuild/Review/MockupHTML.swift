import FormcCore
import FormcGenerate

/// A drawing as HTML: a `<figure>` holding a `<pre>` with a `<span class="l">` per line, each
/// line split into its regions (device edge, backdrop by shade, sheet, tab bar, folded gap) so
/// the stylesheet can tell them apart, and every run of non-ASCII text in a box exactly as many
/// `ch` wide as it has cells, so the columns line up whatever font draws it.
///
/// Each line is read once, cluster by cluster, and written as it is read.
enum MockupHTML {
    static func figure(_ frame: MockupFrame) -> String {
        var out = TextBuffer()
        figure(frame, into: &out)
        return out.text
    }

    static func figure(_ frame: MockupFrame, into out: inout TextBuffer) {
        out.append("<figure><pre class=\"mockup\">")
        let backdrop = frame.shade.map { "b\($0)" } ?? "bc"
        var writer = LineWriter()
        for line in frame.lines {
            out.append("<span class=\"l\">")
            switch line.kind {
            case .heading, .footer:
                writer.runs(line.text, into: &out)
            case .deviceEdge:
                out.append("<span class=\"e\">")
                writer.runs(line.text, into: &out)
                out.append("</span>")
            case .screen(let sheet, let isTabBar):
                // The tab bar is the sheet's: beside an edge-attached sheet the backdrop goes on.
                writer.regions(line.text, width: frame.width, sheet: sheet, inner: backdrop, sheetClass: isTabBar ? "tb" : "sh", into: &out)
            case .gap(_, let sheet):
                writer.regions(line.text, width: frame.width, sheet: sheet, inner: "gp", sheetClass: "gp", into: &out)
            }
            out.append("</span>\n")
        }
        out.append("</pre></figure>\n")
    }

    /// `text` as runs (see `LineWriter.runs`), for tests and other callers.
    static func runs(_ text: String) -> String {
        var out = TextBuffer()
        var writer = LineWriter()
        writer.runs(text, into: &out)
        return out.text
    }
}

/// Writes one line of a drawing. Text whose scalars are each a cluster of their own (frame
/// glyphs, Hangul, most emoji) is read scalar by scalar; other text cluster by cluster.
private struct LineWriter {
    /// The pending run of one-cell (and zero-width) non-ASCII clusters, escaped.
    private var run = TextBuffer()
    private var runWidth = 0

    /// A screen row: its edge cells, the backdrop either side of the sheet, and the sheet,
    /// each region in a `<span>` of its class holding its runs.
    mutating func regions(
        _ text: String, width: Int, sheet: Range<Int>?, inner: String, sheetClass: String, into out: inout TextBuffer
    ) {
        var cuts: [(Int, String)] = [(0, "e"), (1, inner)]
        if let sheet, sheet.lowerBound >= 1, sheet.upperBound <= width - 1, !sheet.isEmpty {
            cuts += [(sheet.lowerBound, sheetClass), (sheet.upperBound, inner)]
        }
        cuts.append((width - 1, "e"))
        var region = Region(cuts: cuts)
        if text.unicodeScalars.allSatisfy(DisplayWidth.isStandalone) {
            for scalar in text.unicodeScalars {
                region.enter(into: &out, writer: &self)
                add(CollectionOfOne(scalar), width: DisplayWidth.width(of: scalar), isASCII: scalar.isASCII, into: &out)
                region.column += DisplayWidth.width(of: scalar)
            }
        } else {
            for character in text {
                region.enter(into: &out, writer: &self)
                let cells = DisplayWidth.of(character)
                add(character.unicodeScalars, width: cells, isASCII: character.isASCII, into: &out)
                region.column += cells
            }
        }
        if region.isOpen { close(into: &out) }
    }

    /// Where a row is: the column reached, the region it is in, whether its `<span>` is open.
    private struct Region {
        let cuts: [(Int, String)]
        var column = 0
        var cut = 0
        var className: String
        var isOpen = false

        init(cuts: [(Int, String)]) {
            self.cuts = cuts
            className = cuts[0].1
        }

        /// Before a cluster at `column`: closes the last region's span when the class
        /// changes, and opens one for the cluster's region.
        mutating func enter(into out: inout TextBuffer, writer: inout LineWriter) {
            while cut + 1 < cuts.count, column >= cuts[cut + 1].0 { cut += 1 }
            if cuts[cut].1 != className {
                if isOpen { writer.close(into: &out) }
                isOpen = false
                className = cuts[cut].1
            }
            if !isOpen {
                out.append("<span class=\"")
                out.append(className)
                out.append("\">")
                isOpen = true
            }
        }
    }

    /// The pending run and the region's `</span>`.
    private mutating func close(into out: inout TextBuffer) {
        flush(into: &out)
        out.append("</span>")
    }

    /// `text` escaped; each run of other non-ASCII characters one cell wide (frame glyphs,
    /// shades) in a box as many `ch` wide as the run, and each wide character (Korean, emoji)
    /// in a box of its own, `2ch` wide and centered, as a terminal draws it.
    mutating func runs(_ text: String, into out: inout TextBuffer) {
        if text.unicodeScalars.allSatisfy(DisplayWidth.isStandalone) {
            for scalar in text.unicodeScalars {
                add(CollectionOfOne(scalar), width: DisplayWidth.width(of: scalar), isASCII: scalar.isASCII, into: &out)
            }
        } else {
            for character in text {
                add(character.unicodeScalars, width: DisplayWidth.of(character), isASCII: character.isASCII, into: &out)
            }
        }
        flush(into: &out)
    }

    /// One cluster of a run.
    private mutating func add<Scalars: Sequence<Unicode.Scalar>>(
        _ cluster: Scalars, width: Int, isASCII: Bool, into out: inout TextBuffer
    ) {
        if isASCII, width == 1 {
            flush(into: &out)
            for scalar in cluster { HTML.escape(scalar, into: &out) }
        } else if width >= 2 {
            flush(into: &out)
            // Wide is two cells (DisplayWidth's widest): the class sets the width.
            out.append("<span class=\"w\">")
            for scalar in cluster { HTML.escape(scalar, into: &out) }
            out.append("</span>")
        } else {
            for scalar in cluster { HTML.escape(scalar, into: &run) }
            runWidth += width
        }
    }

    private mutating func flush(into out: inout TextBuffer) {
        guard !run.isEmpty else { return }
        out.append("<span class=\"c\" style=\"width:")
        out.append(decimal: runWidth)
        out.append("ch\">")
        out.append(run)
        out.append("</span>")
        run.removeAll()
        runWidth = 0
    }
}
