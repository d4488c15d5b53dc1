import FormcCore
import FormcGeometry
import FormcSpec

/// A screen's drawings on its HTML page (spec-language.md §11): device by device, every detent
/// side by side as inline SVG (`ScreenDrawing`), all at one scale, with a scale bar in points.
/// The scale is the page's CSS variable `--pt` (millimetres per point), chosen so that the
/// widest row of drawings fits the printed page's width and the tallest its drawing height.
struct ScreenDrawings {
    let screen: Screen

    /// The printed width the widest row of drawings may take, and the height of the tallest, in mm.
    static let printWidth = 180.0
    static let printHeight = 75.0
    /// The most a point may take (a one-detent screen is not drawn larger than this).
    static let largestScale = 0.14
    /// The space between two drawings, in points (CSS: `calc(24 * var(--pt))`).
    static let gap = 24.0
    /// The scale bar's length in points.
    static let barLength = 100.0

    /// Every device's layout and detents, laid out once.
    private let rows: [(layout: PointLayout, detents: [DetentHeight])]

    /// `screen` laid out on each device (`DeviceSheet.sheets(of:on:)`), device by device.
    init(screen: Screen, sheets: [DeviceSheet]) {
        self.screen = screen
        rows = sheets.map { ($0.points, $0.detents) }
    }

    /// The widest row of drawings, in points (its gaps included).
    var widestRow: Double {
        rows.reduce(0) { widest, row in
            let count = Double(row.detents.isEmpty ? 0 : row.detents.count + 1)
            return Swift.max(widest, count * row.layout.device.width + Swift.max(0, count - 1) * Self.gap)
        }
    }

    /// Millimetres per point: the same for every drawing of the page.
    var scale: Double {
        var scale = Self.largestScale
        for row in rows where !row.detents.isEmpty {
            let count = Double(row.detents.count + 1)
            let width = count * row.layout.device.width + (count - 1) * Self.gap
            if width > 0 { scale = Swift.min(scale, Self.printWidth / width) }
            if row.layout.device.height > 0 { scale = Swift.min(scale, Self.printHeight / row.layout.device.height) }
        }
        return (scale * 10_000).rounded(.down) / 10_000
    }

    /// `0.1234mm`: a scale to a ten-thousandth of a millimetre.
    static func millimetres(_ scale: Double) -> String {
        let units = Int((Swift.max(0, scale) * 10_000).rounded(.down))
        let fraction = String(units % 10_000)
        return "\(units / 10_000).\(String(repeating: "0", count: 4 - fraction.count))\(fraction)mm"
    }

    /// The drawings, device by device, then the scale bar.
    func write(into out: inout TextBuffer) {
        let shared = ScreenDrawing.Shared(screen)
        var svg = SVGWriter(capacity: 8192)
        // As wide as its widest row of drawings (the legend wraps to it), so the page's
        // tables can sit beside it where there is room.
        let pt = Self.millimetres(scale)
        out.append("<div class=\"drawings\" style=\"--pt: \(pt); width: calc(\(SVGWriter.number(Swift.max(widestRow, Self.barLength + 40))) * var(--pt))\">\n")
        for row in rows {
            let name = HTML.text(row.layout.device.name)
            out.append("<h2>Drawings · <code>\(name)</code></h2>\n<div class=\"device\">\n")
            for detent in row.detents {
                out.append("<figure class=\"drawing\" data-device=\"\(name)\" data-detent=\"\(HTML.text(detent.id))\">")
                svg.out.removeAll()
                ScreenDrawing(screen: screen, layout: row.layout, detent: detent, dark: false, shared: shared).write(into: &svg)
                out.append(svg.out)
                out.append("<figcaption>\(caption(detent, layout: row.layout))</figcaption></figure>\n")
            }
            // The dark appearance, printed as it is: the initial detent once more, in dark.
            if let initial = row.detents.first(where: { screen.sheet.initialDetent.value.isExactly($0.id) }) ?? row.detents.first {
                out.append("<figure class=\"drawing-dark\" data-device=\"\(name)\" data-detent=\"\(HTML.text(initial.id))\" data-appearance=\"dark\">")
                svg.out.removeAll()
                ScreenDrawing(screen: screen, layout: row.layout, detent: initial, dark: true, shared: shared).write(into: &svg)
                out.append(svg.out)
                out.append("<figcaption>\(caption(initial, layout: row.layout)) · dark</figcaption></figure>\n")
            }
            out.append("</div>\n")
        }
        scaleBar(into: &out)
        out.append("<ul class=\"legend\">\n")
        for entry in legend { out.append("<li>\(entry)</li>\n") }
        out.append("</ul>\n</div>\n")
    }

