extension SpecLanguage {
    static let field = MappingSpec(
        .field, title: "Field",
        summary: "One picker: a single or multiple choice among options.",
        keys: [
            KeySpec("id", .string(.fieldID), required: true,
                    "The field's key in the result JSON: a letter or '_', then letters, digits or '_'; unique in the screen."),
            KeySpec("type", .word([
                WordSpec("choice", "Pick one option; the result is the option's id."),
                WordSpec("multi-choice", "Pick several options; the result is a list of option ids."),
            ]), required: true, "Single choice or multiple choice."),
            KeySpec("label", .string(.text),
                    "Shown on the row that opens the sheet (`카테고리 선택`)."),
            KeySpec("placeholder", .string(.text),
                    "Shown on that row while nothing is selected (`카테고리를 선택해주세요`)."),
            KeySpec("layout", .word([
                WordSpec("flow", "Chips that wrap onto the next line, each line distributed as `align` says."),
                WordSpec("grid", "Equal cells in `columns` columns."),
                WordSpec("list", "One option per row."),
            ]), default: "flow", defaultValue: .string("flow"),
                    "How the options are laid out."),
            KeySpec("align", .word([
                WordSpec("leading", "Each chip right after the previous one at the minimum spacing, lines starting at the leading edge."),
                WordSpec("spread", "As a plain UICollectionViewFlowLayout: every line but the last justified (the leftover space split evenly between the gaps; a lone chip centered), the last line packed at the leading edge."),
            ]), default: "leading", defaultValue: .string("leading"),
                    "How a flow layout distributes each line of chips; flow only."),
            KeySpec("columns", .integer(NumberBounds(minimum: 1, maximum: 6)),
                    "The number of columns of a grid layout, 1…6; rows = ⌈options / columns⌉ (`specs/001-popup-pickers.yaml`'s `vehicle-picker` uses 2)."),
            KeySpec("required", .boolean, default: "true for choice, false for multi-choice",
                    "Whether the result must hold a selection."),
            KeySpec("commit", .word([
                WordSpec("on-apply", "The selection is committed by the screen's submit action."),
                WordSpec("on-select", "A tap picks the option and dismisses the sheet."),
            ]), default: "on-apply", defaultValue: .string("on-apply"),
                    "When the selection is handed back."),
            KeySpec("result", .word([
                WordSpec("id", "Each picked option as its id (a string)."),
                WordSpec("title", "Each picked option as its title (a string); titles must then differ (E412)."),
                WordSpec("index", "Each picked option as its position in the field's options, from 0, in spec order (an integer)."),
                WordSpec("by-section", "A multi-choice with sections: a mapping of each section's id to the ids of its picked options."),
            ]), default: "id", defaultValue: .string("id"),
                    "What the result holds for a picked option: its id, its title or its index; or, grouped by section, the ids."),
            KeySpec("options", .list(.oneOf([.string(.optionID), .mapping(.option)]), minItems: 1),
                    "The options, in order: a bare string (id and title alike) or {id, title, disabled}."),
            KeySpec("sections", .list(.mapping(.section), minItems: 1),
                    "Titled groups of options, in order; instead of options."),
            KeySpec("min", .integer(NumberBounds(minimum: 0)), default: "0", defaultValue: .int(0),
                    "The fewest options a multi-choice accepts."),
            KeySpec("max", .integer(NumberBounds(minimum: 0)), default: "the number of options",
                    "The most options a multi-choice accepts."),
            KeySpec("initial", .oneOf([.string(.optionID), .list(.string(.optionID), minItems: 0)]),
                    "The initial selection: one option id for a choice, a list of option ids for a multi-choice."),
            KeySpec("swift-name", .string(.fieldID), default: "derived from the id",
                    "The field's name in the generated Swift: its property, and in UpperCamelCase its option enum ([A-Za-z_][A-Za-z0-9_]*)."),
            KeySpec("style", .mapping(.style), default: "the screen's style",
                    "The metrics of this field's parts in points; each key written here overrides the screen's style."),
        ],
        groups: [KeyGroup(.exactlyOne, ["options", "sections"])])

    static let option = MappingSpec(
        .option, title: "Option",
        summary: "One selectable value. A bare string is shorthand for an option whose id and title are that string.",
        keys: [
            KeySpec("id", .string(.optionID), default: "the title",
                    "The value in the result JSON: any text without leading or trailing spaces (`취업/이직`); unique in the field."),
            KeySpec("title", .string(.text), default: "the id",
                    "What the option shows (`반려동물 🐶`)."),
            KeySpec("swift-name", .string(.fieldID), default: "derived from the id",
                    "The option's case name in the generated Swift ([A-Za-z_][A-Za-z0-9_]*), for an id that gives no readable name (emoji, Hangul)."),
            KeySpec("disabled", .boolean, default: "false", defaultValue: .bool(false),
                    "Shown but not selectable."),
        ],
        groups: [KeyGroup(.atLeastOne, ["id", "title"])])

