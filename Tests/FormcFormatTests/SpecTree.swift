import FormcPipelineTestSupport
import FormcSpec

/// A spec as a tree of values, for the random layouts: what a screen says, without how it is
/// written.
indirect enum SpecTree {
    enum Text {
        /// A word every reader takes as a string (`choice`, `f0`): plain is safe.
        case word(String)
        /// Text from a user (titles): any characters.
        case text(String)
        /// A number or a boolean, written plain.
        case literal(String)
    }

    case scalar(Text)
    case list([SpecTree])
    case map([(key: String, value: SpecTree)])

    /// A random screen of `MockupRandomScreens` as the tree a spec writes for it, keys in the
    /// reference's order (the writer shuffles them).
    static func of(_ screen: Screen) -> SpecTree {
        var root: [(String, SpecTree)] = [("formc", .scalar(.literal("1"))), ("screen", .scalar(.word(screen.id.value)))]
        if let title = screen.title { root.append(("title", .scalar(.text(title.value)))) }
        let sheet = screen.sheet
        let detents: [SpecTree] = sheet.detents.map { detent in
            switch detent.kind {
            case .medium: .scalar(.word("medium"))
            case .large: .scalar(.word("large"))
            case .fit: .scalar(.word("fit"))
            case .height(let h): .map([("id", .scalar(.word(detent.id.value))), ("height", .scalar(.literal(number(h))))])
            case .fraction(let f): .map([("id", .scalar(.word(detent.id.value))), ("fraction", .scalar(.literal(number(f))))])
            }
        }
        root.append(("sheet", .map([
            ("presentation", .scalar(.word(sheet.presentation.value.rawValue))),
            ("detents", .list(detents)),
            ("grabber", .scalar(.literal(String(sheet.grabber.value)))),
            ("corner-radius", .scalar(.literal(number(sheet.cornerRadius.value)))),
            ("backdrop", .map([("dim", .scalar(.literal(number(sheet.backdrop.dim.value)))), ("tap", .scalar(.word(sheet.backdrop.tap.value.rawValue)))])),
            ("dismiss", .map([("close-button", .scalar(.literal(String(sheet.dismiss.closeButton.value))))])),
        ])))
        root.append(("fields", .list(screen.fields.map(field))))
        if !screen.actions.isEmpty {
            root.append(("actions", .list(screen.actions.map { action in
                var pairs: [(String, SpecTree)] = [("id", .scalar(.word(action.id.value))), ("title", .scalar(.text(action.title.value)))]
                if action.role != nil { pairs.append(("role", .scalar(.word("submit")))) }
                return .map(pairs)
            })))
        }
        if let tabBar = screen.tabBar {
            root.append(("tab-bar", .map([
                ("items", .list(tabBar.items.map { item in
                    var pairs: [(String, SpecTree)] = [("id", .scalar(.word(item.id.value))), ("title", .scalar(.text(item.title.value)))]
                    if let icon = item.icon { pairs.append(("icon", .scalar(.text(icon.value)))) }
                    return .map(pairs)
                })),
                ("selected", .scalar(.word(tabBar.selected.value))),
            ])))
        }
        return .map(root)
    }

    private static func field(_ field: Field) -> SpecTree {
        var pairs: [(String, SpecTree)] = [
            ("id", .scalar(.word(field.id.value))), ("type", .scalar(.word(field.kind.value.rawValue))),
        ]
        if let label = field.label { pairs.append(("label", .scalar(.text(label.value)))) }
        pairs.append(("layout", .scalar(.word(field.layout.value.rawValue))))
        if let columns = field.columns { pairs.append(("columns", .scalar(.literal(String(columns.value))))) }
        pairs.append(("required", .scalar(.literal(String(field.required.value)))))
        let options: (ArraySlice<Option>) -> SpecTree = { slice in
            .list(slice.map { option in
                option.disabled.value
                    ? .map([("id", .scalar(.word(option.id.value))), ("title", .scalar(.text(option.title.value))), ("disabled", .scalar(.literal("true")))])
                    : .map([("id", .scalar(.word(option.id.value))), ("title", .scalar(.text(option.title.value)))])
            })
        }
        if field.sections.isEmpty {
            pairs.append(("options", options(field.options[...])))
        } else {
            pairs.append(("sections", .list(field.sections.map { section in
                .map([("title", .scalar(.text(section.title.value))), ("options", options(field.options[section.optionIndexes]))])
            })))
        }
        if let initial = field.initial {
            pairs.append(("initial", .list(initial.value.ids.map { .scalar(.word($0.value)) })))
        }
        return .map(pairs)
    }

    private static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
