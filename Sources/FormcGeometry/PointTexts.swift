import FormcSpec

/// What a screen's layout in points needs that does not depend on the device, worked out once per
/// screen and read by `PointLayout` on every device: each field's resolved `LayoutStyle`, and the
/// width in points of every text the layout places, each at its font.
public struct PointTexts: Sendable {
    /// The screen's style, and each field's (the screen's when it has none of its own).
    let base: LayoutStyle
    let styles: [LayoutStyle]
    /// The title's width at `title-font`.
    let title: Double
    /// Per field: its label's width (the label, else the id) at the body font.
    let labels: [Double]
    /// Per field, per option: the title's width at the field's `option-font`.
    var optionWidths: [[Double]]
    /// Per field, per section: the title's width at the field's `option-font`.
    let sections: [[Double]]
    /// Per content block: its rows' widths, or its placeholder's name's, at the screen's `option-font`.
    let content: [[Double]]
    /// Per action: its title's width at its button's font.
    let actions: [Double]
    /// Whether the screen shows a tab bar (`Screen.shownTabBar`), whatever the device.
    let hasTabBar: Bool
    /// The parts a layout places at most before its buttons and close button: what its list of
    /// parts reserves.
    let elementCapacity: Int

    /// A button's font: 17 pt, semibold for the submit action (`UIButton.Configuration`'s).
    static func actionFont(_ action: Action) -> FontSpec {
        FontSpec(size: 17, weight: action.role?.value == .submit ? .semibold : .regular)
    }

    public init(_ screen: borrowing Screen) {
        let base = LayoutStyle(screen.style)
        self.base = base
        title = screen.title.map { TextMeasure.width($0.value, font: base.titleFont) } ?? 0
        let fields = screen.fields
        var styles: [LayoutStyle] = [], labels: [Double] = [], options: [[Double]] = [], sections: [[Double]] = []
        styles.reserveCapacity(fields.count)
        labels.reserveCapacity(fields.count)
        options.reserveCapacity(fields.count)
        sections.reserveCapacity(fields.count)
        var capacity = 8
        // Fields are read in place, by index: a `Field` is large to copy.
        for index in fields.indices {
            // The screen's resolved style with the field's keys over it: the same as resolving the
            // field's style merged over the screen's, without merging every key of the two.
            let style = base.overridden(by: fields[index].style)
            styles.append(style)
            labels.append(fields.count > 1 ? TextMeasure.width(fields[index].label?.value ?? fields[index].id.value, font: .body) : 0)
            let titles = fields[index].options
            capacity += titles.count + fields[index].sections.count + 1
            var widths: [Double] = []
            widths.reserveCapacity(titles.count)
            for option in titles.indices { widths.append(TextMeasure.width(titles[option].title.value, font: style.optionFont)) }
            options.append(widths)
            let headers = fields[index].sections
            var headerWidths: [Double] = []
            headerWidths.reserveCapacity(headers.count)
            for section in headers.indices { headerWidths.append(TextMeasure.width(headers[section].title.value, font: style.optionFont)) }
            sections.append(headerWidths)
        }
        self.styles = styles
        self.labels = labels
        optionWidths = options
        self.sections = sections
        elementCapacity = capacity
        hasTabBar = screen.shownTabBar != nil
        content = screen.content.map { block in
            switch block.kind {
            case .rows(let rows): rows.map { TextMeasure.width($0.value, font: base.optionFont) }
            case .placeholder(let name, _): [TextMeasure.width(name.value, font: base.optionFont)]
            }
        }
        let buttons = screen.actions
        var actions: [Double] = []
        actions.reserveCapacity(buttons.count)
        for index in buttons.indices { actions.append(TextMeasure.width(buttons[index].title.value, font: Self.actionFont(buttons[index]))) }
        self.actions = actions
    }

    /// The width of option `option` of field `field`, measured now when out of range.
    func width(field: Int, option: Int, title: String, font: FontSpec) -> Double {
        guard optionWidths.indices.contains(field), optionWidths[field].indices.contains(option) else {
            return TextMeasure.width(title, font: font)
        }
        return optionWidths[field][option]
    }

    /// `widths[outer][inner]`, or `text` measured now when out of range.
    static func width(_ widths: [[Double]], _ outer: Int, _ inner: Int, _ text: String, font: FontSpec) -> Double {
        guard widths.indices.contains(outer), widths[outer].indices.contains(inner) else { return TextMeasure.width(text, font: font) }
        return widths[outer][inner]
    }
}
