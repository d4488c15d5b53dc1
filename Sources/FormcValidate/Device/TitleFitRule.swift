import FormcCore
import FormcGeometry
import FormcSpec

/// W500: an option's title does not fit its chip (wider than a whole line) or its grid cell on
/// some device, so the mockup — and the app — cut it.
enum TitleFitRule {
    static let codes: [RuleCode] = [.reads(.W500, field: ["layout", "columns"], options: true)]

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
                diagnostics.append(DiagnosticMessage.titleDoesNotFit(option, cut.element, devices: cut.devices).at(option.title, in: screen))
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

extension DiagnosticMessage {
    static func titleDoesNotFit(_ option: Option, _ element: LayoutElement, devices: [String]) -> DiagnosticMessage {
        let container: String
        if case .gridCell = element.kind { container = "its grid cell" } else { container = "a line of chips" }
        return DiagnosticMessage(
            .W500,
            "title of option '\(SafeText.shown(option.id.value))' needs \(element.fullTextWidth) cells but \(container) has"
                + " \(element.textRoom) \(onDevices(devices)); the mockup shows '\(SafeText.shown(element.text))'",
            help: "shorten the title, or use fewer grid columns or a list layout")
    }
}

extension DiagnosticCode {
    public static let W500 = DiagnosticCode(
        "W500", .warning,
        summary: "a title does not fit its grid cell or chip row on some device",
        explanation: Explanation(
            meaning: """
            An option's title does not fit its grid cell (or a chip does not fit a row) on some device, \
            so it is truncated there — the mockup shows it cut. Hangul, CJK and emoji take two cells \
            each; a 2-column grid on an iPhone SE leaves about 20 cells per title.
            """,
            example: """
            formc: 1
            screen: s
            fields:
              - id: vehicle
                type: choice
                commit: on-select
                layout: grid
                columns: 2
                options:
                  - { id: bus, title: 대한민국 서울특별시 강남구 테헤란로 광역버스 🚌 }
                  - { id: car, title: 자동차 🚗 }
            """,
            fix: "Shorten the title, use fewer columns, or use a list layout.",
            fixed: """
            formc: 1
            screen: s
            fields:
              - id: vehicle
                type: choice
                commit: on-select
                layout: grid
                columns: 2
                options:
                  - { id: bus, title: 광역버스 🚌 }
                  - { id: car, title: 자동차 🚗 }
            """))
}
