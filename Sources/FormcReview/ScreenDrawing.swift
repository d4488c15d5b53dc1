import FormcCore
import FormcGeometry
import FormcSpec

/// One detent of a screen on one device as inline SVG (spec-language.md §11), drawn from the
/// layout in points that `render --format json` prints: the device's screen (the presenting
/// screen, `data-kind="screen"`), the backdrop at its real dim, the sheet with its corner radius,
/// every part at its frame with `data-kind` and `data-id` as in the JSON, the pinned buttons, the
/// tab bar, and the safe areas marked over it all. The `viewBox` is the screen in points; CSS
/// scales it (`--pt`, one scale per page). Text is in the system font stack, each run drawn at
/// the width the layout measured for it (`textLength`) and cut with `…` only where the layout
/// cuts it.
struct ScreenDrawing {
    let screen: Screen
    let layout: PointLayout
    let detent: DetentHeight
    let palette: DrawingPalette
    /// Per field, its resolved style (the screen's where it has none of its own).
    let fieldStyles: [LayoutStyle]
    /// Per field, the indexes of its options selected when the sheet opens.
    let selected: [Set<Int>]
    /// Per field, its palette (its `style` over the screen's) in the drawing's appearance.
    let fieldPalettes: [DrawingPalette]
    /// The appearance drawn.
    let isDark: Bool

    /// The pieces every drawing of a screen shares, made once per page.
    struct Shared {
        let base: LayoutStyle
        let fieldStyles: [LayoutStyle]
        let selected: [Set<Int>]
        /// The screen's palette and each field's, light then dark.
        let palettes: (light: DrawingPalette, dark: DrawingPalette)
        let fieldPalettes: (light: [DrawingPalette], dark: [DrawingPalette])

        init(_ screen: Screen) {
            base = LayoutStyle(screen.style)
            let base = base
            // The field's keys over the screen's resolved style, as the layout resolves them
            // (`PointTexts`): no merged `Style` is made.
            fieldStyles = screen.fields.map { base.overridden(by: $0.style) }
            selected = screen.fields.map { Set(InitialSelection.indexes(of: $0)) }
            let screenStyle = screen.style
            let palettes = (light: DrawingPalette(style: screenStyle, dark: false), dark: DrawingPalette(style: screenStyle, dark: true))
            self.palettes = palettes
            // A field with no style of its own paints with the screen's palette: resolved once.
            let merged = screen.fields.map { $0.style.isEmpty ? nil : $0.style.over(screenStyle) }
            fieldPalettes = (merged.map { $0.map { DrawingPalette(style: $0, dark: false) } ?? palettes.light },
                             merged.map { $0.map { DrawingPalette(style: $0, dark: true) } ?? palettes.dark })
        }
    }

    init(screen: Screen, layout: PointLayout, detent: DetentHeight, dark: Bool, shared: Shared) {
        self.screen = screen
        self.layout = layout
        self.detent = detent
        isDark = dark
        palette = dark ? shared.palettes.dark : shared.palettes.light
        fieldPalettes = dark ? shared.fieldPalettes.dark : shared.fieldPalettes.light
        fieldStyles = shared.fieldStyles
        selected = shared.selected
        base = shared.base
    }

    private let base: LayoutStyle

    /// The `<svg>` element, into `out`.
    func write(into svg: inout SVGWriter) {
        let device = layout.device
        svg.raw("<svg")
        svg.open("viewBox")
        svg.raw("0 0 ")
        svg.point(device.width, device.height)
        svg.close()
        svg.open("style")
        svg.raw("width:calc(")
        svg.write(device.width)
        svg.raw(" * var(--pt));height:calc(")
        svg.write(device.height)
        svg.raw(" * var(--pt))")
        svg.close()
        svg.attribute("role", "img")
        svg.raw(">\n")
        svg.raw("<rect")
        svg.data(kind: "screen", id: nil)
        svg.box(x: 0, y: 0, width: device.width, height: device.height)
        svg.attribute("fill", palette.screen)
        svg.raw("/>\n")
        let placed = layout.placed(at: detent)
        let sheetTop = layout.sheetTop(at: detent)
        let dim = layout.isUndimmed(at: detent, of: screen.sheet) ? 0 : screen.sheet.shownDim
        if sheetTop > 0 || screen.sheet.presentation.value == .popup {
            svg.raw("<rect")
            svg.data(kind: "backdrop", id: nil)
            svg.box(x: 0, y: 0, width: device.width, height: device.height)
            svg.attribute("fill", "#000000")
            svg.attribute("fill-opacity", Swift.min(1, Swift.max(0, dim)))
            svg.raw("/>\n")
        }
        for element in placed { draw(element, into: &svg) }
        safeAreas(into: &svg)
        svg.raw("</svg>")
    }

