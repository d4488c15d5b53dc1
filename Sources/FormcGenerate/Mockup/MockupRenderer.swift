import FormcCore
import FormcGeometry
import FormcSpec

/// ASCII mockups of a screen (contract §9): one drawing per detent, each a heading, the
/// device's screen in a frame with the backdrop, the sheet and the tab bar, and a footer with
/// the initial selection. Every line of a drawing has the same display width; the output is
/// the same bytes for the same input.
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
        var drawings: [String] = []
        for device in devices {
            let geometry = SheetGeometry(screen: screen, device: device, text: text)
            for index in geometry.detents.indices {
                drawings.append(drawing(screen, text: text, geometry: geometry, detentIndex: index, charset: charset).joined(separator: "\n") + "\n")
            }
        }
        return drawings
    }

    /// The lines of one drawing: the detent at `detentIndex` of `geometry`.
    public static func drawing(
        _ screen: Screen, text: PreparedText, geometry: SheetGeometry, detentIndex: Int, charset: Charset
    ) -> [String] {
        let glyphs = Glyphs.of(charset)
        let viewport = geometry.viewports[detentIndex]
        var canvas = Canvas(width: geometry.layout.screenColumns, height: viewport.screenRows)
        SheetPainter(screen: screen, geometry: geometry, viewport: viewport, glyphs: glyphs).paint(&canvas)
        if let tabBar = screen.tabBar {
            TabBarPainter(tabBar: tabBar, text: text, viewport: viewport, glyphs: glyphs).paint(&canvas)
        }
        let width = canvas.width + 2
        let frame = glyphs.device
        var lines = MockupCaption.heading(screen: screen, geometry: geometry, viewport: viewport, glyphs: glyphs, width: width)
        let edge = String(repeating: frame.horizontal, count: canvas.width)
        lines.append(String(frame.topLeft) + edge + String(frame.topRight))
        for row in canvas.lines {
            lines.append(String(frame.vertical) + row + String(frame.vertical))
        }
        lines.append(String(frame.bottomLeft) + edge + String(frame.bottomRight))
        lines += MockupCaption.footer(screen: screen, text: text, glyphs: glyphs, width: width)
        return lines
    }

    /// Drawings separated by a blank line, each ending with a newline.
    private static func joined(_ drawings: [[String]]) -> String {
        drawings.map { $0.joined(separator: "\n") + "\n" }.joined(separator: "\n")
    }
}
