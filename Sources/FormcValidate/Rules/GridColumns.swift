import FormcCore
import FormcSpec

/// E403: `columns` belongs to a grid, and a grid needs `columns`.
enum GridColumns: ScreenRule {
    static let codes: [RuleCode] = [.reads(.E403, field: ["layout", "columns"])]

    static func check(_ screen: Screen) -> [Diagnostic] {
        // Fields are read in place, by index (`ScreenRule`).
        let fields = screen.fields
        var diagnostics: [Diagnostic] = []
        for index in fields.indices {
            let layout = fields[index].layout
            if let columns = fields[index].columns, layout.value != .grid {
                diagnostics.append(DiagnosticMessage.columnsWithoutGrid(field: fields[index].id.value, layout: layout.value.rawValue).at(columns, in: screen))
            } else if fields[index].columns == nil, layout.value == .grid {
                diagnostics.append(DiagnosticMessage.gridWithoutColumns(field: fields[index].id.value).at(layout, in: screen))
            }
        }
        return diagnostics
    }
}

extension DiagnosticMessage {
    static func columnsWithoutGrid(field: String, layout: String) -> DiagnosticMessage {
        DiagnosticMessage(.E403, "'columns' needs 'layout: grid', but field '\(SafeText.shown(field))' has layout \(layout)",
                          help: "write 'layout: grid', or remove 'columns'")
    }

    static func gridWithoutColumns(field: String) -> DiagnosticMessage {
        DiagnosticMessage(.E403, "field '\(SafeText.shown(field))' has a grid layout but no 'columns'",
                          help: "add 'columns:' with 1 to 6 (the vehicle-picker of specs/001-popup-pickers.yaml uses 'columns: 2')")
    }
}

extension DiagnosticCode {
    public static let E403 = DiagnosticCode(
        "E403", .error,
        summary: "columns on a non-grid layout, or grid without columns",
        explanation: Explanation(
            meaning: """
            `columns` goes with `layout: grid` and nothing else: a grid needs it \
            (`layout: grid, columns: 2` for two cells a row), \
            and flow or list layouts have no columns.
            """,
            example: """
            formc: 1
            screen: s
            fields:
              - { id: f, type: choice, commit: on-select, columns: 2, options: [a, b] }
            """,
            fix: "Write `layout: grid` with `columns`, or remove `columns`.",
            fixed: """
            formc: 1
            screen: s
            fields:
              - { id: f, type: choice, commit: on-select, layout: grid, columns: 2, options: [a, b] }
            """))
}