    private func draw(_ element: PointElement, into svg: inout SVGWriter) {
        let frame = element.frame
        switch element.kind {
        case .sheet:
            let radius = layout.fillsScreen ? 0 : Swift.max(0, Swift.min(screen.sheet.cornerRadius.value, frame.width / 2, frame.height))
            svg.raw("<path")
            svg.data(kind: "sheet", id: nil)
            svg.open("d")
            Self.topRounded(frame, radius: radius.isFinite ? radius : 0, into: &svg)
            svg.close()
            svg.attribute("fill", palette.sheet)
            svg.raw("/>\n")
            closeButton(sheetTop: frame.y, into: &svg)
        case .grabber:
            rect(element, fill: palette.grabber, radius: frame.height / 2, into: &svg)
        case .title:
            text(element, font: base.titleFont, color: palette.label, anchor: .start, into: &svg)
        case .label:
            text(element, font: .body, color: palette.secondaryLabel, anchor: .start, into: &svg)
        case .sectionHeader:
            let font = style(of: element).optionFont
            text(element, font: FontSpec(size: font.size, weight: .semibold), color: palette.secondaryLabel, anchor: .start, into: &svg)
        case .option:
            option(element, into: &svg)
        case .contentRow:
            group(element, into: &svg) { svg in
                line(x1: frame.x, x2: frame.maxX, y: frame.maxY, into: &svg)
                textRun(element, font: base.optionFont, color: palette.label, x: frame.x, anchor: .start, into: &svg)
            }
        case .placeholder:
            group(element, into: &svg) { svg in
                svg.raw("<rect")
                svg.box(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
                svg.attribute("rx", 6)
                svg.attribute("fill", "none")
                svg.attribute("stroke", palette.secondaryLabel)
                svg.attribute("stroke-dasharray", "4 3")
                svg.raw("/>\n")
                textRun(element, font: base.optionFont, color: palette.secondaryLabel, x: frame.x + frame.width / 2, anchor: .middle, into: &svg)
            }
        case .action:
            action(element, into: &svg)
        case .tabBar:
            tabBar(element, into: &svg)
        }
    }

    private func option(_ element: PointElement, into svg: inout SVGWriter) {
        let frame = element.frame
        let fieldIndex = element.field ?? -1
        guard screen.fields.indices.contains(fieldIndex) else { return }
        // Read in place: a copy of the field would retain each of its arrays and strings.
        let options = screen.fields[fieldIndex].options
        let style = style(of: element)
        let isSelected = element.index.map { selected[fieldIndex].contains($0) } ?? false
        let isDisabled = element.index.map { options.indices.contains($0) && options[$0].disabled.value } ?? false
        // The field's palette read in place (a copy would retain each of its colours).
        let hasOwn = fieldPalettes.indices.contains(fieldIndex)
        let chip = hasOwn ? (isSelected ? fieldPalettes[fieldIndex].selected : fieldPalettes[fieldIndex].unselected)
            : (isSelected ? palette.selected : palette.unselected)
        let cornerRadius = hasOwn ? fieldPalettes[fieldIndex].cornerRadius : palette.cornerRadius
        let borderWidth = hasOwn ? fieldPalettes[fieldIndex].borderWidth : palette.borderWidth
        svg.raw("<g")
        svg.data(kind: "option", id: element.id)
        if isSelected { svg.attribute("data-selected", "true") }
        if isDisabled { svg.attribute("opacity", 0.4) }
        svg.raw(">")
        switch screen.fields[fieldIndex].layout.value {
        case .list:
            if isSelected {
                svg.raw("<rect")
                svg.box(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
                svg.attribute("fill", chip.fill)
                svg.raw("/>")
            }
            line(x1: frame.x + 16, x2: frame.maxX, y: frame.maxY, into: &svg)
            textRun(element, font: style.optionFont, color: chip.text, x: frame.x + 16, anchor: .start, into: &svg)
        case .flow, .grid:
            // The chip or cell inside its slot: the option's margin around it.
            let margin = style.optionMargin
            svg.raw("<rect")
            svg.box(x: frame.x + margin, y: frame.y + margin, width: frame.width - 2 * margin, height: frame.height - 2 * margin)
            svg.attribute("rx", cornerRadius)
            svg.attribute("fill", chip.fill)
            if borderWidth > 0 {
                svg.attribute("stroke", chip.border)
                svg.attribute("stroke-width", borderWidth)
            }
            svg.raw("/>")
            let padding = style.optionPadding
            let center = frame.x + margin + padding.left + (frame.width - 2 * margin - padding.left - padding.right) / 2
            textRun(element, font: style.optionFont, color: chip.text, x: center, anchor: .middle, into: &svg)
        }
        svg.raw("</g>\n")
    }

    private func action(_ element: PointElement, into svg: inout SVGWriter) {
        let frame = element.frame
        let role = element.index.flatMap { screen.actions.indices.contains($0) ? screen.actions[$0].role?.value : nil }
        let fill = role == .submit ? palette.button.fill : palette.unselected.fill
        let color = role == .submit ? palette.button.text : role == .destructive ? palette.destructive : palette.tint
        let border = role == .submit ? palette.button.border : palette.unselected.border
        svg.raw("<g")
        svg.data(kind: "action", id: element.id)
        if let role { svg.attribute("data-role", role.rawValue) }
        svg.raw("><rect")
        svg.box(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        svg.attribute("rx", role == .submit ? palette.buttonCornerRadius : palette.cornerRadius)
        svg.attribute("fill", fill)
        if palette.borderWidth > 0, role != .submit {
            svg.attribute("stroke", border)
            svg.attribute("stroke-width", palette.borderWidth)
        }
        svg.raw("/>")
        textRun(element, font: FontSpec(size: 17, weight: role == .submit ? .semibold : .regular), color: color,
                x: frame.x + frame.width / 2, anchor: .middle, into: &svg)
        svg.raw("</g>\n")
    }

    /// The tab bar over the sheet's bottom: its items side by side, the selected one in the tint.
    private func tabBar(_ element: PointElement, into svg: inout SVGWriter) {
        let frame = element.frame
        svg.raw("<g")
        svg.data(kind: "tab-bar", id: nil)
        svg.raw("><rect")
        svg.box(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        svg.attribute("fill", palette.tabBar)
        svg.raw("/>")
        line(x1: frame.x, x2: frame.maxX, y: frame.y, into: &svg)
        if let bar = screen.shownTabBar, !bar.items.isEmpty {
            let shown = Array(bar.items.prefix(5))
            let slot = frame.width / Double(shown.count)
            let font = FontSpec(size: 10, weight: .medium)
            for (index, item) in shown.enumerated() {
                let color = index == bar.selectedIndex ? palette.tint : palette.tabUnselected
                let room = Swift.max(0, slot - 8)
                var run = PointElement(kind: .tabBar, frame: PointFrame(x: frame.x + Double(index) * slot, y: frame.y + 30, width: slot, height: 12),
                                       text: item.title.value, textWidth: TextMeasure.width(item.title.value, font: font), textRoom: room)
                run.id = item.id.value
                svg.raw("<circle")
                svg.attribute("cx", run.frame.x + slot / 2)
                svg.attribute("cy", frame.y + 16)
                svg.attribute("r", 9)
                svg.attribute("fill", color)
                svg.raw("/>")
                textRun(run, font: font, color: color, x: run.frame.x + slot / 2, anchor: .middle, into: &svg)
            }
        }
        svg.raw("</g>\n")
    }

    /// The close button at the content's top-right corner, where the layout leaves it room.
    private func closeButton(sheetTop: Double, into svg: inout SVGWriter) {
        guard screen.sheet.dismiss.closeButton.value else { return }
        let size = PointLayout.closeButton.width
        let right = layout.sheetX + layout.sheetWidth - base.contentInset.right
        let top = (layout.fillsScreen ? layout.device.safeArea.top : sheetTop) + base.contentInset.top
        let cx = right - size / 2, cy = top + size / 2
        svg.raw("<g data-kind=\"close-button\"><circle")
        svg.attribute("cx", cx)
        svg.attribute("cy", cy)
        svg.attribute("r", size / 2)
        svg.attribute("fill", palette.unselected.fill)
        svg.raw("/><path")
        svg.open("d")
        svg.raw("M")
        svg.point(cx - 4, cy - 4)
        svg.raw("l8 8m0 -8l-8 8")
        svg.close()
        svg.attribute("stroke", palette.secondaryLabel)
        svg.attribute("stroke-width", 2)
        svg.raw("/></g>\n")
    }

    /// The safe areas over everything: a light band and a dashed edge at each inset.
    private func safeAreas(into svg: inout SVGWriter) {
        let device = layout.device, safe = device.safeArea
        let bands: [(Double, Double, Double, Double)] = [
            (0, 0, device.width, safe.top), (0, device.height - safe.bottom, device.width, safe.bottom),
            (0, 0, safe.left, device.height), (device.width - safe.right, 0, safe.right, device.height),
        ]
        for band in bands where band.2 > 0 && band.3 > 0 {
            svg.raw("<rect")
            svg.data(kind: "safe-area", id: nil)
            svg.box(x: band.0, y: band.1, width: band.2, height: band.3)
            svg.attribute("fill", palette.safeArea)
            svg.attribute("fill-opacity", 0.14)
            svg.attribute("stroke", palette.safeArea)
            svg.attribute("stroke-dasharray", "3 3")
            svg.attribute("stroke-width", 0.75)
            svg.raw("/>\n")
        }
    }

    private func style(of element: PointElement) -> LayoutStyle {
        element.field.flatMap { fieldStyles.indices.contains($0) ? fieldStyles[$0] : nil } ?? base
    }

    private func rect(_ element: PointElement, fill: String, radius: Double, into svg: inout SVGWriter) {
        svg.raw("<rect")
        svg.data(kind: element.kind.rawValue, id: element.id)
        svg.box(x: element.frame.x, y: element.frame.y, width: element.frame.width, height: element.frame.height)
        svg.attribute("rx", radius)
        svg.attribute("fill", fill)
        svg.raw("/>\n")
    }

    private func group(_ element: PointElement, into svg: inout SVGWriter, _ body: (inout SVGWriter) -> Void) {
        svg.raw("<g")
        svg.data(kind: element.kind.rawValue, id: element.id)
        svg.raw(">")
        body(&svg)
        svg.raw("</g>\n")
    }

    private func line(x1: Double, x2: Double, y: Double, into svg: inout SVGWriter) {
        svg.raw("<path")
        svg.open("d")
        svg.raw("M")
        svg.point(x1, y - 0.25)
        svg.raw("H")
        svg.write(x2)
        svg.close()
        svg.attribute("stroke", palette.separator)
        svg.attribute("stroke-width", 0.5)
        svg.raw("/>")
    }

    /// A part that is text alone (title, label, section header): a `<text>` with its kind and id.
    private func text(_ element: PointElement, font: FontSpec, color: String, anchor: Anchor, into svg: inout SVGWriter) {
        textRun(element, font: font, color: color, x: element.frame.x, anchor: anchor, data: true, into: &svg)
    }

    enum Anchor: String { case start, middle }

    /// The element's text, vertically centered in its frame, as wide as the layout measured it
    /// (cut with `…` to its room where the layout cuts it).
    private func textRun(
        _ element: PointElement, font: FontSpec, color: String, x: Double, anchor: Anchor, data: Bool = false,
        into svg: inout SVGWriter
    ) {
        guard !element.text.isEmpty else { return }
        let (shown, width) = element.cutsText ? DrawnText.cut(element.text, font: font, room: element.textRoom)
            : (element.text, element.textWidth)
        svg.raw("<text")
        if data { svg.data(kind: element.kind.rawValue, id: element.id) }
        svg.attribute("x", x)
        svg.attribute("y", element.frame.y + element.frame.height / 2)
        svg.attribute("dominant-baseline", "central")
        if anchor == .middle { svg.attribute("text-anchor", "middle") }
        svg.attribute("font-size", font.size)
        svg.attribute("font-weight", DrawnText.cssWeight(font.weight))
        svg.attribute("fill", color)
        if width > 0 {
            svg.attribute("textLength", width)
            svg.attribute("lengthAdjust", "spacingAndGlyphs")
        }
        svg.raw(">")
        HTML.appendText(DisplayText.clean(shown), to: &svg.out)
        svg.raw("</text>")
    }

    /// A path of `frame` with its top corners rounded by `radius`, into `svg`.
    static func topRounded(_ frame: PointFrame, radius r: Double, into svg: inout SVGWriter) {
        svg.raw("M")
        svg.point(frame.x, frame.maxY)
        svg.raw("V")
        svg.write(frame.y + r)
        svg.raw("Q")
        svg.point(frame.x, frame.y)
        svg.raw(" ")
        svg.point(frame.x + r, frame.y)
        svg.raw("H")
        svg.write(frame.maxX - r)
        svg.raw("Q")
        svg.point(frame.maxX, frame.y)
        svg.raw(" ")
        svg.point(frame.maxX, frame.y + r)
        svg.raw("V")
        svg.write(frame.maxY)
        svg.raw("Z")
    }
}

/// Text as a drawing shows it.
enum DrawnText {
    /// `text` cut with `…` to fit `room` at `font`, and the width it then takes. Linear in the text.
    static func cut(_ text: String, font: FontSpec, room: Double) -> (text: String, width: Double) {
        let ellipsis = TextMeasure.width("…", font: font)
        var shown = "", width = 0.0
        for character in text {
            let advance = TextMeasure.width(String(character), font: font)
            if width + advance + ellipsis > room + 0.01 { break }
            shown.append(character)
            width += advance
        }
        return (shown + "…", width + ellipsis)
    }

    /// The CSS weight of a system font weight.
    static func cssWeight(_ weight: FontWeight) -> Double {
        switch weight {
        case .ultralight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}
