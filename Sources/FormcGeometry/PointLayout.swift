import FormcSpec

/// A screen's sheet laid out in points on one device, as UIKit lays it out (spec-language.md §9,
/// "The layout in points"): pure arithmetic on frames, text measured by `TextMeasure`, every size
/// from the fields' resolved `LayoutStyle`. Nothing here is rounded; a drawing rounds once.
///
/// Parts are placed top to bottom as if the sheet were tall enough for everything, their `y`
/// from the sheet's top edge and their `x` from the screen's left edge; `placed(at:)` then puts
/// them on the screen for one detent, with the pinned buttons at the bottom safe area and the
/// tab bar over the sheet's bottom.
public struct PointLayout: Hashable, Sendable {
    public var device: Device
    /// The sheet's left edge and width on the screen.
    public var sheetX: Double
    public var sheetWidth: Double
    /// The content area's left edge on the screen and its width: the title, the fields and the
    /// content lie between `content-inset`'s sides (and the horizontal safe area).
    public var contentLeft: Double
    public var contentWidth: Double
    /// Where the parts that scroll end, from the sheet's top: the last field or content part
    /// (and the buttons after it, when they are not pinned).
    public var scrollEnd: Double
    /// The close button's frame from the sheet's top (at the title's right end), nil without one.
    public var closeButtonFrame: PointFrame?
    /// The parts that scroll with the content (and buttons after it), from the sheet's top.
    public var elements: [PointElement]
    /// Buttons pinned to the bottom safe area (`action-layout: {placement: bottom}`), their `y`
    /// from the top of their block.
    public var pinned: [PointElement]
    /// The pinned block's height, and the points between it and the bottom safe area.
    public var pinnedHeight: Double
    public var pinnedBottomInset: Double
    /// The sheet's height above the bottom safe area that shows everything: what `fit` adds the
    /// bottom safe area to.
    public var contentHeight: Double
    /// Whether the sheet covers the whole screen (full screen, or a page sheet in compact height).
    public var fillsScreen: Bool
    /// Whether a tab bar is drawn over the sheet's bottom.
    public var hasTabBar: Bool

    /// UIKit's grabber: 36 × 5 pt, 5 pt below the sheet's top edge.
    public static let grabberSize = (width: 36.0, height: 5.0, top: 5.0)
    /// The close button's width, and its gap to the title.
    public static let closeButton = (width: 25.0, gap: 10.0)
    /// `UITabBar`'s height above the bottom safe area.
    public static let tabBarHeight = 49.0

    public init(screen: borrowing Screen, device: Device) {
        self.init(screen: screen, device: device, texts: PointTexts(screen))
    }

