/// The support file's platform-neutral presentation values: `FormcPresentation` and the types
/// nested in it, one stored property per setting of a spec's `sheet`, plus the screen's fields,
/// options, actions and tab bar in spec order. Foundation only, so they compile (and can be
/// tested) anywhere; the UIKit and SwiftUI code reads them.
enum PresentationTypes {
    static let typeName = "FormcPresentation"

    /// A `struct` of `let` properties, with its nested types first.
    private static func valueStruct(
        _ doc: [String], _ name: SwiftName, nested: [SwiftDeclaration] = [],
        _ properties: [(doc: String, name: SwiftName, type: SwiftTypeName)]
    ) -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(
            doc: doc, kind: .struct, name: name, conformances: ["Hashable", "Sendable"],
            members: nested + properties.map { property in
                .variable(SwiftVariable(doc: [property.doc], isLet: true, name: property.name, type: property.type))
            }))
    }

    /// A `String`-backed enum of plain cases, one documented case each.
    private static func wordEnum(_ doc: [String], _ name: SwiftName, _ cases: [(SwiftName, String, String)]) -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(
            doc: doc, kind: .enum, name: name, conformances: ["String", "Hashable", "Sendable", "CaseIterable"],
            members: cases.map { name, raw, doc in .enumCase(doc: [doc], name: name, rawValue: name.text == raw ? nil : raw) }))
    }

    static let style = wordEnum(["How the screen is presented (`sheet.presentation`)."], "Style", [
        ("sheet", "sheet", "The system page sheet, resting at the detents."),
        ("popup", "popup", "A full-screen dimmed cover with a card at the bottom, cross-dissolving in."),
        ("fullScreen", "full-screen", "The whole screen (`.fullScreen`, or an app's root screen): no detents, no backdrop."),
    ])

    static let heightReference = wordEnum(["What `maxHeight` is a fraction of (`sheet.max-height`)."], "HeightReference", [
        ("large", "large", "The large detent's height: the whole sheet is capped."),
        ("screen", "screen", "The screen's height: the content is capped, and `fit` adds the bottom safe inset to it."),
    ])

    static let content = valueStruct(
        ["Display-only content, drawn after the fields (`content`): it produces no result."], "Content",
        [("The titles of a table's rows, not selectable; empty for a placeholder.", "rows", .array("String")),
         ("Hairlines between the rows.", "separators", "Bool"),
         ("The name of a view the spec leaves to the app; nil for rows.", "placeholder", .optional("String")),
         ("The placeholder's height in points; nil for its intrinsic height.", "height", .optional("Double"))])

    static let detent = valueStruct(
        ["One resting height of the sheet (`sheet.detents`)."], "Detent",
        nested: [.type(SwiftTypeDeclaration(
            doc: ["How the height is found."], kind: .enum, name: "Kind", conformances: ["Hashable", "Sendable"],
            members: [
                .enumCase(doc: ["About half the screen; inactive in compact height."], name: "medium", rawValue: nil),
                .enumCase(doc: ["The full height."], name: "large", rawValue: nil),
                .enumCase(doc: ["The content's height, capped by `maxHeight`."], name: "fit", rawValue: nil),
                .enumCaseWithValues(doc: ["Points above the bottom safe area."], name: "height", values: ["Double"]),
                .enumCaseWithValues(doc: ["A fraction of the large height."], name: "fraction", values: ["Double"]),
            ]))],
        [("`medium`, `large`, `fit`, or the spec's custom id.", "id", "String"), ("How the height is found.", "kind", "Kind")])

    static let backdrop = valueStruct(
        ["The layer behind the sheet (`sheet.backdrop`)."], "Backdrop",
        nested: [
            .type(SwiftTypeDeclaration(
                doc: ["Up to which detent the backdrop is clear and passes touches through."], kind: .enum,
                name: "UndimmedThrough", conformances: ["Hashable", "Sendable"],
                members: [
                    .enumCase(doc: ["Dimmed at every detent."], name: "none", rawValue: nil),
                    .enumCase(doc: ["Clear at every detent."], name: "all", rawValue: nil),
                    .enumCaseWithValues(doc: ["Clear at this detent (an id) and the smaller ones."], name: "detent", values: ["String"]),
                ])),
            wordEnum(["What a tap on the backdrop does."], "Tap", [
                ("dismiss", "dismiss", "Dismisses the screen."), ("none", "none", "Nothing."),
            ]),
        ],
        [("A popup's dimming alpha, 0…1; nil for a page sheet, which the system dims, and a full-screen screen, which has no backdrop.", "dim", .optional("Double")),
         ("Up to which detent the backdrop is clear and touch-passing.", "undimmedThrough", "UndimmedThrough"),
         ("What a tap on the backdrop does: a page sheet's follows `dismissal.swipe`; a full-screen screen's is `none`.", "tap", "Tap")])

    static let dismissal = valueStruct(
        ["How the user dismisses the screen besides its actions (`sheet.dismiss`)."], "Dismissal",
        [("Dragging down dismisses (a page sheet only); `false` is modal in presentation.", "swipe", "Bool"),
         ("An ✕ in the header.", "closeButton", "Bool")])

    static let option = valueStruct(
        ["One option of a field, disabled ones included, for display."], "Option",
        [("The value in the result.", "id", "String"), ("The title shown.", "title", "String"),
         ("The title of its section, when the field has sections.", "section", .optional("String")),
         ("Shown, but never selectable.", "isDisabled", "Bool")])

    static let field = valueStruct(
        ["One picker of the screen (`fields`)."], "Field",
        nested: [
            wordEnum(["How many options the field takes."], "Kind", [
                ("choice", "choice", "One option."), ("multiChoice", "multi-choice", "A set of options."),
            ]),
            wordEnum(["How the options are laid out."], "Layout", [
                ("flow", "flow", "Wrapping chips."), ("grid", "grid", "Equal columns."),
                ("list", "list", "One row each."),
            ]),
            wordEnum(["How a flow layout distributes each line of chips."], "Align", [
                ("leading", "leading", "Packed at the leading edge at the minimum spacing."),
                ("spread", "spread", "As a plain UICollectionViewFlowLayout: full lines justified, the last packed."),
            ]),
            wordEnum(["When a selection is committed."], "Commit", [
                ("onApply", "on-apply", "By the submit action."), ("onSelect", "on-select", "A tap picks and dismisses."),
            ]),
            option,
        ],
        [("The key in the result.", "id", "String"), ("How many options it takes.", "kind", "Kind"),
         ("The label of the row that opens the screen.", "label", .optional("String")),
         ("The placeholder of that row.", "placeholder", .optional("String")),
         ("How the options are laid out.", "layout", "Layout"), ("The columns of a grid.", "columns", .optional("Int")),
         ("How a flow layout distributes its lines.", "align", "Align"),
         ("Whether the result must hold the field.", "isRequired", "Bool"), ("When a selection is committed.", "commit", "Commit"),
         ("The fewest options a result holds.", "minCount", "Int"), ("The most options a result holds.", "maxCount", "Int"),
         ("Every option in spec order.", "options", .array("Option")),
         ("The ids selected when the screen opens.", "initial", .array("String"))])

    static let action = valueStruct(
        ["A button at the bottom of the screen (`actions`)."], "Action",
        nested: [wordEnum(["What the button does."], "Role", [
            ("submit", "submit", "Commits the selection."), ("cancel", "cancel", "Dismisses without committing."),
            ("destructive", "destructive", "A destructive action."),
        ])],
        [("The action's id.", "id", "String"), ("The button's title.", "title", "String"),
         ("Its role; nil for a plain button.", "role", .optional("Role"))])

    static let actionLayout = valueStruct(
        ["Where the buttons sit and how big they are (`action-layout`)."], "ActionLayout",
        nested: [wordEnum(["Where the buttons sit."], "Placement", [
            ("afterContent", "after-content", "After the fields and content, scrolling with them."),
            ("bottom", "bottom", "Pinned to the bottom safe area at every detent, above the tab bar."),
        ])],
        [("Where the buttons sit.", "placement", "Placement"),
         ("Points between the last button's bottom and the bottom safe area (pinned buttons).", "bottomInset", "Double"),
         ("Points between each button and the sheet's leading and trailing edges; nil for the content's margin.",
          "sideInset", .optional("Double")),
         ("Each button's height in points.", "height", "Double")])

    static let tabBar = valueStruct(
        ["A tab bar shown over the screen (`tab-bar`)."], "TabBar",
        nested: [valueStruct(["One tab."], "Tab", [
            ("The tab's id.", "id", "String"), ("The tab's title.", "title", "String"),
            ("An SF Symbol name.", "icon", .optional("String")),
        ])],
        [("The tabs in order.", "tabs", .array("Tab")), ("The tab that owns the screen; the others dismiss it.", "selected", "String")])

    /// `struct FormcPresentation`.
    static let declaration = valueStruct(
        ["How a screen is presented and what it shows: its spec's `sheet`, with every default resolved,",
         "and its fields, actions and tab bar in spec order."],
        SwiftName(typeName),
        nested: [style, heightReference, detent, backdrop, dismissal, field, content, action, actionLayout, tabBar],
        [("How the screen is presented.", "style", "Style"),
         ("The resting heights, smallest first.", "detents", .array("Detent")),
         ("The id of the detent the screen opens at.", "initialDetent", "String"),
         ("The cap of a `fit` detent, as a fraction of `maxHeightReference`.", "maxHeight", "Double"),
         ("What `maxHeight` is a fraction of.", "maxHeightReference", "HeightReference"),
         ("Whether the grabber shows.", "grabber", "Bool"),
         ("The corner radius in points: a page sheet's (nil for the system's), a popup card's (`configure(_:card:)`); nil for a full-screen screen.", "cornerRadius", .optional("Double")),
         ("The layer behind the sheet.", "backdrop", "Backdrop"),
         ("How the user dismisses the screen.", "dismissal", "Dismissal"),
         ("Whether scrolling at the top edge expands the sheet.", "scrollingExpands", "Bool"),
         ("Whether the sheet attaches to the bottom edge in compact height.", "edgeAttachedInCompactHeight", "Bool"),
         ("Whether the width follows the preferred content size when edge-attached.", "widthFollowsPreferredContentSize", "Bool"),
         ("The header title.", "title", .optional("String")),
         ("The pickers in order.", "fields", .array("Field")),
         ("The display-only content in order, after the fields.", "content", .array("Content")),
         ("The buttons in order.", "actions", .array("Action")),
         ("Where the buttons sit and how big they are.", "actionLayout", "ActionLayout"),
         ("The tab bar over the screen, if any.", "tabBar", .optional("TabBar"))])
}
