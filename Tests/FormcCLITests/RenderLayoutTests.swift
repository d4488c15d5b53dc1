import FormcCLI
import FormcPipelineTestSupport
import Foundation
import Testing

/// `formc render --format json`: the layout in points, read back as a tool reads it.
@Suite("render --format json")
struct RenderLayoutTests {
    /// A screen with every kind of part: grabber, title, two labelled fields (a grid and a list
    /// in sections), a placeholder, content rows, a button and a tab bar.
    static let everyKind = """
    formc: 1
    screen: kinds
    title: Pick a vehicle
    sheet: { detents: [medium, large], grabber: true }
    style: { cell-height: 40 }
    fields:
      - { id: vehicle, type: choice, label: Vehicle, layout: grid, columns: 2, options: [car, bus, bike, walk, tram] }
      - id: line
        type: choice
        layout: list
        sections: [{ title: Subway, options: [l1, l2] }]
    content:
      - { placeholder: Map, height: 120 }
      - { rows: [first, second] }
    actions:
      - { id: apply, title: Apply, role: submit }
    tab-bar:
      items: [{ id: home, title: Home }, { id: me, title: Me }]
    """

    struct Element {
        var kind: String
        var id: String?
        var x, y, width, height: Double
    }

    struct Layout {
        var screen, device, detent: String
        var elements: [Element]
        func all(_ kind: String) -> [Element] { elements.filter { $0.kind == kind } }
        func one(_ kind: String) throws -> Element { try #require(all(kind).first) }
    }

