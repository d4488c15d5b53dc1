import FormcCore
import FormcGenerate

/// A drawing as HTML: a `<figure>` holding a `<pre>` with a `<span class="l">` per line, each
/// line split into its regions (device edge, backdrop by shade, sheet, tab bar, folded gap) so
/// the stylesheet can tell them apart, and every run of non-ASCII text in a box exactly as many
/// `ch` wide as it has cells, so the columns line up whatever font draws it.
enum MockupHTML {
    static func figure(_ frame: MockupFrame) -> String {
        var out = "<figure><pre class=\"mockup\">"
        let backdrop = frame.shade.map { "b\($0)" } ?? "bc"
        for line in frame.lines {
            out += "<span class=\"l\">"
            switch line.kind {
            case .heading, .footer:
                out += runs(line.text)
            case .deviceEdge:
                out += "<span class=\"e\">" + runs(line.text) + "</span>"
            case .screen(let sheet, let isTabBar):
                // The tab bar is the sheet's: beside an edge-attached sheet the backdrop goes on.
                out += regions(line.text, width: frame.width, sheet: sheet, inner: backdrop, sheetClass: isTabBar ? "tb" : "sh")
            case .gap(_, let sheet):
                out += regions(line.text, width: frame.width, sheet: sheet, inner: "gp", sheetClass: "gp")
            }
            out += "</span>\n"
        }
        return out + "</pre></figure>\n"
    }

    /// A screen row: its edge cells, the backdrop either side of the sheet, and the sheet.
    private static func regions(_ text: String, width: Int, sheet: Range<Int>?, inner: String, sheetClass: String) -> String {
        var cuts: [(Int, String)] = [(0, "e"), (1, inner)]
        if let sheet, sheet.lowerBound >= 1, sheet.upperBound <= width - 1, !sheet.isEmpty {
            cuts += [(sheet.lowerBound, sheetClass), (sheet.upperBound, inner)]
        }
        cuts.append((width - 1, "e"))
        var out = ""
        var column = 0
        var cut = 0
        var piece = ""
        var pieceClass = cuts[0].1
        for character in text {
            while cut + 1 < cuts.count, column >= cuts[cut + 1].0 { cut += 1 }
            if cuts[cut].1 != pieceClass {
                out += span(piece, pieceClass)
                piece = ""
                pieceClass = cuts[cut].1
            }
            piece.append(character)
            column += DisplayWidth.of(character)
        }
        return out + span(piece, pieceClass)
    }

    private static func span(_ text: String, _ className: String) -> String {
        text.isEmpty ? "" : "<span class=\"\(className)\">" + runs(text) + "</span>"
    }

    /// `text` escaped; each run of other non-ASCII characters one cell wide (frame glyphs,
    /// shades) in a box as many `ch` wide as the run, and each wide character (Korean, emoji)
    /// in a box of its own, `2ch` wide and centered, as a terminal draws it.
    static func runs(_ text: String) -> String {
        var out = ""
        var run = ""
        var runWidth = 0
        func flush() {
            guard !run.isEmpty else { return }
            out += "<span class=\"c\" style=\"width:\(runWidth)ch\">" + HTML.escaped(run) + "</span>"
            run = ""
            runWidth = 0
        }
        for character in text {
            let width = DisplayWidth.of(character)
            if character.isASCII, width == 1 {
                flush()
                out += HTML.escaped(String(character))
            } else if width >= 2 {
                flush()
                // Wide is two cells (DisplayWidth's widest): the class sets the width.
                out += "<span class=\"w\">" + HTML.escaped(String(character)) + "</span>"
            } else {
                run.append(character)
                runWidth += width
            }
        }
        flush()
        return out
    }
}
