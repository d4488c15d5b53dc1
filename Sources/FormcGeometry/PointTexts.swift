import FormcSpec

/// The measured widths of a screen's option titles in points, each at its field's resolved
/// `option-font`: measured once per screen, since they do not depend on the device, and read
/// by `PointLayout` on every device.
public struct PointTexts: Sendable {
    /// Per field, per option: the title's width.
    var optionWidths: [[Double]]

    public init(_ screen: borrowing Screen) {
        let screenStyle = screen.style
        let fields = screen.fields
        optionWidths = []
        optionWidths.reserveCapacity(fields.count)
        let screenFont = LayoutStyle(screenStyle).optionFont
        for index in fields.indices {
            let font = fields[index].style.isEmpty ? screenFont : LayoutStyle(fields[index].style.over(screenStyle)).optionFont
            let options = fields[index].options
            var widths: [Double] = []
            widths.reserveCapacity(options.count)
            for option in options.indices { widths.append(TextMeasure.width(options[option].title.value, font: font)) }
            optionWidths.append(widths)
        }
    }

    /// The width of option `option` of field `field`, measured now when out of range.
    func width(field: Int, option: Int, title: String, font: FontSpec) -> Double {
        guard optionWidths.indices.contains(field), optionWidths[field].indices.contains(option) else {
            return TextMeasure.width(title, font: font)
        }
        return optionWidths[field][option]
    }
}
