import FormcCore
import FormcGeometry
import FormcSpec

/// W500: a text of the spec does not fit its place on some device in the layout in points
/// (`PointElement.cutsText`), so the app cuts it: the screen's title in the header, a field's
/// label, a section's title, an option's title in its chip, grid cell or list row, a content
/// row, a button's title, a tab's title in its item of the tab bar. A tab's icon is an SF
/// Symbol that iOS draws whole: the mockup's cut of its name is the mockup's own, never a
/// warning; so is a cut the drawing's cells alone make.
enum TitleFitRule {
    static let codes: [RuleCode] = [.reads(.W500, field: ["layout", "columns"], options: true, lists: ["/tab-bar/items"])]

    /// A cut text: the part as laid out on the first device that cuts it, and every such device.
    private struct Cut {
        var element: PointElement
        var devices: [String]
    }

    /// A part of the sheet, whatever the device.
    private struct Place: Hashable {
        var kind: PointElement.Kind
        var field: Int?
        var index: Int?
    }

    static func check(_ screen: Screen, _ sheets: [DeviceSheet]) -> [Diagnostic] {
        var cuts: [Place: Cut] = [:]
        var order: [Place] = []
        // Sheets and their parts are read in place, by index: most parts fit, and copying each
        // one to ask would cost more than the question.
        for sheet in sheets.indices {
            for list in 0..<2 {
                let parts = list == 0 ? sheets[sheet].points.elements : sheets[sheet].points.pinned
                for index in parts.indices where parts[index].cutsText {
                    let place = Place(kind: parts[index].kind, field: parts[index].field, index: parts[index].index)
                    if cuts[place] == nil {
                        cuts[place] = Cut(element: parts[index], devices: [])
                        order.append(place)
                    }
                    cuts[place]?.devices.append(sheets[sheet].points.device.name)
                }
            }
        }
        let found = order.compactMap { place in cuts[place].map { ($0.element, diagnostic($0.element, devices: $0.devices, in: screen)) } }
        return grouped(found, in: screen) + tabTitleCuts(screen, sheets)
    }

