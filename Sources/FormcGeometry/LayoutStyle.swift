import FormcSpec

/// Distances from each edge in points.
public struct Insets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The written sides of `spec`, the others from `self`.
    func overridden(by spec: EdgeInsetsSpec?) -> Insets {
        guard let spec else { return self }
        return Insets(top: spec.top ?? top, left: spec.left ?? left, bottom: spec.bottom ?? bottom, right: spec.right ?? right)
    }

    public static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)
}

/// A field's metrics in points, resolved: the field's `style` over the screen's over UIKit's
/// defaults (spec-language.md §3a, where each default is cited). The point layout reads only this.
public struct LayoutStyle: Hashable, Sendable {
    public var contentInset: Insets
    public var titleFont: FontSpec
    public var titleSpacing: Double
    public var optionFont: FontSpec
    public var optionPadding: Insets
    public var optionMargin: Double
    public var itemSpacing: Double
    public var lineSpacing: Double
    public var rowHeight: Double
    public var cellHeight: Double
    public var sectionHeaderHeight: Double
    public var sectionInset: Insets
    /// A fixed height of the field's collection; nil for its content's height.
    public var height: Double?

    /// UIKit's metrics: what a spec gets for every key it leaves out.
    public static let uikit = LayoutStyle(
        contentInset: Insets(top: 20, left: 16, bottom: 10, right: 16), titleFont: FontSpec(size: 17, weight: .semibold),
        titleSpacing: 8, optionFont: .body, optionPadding: Insets(top: 7, left: 12, bottom: 7, right: 12), optionMargin: 0,
        itemSpacing: 10, lineSpacing: 10, rowHeight: 44, cellHeight: 50, sectionHeaderHeight: 28, sectionInset: .zero, height: nil)

    /// The standard spacing between two blocks of a sheet (fields, content, buttons), which no
    /// key sets: UIKit's system spacing of 8 pt.
    public static let blockSpacing = 8.0
    /// The spacing between two buttons, and between the content and the first button (10 pt).
    public static let actionSpacing = 10.0

    public init(
        contentInset: Insets, titleFont: FontSpec, titleSpacing: Double, optionFont: FontSpec, optionPadding: Insets,
        optionMargin: Double, itemSpacing: Double, lineSpacing: Double, rowHeight: Double, cellHeight: Double,
        sectionHeaderHeight: Double, sectionInset: Insets, height: Double?
    ) {
        self.contentInset = contentInset
        self.titleFont = titleFont
        self.titleSpacing = titleSpacing
        self.optionFont = optionFont
        self.optionPadding = optionPadding
        self.optionMargin = optionMargin
        self.itemSpacing = itemSpacing
        self.lineSpacing = lineSpacing
        self.rowHeight = rowHeight
        self.cellHeight = cellHeight
        self.sectionHeaderHeight = sectionHeaderHeight
        self.sectionInset = sectionInset
        self.height = height
    }

    /// `style` (a field's over its screen's, already merged) over UIKit's defaults.
    public init(_ style: Style) {
        self = LayoutStyle.uikit.overridden(by: style)
    }

    /// These metrics with the keys `style` writes over them, insets side by side and fonts part
    /// by part: a screen's resolved style with a field's `style` over it is the field's resolved
    /// style (`LayoutStyle(field.style.over(screen.style))`), without merging the two `Style`s.
    /// Only the layout's keys are read, and none of a style that writes none (most fields': a
    /// key of `Style` is read from its shared box).
    public func overridden(by style: Style) -> LayoutStyle {
        if style.isEmpty { return self }
        func font(_ spec: FontStyleSpec?, _ fallback: FontSpec) -> FontSpec {
            FontSpec(size: spec?.size ?? fallback.size, weight: spec?.weight ?? fallback.weight)
        }
        return LayoutStyle(
            contentInset: contentInset.overridden(by: style.contentInset?.value),
            titleFont: font(style.titleFont?.value, titleFont),
            titleSpacing: style.titleSpacing?.value ?? titleSpacing,
            optionFont: font(style.optionFont?.value, optionFont),
            optionPadding: optionPadding.overridden(by: style.optionPadding?.value),
            optionMargin: style.optionMargin?.value ?? optionMargin,
            itemSpacing: style.itemSpacing?.value ?? itemSpacing,
            lineSpacing: style.lineSpacing?.value ?? lineSpacing,
            rowHeight: style.rowHeight?.value ?? rowHeight,
            cellHeight: style.cellHeight?.value ?? cellHeight,
            sectionHeaderHeight: style.sectionHeaderHeight?.value ?? sectionHeaderHeight,
            sectionInset: sectionInset.overridden(by: style.sectionInset?.value),
            height: style.height?.value ?? height)
    }
}

extension FontSpec {
    /// `UIFont.lineHeight` of the system font at this size: 1.1934 × the size (20.29 pt at 17 pt,
    /// 19.09 pt at 16 pt), the height of a one-line label.
    public var lineHeight: Double { size * 1.1934 }
}
