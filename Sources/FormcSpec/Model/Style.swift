import FormcCore

/// A font weight, as UIFont.Weight names them, lightest first (spec-language.md §3a).
public enum FontWeight: String, CaseIterable, Hashable, Sendable {
    case ultralight, thin, light, regular, medium, semibold, bold, heavy, black
}

/// Distances from each edge in points; a side left out is nil (it keeps the default, or the
/// screen's value under a field's style).
public struct EdgeInsetsSpec: Hashable, Sendable {
    public var top: Double?
    public var left: Double?
    public var bottom: Double?
    public var right: Double?

    public init(top: Double? = nil, left: Double? = nil, bottom: Double? = nil, right: Double? = nil) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same distance on every side (`option-padding: 10`).
    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

    /// Each side of `self`, else `base`'s.
    public func over(_ base: EdgeInsetsSpec) -> EdgeInsetsSpec {
        EdgeInsetsSpec(top: top ?? base.top, left: left ?? base.left, bottom: bottom ?? base.bottom, right: right ?? base.right)
    }
}

/// A font as written: a size and a weight, either left out.
public struct FontStyleSpec: Hashable, Sendable {
    public var size: Double?
    public var weight: FontWeight?

    public init(size: Double? = nil, weight: FontWeight? = nil) {
        self.size = size
        self.weight = weight
    }

    /// Each part of `self`, else `base`'s.
    public func over(_ base: FontStyleSpec) -> FontStyleSpec {
        FontStyleSpec(size: size ?? base.size, weight: weight ?? base.weight)
    }
}

/// The `style` mapping of a screen or a field (spec-language.md §3a): each key as written, nil
/// when left out. The geometry resolves a field's style over the screen's over UIKit's defaults
/// (`LayoutStyle` in FormcGeometry).
public struct Style: Hashable, Sendable {
    public var contentInset: Located<EdgeInsetsSpec>?
    public var titleFont: Located<FontStyleSpec>?
    public var titleSpacing: Located<Double>?
    public var optionFont: Located<FontStyleSpec>?
    public var optionPadding: Located<EdgeInsetsSpec>?
    public var optionMargin: Located<Double>?
    public var itemSpacing: Located<Double>?
    public var lineSpacing: Located<Double>?
    public var rowHeight: Located<Double>?
    public var cellHeight: Located<Double>?
    public var sectionHeaderHeight: Located<Double>?
    public var sectionInset: Located<EdgeInsetsSpec>?
    public var height: Located<Double>?
    /// Colours and borders (spec-language.md §3a): what the review draws, and the app's own views take.
    public var tint: Located<ColorSpec>?
    public var selected: Located<OptionColorsSpec>?
    public var unselected: Located<OptionColorsSpec>?
    public var borderWidth: Located<Double>?
    public var cornerRadius: Located<Double>?
    public var button: Located<ButtonStyleSpec>?
    public var background: Located<ColorSpec>?

    public init() {}

    /// Whether no key is written.
    public var isEmpty: Bool {
        contentInset == nil && titleFont == nil && titleSpacing == nil && optionFont == nil && optionPadding == nil
            && optionMargin == nil && itemSpacing == nil && lineSpacing == nil && rowHeight == nil && cellHeight == nil
            && sectionHeaderHeight == nil && sectionInset == nil && height == nil && tint == nil && selected == nil
            && unselected == nil && borderWidth == nil && cornerRadius == nil && button == nil && background == nil
    }

    /// Each key of `self`, else `base`'s: a field's style over its screen's. Insets and fonts
    /// merge side by side and part by part.
    public func over(_ base: Style) -> Style {
        var merged = base
        func insets(_ own: Located<EdgeInsetsSpec>?, _ other: Located<EdgeInsetsSpec>?) -> Located<EdgeInsetsSpec>? {
            guard let own else { return other }
            guard let other else { return own }
            return own.map { $0.over(other.value) }
        }
        func font(_ own: Located<FontStyleSpec>?, _ other: Located<FontStyleSpec>?) -> Located<FontStyleSpec>? {
            guard let own else { return other }
            guard let other else { return own }
            return own.map { $0.over(other.value) }
        }
        merged.contentInset = insets(contentInset, base.contentInset)
        merged.titleFont = font(titleFont, base.titleFont)
        merged.titleSpacing = titleSpacing ?? base.titleSpacing
        merged.optionFont = font(optionFont, base.optionFont)
        merged.optionPadding = insets(optionPadding, base.optionPadding)
        merged.optionMargin = optionMargin ?? base.optionMargin
        merged.itemSpacing = itemSpacing ?? base.itemSpacing
        merged.lineSpacing = lineSpacing ?? base.lineSpacing
        merged.rowHeight = rowHeight ?? base.rowHeight
        merged.cellHeight = cellHeight ?? base.cellHeight
        merged.sectionHeaderHeight = sectionHeaderHeight ?? base.sectionHeaderHeight
        merged.sectionInset = insets(sectionInset, base.sectionInset)
        merged.height = height ?? base.height
        func color(_ own: Located<ColorSpec>?, _ other: Located<ColorSpec>?) -> Located<ColorSpec>? {
            guard let own else { return other }
            guard let other else { return own }
            return own.map { $0.over(other.value) }
        }
        func option(_ own: Located<OptionColorsSpec>?, _ other: Located<OptionColorsSpec>?) -> Located<OptionColorsSpec>? {
            guard let own else { return other }
            guard let other else { return own }
            return own.map { $0.over(other.value) }
        }
        merged.tint = color(tint, base.tint)
        merged.selected = option(selected, base.selected)
        merged.unselected = option(unselected, base.unselected)
        merged.borderWidth = borderWidth ?? base.borderWidth
        merged.cornerRadius = cornerRadius ?? base.cornerRadius
        if let button { merged.button = base.button.map { other in button.map { $0.over(other.value) } } ?? button }
        merged.background = color(background, base.background)
        return merged
    }
}