    static let section = MappingSpec(
        .section, title: "Section",
        summary: "A titled group of options.",
        keys: [
            KeySpec("id", .string(.optionID),
                    "The section's key in a `result: by-section` result (which needs one on every section): any text without leading or trailing spaces; unique in the field."),
            KeySpec("title", .string(.text), required: true,
                    "The section header (`💼직장인 공감`)."),
            KeySpec("swift-name", .string(.fieldID), default: "derived from the id",
                    "The section's property in the generated Swift's by-section type ([A-Za-z_][A-Za-z0-9_]*)."),
            KeySpec("options", .list(.oneOf([.string(.optionID), .mapping(.option)]), minItems: 1), required: true,
                    "The section's options, in order; ids are unique across all sections of the field."),
        ])

    static let content = MappingSpec(
        .content, title: "Content",
        summary: "Display-only content: rows of a table that cannot be selected, or a placeholder for a view the spec does not describe.",
        keys: [
            KeySpec("rows", .list(.string(.text), minItems: 1),
                    "The rows' titles, in order: a table with selection off (UITableView.allowsSelection = false), one row per title at UIKit's default row height of 44 pt."),
            KeySpec("separators", .boolean, default: "true", defaultValue: .bool(true),
                    "Hairlines between the rows (UITableView's default separatorStyle); false for none. Rows only."),
            KeySpec("placeholder", .string(.text),
                    "Names a view the spec leaves to the app (a navigation controller's content); drawn as a dashed area."),
            KeySpec("height", .number(NumberBounds(minimum: 0, exclusive: true)),
                    default: "the placeholder's intrinsic height (one line)",
                    "The placeholder's height in points. Placeholder only."),
        ],
        groups: [KeyGroup(.exactlyOne, ["rows", "placeholder"])])

    static let action = MappingSpec(
        .action, title: "Action",
        summary: "A button at the bottom of the sheet.",
        keys: [
            KeySpec("id", .string(.nameID), required: true,
                    "The action's id: lower-case letters, digits, '_' and '-'; unique in the screen."),
            KeySpec("title", .string(.text), required: true, "The button's title (`선택 완료`)."),
            KeySpec("role", .word([
                WordSpec("submit", "Commits the selection and dismisses the sheet."),
                WordSpec("cancel", "Dismisses the sheet without committing."),
                WordSpec("destructive", "A destructive action, shown in red."),
            ]), "What the button does; a plain button when left out."),
        ])

    static let actionLayout = MappingSpec(
        .actionLayout, title: "Action layout",
        summary: "Where the buttons sit and how big they are.",
        keys: [
            KeySpec("placement", .word([
                WordSpec("after-content", "Right under the fields and content, scrolling with them; a short detent can hide them."),
                WordSpec("bottom", "Pinned to the bottom safe area at every detent (the button's bottom anchor on the safe area's); the content is cut above them."),
            ]), default: "after-content", defaultValue: .string("after-content"),
                    "after-content or bottom: under the content, or pinned to the bottom safe area."),
            KeySpec("bottom-inset", .number(NumberBounds(minimum: 0)), default: "0", defaultValue: .int(0),
                    "Points between the last button and the bottom safe area, for placement: bottom."),
            KeySpec("side-inset", .number(NumberBounds(minimum: 0)), default: "the content's margin",
                    "Points between each button and the sheet's leading and trailing edges; 0 is the full width."),
            KeySpec("height", .number(NumberBounds(minimum: 0, exclusive: true)), default: "50", defaultValue: .int(50),
                    "Each button's height in points."),
        ])

    static let tabBar = MappingSpec(
        .tabBar, title: "Tab bar",
        summary: "A tab bar shown over the sheet; selecting another tab dismisses the sheet.",
        keys: [
            KeySpec("items", .list(.mapping(.tab), minItems: 1), required: true,
                    "The tabs, in order; iPhone shows at most five."),
            KeySpec("selected", .string(.nameID), default: "the first tab",
                    "The id of the tab that owns this sheet; the other tabs dismiss it."),
        ])

    static let tab = MappingSpec(
        .tab, title: "Tab",
        summary: "One tab of the tab bar.",
        keys: [
            KeySpec("id", .string(.nameID), required: true,
                    "The tab's id: lower-case letters, digits, '_' and '-'; unique in the tab bar."),
            KeySpec("title", .string(.text), required: true, "The tab's title (`플레이스`)."),
            KeySpec("icon", .string(.text), "An SF Symbol name (`star`)."),
        ])
}
