import FormcGeometry
import FormcPipelineTestSupport
import FormcSpec
import Testing

/// The layout in points (`PointLayout`): flow lines from measured widths, grid and list heights,
/// and the metamorphic relations a layout must keep whatever its numbers.
@Suite("Geometry: layout in points")
struct PointLayoutTests {
    /// One field with `options`, laid out with `style` (YAML flow mapping) in `layout`.
    static func spec(layout: String = "flow", columns: String = "", style: String = "{}", options: [String]) -> String {
        let quoted = options.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
        formc: 1
        screen: s
        style: \(style)
        fields:
          - { id: f, type: choice, commit: on-select, layout: \(layout)\(columns), options: [\(quoted)] }
        """
    }

    static func layout(_ text: String, device: Device = .iphone15) throws -> PointLayout {
        let screen = try #require(Spec.screen(text))
        return PointLayout(screen: screen, device: device)
    }

    static func options(_ layout: PointLayout) -> [PointElement] { layout.elements.filter { $0.kind == .option } }

    /// The lines of chips: the distinct tops of the option frames.
    static func lineCount(_ layout: PointLayout) -> Int { Set(options(layout).map(\.frame.y)).count }

    @Test("a chip is its measured title plus padding and margin; lines break where the next chip would cross the width")
    func flowBreaksFromMeasuredWidths() throws {
        let titles = ["커리어고민", "취업/이직", "회사 생활", "인간관계", "개발", "데이터", "HR", "서비스기획", "마케팅", "디자인", "경영/전략"]
        // The interests screen's chips: the title at 14 pt + 30, 5 pt apart, inset 16/50.
        let style = "{ content-inset: { left: 0, right: 0 }, option-font: { size: 14 }, option-padding: { top: 3, left: 15, bottom: 3, right: 15 }, item-spacing: 5, section-inset: { left: 16, right: 50 } }"
        let layout = try Self.layout(Self.spec(style: style, options: titles))
        let chips = Self.options(layout)
        #expect(chips.count == titles.count)
        let available = 393.0 - 16 - 50
        for (chip, title) in zip(chips, titles) {
            #expect(abs(chip.frame.width - (TextMeasure.width(title, size: 14, weight: .regular) + 30)) < 1e-9)
        }
        // Replay the breaks with the measured widths: each line starts at the inset, and a
        // chip starts a new line exactly when it would not fit after the previous one.
        var x = 0.0
        for (index, chip) in chips.enumerated() {
            if index > 0, x + 5 + chip.frame.width <= available {
                #expect(chip.frame.y == chips[index - 1].frame.y, "\(titles[index]) stays on the line")
                #expect(abs(chip.frame.x - (16 + x + 5)) < 1e-9)
                x += 5 + chip.frame.width
            } else {
                if index > 0 { #expect(chip.frame.y > chips[index - 1].frame.y, "\(titles[index]) starts a line") }
                #expect(chip.frame.x == 16)
                x = chip.frame.width
            }
        }
        #expect(Self.lineCount(layout) >= 3)
    }

    @Test("grid height = rows × cell-height + (rows − 1) × line-spacing, columns item-spacing apart")
    func gridHeight() throws {
        let text = Self.spec(layout: "grid", columns: ", columns: 2", style: "{ cell-height: 40, line-spacing: 10, item-spacing: 10 }",
                             options: ["a", "b", "c", "d", "e", "f", "g"])
        let cells = Self.options(try Self.layout(text))
        #expect(cells.count == 7)
        let top = try #require(cells.first).frame.y
        let bottom = cells.map(\.frame.maxY).max() ?? 0
        #expect(abs(bottom - top - (4 * 40 + 3 * 10)) < 1e-9)
        #expect(abs(cells[1].frame.x - cells[0].frame.maxX - 10) < 1e-9)
        #expect(abs(cells[0].frame.width - (393 - 32 - 10) / 2) < 1e-9)
    }

    @Test("list rows and content rows are both 44 pt by default")
    func rowsAre44() throws {
        let text = """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, layout: list, options: [a, b, c] }
        content:
          - { rows: [x, y] }
        """
        let layout = try Self.layout(text)
        #expect(Self.options(layout).map(\.frame.height) == [44, 44, 44])
        #expect(layout.elements.filter { $0.kind == .contentRow }.map(\.frame.height) == [44, 44])
    }

    @Test("doubling row-height doubles a list's height (within one row)", arguments: [30.0, 44.0, 61.5])
    func doublingRowHeight(_ rowHeight: Double) throws {
        let options = (1...9).map { "option \($0)" }
        func height(_ row: Double) throws -> Double {
            let rows = Self.options(try Self.layout(Self.spec(layout: "list", style: "{ row-height: \(row) }", options: options)))
            return (rows.map(\.frame.maxY).max() ?? 0) - (rows.map(\.frame.y).min() ?? 0)
        }
        let once = try height(rowHeight), twice = try height(2 * rowHeight)
        #expect(abs(twice - 2 * once) <= rowHeight)
        #expect(abs(once - 9 * rowHeight) < 1e-9)
    }

    @Test("a wider string gives a wider chip")
    func widerStringWiderChip() throws {
        let words = ["i", "ii", "in", "ink", "inks", "Kinks", "Kinkss", "가", "가나", "가나다 🐶", "WWWWWWW"]
        for (short, long) in zip(words, words.dropFirst())
        where TextMeasure.width(long, size: 17, weight: .regular) > TextMeasure.width(short, size: 17, weight: .regular) {
            let chips = Self.options(try Self.layout(Self.spec(options: [short, long])))
            #expect(chips[1].frame.width > chips[0].frame.width, "\(short) < \(long)")
        }
    }

    @Test("a larger option-font.size never gives fewer lines")
    func largerFontNeverFewerLines() throws {
        let options = ["반려동물 🐶", "애인 💑", "가족 👫", "아이 👶", "여행 🛫", "커피 ☕️", "차 🫖", "알코올 🚰", "드라이브 🚗", "맛집 🥘", "산책 🌲", "뷰맛집 🌇"]
        var previous = 0
        for size in stride(from: 8.0, through: 40.0, by: 1.5) {
            let lines = Self.lineCount(try Self.layout(Self.spec(style: "{ option-font: { size: \(size) } }", options: options)))
            #expect(lines >= previous, "\(size) pt: \(lines) lines after \(previous)")
            previous = lines
        }
        #expect(previous > 3)
    }

    @Test("fit follows points: 6 pt taller rows make the fit detent 6 pt × rows taller")
    func fitInPoints() throws {
        func fit(_ row: Double) throws -> Double {
            let text = Self.spec(layout: "list", style: "{ row-height: \(row) }", options: ["a", "b", "c", "d", "e"])
                .replacingOccurrences(of: "style:", with: "sheet: { detents: [fit] }\nstyle:")
            let screen = try #require(Spec.screen(text))
            return try #require(PointLayout(screen: screen, device: .iphone15).detents(of: screen.sheet).first).points
        }
        #expect(abs(try fit(50) - fit(44) - 6 * 5) < 1e-9)
    }
}
