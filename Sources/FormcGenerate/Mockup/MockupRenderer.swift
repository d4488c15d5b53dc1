import FormcCore
import FormcGeometry
import FormcSpec

/// ASCII mockups of a screen (spec-language.md §9): one drawing per detent, each a heading, the
/// device's screen in a frame with the backdrop, the sheet and the tab bar, and a footer with
/// the initial selection. Every line inside the device's frame has the same display width; the
/// heading and footer are no wider, and no line of the text ends in a space (`drawing` and
/// `frame` keep every line padded to the frame's width, for layers that arrange drawings).
/// The output is the same bytes for the same input.
public enum MockupRenderer {
    /// Drawings of `screen` on `device`: of every detent when `detent` is nil or `all`, else of
    /// the detent with that id (nothing when there is none — check ids first, as `formc render`
    /// does). Drawings are separated by a blank line; the text ends with a newline.
    public static func render(_ screen: Screen, detent: String?, device: Device, charset: Charset) -> String {
        let text = PreparedText(screen)
        let geometry = SheetGeometry(screen: screen, device: device, text: text)
        let indexes = geometry.detents.indices.filter { index in
            detent == nil || detent == "all" || geometry.detents[index].id == detent
        }
        return joined(indexes.map { drawing(screen, text: text, geometry: geometry, detentIndex: $0, charset: charset) })
    }

    /// Every detent of `screen` on each of `devices`, device by device (what `formc build`
    /// writes to `<screen>.mockup.txt`).
    public static func renderAll(_ screen: Screen, devices: [Device], charset: Charset = .unicode) -> String {
        drawings(screen, devices: devices, charset: charset).joined(separator: "\n")
    }

    /// Each drawing of `renderAll` on its own, each ending with a newline (the review
    /// printout fences them one by one); joined by blank lines they are `renderAll`.
    public static func drawings(_ screen: Screen, devices: [Device], charset: Charset = .unicode) -> [String] {
        let text = PreparedText(screen)
        let texts = PointTexts(screen)
        var drawings: [String] = []
        for device in devices {
            let geometry = SheetGeometry(DeviceSheet(screen: screen, device: device, texts: texts), screen: screen, text: text)
            for index in geometry.detents.indices {
                drawings.append(frame(screen, text: text, geometry: geometry, detentIndex: index, charset: charset).text)
            }
        }
        return drawings
    }

    /// The lines of one drawing, each padded to the frame's width: the detent at `detentIndex`.
    public static func drawing(
        _ screen: Screen, text: PreparedText, geometry: SheetGeometry, detentIndex: Int, charset: Charset
    ) -> [String] {
        frame(screen, text: text, geometry: geometry, detentIndex: detentIndex, charset: charset).textLines
    }

    /// One drawing with what each line shows (`MockupFrame`): the detent at `detentIndex`.
    public static func frame(
        _ screen: Screen, text: PreparedText, geometry: SheetGeometry, detentIndex: Int, charset: Charset
    ) -> MockupFrame {
        var rows = RowTexts()
        return frame(screen, text: text, geometry: geometry, detentIndex: detentIndex, charset: charset, footer: nil, rows: &rows)
    }

