import FormcCore
import FormcGeometry
import FormcSpec

/// W500: an option's title does not fit its chip (wider than a whole line) or its grid cell on
/// some device, so the mockup — and the app — cut it.
enum TitleFitRule {
    private struct Cut {
        var element: LayoutElement
        var devices: [String]
    }

    static func check(_ screen: Screen, _ geometries: [SheetGeometry]) -> [Diagnostic] {
        var cuts: [[Int: Cut]] = Array(repeating: [:], count: screen.fields.count)
        for geometry in geometries {
            for element in geometry.layout.elements where element.isTruncated {
                guard let (field, option) = element.option, isChipOrCell(element), field < cuts.count else { continue }
                if cuts[field][option] == nil {
                    cuts[field][option] = Cut(element: element, devices: [])
                }
                cuts[field][option]?.devices.append(geometry.device.name)
            }
        }
        var diagnostics: [Diagnostic] = []
        for (fieldIndex, fieldCuts) in cuts.enumerated() {
            let field = screen.fields[fieldIndex]
            for optionIndex in fieldCuts.keys.sorted() where optionIndex < field.options.count {
                guard let cut = fieldCuts[optionIndex] else { continue }
                let option = field.options[optionIndex]
                diagnostics.append(RuleMessage.titleDoesNotFit(option, cut.element, devices: cut.devices).at(option.title, in: screen))
            }
        }
        return diagnostics
    }

    private static func isChipOrCell(_ element: LayoutElement) -> Bool {
        switch element.kind {
        case .chip, .gridCell: true
        default: false
        }
    }
}

extension RuleMessage {
    static func titleDoesNotFit(_ option: Option, _ element: LayoutElement, devices: [String]) -> RuleMessage {
        let container: String
        if case .gridCell = element.kind { container = "its grid cell" } else { container = "a line of chips" }
        return RuleMessage(
            .W500,
            "title of option '\(SafeText.shown(option.id.value))' needs \(element.fullTextWidth) cells but \(container) has"
                + " \(element.textRoom) \(onDevices(devices)); the mockup shows '\(SafeText.shown(element.text))'",
            help: "shorten the title, or use fewer grid columns or a list layout")
    }
}
