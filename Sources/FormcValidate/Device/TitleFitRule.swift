import FormcCore
import FormcGeometry
import FormcSpec

/// W500: a text of the spec does not fit its place on some device, so the mockup — and the
/// app — cut it: the screen's title in the header, a field's label, a section's title, an
/// option's title in its chip, grid cell or list row, a content row, a button's title, a tab's
/// title in its slot of the tab bar. The room is the same for every option of a field whatever
/// its mark: the `✓` of a selected grid cell takes the cell's padding, never the title's cells.
/// A tab's icon is an SF Symbol that iOS draws whole: the mockup's cut of its name is the
/// mockup's own, never a warning.
enum TitleFitRule {
    static let codes: [RuleCode] = [.reads(.W500, field: ["layout", "columns"], options: true, lists: ["/tab-bar/items"])]

    /// A cut text: the element as laid out on the first device that cuts it, and every such device.
    private struct Cut {
        var element: LayoutElement
        var devices: [String]
    }

    static func check(_ screen: Screen, _ sheets: [DeviceSheet], text: PreparedText) -> [Diagnostic] {
        var cuts: [LayoutElement.Kind: Cut] = [:]
        var order: [LayoutElement.Kind] = []
        // Sheets and their parts are read in place, by index: most parts fit, and copying each
        // one to ask would cost more than the question.
        for sheet in sheets.indices {
            let elements = sheets[sheet].layout.elements
            for index in elements.indices where elements[index].isTruncated {
                let kind = elements[index].kind
                if cuts[kind] == nil {
                    cuts[kind] = Cut(element: elements[index], devices: [])
                    order.append(kind)
                }
                cuts[kind]?.devices.append(sheets[sheet].device.name)
            }
        }
        let found = order.compactMap { kind in cuts[kind].map { ($0.element, diagnostic($0.element, devices: $0.devices, in: screen)) } }
        return grouped(found, in: screen) + tabTitleCuts(screen, sheets)
    }

    /// The option titles of one field cut on some device are one W500, as W507 groups a list's
    /// items: at the first of them, with every title cut as a note. Other cuts stay one each.
    private static func grouped(_ found: [(LayoutElement, Diagnostic?)], in screen: Screen) -> [Diagnostic] {
        var byField: [Int: [Diagnostic]] = [:]
        var order: [(field: Int?, diagnostic: Diagnostic)] = []
        for (element, diagnostic) in found {
            guard let diagnostic else { continue }
            guard let field = element.option?.field else {
                order.append((nil, diagnostic))
                continue
            }
            if byField[field] == nil { order.append((field, diagnostic)) }
            byField[field, default: []].append(diagnostic)
        }
        return order.map { entry in
            guard let field = entry.field, let group = byField[field], group.count > 1, screen.fields.indices.contains(field) else {
                return entry.diagnostic
            }
            var first = group[0]
            first.message = "the titles of \(group.count) options of field '\(SafeText.shown(screen.fields[field].id.value))'"
                + " do not fit their place; the first: \(first.message)"
            first.notes = group.map { Diagnostic.Note($0.message, file: $0.file, range: $0.range) }
            return first
        }
    }

    /// W500 for each tab title that iOS cuts in its item of the tab bar, measured in points
    /// (`TabBarLayout.titleWidth` and `titleRoom`): the shown tabs (the first four and More with more than five,
    /// W501) share the sheet's width equally, each title at the tab bar's 10 pt medium font.
    private static func tabTitleCuts(_ screen: Screen, _ sheets: [DeviceSheet]) -> [Diagnostic] {
        guard let tabBar = screen.shownTabBar else { return [] }
        let (slotCount, shown) = TabBarLayout.shown(count: tabBar.items.count)
        guard shown > 0 else { return [] }
        var cuts: [(width: Double, room: Double, devices: [String])?] = Array(repeating: nil, count: shown)
        let widths = (0..<shown).map { TabBarLayout.titleWidth(tabBar.items[$0].title.value) }
        for sheet in sheets.indices where sheets[sheet].hasTabBar {
            let device = sheets[sheet].device
            let room = TabBarLayout.titleRoom(sheetWidth: PointLayout.sheetWidth(of: screen.sheet, on: device), slots: slotCount)
            for index in 0..<shown {
                let width = widths[index]
                guard width > room + 0.01 else { continue }
                if cuts[index] == nil { cuts[index] = (width, room, []) }
                cuts[index]?.devices.append(device.name)
            }
        }
        return cuts.indices.compactMap { index in
            cuts[index].map { cut in
                let item = tabBar.items[index]
                return DiagnosticMessage(
                    .W500,
                    "the title of tab '\(SafeText.shown(item.id.value))' needs \(pointsText(cut.width)) at the tab bar's"
                        + " \(DetentHeights.describe(TabBarLayout.titleFont.size)) pt but its tab has \(pointsText(cut.room))"
                        + " \(onDevices(cut.devices)); iOS cuts it with '…'",
                    help: "shorten the tab's title").at(item.title, in: screen)
            }
        }
    }

