import FormcCore

/// A grid of cells that text is written into, one grapheme cluster per cell (two cells for a
/// wide one). Writing over part of a wide cluster blanks the rest of it, so a row always
/// renders exactly `width` cells wide.
struct Canvas {
    let width: Int
    let height: Int
    /// Row-major: the cluster starting in each cell, with any zero-width clusters that follow
    /// it; empty in the second cell of a wide cluster.
    private var glyphs: [String]
    /// Row-major: the width of the cluster starting in each cell; 0 in a wide cluster's second cell.
    private var widths: [UInt8]

    init(width: Int, height: Int, fill: Character = " ") {
        self.width = max(0, width)
        self.height = max(0, height)
        glyphs = Array(repeating: String(fill), count: self.width * self.height)
        widths = Array(repeating: 1, count: self.width * self.height)
    }

    /// Writes `text` from `column` on `row`, clipped to `column ..< end` (the right edge by default).
    /// A wide cluster that would cross the clip is replaced by spaces.
    mutating func put(_ text: String, row: Int, column: Int, end: Int? = nil) {
        guard row >= 0, row < height else { return }
        let limit = min(width, end ?? width)
        var x = column
        var pendingZeroWidth = ""
        var lastLead: Int?
        for character in text {
            let cells = DisplayWidth.of(character)
            if cells == 0 {
                // Cleaned text keeps zero-width clusters standalone; they ride along with a neighbour.
                if let lead = lastLead {
                    glyphs[row * width + lead].append(character)
                } else {
                    pendingZeroWidth.append(character)
                }
                continue
            }
            if x + cells > limit {
                while x < limit {
                    if x >= 0 { set(" ", cells: 1, row: row, column: x) }
                    x += 1
                }
                return
            }
            if x >= 0 {
                set(pendingZeroWidth + String(character), cells: cells, row: row, column: x)
                pendingZeroWidth = ""
                lastLead = x
            }
            x += cells
        }
    }

    /// Writes `count` copies of a one-cell frame glyph from `column` on `row` (frame glyphs are
    /// one cell by construction, so they are not measured again).
    mutating func repeatGlyph(_ glyph: Character, row: Int, column: Int, count: Int) {
        guard row >= 0, row < height, count > 0 else { return }
        let text = String(glyph)
        let start = max(0, column)
        let end = min(width, column + count)
        guard start < end else { return }
        for x in start..<end { set(text, cells: 1, row: row, column: x) }
    }

    /// `row` as text, exactly `width` cells wide.
    func line(_ row: Int) -> String {
        var out = TextBuffer(capacity: width * 3)
        for index in (row * width)..<((row + 1) * width) where widths[index] > 0 {
            out.append(glyphs[index])
        }
        return out.text
    }

    /// Every row as text.
    var lines: [String] { (0..<height).map(line) }

    private mutating func set(_ glyph: String, cells: Int, row: Int, column: Int) {
        let base = row * width
        clear(base, column)
        guard cells > 1 else {
            glyphs[base + column] = glyph
            widths[base + column] = 1
            return
        }
        guard column + cells <= width else { return }  // left blank by `clear`
        for x in (column + 1)..<(column + cells) { clear(base, x) }
        glyphs[base + column] = glyph
        widths[base + column] = UInt8(cells)
        for x in (column + 1)..<(column + cells) {
            glyphs[base + x] = ""
            widths[base + x] = 0
        }
    }

    /// Blanks whatever wide cluster covers `column` of the row starting at `base`.
    private mutating func clear(_ base: Int, _ column: Int) {
        let index = base + column
        if widths[index] == 0 {
            // The second cell of a wide cluster: blank its lead.
            var lead = column - 1
            while lead > 0, widths[base + lead] == 0 { lead -= 1 }
            for x in lead..<column {
                glyphs[base + x] = " "
                widths[base + x] = 1
            }
        } else if widths[index] > 1 {
            for x in (column + 1)..<min(width, column + Int(widths[index])) {
                glyphs[base + x] = " "
                widths[base + x] = 1
            }
        }
        glyphs[index] = " "
        widths[index] = 1
    }
}
