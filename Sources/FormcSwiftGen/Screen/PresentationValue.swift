import FormcSpec

/// A screen's `static let presentation`: its `sheet` with every default resolved, its fields,
/// actions and tab bar, as a `FormcPresentation` value.
enum PresentationValue {
    static func declaration(_ screen: Screen) -> SwiftDeclaration {
        .staticLet(["How the screen is presented and what it shows, as the spec says."], "presentation", nil, value(screen))
    }

    static func value(_ screen: Screen) -> SwiftExpression {
        let sheet = screen.sheet
        return SwiftExpression.id(SwiftName(PresentationTypes.typeName)).call(
            .arg("style", .dot(style(sheet.presentation.value))),
            .arg("detents", .array(sheet.detents.map(detent))),
            .arg("initialDetent", .string(sheet.initialDetent.value)),
            .arg("maxHeight", .double(sheet.maxHeight.value)),
            .arg("maxHeightReference", .dot(SwiftName(sheet.maxHeightReference.rawValue))),
            .arg("grabber", .bool(sheet.grabber.value)),
            .arg("cornerRadius", cornerRadius(sheet)),
            .arg("backdrop", backdrop(sheet)),
            .arg("dismissal", SwiftExpression.dot("init").call(
                .arg("swipe", .bool(sheet.swipeDismisses)), .arg("closeButton", .bool(sheet.dismiss.closeButton.value)))),
            .arg("scrollingExpands", .bool(sheet.scrollingExpands.value)),
            .arg("edgeAttachedInCompactHeight", .bool(sheet.edgeAttachedInCompactHeight.value)),
            .arg("widthFollowsPreferredContentSize", .bool(sheet.widthFollowsPreferredContentSize.value)),
            .arg("title", screen.title.map { .string($0.value) } ?? .nil),
            .arg("fields", .array(screen.fields.map(field))),
            .arg("content", .array(screen.content.map(content))),
            .arg("actions", .array(screen.actions.map(action))),
            .arg("actionLayout", actionLayout(screen.actionLayout)),
            .arg("tabBar", screen.tabBar.map(tabBar) ?? .nil))
    }

    private static func style(_ presentation: Sheet.Presentation) -> SwiftName {
        switch presentation {
        case .sheet: "sheet"
        case .popup: "popup"
        case .fullScreen: "fullScreen"
        }
    }

    private static func content(_ block: ContentBlock) -> SwiftExpression {
        var placeholder: SwiftExpression = .nil
        var height: SwiftExpression = .nil
        if case .placeholder(let name, let points) = block.kind {
            placeholder = .string(name.value)
            height = points.map { .double($0.value) } ?? .nil
        }
        return SwiftExpression.dot("init").call(
            .arg("rows", .array(block.rows.map { .string($0.value) })), .arg("separators", .bool(block.separators.value)),
            .arg("placeholder", placeholder), .arg("height", height))
    }

    private static func detent(_ detent: Detent) -> SwiftExpression {
        let kind: SwiftExpression = switch detent.kind {
        case .medium: .dot("medium")
        case .large: .dot("large")
        case .fit: .dot("fit")
        case .height(let points): SwiftExpression.dot("height").call(.unlabeled(.double(points)))
        case .fraction(let fraction): SwiftExpression.dot("fraction").call(.unlabeled(.double(fraction)))
        }
        return SwiftExpression.dot("init").call(.arg("id", .string(detent.id.value)), .arg("kind", kind))
    }

    /// A page sheet's written radius (nil keeps the system's); a popup's card radius, which
    /// formc sets itself (`configure(_:card:)`); none for a full-screen screen.
    private static func cornerRadius(_ sheet: Sheet) -> SwiftExpression {
        switch sheet.presentation.value {
        case .sheet: sheet.cornerRadius.isExplicit ? .double(sheet.cornerRadius.value) : .nil
        case .popup: .double(sheet.cornerRadius.value)
        case .fullScreen: .nil
        }
    }