    /// `frame`, with the footer's lines when they are made already (they depend on the screen
    /// and the frame's width only, the same for every detent on a device), sharing the text of
    /// each row that `rows` holds already.
    static func frame(
        _ screen: Screen, text: PreparedText, geometry: SheetGeometry, detentIndex: Int, charset: Charset,
        footer: [MockupFrame.Line]?, rows: inout RowTexts
    ) -> MockupFrame {
        let glyphs = Glyphs.of(charset)
        let viewport = geometry.viewports[detentIndex]
        var canvas = Canvas(width: geometry.layout.screenColumns, height: viewport.screenRows)
        SheetPainter(screen: screen, geometry: geometry, viewport: viewport, glyphs: glyphs).paint(&canvas)
        if let tabBar = screen.shownTabBar {
            TabBarPainter(tabBar: tabBar, text: text, layout: geometry.layout, viewport: viewport, glyphs: glyphs).paint(&canvas)
        }
        let width = canvas.width + 2
        let frame = glyphs.device
        var lines = MockupCaption.heading(screen: screen, geometry: geometry, viewport: viewport, glyphs: glyphs, width: width)
            .map { MockupFrame.Line(text: $0, kind: .heading) }
        let edge = String(repeating: frame.horizontal, count: canvas.width)
        lines.append(MockupFrame.Line(text: String(frame.topLeft) + edge + String(frame.topRight), kind: .deviceEdge))
        let layout = geometry.layout
        let sheetColumns = (layout.sheetColumn + 1)..<(layout.sheetColumn + 1 + layout.sheetWidth)
        let tabBarTop = canvas.height - viewport.tabBarRows
        let vertical = frame.vertical.unicodeScalars
        var row = TextBuffer(capacity: canvas.width * 3 + 8)
        var previous = ""
        for index in 0..<canvas.height {
            let isTabBar = index >= tabBarTop
            let kind = MockupFrame.Line.Kind.screen(sheet: index >= viewport.sheetTop || isTabBar ? sheetColumns : nil, isTabBar: isTabBar)
            // A row like the one above it (backdrop, blank sheet) shares its text.
            if index == 0 || !canvas.rowEquals(index, index - 1) {
                row.removeAll()
                for scalar in vertical { row.append(scalar) }
                canvas.write(index, into: &row)
                for scalar in vertical { row.append(scalar) }
                previous = rows.text(of: row)
            }
            lines.append(MockupFrame.Line(text: previous, kind: kind))
        }
        lines.append(MockupFrame.Line(text: String(frame.bottomLeft) + edge + String(frame.bottomRight), kind: .deviceEdge))
        lines += footer ?? footerLines(screen, text: text, glyphs: glyphs, width: width)
        let shade = SheetPainter.shadeIndex(dim: screen.sheet.shownDim, undimmed: viewport.isUndimmed)
        return MockupFrame(
            screenID: screen.id.value, device: geometry.device.name, detent: viewport.detent.id, charset: charset,
            width: width, lines: lines, shade: viewport.sheetTop > 0 ? shade : nil,
            marks: MockupMarks.used(screen: screen, geometry: geometry, viewport: viewport))
    }

    /// The lines under a drawing `width` wide: the initial selection.
    private static func footerLines(_ screen: Screen, text: PreparedText, glyphs: Glyphs, width: Int) -> [MockupFrame.Line] {
        MockupCaption.footer(screen: screen, text: text, glyphs: glyphs, width: width).map { MockupFrame.Line(text: $0, kind: .footer) }
    }

    /// Every drawing of `screen` on each of `devices`, device by device, as frames.
    public static func frames(_ screen: Screen, devices: [Device], charset: Charset = .unicode) -> [MockupFrame] {
        frames(screen, sheets: DeviceSheet.sheets(of: screen, on: devices), charset: charset)
    }

    /// `frames(screen, devices:)` from the screen's sheets laid out already, device by device
    /// (a build lays them out once for the mockups and the review page's drawings).
    public static func frames(_ screen: Screen, sheets: [DeviceSheet], charset: Charset = .unicode) -> [MockupFrame] {
        let text = PreparedText(screen)
        let glyphs = Glyphs.of(charset)
        var frames: [MockupFrame] = []
        var rows = RowTexts()
        for sheet in sheets {
            let geometry = SheetGeometry(sheet, screen: screen, text: text)
            // The footer is the same under every detent of the device: made once.
            guard !geometry.detents.isEmpty else { continue }
            let footer = footerLines(screen, text: text, glyphs: glyphs, width: max(0, geometry.layout.screenColumns) + 2)
            for index in geometry.detents.indices {
                frames.append(frame(screen, text: text, geometry: geometry, detentIndex: index, charset: charset, footer: footer, rows: &rows))
            }
        }
        return frames
    }

    /// Drawings separated by a blank line, each ending with a newline.
    private static func joined(_ drawings: [[String]]) -> String {
        drawings.map { $0.map(MockupComposer.trimmedTrailingSpaces).joined(separator: "\n") + "\n" }.joined(separator: "\n")
    }
}