    /// `screen` on `device`, its option titles measured once for every device (`texts`).
    public init(screen: borrowing Screen, device: Device, texts: PointTexts) {
        self.device = device
        // The sheet's keys are read in place: a `Sheet` is large to copy.
        fillsScreen = DetentHeights.fillsScreen(screen.sheet, on: device)
        hasTabBar = texts.hasTabBar
        let base = texts.base
        sheetWidth = Self.sheetWidth(of: screen.sheet, on: device)
        sheetX = (device.width - sheetWidth) / 2
        let fullWidth = sheetWidth == device.width
        let left = sheetX + Swift.max(base.contentInset.left, fullWidth ? device.safeArea.left : 0)
        let right = Swift.max(base.contentInset.right, fullWidth ? device.safeArea.right : 0)
        let width = Swift.max(0, sheetX + sheetWidth - right - left)
        contentLeft = left
        contentWidth = width

        let fields = screen.fields
        // Parts are built in the list (`PointElement`'s memberwise initializer), which
        // `PointTexts.elementCapacity` reserves for all of them.
        var placer = PointPlacer(left: left, width: width, texts: texts, fields: fields)
        if fillsScreen {
            placer.y = device.safeArea.top
        } else if screen.sheet.grabber.value {
            let size = Self.grabberSize
            let frame = PointFrame(x: sheetX + (sheetWidth - size.width) / 2, y: size.top, width: size.width, height: size.height)
            placer.elements.append(PointElement(
                kind: .grabber, id: nil, frame: frame, field: nil, index: nil, text: "", textWidth: 0, textRoom: 0, isFlexible: false))
        }
        placer.y += base.contentInset.top
        let closes = screen.sheet.dismiss.closeButton.value
        closeButtonFrame = closes
            ? PointFrame(x: left + width - Self.closeButton.width, y: placer.y, width: Self.closeButton.width, height: Self.closeButton.width)
            : nil
        if let title = screen.title?.value {
            let room = Swift.max(0, width - (closes ? Self.closeButton.width + Self.closeButton.gap : 0))
            let height = base.titleFont.lineHeight
            placer.elements.append(PointElement(
                kind: .title, id: nil, frame: PointFrame(x: left, y: placer.y, width: room, height: height), field: nil, index: nil,
                text: title, textWidth: texts.title, textRoom: room, isFlexible: false))
            placer.y += height + base.titleSpacing
        } else if closes {
            placer.y += Self.closeButton.width + base.titleSpacing
        }
        for index in fields.indices {
            if index > 0 { placer.y += LayoutStyle.blockSpacing }
            // Most fields have no style of their own: the screen's, resolved once, is theirs.
            let style = texts.styles.indices.contains(index) ? texts.styles[index] : base
            if fields.count > 1 {
                let font = FontSpec.body
                let label = texts.labels.indices.contains(index)
                    ? texts.labels[index] : fields[index].label?.value ?? fields[index].id.value
                placer.elements.append(PointElement(
                    kind: .label, id: fields[index].id.value,
                    frame: PointFrame(x: left, y: placer.y, width: width, height: font.lineHeight), field: index, index: nil, text: label,
                    textWidth: texts.labelWidths.indices.contains(index) ? texts.labelWidths[index] : TextMeasure.width(label, font: font),
                    textRoom: width, isFlexible: false))
                placer.y += font.lineHeight + LayoutStyle.blockSpacing
            }
            placer.placeField(at: index, style: style)
        }
        let content = screen.content
        for blockIndex in content.indices {
            if blockIndex > 0 || !fields.isEmpty { placer.y += LayoutStyle.blockSpacing }
            placer.placeContent(content[blockIndex], at: blockIndex, style: base)
        }
        let scrollEnd = placer.y
        let layout = screen.actionLayout
        let (edge, span) = (sheetX, sheetWidth)
        let buttonLeft = layout.sideInset.map { edge + $0 } ?? left
        let buttonWidth = layout.sideInset.map { Swift.max(0, span - 2 * $0) } ?? width
        let buttonHeight = layout.height.isFinite ? Swift.max(0, layout.height) : ActionLayout.defaultHeight
        // Actions are read in place, by index. Pinned buttons have their `y` from the top of
        // their block; the others follow the content, `actionSpacing` below it.
        let actions = screen.actions
        let pins = layout.isPinned && !actions.isEmpty
        let blockTop = pins || actions.isEmpty ? 0 : scrollEnd + LayoutStyle.actionSpacing
        var pinned: [PointElement] = []
        if pins { pinned.reserveCapacity(actions.count) }
        var blockY = 0.0
        for index in actions.indices {
            if index > 0 { blockY += LayoutStyle.actionSpacing }
            let title = actions[index].title.value
            let button = PointElement(
                kind: .action, id: actions[index].id.value,
                frame: PointFrame(x: buttonLeft, y: pins ? blockY : blockTop + blockY, width: buttonWidth, height: buttonHeight),
                field: nil, index: index, text: title,
                textWidth: texts.actions.indices.contains(index)
                    ? texts.actions[index]
                    : TextMeasure.width(title, font: PointTexts.actionFont(submits: actions[index].role?.value == .submit)),
                textRoom: Swift.max(0, buttonWidth - 2 * 12), isFlexible: false)
            if pins { pinned.append(button) } else { placer.elements.append(button) }
            blockY += buttonHeight
        }
        if pins {
            self.pinned = pinned
            pinnedHeight = blockY
            pinnedBottomInset = layout.bottomInset.isFinite ? Swift.max(0, layout.bottomInset) : 0
            contentHeight = scrollEnd + LayoutStyle.actionSpacing + blockY + pinnedBottomInset
            self.scrollEnd = scrollEnd
        } else {
            self.pinned = []
            pinnedHeight = 0
            pinnedBottomInset = 0
            let end = actions.isEmpty ? scrollEnd : blockTop + blockY
            self.scrollEnd = end
            contentHeight = end + base.contentInset.bottom
        }
        elements = placer.elements
    }

    /// The sheet's width on `device`: the screen's, or in compact height an edge-attached
    /// sheet's, as wide as the device's portrait width.
    public static func sheetWidth(of sheet: Sheet, on device: Device) -> Double {
        let edgeAttached = device.isCompactHeight && sheet.edgeAttachedInCompactHeight.value && !DetentHeights.fillsScreen(sheet, on: device)
        return edgeAttached ? Swift.min(device.width, device.height) : device.width
    }

    /// Every detent's height on the device, `fit` from `contentHeight` in points.
    public func detents(of sheet: Sheet) -> [DetentHeight] {
        DetentHeights.heights(of: sheet, contentPoints: contentHeight, hasTabBar: hasTabBar, on: device)
    }

    /// The sheet's top edge on the screen at `detent`.
    public func sheetTop(at detent: DetentHeight) -> Double { sheetTop(atHeight: detent.points) }

    /// The sheet's top edge on the screen at a detent `height` points tall.
    func sheetTop(atHeight height: Double) -> Double {
        fillsScreen ? 0 : device.height - height
    }

    /// Every part on the screen at `detent`: the sheet, its parts moved to its top edge, the
    /// pinned buttons above the bottom safe area, and the tab bar over the sheet's bottom.
    public func placed(at detent: DetentHeight) -> [PointElement] {
        let top = sheetTop(at: detent)
        var placed: [PointElement] = []
        placed.reserveCapacity(elements.count + pinned.count + 2)
        placed.append(PointElement(kind: .sheet, frame: PointFrame(x: sheetX, y: top, width: sheetWidth, height: device.height - top)))
        for element in elements { placed.append(element.offsetBy(top)) }
        let pinnedTop = device.height - device.safeArea.bottom - pinnedBottomInset - pinnedHeight
        for element in pinned { placed.append(element.offsetBy(pinnedTop)) }
        if let bar = tabBarFrame { placed.append(PointElement(kind: .tabBar, frame: bar)) }
        return placed
    }

    /// The tab bar's frame: across the sheet, `tabBarHeight` above the bottom safe area, down to
    /// the screen's bottom edge.
    public var tabBarFrame: PointFrame? {
        guard hasTabBar else { return nil }
        let height = Self.tabBarHeight + device.safeArea.bottom
        return PointFrame(x: sheetX, y: device.height - height, width: sheetWidth, height: height)
    }
}

extension PointElement {
    /// The same part moved down by `dy`.
    func offsetBy(_ dy: Double) -> PointElement {
        var moved = self
        moved.frame = frame.offset(by: dy)
        return moved
    }
}