    /// The backdrop as the platform has it: a popup's dim and tap as written; a page sheet's
    /// dim is the system's (nil) and its tap follows its swipe; a full-screen screen has none.
    private static func backdrop(_ sheet: Sheet) -> SwiftExpression {
        let backdrop = sheet.backdrop
        let undimmed: SwiftExpression = switch (sheet.presentation.value, backdrop.undimmedThrough.value) {
        case (.popup, _), (.fullScreen, _), (.sheet, .none): .dot("none")
        case (.sheet, .all): .dot("all")
        case (.sheet, .detent(let id)): SwiftExpression.dot("detent").call(.unlabeled(.string(id)))
        }
        let dim: SwiftExpression = sheet.presentation.value == .popup ? .double(backdrop.dim.value) : .nil
        return SwiftExpression.dot("init").call(
            .arg("dim", dim), .arg("undimmedThrough", undimmed),
            .arg("tap", .dot(sheet.backdropTapDismisses ? "dismiss" : "none")))
    }

    private static func field(_ field: Field) -> SwiftExpression {
        SwiftExpression.dot("init").call(
            .arg("id", .string(field.id.value)),
            .arg("kind", .dot(field.kind.value == .choice ? "choice" : "multiChoice")),
            .arg("label", field.label.map { .string($0.value) } ?? .nil),
            .arg("placeholder", field.placeholder.map { .string($0.value) } ?? .nil),
            .arg("layout", .dot(SwiftName(field.layout.value.rawValue))),
            .arg("columns", field.columns.map { .int($0.value) } ?? .nil),
            .arg("align", .dot(SwiftName(field.flowAlignment.rawValue))),
            .arg("isRequired", .bool(field.isRequiredInResult)),
            .arg("commit", .dot(field.commit.value == .onApply ? "onApply" : "onSelect")),
            .arg("minCount", .int(field.effectiveMin)),
            .arg("maxCount", .int(field.effectiveMax)),
            .arg("options", .array(field.options.map { option in
                SwiftExpression.dot("init").call(
                    .arg("id", .string(option.id.value)), .arg("title", .string(option.title.value)),
                    .arg("section", field.sectionTitle(of: option).map(SwiftExpression.string) ?? .nil),
                    .arg("isDisabled", .bool(option.disabled.value)))
            })),
            .arg("initial", .array(field.initial?.value.ids.map { .string($0.value) } ?? [])))
    }

    private static func action(_ action: Action) -> SwiftExpression {
        SwiftExpression.dot("init").call(
            .arg("id", .string(action.id.value)), .arg("title", .string(action.title.value)),
            .arg("role", action.role.map { .dot(SwiftName($0.value.rawValue)) } ?? .nil))
    }

    /// Resolved as the mockups draw it: a spec without `action-layout` gets the buttons after
    /// the content, with the content's margin, 50 pt high.
    private static func actionLayout(_ layout: ActionLayout) -> SwiftExpression {
        let placement: SwiftName = switch layout.placement {
        case .afterContent: "afterContent"
        case .bottom: "bottom"
        }
        return SwiftExpression.dot("init").call(
            .arg("placement", .dot(placement)), .arg("bottomInset", .double(layout.bottomInset)),
            .arg("sideInset", layout.sideInset.map(SwiftExpression.double) ?? .nil), .arg("height", .double(layout.height)))
    }

    private static func tabBar(_ tabBar: TabBar) -> SwiftExpression {
        SwiftExpression.dot("init").call(
            .arg("tabs", .array(tabBar.items.map { item in
                SwiftExpression.dot("init").call(
                    .arg("id", .string(item.id.value)), .arg("title", .string(item.title.value)),
                    .arg("icon", item.icon.map { .string($0.value) } ?? .nil))
            })),
            .arg("selected", .string(tabBar.selected.value)))
    }
}