    /// The warning for a cut element, at the spec text it shows; nil for what is not spec text
    /// (a placeholder's name stands for a view the spec does not describe).
    private static func diagnostic(_ element: LayoutElement, devices: [String], in screen: Screen) -> Diagnostic? {
        let fit = DiagnosticMessage.Fit(element, devices: devices)
        switch element.kind {
        case .title:
            guard let title = screen.title else { return nil }
            let whose = screen.sheet.presentation.value == .popup ? "the popup's title" : "the screen's title"
            return DiagnosticMessage.textDoesNotFit(whose, fit, container: "the header", help: "shorten the title").at(title, in: screen)
        case .fieldLabel(let index):
            guard screen.fields.indices.contains(index) else { return nil }
            let field = screen.fields[index]
            let message = DiagnosticMessage.textDoesNotFit(
                "the label of field '\(SafeText.shown(field.id.value))'", fit, container: "a line", help: "shorten the label")
            return field.label.map { message.at($0, in: screen) } ?? message.at(field.id, in: screen)
        case .sectionHeader(let fieldIndex, let sectionIndex):
            guard screen.fields.indices.contains(fieldIndex), screen.fields[fieldIndex].sections.indices.contains(sectionIndex) else { return nil }
            let field = screen.fields[fieldIndex]
            return DiagnosticMessage.textDoesNotFit(
                "the title of section \(sectionIndex + 1) of field '\(SafeText.shown(field.id.value))'", fit, container: "a line",
                help: "shorten the section's title").at(field.sections[sectionIndex].title, in: screen)
        case .chip(let fieldIndex, let optionIndex), .gridCell(let fieldIndex, let optionIndex), .listRow(let fieldIndex, let optionIndex):
            guard screen.fields.indices.contains(fieldIndex), screen.fields[fieldIndex].options.indices.contains(optionIndex) else { return nil }
            let option = screen.fields[fieldIndex].options[optionIndex]
            return DiagnosticMessage.titleDoesNotFit(option, fit).at(option.title, in: screen)
        case .contentRow(let block, let row, _):
            guard screen.content.indices.contains(block), screen.content[block].rows.indices.contains(row) else { return nil }
            return DiagnosticMessage.textDoesNotFit(
                "row \(row + 1) of content block \(block + 1)", fit, container: "a table row",
                help: "shorten the row's text").at(screen.content[block].rows[row], in: screen)
        case .action(let index):
            guard screen.actions.indices.contains(index) else { return nil }
            let action = screen.actions[index]
            return DiagnosticMessage.textDoesNotFit(
                "the title of button '\(SafeText.shown(action.id.value))'", fit, container: "the button",
                help: "shorten the button's title").at(action.title, in: screen)
        case .grabber, .closeButton, .listSeparator, .placeholder:
            return nil
        }
    }
}

extension DiagnosticMessage {
    /// What W500 says of a cut element: how wide its text is, the room it had, where, and what shows.
    struct Fit {
        /// What the mockup shows, how wide the whole text is, and the cells it had.
        var text: String
        var fullWidth: Int
        var room: Int
        var kind: LayoutElement.Kind?
        var devices: [String]

        init(_ element: LayoutElement, devices: [String]) {
            (text, fullWidth, room, kind, self.devices) = (element.text, element.fullTextWidth, element.textRoom, element.kind, devices)
        }

        init(_ fitted: FittedText, devices: [String]) {
            (text, fullWidth, room, kind, self.devices) = (fitted.text, fitted.fullWidth, fitted.room, nil, devices)
        }

        /// `needs 150 cells but the header has 43 on iphone-se; the mockup shows 'Please…'`.
        func described(in container: String) -> String {
            "needs \(fullWidth) cells but \(container) has \(room) \(onDevices(devices));"
                + " the mockup shows '\(SafeText.shown(text))'"
        }
    }

    static func textDoesNotFit(_ what: String, _ fit: Fit, container: String, help: String) -> DiagnosticMessage {
        DiagnosticMessage(.W500, "\(what) \(fit.described(in: container))", help: help + ": iOS cuts it the same way")
    }

    static func titleDoesNotFit(_ option: Option, _ fit: Fit) -> DiagnosticMessage {
        let container = switch fit.kind {
        case .gridCell: "its grid cell"
        case .listRow: "its list row"
        default: "a line of chips"
        }
        return DiagnosticMessage(
            .W500, "title of option '\(SafeText.shown(option.id.value))' \(fit.described(in: container))",
            help: "shorten the title, or use fewer grid columns or a list layout")
    }
}

extension DiagnosticCode {
    public static let W500 = DiagnosticCode(
        "W500", .warning,
        summary: "a text does not fit its place on a device (title, label, option, row, button or tab)",
        explanation: Explanation(
            meaning: """
            A text of the spec is wider than the room it has on some device, so it is truncated \
            there — the mockup shows it cut with '…', as iOS would. It covers the screen's (or \
            popup's) title in the header, field labels, section titles, option titles in their \
            chip, grid cell or list row, content rows, button titles and tab titles in the tab \
            bar (not a tab's icon: iOS draws the SF Symbol, never its name). Hangul, CJK and emoji \
            take two cells each; a 2-column grid on an iPhone SE leaves about 20 cells per title. \
            The room of an option's title does not depend on its mark: the '✓' of a selected cell \
            takes the cell's padding, so a title is cut, or not, whichever option is selected.
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
            fix: "Shorten the text; for options, use fewer columns or a list layout.",
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
