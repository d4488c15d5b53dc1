import FormcCore
import FormcSpec

/// E403: `columns` belongs to a grid, and a grid needs `columns`.
enum GridColumns: ScreenRule {
    static func check(_ screen: Screen) -> [Diagnostic] {
        screen.fields.compactMap { field in
            if let columns = field.columns, field.layout.value != .grid {
                return RuleMessage.columnsWithoutGrid(field: field.id.value, layout: field.layout.value.rawValue).at(columns, in: screen)
            }
            if field.columns == nil, field.layout.value == .grid {
                return RuleMessage.gridWithoutColumns(field: field.id.value).at(field.layout, in: screen)
            }
            return nil
        }
    }
}

extension RuleMessage {
    static func columnsWithoutGrid(field: String, layout: String) -> RuleMessage {
        RuleMessage(.E403, "'columns' needs 'layout: grid', but field '\(SafeText.shown(field))' has layout \(layout)",
                    help: "write 'layout: grid', or remove 'columns'")
    }

    static func gridWithoutColumns(field: String) -> RuleMessage {
        RuleMessage(.E403, "field '\(SafeText.shown(field))' has a grid layout but no 'columns'",
                    help: "add 'columns:' with 1 to 6 (001's picker uses 'columns: 2')")
    }
}
