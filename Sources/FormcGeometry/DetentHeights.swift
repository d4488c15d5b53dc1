import FormcSpec

/// A detent's height on one device (spec-language.md §3).
public struct DetentHeight: Hashable, Sendable {
    /// `medium`, `large`, `fit` or the custom id.
    public var id: String
    /// Index into the sheet's detents.
    public var index: Int
    public var kind: Detent.Kind
    /// The height in points.
    public var points: Double
    /// The height in rows (`Cells.rows`).
    public var rows: Int
    /// False for `medium` in compact height, where UIKit does not offer it.
    public var isActive: Bool
    /// For an inactive `medium`: the detent whose height it takes instead (`large` when no
    /// detent follows it).
    public var fallbackID: String?
    /// Whether a cap lowered the formula's height: `max-height` for `fit`, `large` for a
    /// custom height taller than the screen allows.
    public var isCapped: Bool
}

/// Detent heights on a device, by the formulas of spec-language.md §3:
/// - `large` = screen height − top safe inset − 10;
/// - `medium` = ½ × screen height; in compact height it is inactive and takes the height of
///   the next detent in the list that is active, or `large` when none follows;
/// - `{height: h}` = h + bottom safe inset;
/// - `{fraction: f}` = f × large;
/// - `fit` = content + bottom safe inset, capped by `max-height` × large; with
///   `max-height: {screen: f}`, min(content, f × screen height) + bottom safe inset; under a tab bar
///   (specs/004), which is drawn over the sheet's bottom, content + the tab bar's height + the inset,
///   so that fitting the content never hides part of it behind the tabs.
///
/// No detent is taller than `large` (UIKit clamps custom detents to its maximum value), and
/// none is shorter than 0; a value that is not a number counts as `large`.
public enum DetentHeights {
    /// UIKit keeps `large` this far below the top safe area.
    public static let largeTopGap = 10.0

    /// `large` on `device`, in points.
    public static func large(on device: Device) -> Double {
        Swift.max(0, device.height - device.safeArea.top - largeTopGap)
    }

    /// Whether `sheet` covers the whole screen of `device`: a `full-screen` presentation, or
    /// a page sheet in compact height that is not edge-attached (UIKit:
    /// `prefersEdgeAttachedInCompactHeight` is false by default, "which means the sheet
    /// defaults to a full screen appearance at compact height").
    public static func fillsScreen(_ sheet: Sheet, on device: Device) -> Bool {
        switch sheet.presentation.value {
        case .fullScreen: true
        case .popup: false
        case .sheet: device.isCompactHeight && !sheet.edgeAttachedInCompactHeight.value
        }
    }

    /// A height as the mockup's heading and the device rules print it: whole points without a
    /// decimal (`426`), else one decimal (`333.5`, `548.1`).
    public static func describe(_ points: Double) -> String {
        guard points.isFinite else { return "?" }
        let tenths = Int((Swift.max(0, Swift.min(points, 1e9)) * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }

    /// Every detent of `sheet` on `device`, in list order, `fit` from the content's height in
    /// points (`PointLayout.contentHeight`).
    public static func heights(of sheet: Sheet, contentPoints: Double, hasTabBar: Bool = false, on device: Device) -> [DetentHeight] {
        let large = large(on: device)
        // Detents are read in place, by index, rather than copied one by one.
        let detents = sheet.detents
        var heights: [DetentHeight] = []
        heights.reserveCapacity(detents.count)
        if sheet.presentation.value == .fullScreen {
            // One detent, named `full-screen`: the presentation ignores `detents` (W511).
            return [DetentHeight(id: Sheet.fullScreenDetentID, index: 0, kind: .large, points: device.height,
                                 rows: Cells.rows(forPoints: device.height), isActive: true, fallbackID: nil, isCapped: false)]
        }
        if fillsScreen(sheet, on: device) {
            // Every detent is the whole screen: a page sheet in compact height has none of its own.
            let rows = Cells.rows(forPoints: device.height)
            for index in detents.indices {
                heights.append(DetentHeight(id: detents[index].id.value, index: index, kind: detents[index].kind, points: device.height,
                                            rows: rows, isActive: true, fallbackID: nil, isCapped: false))
            }
            return heights
        }
        for index in detents.indices {
            heights.append(height(of: detents[index], at: index, sheet: sheet, contentPoints: contentPoints, hasTabBar: hasTabBar,
                                  large: large, device: device))
        }
        guard device.isCompactHeight else { return heights }
        // From the last detent back, so each `medium` finds the next detent that stays active
        // in one pass (a list may repeat `medium`; E303 reports it, the drawing still comes).
        var next: (points: Double, id: String)?
        for index in heights.indices.reversed() {
            guard heights[index].kind == .medium else {
                next = (heights[index].points, heights[index].id)
                continue
            }
            heights[index].isActive = false
            heights[index].points = next?.points ?? large
            heights[index].fallbackID = next?.id ?? "large"
            heights[index].rows = Cells.rows(forPoints: heights[index].points)
        }
        return heights
    }

    private static func height(
        of detent: Detent, at index: Int, sheet: Sheet, contentPoints: Double, hasTabBar: Bool, large: Double, device: Device
    ) -> DetentHeight {
        let bottom = device.safeArea.bottom
        var capped = false
        var points: Double
        switch detent.kind {
        case .large:
            points = large
        case .medium:
            points = device.height / 2
        case .height(let h):
            points = h + bottom
        case .fraction(let f):
            points = f * large
        case .fit:
            let maxHeight = sheet.maxHeight.value.isFinite ? Swift.min(1, Swift.max(0, sheet.maxHeight.value)) : 1
            let content = contentPoints + (hasTabBar ? PointLayout.tabBarHeight : 0)
            switch sheet.maxHeightReference {
            case .large:
                points = content + bottom
                if points > maxHeight * large {
                    points = maxHeight * large
                    capped = true
                }
            case .screen:
                // The content is capped (`min(contentSize.height, screen × f)`), then the
                // panel adds the bottom safe inset under it.
                let cap = maxHeight * device.height
                points = Swift.min(content, cap) + bottom
                capped = content > cap
            }
        }
        if !points.isFinite {
            points = large
        } else if points > large {
            points = large
            capped = true
        }
        points = Swift.max(0, points)
        return DetentHeight(
            id: detent.id.value, index: index, kind: detent.kind, points: points, rows: Cells.rows(forPoints: points),
            isActive: true, fallbackID: nil, isCapped: capped)
    }
}
