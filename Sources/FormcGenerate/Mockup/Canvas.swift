import FormcCore

/// A grid of cells that text is written into, one grapheme cluster per cell (two cells for a
/// wide one). Writing over part of a wide cluster blanks the rest of it, so a row always
/// renders exactly `width` cells wide.
struct Canvas {
    let width: Int
    let height: Int
    /// Row-major: the first scalar of the cluster starting in each cell, and the whole cluster
    /// in `clusters` where it has more than one scalar (a zero-width cluster riding along, an
    /// emoji sequence); a space in the second cell of a wide cluster.
    private var leads: [Unicode.Scalar]
    private var clusters: [Int: String] = [:]
    /// Row-major: whether `clusters` holds the cell's text.
    private var hasCluster: [Bool]
    /// Row-major: the width of the cluster starting in each cell; 0 in a wide cluster's second cell.
    private var widths: [UInt8]

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        leads = Array(repeating: " ", count: self.width * self.height)
        hasCluster = Array(repeating: false, count: self.width * self.height)
        widths = Array(repeating: 1, count: self.width * self.height)
    }

    /// Writes `text` from `column` on `row`, clipped to `column ..< end` (the right edge by default).
    /// A wide cluster that would cross the clip is replaced by spaces.
    mutating func put(_ text: String, row: Int, column: Int, end: Int? = nil) {
        guard row >= 0, row < height else { return }
        var pen = Pen(row: row, x: column, limit: min(width, end ?? width))
        // Text whose scalars are each a cluster (frame glyphs, Hangul, most emoji) is written
        // scalar by scalar, read from its UTF-8 (valid: a `String`'s) without the checks of
        // the scalar view; other text cluster by cluster.
        var text = text
        let standalone = text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let (scalar, length) = Self.scalar(in: bytes, at: index)
                guard DisplayWidth.isStandalone(scalar) else { return false }
                index += length
            }
            index = 0
            let base = row * width
            while index < bytes.count {
                let (scalar, length) = Self.scalar(in: bytes, at: index)
                let cells = DisplayWidth.width(of: scalar)
                if cells == 1, pen.x >= 0, pen.x < pen.limit, pen.pendingZeroWidth.isEmpty,
                   widths[base + pen.x] == 1, !hasCluster[base + pen.x] {
                    // One cell over one cell holding one scalar: all `draw` would do is store it.
                    leads[base + pen.x] = scalar
                    pen.lastLead = pen.x
                    pen.x += 1
                } else {
                    guard draw(scalar, cluster: nil, cells: cells, with: &pen) else { break }
                }
                index += length
            }
            return true
        }
        if !standalone {
            for character in text {
                let scalars = character.unicodeScalars
                guard let first = scalars.first else { continue }
                let cluster = scalars.index(after: scalars.startIndex) == scalars.endIndex ? nil : String(character)
                guard draw(first, cluster: cluster, cells: DisplayWidth.of(character), with: &pen) else { return }
            }
        }
    }

    /// The scalar whose UTF-8 starts at `index` of valid UTF-8 `bytes`, and its length.
    @inline(__always)
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = UInt32(lead) & (lead < 0xE0 ? 0x1F : lead < 0xF0 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | (UInt32(bytes[index + offset]) & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// Where `put` writes next on its row, and the zero-width clusters waiting for a neighbour.
    private struct Pen {
        let row: Int
        var x: Int
        let limit: Int
        var pendingZeroWidth = ""
        var lastLead: Int?
    }

    /// Writes one cluster (`lead`, or `cluster` when it has more than one scalar) at the pen;
    /// false once the clip is reached.
    private mutating func draw(_ lead: Unicode.Scalar, cluster: String?, cells: Int, with pen: inout Pen) -> Bool {
        if cells == 0 {
            // Cleaned text keeps zero-width clusters standalone; they ride along with a neighbour.
            let text = cluster ?? String(lead)
            if let lastLead = pen.lastLead {
                let index = pen.row * width + lastLead
                store(self.text(at: index) + text, at: index)
            } else {
                pen.pendingZeroWidth += text
            }
            return true
        }
        if pen.x + cells > pen.limit {
            while pen.x < pen.limit {
                if pen.x >= 0 { set(" ", cluster: nil, cells: 1, row: pen.row, column: pen.x) }
                pen.x += 1
            }
            return false
        }
        if pen.x >= 0 {
            if pen.pendingZeroWidth.isEmpty {
                set(lead, cluster: cluster, cells: cells, row: pen.row, column: pen.x)
            } else {
                let text = pen.pendingZeroWidth + (cluster ?? String(lead))
                set(text.unicodeScalars.first ?? lead, cluster: text, cells: cells, row: pen.row, column: pen.x)
                pen.pendingZeroWidth = ""
            }
            pen.lastLead = pen.x
        }
        pen.x += cells
        return true
    }

    /// Writes `count` copies of a one-cell frame glyph from `column` on `row` (frame glyphs are
    /// one cell by construction, so they are not measured again).
    mutating func repeatGlyph(_ glyph: Character, row: Int, column: Int, count: Int) {
        guard row >= 0, row < height, count > 0 else { return }
        let scalars = glyph.unicodeScalars
        guard let lead = scalars.first else { return }
        let cluster = scalars.index(after: scalars.startIndex) == scalars.endIndex ? nil : String(glyph)
        let start = max(0, column)
        let end = min(width, column + count)
        guard start < end else { return }
        let base = row * width
        // Nothing to blank beyond the span (no wide cluster crosses its ends) and no cluster
        // to forget: every cell of it just takes the glyph.
        if cluster == nil, clusters.isEmpty, widths[base + start] != 0, widths[base + end - 1] <= 1 {
            for index in (base + start)..<(base + end) {
                leads[index] = lead
                widths[index] = 1
            }
            return
        }
        for x in start..<end { set(lead, cluster: cluster, cells: 1, row: row, column: x) }
    }

    /// Writes a one-cell frame glyph at `column` on `row`: `put(String(glyph), …)` without
    /// measuring it again.
    mutating func putGlyph(_ glyph: Character, row: Int, column: Int) {
        let scalars = glyph.unicodeScalars
        guard let lead = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
              DisplayWidth.isStandalone(lead), DisplayWidth.width(of: lead) == 1 else {
            put(String(glyph), row: row, column: column)
            return
        }
        guard row >= 0, row < height, column >= 0, column < width else { return }
        set(lead, cluster: nil, cells: 1, row: row, column: column)
    }

    /// `row` as text, exactly `width` cells wide.
    func line(_ row: Int) -> String {
        var out = TextBuffer(capacity: width * 3)
        write(row, into: &out)
        return out.text
    }

    /// Appends `row` to `out`.
    func write(_ row: Int, into out: inout TextBuffer) {
        guard row >= 0, row < height else { return }
        if clusters.isEmpty || !hasCluster[(row * width)..<((row + 1) * width)].contains(true) {
            writeLeads(row, into: &out)
            return
        }
        let hasClusters = !clusters.isEmpty
        for index in (row * width)..<((row + 1) * width) where widths[index] > 0 {
            if hasClusters, hasCluster[index], let cluster = clusters[index] {
                out.append(cluster)
            } else {
                out.append(leads[index])
            }
        }
    }

    /// `write` of a row where no cell holds a cluster of several scalars: each cell's lead
    /// encoded straight into the buffer.
    private func writeLeads(_ row: Int, into out: inout TextBuffer) {
        let start = row * width
        leads.withUnsafeBufferPointer { leads in
            widths.withUnsafeBufferPointer { widths in
                out.append(upTo: width * 4) { buffer in
                    var end = 0
                    for index in start..<(start + width) where widths[index] > 0 {
                        let value = leads[index].value
                        if value < 0x80 {
                            buffer[end] = UInt8(truncatingIfNeeded: value)
                            end += 1
                        } else if value < 0x800 {
                            buffer[end] = UInt8(truncatingIfNeeded: 0xC0 | (value >> 6))
                            buffer[end + 1] = UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F))
                            end += 2
                        } else if value < 0x10000 {
                            buffer[end] = UInt8(truncatingIfNeeded: 0xE0 | (value >> 12))
                            buffer[end + 1] = UInt8(truncatingIfNeeded: 0x80 | ((value >> 6) & 0x3F))
                            buffer[end + 2] = UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F))
                            end += 3
                        } else {
                            buffer[end] = UInt8(truncatingIfNeeded: 0xF0 | (value >> 18))
                            buffer[end + 1] = UInt8(truncatingIfNeeded: 0x80 | ((value >> 12) & 0x3F))
                            buffer[end + 2] = UInt8(truncatingIfNeeded: 0x80 | ((value >> 6) & 0x3F))
                            buffer[end + 3] = UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F))
                            end += 4
                        }
                    }
                    return end
                }
            }
        }
    }

    /// Whether `row` holds exactly what `other` holds (false when the canvas holds a cluster
    /// of several scalars: then rows are not compared).
    func rowEquals(_ row: Int, _ other: Int) -> Bool {
        guard clusters.isEmpty, row >= 0, row < height, other >= 0, other < height else { return false }
        let a = (row * width)..<((row + 1) * width), b = (other * width)..<((other + 1) * width)
        return leads[a] == leads[b] && widths[a] == widths[b]
    }

    /// Every row as text.
    var lines: [String] { (0..<height).map(line) }

    /// The text of the cell at `index`.
    private func text(at index: Int) -> String {
        hasCluster[index] ? clusters[index] ?? String(leads[index]) : String(leads[index])
    }

    /// Puts a cluster's text in the cell at `index` (its width is the caller's).
    private mutating func store(_ lead: Unicode.Scalar, cluster: String?, at index: Int) {
        leads[index] = lead
        if let cluster {
            clusters[index] = cluster
            hasCluster[index] = true
        } else if hasCluster[index] {
            clusters[index] = nil
            hasCluster[index] = false
        }
    }

    private mutating func store(_ text: String, at index: Int) {
        let scalars = text.unicodeScalars
        let lead = scalars.first ?? " "
        store(lead, cluster: scalars.count > 1 ? text : nil, at: index)
    }

    private mutating func set(_ lead: Unicode.Scalar, cluster: String?, cells: Int, row: Int, column: Int) {
        let base = row * width
        if cells == 1, widths[base + column] == 1 {
            // A one-cell cluster over another: nothing else to blank.
            store(lead, cluster: cluster, at: base + column)
            return
        }
        clear(base, column)
        guard cells > 1 else {
            store(lead, cluster: cluster, at: base + column)
            widths[base + column] = 1
            return
        }
        guard column + cells <= width else { return }  // left blank by `clear`
        for x in (column + 1)..<(column + cells) { clear(base, x) }
        store(lead, cluster: cluster, at: base + column)
        widths[base + column] = UInt8(cells)
        for x in (column + 1)..<(column + cells) {
            store(" ", cluster: nil, at: base + x)
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
                store(" ", cluster: nil, at: base + x)
                widths[base + x] = 1
            }
        } else if widths[index] > 1 {
            for x in (column + 1)..<min(width, column + Int(widths[index])) {
                store(" ", cluster: nil, at: base + x)
                widths[base + x] = 1
            }
        }
        store(" ", cluster: nil, at: index)
        widths[index] = 1
    }
}
