import FormcCore
import FormcGeometry

extension MockupFrame {
    /// The drawing with every run of at least `minimumRun` identical screen rows folded: the
    /// run's first row stays, and one marked gap row stands for the rest (`≈ 12 rows folded ≈`).
    /// Such runs are what a drawing has of nothing: the presenting screen where it is only
    /// backdrop, and the blank rows of a tall detent. The caption above keeps the sheet's
    /// height in points and rows, so nothing is lost; every line keeps the frame's width.
    ///
    /// Linear in the drawing's lines.
    public func folded(minimumRun: Int = 3) -> MockupFrame {
        let glyphs = Glyphs.of(charset)
        var out: [Line] = []
        out.reserveCapacity(lines.count)
        var start = 0
        while start < lines.count {
            var end = start + 1
            if case .screen = lines[start].kind {
                while end < lines.count, lines[end] == lines[start] { end += 1 }
            }
            let run = end - start
            out.append(lines[start])
            if run >= max(2, minimumRun), case .screen(let sheet, _) = lines[start].kind {
                out.append(Self.gap(over: lines[start].text, rows: run - 1, sheet: sheet, width: width, glyphs: glyphs))
            } else if run > 1 {
                out += lines[(start + 1)..<end]
            }
            start = end
        }
        var frame = self
        frame.lines = out
        if out.count < lines.count { frame.marks.insert(.folded) }
        return frame
    }

    /// A gap row: the repeated row with a note centered where it is widest (on the sheet when
    /// the row crosses it, else across the screen).
    private static func gap(over text: String, rows: Int, sheet: Range<Int>?, width: Int, glyphs: Glyphs) -> Line {
        var canvas = Canvas(width: width, height: 1)
        canvas.put(text, row: 0, column: 0)
        let room = sheet.map { ($0.lowerBound + 1)..<($0.upperBound - 1) } ?? 1..<(width - 1)
        let mark = String(glyphs.fold)
        let candidates = [
            " \(mark) \(rows) \(rows == 1 ? "row" : "rows") folded \(mark) ",
            " \(mark) \(rows) \(mark) ",
            mark,
        ]
        if let note = candidates.first(where: { DisplayWidth.of($0) <= room.count }) {
            let noteWidth = DisplayWidth.of(note)
            canvas.put(note, row: 0, column: room.lowerBound + (room.count - noteWidth) / 2, end: room.upperBound)
        }
        return Line(text: canvas.line(0), kind: .gap(rows: rows, sheet: sheet))
    }
}