    /// The option titles of one field cut on some device are one W500, as W507 groups a list's
    /// items: at the first of them, with every title cut as a note. Other cuts stay one each.
    private static func grouped(_ found: [(PointElement, Diagnostic?)], in screen: Screen) -> [Diagnostic] {
        var byField: [Int: [Diagnostic]] = [:]
        var order: [(field: Int?, diagnostic: Diagnostic)] = []
        for (element, diagnostic) in found {
            guard let diagnostic else { continue }
            guard element.kind == .option, let field = element.field else {
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
        var found: [Diagnostic] = []
        // Tab by tab, each device's room from its sheet's width (`PointLayout.sheetWidth`).
        for index in 0..<shown {
            let width = TabBarLayout.titleWidth(tabBar.items[index].title.value)
            var room: Double?
            var devices: [String] = []
            for sheet in sheets.indices where sheets[sheet].points.hasTabBar {
                let itsRoom = TabBarLayout.titleRoom(sheetWidth: sheets[sheet].points.sheetWidth, slots: slotCount)
                guard width > itsRoom + 0.01 else { continue }
                if room == nil { room = itsRoom }
                devices.append(sheets[sheet].points.device.name)
            }
            guard let room else { continue }
            let item = tabBar.items[index]
            found.append(DiagnosticMessage(
                .W500,
                "the title of tab '\(SafeText.shown(item.id.value))' needs \(pointsText(width)) at the tab bar's"
                    + " \(DetentHeights.describe(TabBarLayout.titleFont.size)) pt but its tab has \(pointsText(room))"
                    + " \(onDevices(devices)); iOS cuts it with '…'",
                help: "shorten the tab's title").at(item.title, in: screen))
        }
        return found
    }

    /// The warning for a cut part, at the spec text it shows; nil for what is not spec text
    /// (a placeholder's name stands for a view the spec does not describe).
    private static func diagnostic(_ element: PointElement, devices: [String], in screen: Screen) -> Diagnostic? {
        let fit = DiagnosticMessage.Fit(element, devices: devices)
        let field = element.field ?? -1, index = element.index ?? -1
        switch element.kind {
        case .title:
            guard let title = screen.title else { return nil }
            let whose = screen.sheet.presentation.value == .popup ? "the popup's title" : "the screen's title"
            return DiagnosticMessage.textDoesNotFit(whose, fit, container: "the header", help: "shorten the title").at(title, in: screen)
        case .label:
            guard screen.fields.indices.contains(field) else { return nil }
            let label = screen.fields[field]
            let message = DiagnosticMessage.textDoesNotFit(
                "the label of field '\(SafeText.shown(label.id.value))'", fit, container: "a line", help: "shorten the label")
            return label.label.map { message.at($0, in: screen) } ?? message.at(label.id, in: screen)
        case .sectionHeader:
            guard screen.fields.indices.contains(field), screen.fields[field].sections.indices.contains(index) else { return nil }
            let owner = screen.fields[field]
            return DiagnosticMessage.textDoesNotFit(
                "the title of section \(index + 1) of field '\(SafeText.shown(owner.id.value))'", fit, container: "a line",
                help: "shorten the section's title").at(owner.sections[index].title, in: screen)
        case .option:
            guard screen.fields.indices.contains(field), screen.fields[field].options.indices.contains(index) else { return nil }
            let option = screen.fields[field].options[index]
            return DiagnosticMessage.titleDoesNotFit(option, fit, layout: screen.fields[field].layout.value).at(option.title, in: screen)
        case .contentRow:
            guard screen.content.indices.contains(field), screen.content[field].rows.indices.contains(index) else { return nil }
            return DiagnosticMessage.textDoesNotFit(
                "row \(index + 1) of content block \(field + 1)", fit, container: "a table row",
                help: "shorten the row's text").at(screen.content[field].rows[index], in: screen)
        case .action:
            guard screen.actions.indices.contains(index) else { return nil }
            let action = screen.actions[index]
            return DiagnosticMessage.textDoesNotFit(
                "the title of button '\(SafeText.shown(action.id.value))'", fit, container: "the button",
                help: "shorten the button's title").at(action.title, in: screen)
        case .sheet, .grabber, .tabBar, .placeholder:
            return nil
        }
    }
}

extension DiagnosticMessage {
    /// What W500 says of a cut part: how wide its text is in points, the room it had, and where.
    struct Fit {
        var width: Double
        var room: Double
        var devices: [String]

        init(_ element: PointElement, devices: [String]) {
            (width, room, self.devices) = (element.textWidth, element.textRoom, devices)
        }

        /// `needs 150.2 pt but the header has 120 pt on iphone-se`.
        func described(in container: String) -> String {
            "needs \(pointsText(width)) but \(container) has \(pointsText(room)) \(onDevices(devices))"
        }
    }

    static func textDoesNotFit(_ what: String, _ fit: Fit, container: String, help: String) -> DiagnosticMessage {
        DiagnosticMessage(.W500, "\(what) \(fit.described(in: container)); iOS cuts it with '…'", help: help)
    }

    static func titleDoesNotFit(_ option: Option, _ fit: Fit, layout: Field.Layout) -> DiagnosticMessage {
        let container = switch layout {
        case .grid: "its grid cell"
        case .list: "its list row"
        case .flow: "a line of chips"
        }
        return DiagnosticMessage(
            .W500, "title of option '\(SafeText.shown(option.id.value))' \(fit.described(in: container)); iOS cuts it with '…'",
            help: "shorten the title, or use fewer grid columns or a list layout")
    }
}
extension DiagnosticCode {
    public static let W500 = DiagnosticCode(
        "W500", .warning,
        summary: "a text does not fit its place on a device (title, label, option, row, button or tab)",
        explanation: Explanation(
            meaning: """
            A text of the spec is wider, measured in points at its font, than the room the layout \
            in points gives it on some device, so iOS truncates it there, and the mockup shows it \
            cut with '…'. It covers the screen's (or popup's) title in the header, field labels, \
            section titles, option titles in their chip, grid cell or list row, content rows, \
            button titles and tab titles in the tab bar (not a tab's icon: iOS draws the SF \
            Symbol, never its name). A grid cell's title has the cell's width less its \
            option-padding and option-margin: a 2-column grid on an iPhone SE leaves about 140 pt \
            per title at the default 17 pt.
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
