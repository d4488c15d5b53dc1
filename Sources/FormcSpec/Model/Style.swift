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
    /// The keys as written, in a box shared by copies (copy on write); nil while no key is
    /// written, as in most fields: an empty style is copied, compared and asked `isEmpty`
    /// without touching twenty located values.
    @usableFromInline var box: StyleBox?

    /// A box of its own before a change.
    @inlinable mutating func ownBox() {
        if box == nil {
            box = StyleBox(StyleValues())
        } else if !isKnownUniquelyReferenced(&box) {
            box = StyleBox(box.unsafelyUnwrapped.values)
        }
    }

    @inlinable public var contentInset: Located<EdgeInsetsSpec>? {
        _read {
            if let box { yield box.values.contentInset } else { yield nil }
        }
        _modify {
            ownBox()
            yield &box.unsafelyUnwrapped.values.contentInset
        }
    }
    @inlinable public var titleFont: Located<FontStyleSpec>? {
        _read {
            if let box { yield box.values.titleFont } else { yield nil }
        }
        _modify {
            ownBox()
            yield &box.unsafelyUnwrapped.values.titleFont
        }
    }
    @inlinable public var titleSpacing: Located<Double>? {
        _read {
            if let box { yield box.values.titleSpacing } else { yield nil }
        }
        _modify {
            ownBox()
            yield &box.unsafelyUnwrapped.values.titleSpacing
        }
    }
    @inlinable public var optionFont: Located<FontStyleSpec>? {
        _read {
            if let box { yield box.values.optionFont } else { yield nil }
        }
        _modify {
            ownBox()
            yield &box.unsafelyUnwrapped.values.optionFont
        }
    }
    @inlinable public var optionPadding: Located<EdgeInsetsSpec>? {
        _read {
            if let box { yield box.values.optionPadding } else { yield nil }
        }
        _modify {
            ownBox()
            yield &box.unsafelyUnwrapped.values.optionPadding
        }
    }
    @inlinable public var optionMargin: Located<Double>? {
        _read {
            if let box { yield box.values.optionMargin } else { yield nil }
        }
        _modify {
            ownBox()
            yield &box.unsafelyUnwrapped.values.optionMargin
        }
    }
    @inlinable public var itemSpacing: Located<Double>? {
        _read {
            if let box { yield box.values.itemSpacing } else { yield nil }
        }
        _modify {
            ownBox()
            yield &box.unsafelyUnwrapped.values.itemSpacing
        }
    }
    @inlinable public var lineSpacing: Located<Double>? {
        _read {
            if let box { yield box.values.lineSpacing } else { yield nil }
        }
        _modify {
            ownBox()
            yield &box.unsafelyUnwrapped.values.lineSpacing
        }
    }
    @inlinable public var rowHeight: Located<Double>? {
        _read {
            if let box { yield box.values.rowHeight } else { yield nil }
        }
        _modify {
            ownBox()
            yield &box.unsafelyUnwrapped.values.rowHeight
        }
    }
    @inlinable public var cellHeight: Located<Double>? {
        _read {
            if let box { yield box.values.cellHeight } else { yield nil }
        }
        _modify {
            ownBox()
            yield &box.unsafelyUnwrapped.values.cellHeight
        }
    }
    @inlinable public var sectionHeaderHeight: Located<Double>? {
        _read {
            if let box { yield box.values.sectionHeaderHeight } else { yield nil }
        }
        _modify {
            ownBox()
            yield &box.unsafelyUnwrapped.values.sectionHeaderHeight
        }
    }
    @inlinable public var sectionInset: Located<EdgeInsetsSpec>? {
        _read {
            if let box { yield box.values.sectionInset } else { yield nil }
        }
        _modify {
            ownBox()
            yield &box.unsafelyUnwrapped.values.sectionInset
        }
    }
    @inlinable public var height: Located<Double>? {
        _read {
            if let box { yield box.values.height } else { yield nil }
        }
        _modify {
            ownBox()
            yield &box.unsafelyUnwrapped.values.height
        }
    }
    /// Colours and borders (spec-language.md §3a): what the review draws, and the app's own views take.
    @inlinable public var tint: Located<ColorSpec>? {
        _read {
            if let box { yield box.values.tint } else { yield nil }
        }
        _modify {
            ownBox()
            yield &box.unsafelyUnwrapped.values.tint
        }
    }
    @inlinable public var selected: Located<OptionColorsSpec>? {
        _read {
            if let box { yield box.values.selected } else { yield nil }
        }
        _modify {
            ownBox()
            yield &box.unsafelyUnwrapped.values.selected
        }
    }
    @inlinable public var unselected: Located<OptionColorsSpec>? {
        _read {
            if let box { yield box.values.unselected } else { yield nil }
        }
        _modify {
            ownBox()
            yield &box.unsafelyUnwrapped.values.unselected
        }
    }
    @inlinable public var borderWidth: Located<Double>? {
        _read {
            if let box { yield box.values.borderWidth } else { yield nil }
        }
        _modify {
            ownBox()
            yield &box.unsafelyUnwrapped.values.borderWidth
        }
    }
    @inlinable public var cornerRadius: Located<Double>? {
        _read {
            if let box { yield box.values.cornerRadius } else { yield nil }
        }
        _modify {
            ownBox()
            yield &box.unsafelyUnwrapped.values.cornerRadius
        }
    }
    @inlinable public var button: Located<ButtonStyleSpec>? {
        _read {
            if let box { yield box.values.button } else { yield nil }
        }
        _modify {
            ownBox()
            yield &box.unsafelyUnwrapped.values.button
        }
    }
    @inlinable public var background: Located<ColorSpec>? {
        _read {
            if let box { yield box.values.background } else { yield nil }
        }
        _modify {
            ownBox()
            yield &box.unsafelyUnwrapped.values.background
        }
    }

    public init() {}

    /// The keys as written (none when there is no box).
    @usableFromInline var values: StyleValues { box?.values ?? StyleValues() }

    public static func == (lhs: Style, rhs: Style) -> Bool {
        if lhs.box === rhs.box { return true }
        return lhs.values == rhs.values
    }

    public func hash(into hasher: inout Hasher) { values.hash(into: &hasher) }

    /// Whether no key is written.
    public var isEmpty: Bool {
        guard let box else { return true }
        return box.values.isEmpty
    }

    /// Each key of `self`, else `base`'s: a field's style over its screen's. Insets and fonts
    /// merge side by side and part by part.
    public func over(_ base: Style) -> Style {
        if isEmpty { return base }
        if base.isEmpty { return self }
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

/// A `Style`'s keys as written (`Style` holds them in a `StyleBox`).
@usableFromInline struct StyleValues: Hashable, Sendable {
    @usableFromInline var contentInset: Located<EdgeInsetsSpec>?
    @usableFromInline var titleFont: Located<FontStyleSpec>?
    @usableFromInline var titleSpacing: Located<Double>?
    @usableFromInline var optionFont: Located<FontStyleSpec>?
    @usableFromInline var optionPadding: Located<EdgeInsetsSpec>?
    @usableFromInline var optionMargin: Located<Double>?
    @usableFromInline var itemSpacing: Located<Double>?
    @usableFromInline var lineSpacing: Located<Double>?
    @usableFromInline var rowHeight: Located<Double>?
    @usableFromInline var cellHeight: Located<Double>?
    @usableFromInline var sectionHeaderHeight: Located<Double>?
    @usableFromInline var sectionInset: Located<EdgeInsetsSpec>?
    @usableFromInline var height: Located<Double>?
    @usableFromInline var tint: Located<ColorSpec>?
    @usableFromInline var selected: Located<OptionColorsSpec>?
    @usableFromInline var unselected: Located<OptionColorsSpec>?
    @usableFromInline var borderWidth: Located<Double>?
    @usableFromInline var cornerRadius: Located<Double>?
    @usableFromInline var button: Located<ButtonStyleSpec>?
    @usableFromInline var background: Located<ColorSpec>?

    @usableFromInline init() {}

    /// Whether no key is written.
    var isEmpty: Bool {
        contentInset == nil && titleFont == nil && titleSpacing == nil && optionFont == nil && optionPadding == nil
            && optionMargin == nil && itemSpacing == nil && lineSpacing == nil && rowHeight == nil && cellHeight == nil
            && sectionHeaderHeight == nil && sectionInset == nil && height == nil && tint == nil && selected == nil
            && unselected == nil && borderWidth == nil && cornerRadius == nil && button == nil && background == nil
    }
}

/// The box a `Style`'s keys live in, shared by its copies until one of them changes (only a
/// `Style` that holds it alone changes it: `ownBox`), so sharing it across tasks is safe.
@usableFromInline final class StyleBox: @unchecked Sendable {
    @usableFromInline var values: StyleValues

    @usableFromInline init(_ values: StyleValues) { self.values = values }
}
