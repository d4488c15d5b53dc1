/// Text broken into lines no wider than a number of display cells, for captions that must
/// show all of their text (a mockup's heading and footer wrap; they never cut).
public enum WrappedText {
    /// `text` in lines of at most `width` cells: broken at spaces (runs of spaces count as
    /// one), a word wider than a line broken between grapheme clusters. Lines after the first
    /// start with `indent` spaces when that leaves room for text. Linear in the length of `text`.
    public static func lines(_ text: String, width: Int, indent: Int = 0) -> [String] {
        let width = max(1, width)
        let lead = String(repeating: " ", count: indent > 0 && indent < width - 1 ? indent : 0)
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        /// Whether the line holds text (more than its indent).
        var hasText = false
        func breakLine() {
            lines.append(line)
            line = lead
            lineWidth = lead.count
            hasText = false
        }
        for word in text.split(separator: " ") {
            let wordWidth = DisplayWidth.of(String(word))
            if hasText, lineWidth + 1 + wordWidth > width { breakLine() }
            if hasText {
                line += " "
                lineWidth += 1
            }
            if lineWidth + wordWidth <= width {
                line += word
                lineWidth += wordWidth
                hasText = true
                continue
            }
            // A word wider than the line: as many clusters as fit, then the rest on the next lines.
            for character in word {
                let cells = DisplayWidth.of(character)
                if lineWidth + cells > width {
                    if hasText {
                        breakLine()
                    }
                    if lineWidth + cells > width {
                        // Not even one cluster fits after the indent: this line goes without it.
                        line = ""
                        lineWidth = 0
                    }
                }
                line.append(character)
                lineWidth += cells
                hasText = true
            }
        }
        lines.append(line)
        return lines
    }
}
