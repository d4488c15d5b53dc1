/// A colour of the `style` mapping (spec-language.md §3a): a UIKit semantic colour name
/// (`label`, `systemBackground`, `tintColor`, …) or `#RRGGBB[AA]`, for the light appearance and
/// the dark one. Written as one value (the same name or hex in both; a semantic name still
/// resolves to its own light and dark colours) or as `{light, dark}`; a side left out keeps the
/// default's.
public struct ColorSpec: Hashable, Sendable {
    public var light: String?
    public var dark: String?

    public init(light: String? = nil, dark: String? = nil) {
        self.light = light
        self.dark = dark
    }

    /// Each side of `self`, else `base`'s.
    public func over(_ base: ColorSpec) -> ColorSpec {
        ColorSpec(light: light ?? base.light, dark: dark ?? base.dark)
    }

    /// As a spec writes it: `label`, or `{light: label, dark: "#FFFFFF"}`.
    public var written: String {
        if let light, let dark, light == dark { return light }
        let sides = [("light", light), ("dark", dark)].compactMap { name, value in value.map { "\(name): \($0)" } }
        return "{" + sides.joined(separator: ", ") + "}"
    }
}

/// The colours of an option (chip, grid cell, list row) in one state: `selected` or `unselected`.
public struct OptionColorsSpec: Hashable, Sendable {
    public var fill: ColorSpec?
    public var text: ColorSpec?
    public var border: ColorSpec?

    public init(fill: ColorSpec? = nil, text: ColorSpec? = nil, border: ColorSpec? = nil) {
        self.fill = fill
        self.text = text
        self.border = border
    }

    public func over(_ base: OptionColorsSpec) -> OptionColorsSpec {
        OptionColorsSpec(fill: Self.merge(fill, base.fill), text: Self.merge(text, base.text), border: Self.merge(border, base.border))
    }

    static func merge(_ own: ColorSpec?, _ base: ColorSpec?) -> ColorSpec? {
        guard let own else { return base }
        return base.map { own.over($0) } ?? own
    }

    var written: String {
        let parts = [("fill", fill), ("text", text), ("border", border)].compactMap { name, value in value.map { "\(name): \($0.written)" } }
        return "{" + parts.joined(separator: ", ") + "}"
    }
}

/// The submit button's colours and corner radius.
public struct ButtonStyleSpec: Hashable, Sendable {
    public var fill: ColorSpec?
    public var text: ColorSpec?
    public var cornerRadius: Double?

    public init(fill: ColorSpec? = nil, text: ColorSpec? = nil, cornerRadius: Double? = nil) {
        self.fill = fill
        self.text = text
        self.cornerRadius = cornerRadius
    }

    public func over(_ base: ButtonStyleSpec) -> ButtonStyleSpec {
        ButtonStyleSpec(fill: OptionColorsSpec.merge(fill, base.fill), text: OptionColorsSpec.merge(text, base.text),
                        cornerRadius: cornerRadius ?? base.cornerRadius)
    }

    var written: String {
        var parts = [("fill", fill), ("text", text)].compactMap { name, value in value.map { "\(name): \($0.written)" } }
        if let cornerRadius { parts.append("corner-radius: \(cornerRadius.rounded() == cornerRadius && abs(cornerRadius) < 1e15 ? String(Int(cornerRadius)) : String(cornerRadius))") }
        return "{" + parts.joined(separator: ", ") + "}"
    }
}

extension OptionColorsSpec {
    /// `{fill: …, text: …}` as a spec writes it.
    public var writtenForm: String { written }
}

extension ButtonStyleSpec {
    /// `{fill: …, corner-radius: 12}` as a spec writes it.
    public var writtenForm: String { written }
}
