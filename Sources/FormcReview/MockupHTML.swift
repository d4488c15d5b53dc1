import FormcCore
import FormcGenerate

/// A drawing as HTML: a `<figure>` holding a `<pre>` with a `<span class="l">` per line, each
/// line split into its regions (backdrop by shade, sheet, tab bar, folded gap) so the
/// stylesheet can tell them apart (the device's lines carry the edge's class, `e`, and its
/// cells need no `<span>` of their own), and every run of non-ASCII text in a box exactly as many
/// `ch` wide as it has cells (`class="c"`: one cell unless its `style` says more or fewer), so
/// the columns line up whatever font draws it.
///
/// Each line is read once, cluster by cluster, and written as it is read.
package enum MockupHTML {
    static func figure(_ frame: MockupFrame) -> String {
        var out = TextBuffer()
        figure(frame, into: &out)
        return out.text
    }

    /// `readsBytes: false` takes the cluster path for every line (tests compare the two).
    static func figure(_ frame: MockupFrame, into out: inout TextBuffer, readsBytes: Bool = true) {
        var lines = MockupHTMLLines()
        figure(frame, into: &out, lines: &lines, readsBytes: readsBytes)
    }

    /// `figure(frame, into:)`, copying the markup of each line that `lines` holds (written by
    /// an earlier drawing of the page) instead of writing it again, and adding the others.
    static func figure(
        _ frame: MockupFrame, into out: inout TextBuffer, lines: inout MockupHTMLLines, readsBytes: Bool = true
    ) {
        out.append("<figure><pre class=\"mockup\">")
        let backdrop = LineWriter.RegionClass.backdrop(shade: frame.shade)
        var writer = LineWriter(readsBytes: readsBytes)
        for line in frame.lines {
            lines.append(line, width: frame.width, shade: frame.shade, into: &out) { out in
                switch line.kind {
                case .heading, .footer: out.append(LineWriter.lineOpen)
                case .deviceEdge, .screen, .gap: out.append(LineWriter.edgeLineOpen)
                }
                switch line.kind {
                case .heading, .footer, .deviceEdge:
                    writer.runs(line.text, into: &out)
                case .screen(let sheet, let isTabBar):
                    // The tab bar is the sheet's: beside an edge-attached sheet the backdrop goes on.
                    writer.regions(
                        line.text, width: frame.width, sheet: sheet, inner: backdrop, sheetClass: isTabBar ? .tabBar : .sheet,
                        into: &out)
                case .gap(_, let sheet):
                    writer.regions(line.text, width: frame.width, sheet: sheet, inner: .gap, sheetClass: .gap, into: &out)
                }
                out.append(LineWriter.lineClose)
            }
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
/// glyphs, Hangul, most emoji — nearly every line) is read from its UTF-8 bytes, each scalar
/// measured once; other text cluster by cluster. Both give the same markup.
struct LineWriter {
    /// The pending run of one-cell (and zero-width) non-ASCII clusters, escaped.
    private var run = TextBuffer()
    private var runWidth = 0
    /// The current screen row's regions, reused from row to row.
    private var cuts: [Cut] = []
    /// Whether lines of standalone scalars take the byte path.
    private let readsBytes: Bool

    init(readsBytes: Bool = true) {
        self.readsBytes = readsBytes
    }

    /// A region's class: the `<span>` its cells go in (compared by `id`, opened by `tag`), or
    /// none for the edge, whose cells take the line's class.
    struct RegionClass {
        let id: Int
        /// Its opening tag (empty when the region has no `<span>`).
        let tag: TextBuffer
        /// Whether its cells are in a `<span>` of their own, else they take the line's class.
        let isWrapped: Bool

        private init(_ id: Int, _ name: String) {
            self.id = id
            tag = LineWriter.markup("<span class=\"\(name)\">")
            isWrapped = true
        }

        /// A region with no `<span>` of its own (its `tag` is empty).
        private init(unwrapped id: Int) {
            self.id = id
            tag = TextBuffer()
            isWrapped = false
        }

        /// Ends a region whose class is wrapped or not: its `</span>`, or nothing.
        static func close(isWrapped: Bool, into out: inout TextBuffer) {
            if isWrapped { out.append(LineWriter.spanClose) }
        }

        /// The device's edge: the class of every line that has one (`edgeLineOpen`), so its
        /// cells need no `<span>` and the regions inside it set their own colours.
        static let edge = RegionClass(unwrapped: .min)
        static let sheet = RegionClass(.min + 1, "sh")
        static let tabBar = RegionClass(.min + 2, "tb")
        static let gap = RegionClass(.min + 3, "gp")
        static let backdropClear = RegionClass(.min + 4, "bc")
        private static let shades = (0..<4).map { RegionClass($0, "b\($0)") }

        /// The backdrop's class for a shade (`b0` … `b3`), `bc` where it is clear.
        static func backdrop(shade: Int?) -> RegionClass {
            guard let shade else { return backdropClear }
            return shades.indices.contains(shade) ? shades[shade] : RegionClass(shade, "b\(shade)")
        }
    }

    /// Where a region starts, in cells from the line's start, and its class.
    struct Cut {
        var column: Int
        var regionClass: RegionClass
    }

    /// A screen row: its edge cells, the backdrop either side of the sheet, and the sheet,
    /// each region in a `<span>` of its class holding its runs (the edge's cells in none).
    mutating func regions(
        _ text: String, width: Int, sheet: Range<Int>?, inner: RegionClass, sheetClass: RegionClass,
        into out: inout TextBuffer
    ) {
        cuts.removeAll(keepingCapacity: true)
        cuts.append(Cut(column: 0, regionClass: .edge))
        cuts.append(Cut(column: 1, regionClass: inner))
        if let sheet, sheet.lowerBound >= 1, sheet.upperBound <= width - 1, !sheet.isEmpty {
            cuts.append(Cut(column: sheet.lowerBound, regionClass: sheetClass))
            cuts.append(Cut(column: sheet.upperBound, regionClass: inner))
        }
        cuts.append(Cut(column: width - 1, regionClass: .edge))
        if bytes(of: text, into: &out) { return }
        var region = Region(cuts: cuts)
        for character in text {
            region.enter(into: &out, writer: &self)
            let cells = DisplayWidth.of(character)
            add(character.unicodeScalars, width: cells, isASCII: character.isASCII, into: &out)
            region.column += cells
        }
        if region.isOpen { close(region.regionClass, into: &out) }
    }

    /// `text` escaped; each run of other non-ASCII characters one cell wide (frame glyphs,
    /// shades) in a box as many `ch` wide as the run, and each wide character (Korean, emoji)
    /// in a box of its own, `2ch` wide and centered, as a terminal draws it.
    mutating func runs(_ text: String, into out: inout TextBuffer) {
        cuts.removeAll(keepingCapacity: true)
        if bytes(of: text, into: &out) { return }
        for character in text {
            add(character.unicodeScalars, width: DisplayWidth.of(character), isASCII: character.isASCII, into: &out)
        }
        flush(into: &out)
    }

    /// The byte path of `regions` (in the regions of `cuts`) and `runs` (no cuts): writes the
    /// line and returns true when every scalar of `text` is a cluster of its own, else writes
    /// nothing and returns false. Runs and plain ASCII are copied as slices of the line's bytes.
    private mutating func bytes(of text: String, into out: inout TextBuffer) -> Bool {
        guard readsBytes else { return false }
        var text = text
        // Written in place; a line found to need the cluster path is taken back whole.
        let start = out.count
        let cuts = self.cuts
        let done = text.withUTF8 { bytes in
            var writer = ByteLine(bytes: bytes, cuts: cuts)
            return writer.write(into: &out)
        }
        if !done { out.truncate(to: start) }
        return done
    }

    // Markup written per line, region and run, kept as bytes: copying them is a copy of
    // bytes, where appending a String goes through its UTF-8 view.
    static let wideOpen = markup("<span class=\"w\">")
    static let spanClose = markup("</span>")
    static let runOpen = markup("<span class=\"c\" style=\"width:")
    static let runOpenEnd = markup("ch\">")
    /// A run one cell wide, the stylesheet's width for `c`.
    static let runOpenOne = markup("<span class=\"c\">")
    static let lineOpen = markup("<span class=\"l\">")
    /// A line of the device: its frame, a screen row, a folded gap (the edge's class, `e`).
    static let edgeLineOpen = markup("<span class=\"l e\">")
    static let lineClose = markup("</span>\n")

    /// Opens the box of a run `width` cells wide: one cell (nearly every run: a frame glyph)
    /// is the stylesheet's width for `c`, any other is written on it.
    static func openRun(width: Int, into out: inout TextBuffer) {
        if width == 1 {
            out.append(runOpenOne)
        } else {
            out.append(runOpen)
            out.append(decimal: width)
            out.append(runOpenEnd)
        }
    }

    static func markup(_ text: String) -> TextBuffer {
        var bytes = TextBuffer()
        bytes.append(text)
        return bytes
    }

    /// Where a row is: the column reached, the region it is in, whether it has been entered
    /// (its `<span>` written, if it has one).
    /// Without cuts (a heading, a footer) it has no regions.
    private struct Region {
        let cuts: [Cut]
        var column = 0
        var cut = 0
        var regionClass: RegionClass
        var isOpen = false

        init(cuts: [Cut]) {
            self.cuts = cuts
            regionClass = cuts.first?.regionClass ?? .edge
        }

        /// Before a cluster at `column`: ends the last region when the class changes, and
        /// enters the cluster's (writing their spans, where they have one).
        mutating func enter(into out: inout TextBuffer, writer: inout LineWriter) {
            guard !cuts.isEmpty else { return }
            while cut + 1 < cuts.count, column >= cuts[cut + 1].column { cut += 1 }
            if cuts[cut].regionClass.id != regionClass.id {
                if isOpen { writer.close(regionClass, into: &out) }
                isOpen = false
                regionClass = cuts[cut].regionClass
            }
            if !isOpen {
                out.append(regionClass.tag)
                isOpen = true
            }
        }
    }

    /// The pending run and the region's `</span>` (none for the edge).
    private mutating func close(_ regionClass: RegionClass, into out: inout TextBuffer) {
        flush(into: &out)
        RegionClass.close(isWrapped: regionClass.isWrapped, into: &out)
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
            out.append(Self.wideOpen)
            for scalar in cluster { HTML.escape(scalar, into: &out) }
            out.append(Self.spanClose)
        } else {
            for scalar in cluster { HTML.escape(scalar, into: &run) }
            runWidth += width
        }
    }

    private mutating func flush(into out: inout TextBuffer) {
        guard !run.isEmpty else { return }
        Self.openRun(width: runWidth, into: &out)
        out.append(run)
        out.append(Self.spanClose)
        run.removeAll()
        runWidth = 0
    }
}