    static func render(_ text: String, _ extra: [String]) throws -> [Layout] {
        let path = NSTemporaryDirectory() + "formc-layout-\(UUID().uuidString).yaml"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = CapturingTerminal.run(["render", path, "--format", "json"] + extra)
        #expect(run.code == .success, "\(run.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        return try root.map { layout in
            let elements = try #require(layout["elements"] as? [[String: Any]]).map { element in
                let frame = element["frame"] as? [String: Double] ?? [:]
                return Element(kind: element["kind"] as? String ?? "", id: element["id"] as? String,
                               x: frame["x"] ?? .nan, y: frame["y"] ?? .nan, width: frame["width"] ?? .nan, height: frame["height"] ?? .nan)
            }
            return Layout(screen: layout["screen"] as? String ?? "", device: layout["device"] as? String ?? "",
                          detent: layout["detent"] as? String ?? "", elements: elements)
        }
    }

    static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.01 }

    @Test("every kind of part has its frame in points, on three devices",
          arguments: [("iphone-se", 375.0, 667.0, 0.0), ("iphone-15", 393.0, 852.0, 34.0), ("iphone-15-pro-max", 430.0, 932.0, 34.0)])
    func framesOnDevices(_ device: String, _ width: Double, _ height: Double, _ bottomSafe: Double) throws {
        let layouts = try Self.render(Self.everyKind, ["--device", device, "--detent", "medium"])
        let layout = try #require(layouts.first)
        #expect(layouts.count == 1 && layout.screen == "kinds" && layout.device == device && layout.detent == "medium")
        let kinds = Set(layout.elements.map(\.kind))
        #expect(kinds == ["sheet", "grabber", "title", "label", "option", "section-header", "placeholder", "content-row", "action", "tab-bar"])
        // The sheet at medium: half the screen, from its middle down.
        let sheet = try layout.one("sheet")
        #expect(Self.near(sheet.y, height / 2) && sheet.x == 0 && sheet.width == width && Self.near(sheet.height, height / 2))
        let top = sheet.y
        let grabber = try layout.one("grabber")
        #expect(Self.near(grabber.x, (width - 36) / 2) && Self.near(grabber.y, top + 5) && grabber.width == 36 && grabber.height == 5)
        // The title: 20 pt under the sheet's top, 16 pt from each side, 17 pt semibold's line.
        let title = try layout.one("title")
        #expect(title.x == 16 && Self.near(title.y, top + 20) && Self.near(title.width, width - 32) && Self.near(title.height, 20.29))
        // The first field's label, 8 pt under the title; its grid under it.
        let label = try layout.one("label")
        #expect(label.id == "vehicle" && Self.near(label.y, title.y + title.height + 8))
        let options = layout.all("option")
        #expect(options.map(\.id) == ["car", "bus", "bike", "walk", "tram", "l1", "l2"])
        let cells = Array(options.prefix(5))
        let cellWidth = (width - 32 - 10) / 2
        #expect(cells.allSatisfy { Self.near($0.width, cellWidth) && $0.height == 40 })
        #expect(Self.near(cells[0].y, label.y + label.height + 8) && Self.near(cells[1].x, 16 + cellWidth + 10))
        // Three rows: 3 × 40 + 2 × 10.
        #expect(Self.near(cells[4].y + cells[4].height - cells[0].y, 3 * 40 + 2 * 10))
        // The list: a 28 pt section header, then 44 pt rows across the content.
        let header = try layout.one("section-header")
        #expect(Self.near(header.height, 28) && Self.near(options[5].y, header.y + 28))
        #expect(options.suffix(2).allSatisfy { $0.height == 44 && $0.x == 16 && Self.near($0.width, width - 32) })
        let placeholder = try layout.one("placeholder")
        #expect(placeholder.height == 120 && Self.near(placeholder.y, options[6].y + 44 + 8))
        let rows = layout.all("content-row")
        #expect(rows.map(\.height) == [44, 44] && Self.near(rows[0].y, placeholder.y + 120 + 8))
        // The button after the content, 10 pt under it; the tab bar over the sheet's bottom.
        let action = try layout.one("action")
        #expect(action.id == "apply" && action.height == 50 && Self.near(action.y, rows[1].y + 44 + 10))
        let bar = try layout.one("tab-bar")
        #expect(bar.x == 0 && bar.width == width && Self.near(bar.y, height - 49 - bottomSafe) && Self.near(bar.height, 49 + bottomSafe))
    }

    @Test("one layout per screen, device and detent; frames from the screen's top-left")
    func everyDetentAndDevice() throws {
        let layouts = try Self.render(Self.everyKind, ["--device", "iphone-se", "--device", "iphone-15"])
        #expect(layouts.map { "\($0.device) \($0.detent)" } == ["iphone-se medium", "iphone-se large", "iphone-15 medium", "iphone-15 large"])
        // large = screen − top safe inset − 10.
        let large = try #require(layouts.last).elements.first { $0.kind == "sheet" }
        #expect(large.map { Self.near($0.y, 59 + 10) } == true)
    }

    @Test("fit in points: rows 6 pt taller make the sheet 6 pt × rows taller")
    func fitFollowsPoints() throws {
        func sheetHeight(_ row: Int) throws -> Double {
            let text = "formc: 1\nscreen: s\nsheet: { detents: [fit] }\nstyle: { row-height: \(row) }\nfields:\n  - { id: f, type: choice, commit: on-select, layout: list, options: [a, b, c, d] }\n"
            return try #require(try Self.render(text, []).first).one("sheet").height
        }
        #expect(Self.near(try sheetHeight(50) - sheetHeight(44), 6 * 4))
    }

    @Test("flow lines break where the measured chips stop fitting, on three devices",
          arguments: [("iphone-se", 375.0), ("iphone-15", 393.0), ("iphone-16-pro-max", 440.0)])
    func flowBreaksFromMeasuredWidths(_ device: String, _ width: Double) throws {
        // Chips of 14 pt titles + 30 pt, 5 pt apart in a 16/50 pt section inset, the content inset 0.
        let text = """
            formc: 1
            screen: tags
            sheet: { detents: [large] }
            style: { content-inset: { top: 0, left: 0, bottom: 0, right: 0 }, option-font: { size: 14 },
                     option-padding: { top: 4, left: 15, bottom: 4, right: 15 }, item-spacing: 5, line-spacing: 10,
                     section-inset: { top: 0, left: 16, bottom: 0, right: 50 } }
            fields:
              - { id: t, type: choice, commit: on-select, align: leading,
                  options: [커리어고민, 취업/이직, 회사 생활, 인간관계, 개발, 데이터, HR, 서비스기획, 마케팅, 디자인, 경영/전략] }
            """
        let chips = try #require(try Self.render(text, ["--device", device]).first).all("option")
        #expect(chips.count == 11)
        let available = width - 16 - 50
        var right = 0.0
        var lines = 1
        for (index, chip) in chips.enumerated() {
            // A chip goes on the line when it fits after the one before, 5 pt apart; else it starts the next.
            // (Frames print to a hundredth of a point: sums of them are good to a tenth.)
            if index > 0, right + 5 + chip.width <= available + 0.1 {
                #expect(Self.near(chip.y, chips[index - 1].y) && abs(chip.x - (16 + right + 5)) < 0.1, "\(device) \(chip.id ?? "")")
                right += 5 + chip.width
            } else {
                if index > 0 {
                    #expect(chip.y > chips[index - 1].y + chip.height, "\(device) \(chip.id ?? "")")
                    lines += 1
                }
                #expect(Self.near(chip.x, 16))
                right = chip.width
            }
        }
        // A narrower screen never has fewer lines.
        #expect(lines >= (width < 400 ? 3 : 2))
    }
}
