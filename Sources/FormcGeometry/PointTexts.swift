import FormcSpec

/// What a screen's layout in points needs that does not depend on the device, worked out once per
/// screen and read by `PointLayout` on every device: each field's resolved `LayoutStyle` and how
/// its options are arranged, and the width in points of every text the layout places, each at
/// its font.
///
/// A class: every device's layout holds it while it places the parts (one retain, where a
/// structure of ten lists would retain each list), and nothing changes it once made.
public final class PointTexts: Sendable {
    /// The screen's style, and each field's (the screen's when it has none of its own).
    let base: LayoutStyle
    let styles: [LayoutStyle]
    /// The title's width at `title-font`.
    let title: Double
    /// Per field: what its label line shows (the label, else the id) and that text's width at
    /// the body font (0 with one field, which has no label line).
    let labels: [String]
    let labelWidths: [Double]
    /// Per field: how its options are arranged.
    let arrangements: [Arrangement]
    /// Per field, per option: the title's width at the field's `option-font`.
    let optionWidths: [[Double]]
    /// Per field, per section: the title's width at the field's `option-font`.
    let sections: [[Double]]
    /// Per content block: its rows' widths, or its placeholder's name's, at the screen's `option-font`.
    let content: [[Double]]
    /// Per action: its title's width at its button's font.
    let actions: [Double]
    /// Whether the screen shows a tab bar (`Screen.shownTabBar`), whatever the device.
    let hasTabBar: Bool
    /// The parts a layout places at most, its buttons included: what its list of parts reserves.
    let elementCapacity: Int

    /// A field's `layout`, its grid's `columns` and its flow's alignment, read once per screen.
    struct Arrangement {
        var layout: Field.Layout
        var columns: Int
        var align: Field.FlowAlignment
        var hasSections: Bool
    }

    /// A button's font: 17 pt, semibold for the submit action (`UIButton.Configuration`'s).
    static func actionFont(submits: Bool) -> FontSpec {
        FontSpec(size: 17, weight: submits ? .semibold : .regular)
    }

    /// Whether `screen` shows its tab bar (`Screen.shownTabBar != nil`), asked without copying
    /// the tab bar.
    static func showsTabBar(_ screen: borrowing Screen) -> Bool {
        guard screen.sheet.presentation.value != .popup else { return false }
        switch screen.tabBar {
        case .some: return true
        case .none: return false
        }
    }

    public init(_ screen: borrowing Screen) {
        let base = LayoutStyle(screen.style)
        self.base = base
        title = screen.title.map { TextMeasure.width($0.value, font: base.titleFont) } ?? 0
        let fields = screen.fields
        var styles: [LayoutStyle] = [], labels: [String] = [], labelWidths: [Double] = [], arrangements: [Arrangement] = []
        var options: [[Double]] = [], sections: [[Double]] = []
        styles.reserveCapacity(fields.count)
        labels.reserveCapacity(fields.count)
        labelWidths.reserveCapacity(fields.count)
        arrangements.reserveCapacity(fields.count)
        options.reserveCapacity(fields.count)
        sections.reserveCapacity(fields.count)
        // The grabber and the title, then a label per field.
        var capacity = 2 + fields.count
        // Fields are read in place, by index, and each of their keys once: reading a key of a
        // `Field` costs an access to its shared box.
        for index in fields.indices {
            // The screen's resolved style with the field's keys over it: the same as resolving the
            // field's style merged over the screen's, without merging every key of the two.
            let style = base.overridden(by: fields[index].style)
            styles.append(style)
            let label = fields[index].label?.value ?? fields[index].id.value
            labelWidths.append(fields.count > 1 ? TextMeasure.width(label, font: .body) : 0)
            labels.append(label)
            let titles = fields[index].options
            let headers = fields[index].sections
            arrangements.append(Arrangement(
                layout: fields[index].layout.value, columns: fields[index].columns?.value ?? 1, align: fields[index].flowAlignment,
                hasSections: !headers.isEmpty))
            capacity += titles.count + headers.count
            var widths: [Double] = []
            widths.reserveCapacity(titles.count)
            for option in titles.indices { widths.append(TextMeasure.width(titles[option].title.value, font: style.optionFont)) }
            options.append(widths)
            var headerWidths: [Double] = []
            headerWidths.reserveCapacity(headers.count)
            for section in headers.indices { headerWidths.append(TextMeasure.width(headers[section].title.value, font: style.optionFont)) }
            sections.append(headerWidths)
        }
        self.styles = styles
        self.labels = labels
        self.labelWidths = labelWidths
        self.arrangements = arrangements
        optionWidths = options
        self.sections = sections
        hasTabBar = Self.showsTabBar(screen)
        let blocks = screen.content
        var content: [[Double]] = []
        content.reserveCapacity(blocks.count)
        for index in blocks.indices {
            switch blocks[index].kind {
            case .rows(let rows):
                capacity += rows.count
                var widths: [Double] = []
                widths.reserveCapacity(rows.count)
                for row in rows.indices { widths.append(TextMeasure.width(rows[row].value, font: base.optionFont)) }
                content.append(widths)
            case .placeholder(let name, _):
                capacity += 1
                content.append([TextMeasure.width(name.value, font: base.optionFont)])
            }
        }
        self.content = content
        let buttons = screen.actions
        capacity += buttons.count
        var actions: [Double] = []
        actions.reserveCapacity(buttons.count)
        for index in buttons.indices {
            let font = Self.actionFont(submits: buttons[index].role?.value == .submit)
            actions.append(TextMeasure.width(buttons[index].title.value, font: font))
        }
        self.actions = actions
        elementCapacity = capacity
    }

    /// `widths[outer][inner]`, or `text` measured now when out of range.
    static func width(_ widths: [[Double]], _ outer: Int, _ inner: Int, _ text: String, font: FontSpec) -> Double {
        guard widths.indices.contains(outer), widths[outer].indices.contains(inner) else { return TextMeasure.width(text, font: font) }
        return widths[outer][inner]
    }
}