    /// What the drawings show, each as drawn: the backdrop at its dim, the selection, disabled
    /// options, placeholders and the safe areas.
    var legend: [String] {
        var entries: [String] = []
        let sheet = screen.sheet
        switch sheet.presentation.value {
        case .sheet:
            entries.append("backdrop: black at \(Self.percent(Backdrop.systemDim)), standing for the system&#39;s dim of a page sheet")
        case .popup:
            entries.append("backdrop: black at \(Self.percent(sheet.backdrop.dim.value)) (<code>backdrop.dim: \(ReviewValues.number(sheet.backdrop.dim.value))</code>)")
        case .fullScreen:
            break
        }
        if rows.contains(where: { row in row.detents.contains { row.layout.isUndimmed(at: $0, of: sheet) } }), sheet.presentation.value == .sheet {
            entries.append("undimmed: no backdrop, the presenting screen stays usable (<code>undimmed-through</code>)")
        }
        if screen.fields.contains(where: { InitialSelection.indexes(of: $0).isEmpty == false }) {
            entries.append("an option in the selected fill: selected when the sheet opens (<code>initial</code>)")
        }
        if screen.fields.contains(where: { $0.options.contains { $0.disabled.value } }) {
            entries.append("a faded option: disabled, shown but cannot be picked")
        }
        if screen.content.contains(where: { if case .placeholder = $0.kind { true } else { false } }) {
            entries.append("a dashed box: a placeholder the app fills")
        }
        entries.append("orange bands, dashed: the safe areas (status bar, home indicator)")
        entries.append("the last drawing of each device: the initial detent in the dark appearance (the <code>dark</code> side of each colour)")
        return entries
    }

    /// `40 %` of an alpha.
    static func percent(_ alpha: Double) -> String {
        "\(SVGWriter.number(Swift.min(1, Swift.max(0, alpha.isFinite ? alpha : 0)) * 100)) %"
    }

    /// `medium (initial) · 426 pt`, with `undimmed` where the backdrop is clear.
    private func caption(_ detent: DetentHeight, layout: PointLayout) -> String {
        var text = "<code>\(HTML.text(detent.id))</code>"
        if screen.sheet.initialDetent.value.isExactly(detent.id) { text += " (initial)" }
        text += " · \(SVGWriter.number(detent.points)) pt"
        if !detent.isActive, let fallback = detent.fallbackID { text += " · as <code>\(HTML.text(fallback))</code>" }
        if screen.sheet.presentation.value != .fullScreen, layout.isUndimmed(at: detent, of: screen.sheet) { text += " · undimmed" }
        return text
    }

    /// A bar `barLength` points long at the page's scale, ticked every 10 pt: the same on every
    /// page (the scale is the page's CSS variable), so written once.
    private func scaleBar(into out: inout TextBuffer) {
        out.append(utf8: Self.scaleBarBytes[...])
    }

    private static let scaleBarBytes = scaleBar().bytes

    private static func scaleBar() -> TextBuffer {
        let length = Self.barLength
        var svg = SVGWriter(capacity: 512)
        svg.raw("<figure class=\"scale\"><svg")
        svg.attribute("viewBox", "0 0 \(SVGWriter.number(length + 40)) 16")
        svg.attribute("style", "width:calc(\(SVGWriter.number(length + 40)) * var(--pt));height:calc(16 * var(--pt))")
        svg.attribute("data-kind", "scale-bar")
        svg.attribute("data-points", length)
        svg.raw("><path")
        var ticks = "M0.5 2V10H\(SVGWriter.number(length + 0.5))V2"
        var tick = 10.0
        while tick < length {
            ticks += "M\(SVGWriter.number(tick + 0.5)) 6V10"
            tick += 10
        }
        svg.attribute("d", ticks)
        svg.attribute("fill", "none")
        svg.attribute("stroke", "#000000")
        svg.attribute("stroke-width", 1)
        svg.raw("/><text")
        svg.attribute("x", length + 4)
        svg.attribute("y", 10)
        svg.attribute("font-size", 10)
        svg.out.append(">\(SVGWriter.number(length)) pt</text></svg><figcaption>scale: 100 pt</figcaption></figure>\n")
        return svg.out
    }
}
