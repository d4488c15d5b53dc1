import FormcCore
import FormcGeometry
import FormcSpec

/// The text around a drawing — the heading above it and the selection under it — and the
/// numbers and phrases inside it, all as lines exactly as wide as the drawing.
enum MockupCaption {
    /// The heading: screen, detent, device, heights, wrapped at the separators.
    static func heading(
        screen: Screen, geometry: SheetGeometry, viewport: SheetViewport, glyphs: Glyphs, width: Int
    ) -> [String] {
        let detent = viewport.detent
        var detentPart = DisplayText.clean(detent.id)
        if let fallback = detent.fallbackID {
            detentPart += " \(glyphs.arrow) \(DisplayText.clean(fallback)) (inactive in compact height)"
        }
        if detent.index == geometry.initialDetentIndex { detentPart += " (initial)" }
        let device = geometry.device
        let kind = switch screen.sheet.presentation.value {
        case .popup: "popup card"
        case .fullScreen: "full screen"
        case .sheet: DetentHeights.fillsScreen(screen.sheet, on: geometry.device) ? "sheet, full screen in compact height," : "sheet"
        }
        var parts = [
            DisplayText.clean(screen.id.value), detentPart, device.name,
            "\(kind) \(points(detent.points)) of \(points(device.height)) pt"
                + " (\(viewport.sheetRows) of \(viewport.screenRows) rows)",
        ]
        if detent.isCapped {
            let cap = percent(screen.sheet.maxHeight.value)
            parts.append(detent.kind != .fit ? "capped at large"
                : screen.sheet.maxHeightReference == .screen ? "content capped at \(cap) % of the screen" : "capped by max-height \(cap) %")
        }
        if viewport.markerRow == nil, !viewport.hidden.isEmpty {
            parts.append(hiddenSummary(viewport.hidden, arrow: nil))
        }
        return wrap(parts, glyphs: glyphs, width: width).map { DisplayWidth.padded($0, toWidth: width) }
    }

    /// One line per field: `selected: category = 애인 💑 (initial)`, with `(min 1, max 3)` after
    /// a multi-choice field's id; a line wider than the drawing wraps (indented), never cut.
    static func footer(screen: Screen, text: PreparedText, glyphs: Glyphs, width: Int) -> [String] {
        screen.fields.enumerated().flatMap { fieldIndex, field in
            let titles = InitialSelection.indexes(of: field).map { text.optionTitles[fieldIndex][$0].text }
            let value = titles.isEmpty ? "none" : titles.joined(separator: ", ") + " (initial)"
            // How many a multi-choice takes, before the value so that a cut never hides it.
            let range = field.kind.value == .multiChoice ? " (min \(field.effectiveMin), max \(field.effectiveMax))" : ""
            let line = "selected: " + DisplayText.clean(field.id.value) + range + " = " + value
            return wrapped(line, width: width, indent: 2).map { DisplayWidth.padded($0, toWidth: width) }
        }
    }

    /// `WrappedText.lines`, without breaking text that fits and has no spaces to fold (none
    /// at its ends, no two in a row): such text is its only line.
    static func wrapped(_ text: String, width: Int, indent: Int) -> [String] {
        let utf8 = text.utf8
        let space = UInt8(ascii: " ")
        var previousIsSpace = true  // a space at the start folds too
        var foldsSpaces = false
        for byte in utf8 {
            let isSpace = byte == space
            if isSpace && previousIsSpace {
                foldsSpaces = true
                break
            }
            previousIsSpace = isSpace
        }
        if !foldsSpaces, !(utf8.last == space), DisplayWidth.of(text) <= max(1, width) { return [text] }
        return WrappedText.lines(text, width: width, indent: indent)
    }

    /// `▾ 140 pt hidden: 5 options, 1 action ▾`, from the layout in points.
    static func hiddenSummary(_ hidden: SheetViewport.Hidden, arrow: Character?) -> String {
        var text = hidden.points > 0 ? "\(points(hidden.points)) pt hidden" : "hidden"
        var what: [String] = []
        if hidden.options > 0 { what.append(Plural.count(hidden.options, "option")) }
        if hidden.actions > 0 { what.append(Plural.count(hidden.actions, "action")) }
        if !what.isEmpty { text += ": " + what.joined(separator: ", ") }
        guard let arrow else { return text }
        return "\(arrow) \(text) \(arrow)"
    }

    /// Points with at most one decimal: `426`, `333.5`, `548.1`.
    static func points(_ value: Double) -> String { DetentHeights.describe(value) }

    /// A fraction as a whole percentage, `0.4` → `40`.
    static func percent(_ fraction: Double) -> Int {
        guard fraction.isFinite else { return 0 }
        return Int((max(0, min(fraction, 1)) * 100).rounded())
    }

    /// `parts` joined by `separator` into lines no wider than `width`; a part wider than a
    /// line is wrapped onto lines of its own (a caption shows all of its text).
    static func wrap(_ parts: [String], glyphs: Glyphs, width: Int) -> [String] {
        let separator = glyphs.separator
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        let separatorWidth = DisplayWidth.of(separator)
        for part in parts {
            let pieceWidth = DisplayWidth.of(part)
            if pieceWidth > width {
                if lineWidth > 0 || !line.isEmpty { lines.append(line) }
                var pieces = WrappedText.lines(part, width: width)
                line = pieces.removeLast()
                lineWidth = DisplayWidth.of(line)
                lines += pieces
                continue
            }
            let piece = part
            if lineWidth > 0, lineWidth + separatorWidth + pieceWidth <= width {
                line += separator + piece
                lineWidth += separatorWidth + pieceWidth
            } else {
                if lineWidth > 0 || !line.isEmpty { lines.append(line) }
                line = piece
                lineWidth = pieceWidth
            }
        }
        lines.append(line)
        return lines
    }
}
