/// Spec language version 1 (spec-language.md §2–6) as data: every mapping, key, type, allowed word,
/// default and description. The decoder checks keys and offers did-you-mean from it, and the
/// spec-language JSON Schema is generated from it, so editors and `formc lint` agree.
public enum SpecLanguage {
    /// The versions of the language this formc reads (`formc: 1`).
    public static let supportedVersions = [1]

    /// The root of a document: a screen.
    public static let root = MappingName.screen

    /// Every mapping, root first, in the order of the language reference.
    public static let mappings: [MappingSpec] = [
        screen, sheet, backdrop, dismiss, customDetent, heightCap, field, option, section, content, action, actionLayout,
        tabBar, tab, style, font, insets, color, optionColors, button,
    ]

    /// The description of one mapping.
    public static func mapping(_ name: MappingName) -> MappingSpec {
        switch name {
        case .screen: screen
        case .sheet: sheet
        case .backdrop: backdrop
        case .dismiss: dismiss
        case .customDetent: customDetent
        case .heightCap: heightCap
        case .content: content
        case .field: field
        case .option: option
        case .section: section
        case .action: action
        case .actionLayout: actionLayout
        case .tabBar: tabBar
        case .tab: tab
        case .style: style
        case .font: font
        case .insets: insets
        case .color: color
        case .optionColors: optionColors
        case .button: button
        }
    }

    /// The key `key` of mapping `name`. Only for keys the language defines; a missing one is a
    /// programming error caught by the tests, so this returns a harmless text key instead of trapping.
    public static func key(_ key: String, of name: MappingName) -> KeySpec {
        mapping(name).key(key) ?? KeySpec(key, .string(.text), "")
    }

    /// The system detents a detent list may name as a bare word.
    public static let systemDetents: [WordSpec] = [
        WordSpec("medium", "Half the screen height; inactive in compact height, where it falls back to the next larger detent."),
        WordSpec("large", "The full sheet: screen height − top safe inset − 10 pt."),
        WordSpec("fit", "The content's height plus the bottom safe inset (and the tab bar's 49 pt under a tab bar), capped by max-height."),
    ]

    /// Words a custom detent id may not use: they already mean something where detents are named.
    public static let reservedDetentIDs = ["medium", "large", "fit", "none", "all"]

    static let screen = MappingSpec(
        .screen, title: "Screen",
        summary: "One formc screen: a sheet with pickers. One YAML document is one screen.",
        keys: [
            KeySpec("formc", .version(supportedVersions), required: true,
                    "The spec language version this screen is written in; formc 1 reads version 1."),
            KeySpec("screen", .string(.screenID), required: true,
                    "The screen id: lower-case letters, digits and '-', starting with a letter; unique in a build. Names the generated files."),
            KeySpec("title", .string(.text),
                    "The header of the sheet (`여행로그의 카테고리를 선택해주세요 😀`)."),
            KeySpec("description", .string(.text),
                    "What the screen is for; goes into the result's JSON Schema as its description."),
            KeySpec("sheet", .mapping(.sheet), default: "a page sheet with all defaults",
                    "How the screen is presented: presentation, detents, backdrop, dismissal."),
            KeySpec("fields", .list(.mapping(.field), minItems: 0),
                    "The pickers of the screen, in order; a screen has fields, content or both."),
            KeySpec("content", .list(.mapping(.content), minItems: 0),
                    "Display-only content drawn after the fields: rows of a table that cannot be selected, or a placeholder for a view the spec does not describe. Produces nothing in the result."),
            KeySpec("actions", .list(.mapping(.action), minItems: 0), default: "no actions",
                    "Buttons at the bottom of the sheet (`선택 완료`)."),
            KeySpec("action-layout", .mapping(.actionLayout), default: "after the content",
                    "Where the buttons sit — after the content, or pinned to the bottom safe area at every detent — and their insets and height."),
            KeySpec("tab-bar", .mapping(.tabBar),
                    "A tab bar shown over the sheet; its other tabs dismiss the sheet."),
            KeySpec("style", .mapping(.style), default: "UIKit's metrics",
                    "The metrics of the screen's parts in points: insets, fonts, spacings, row and cell heights."),
        ],
        groups: [KeyGroup(.atLeastOne, ["fields", "content"])])

    static let sheet = MappingSpec(
        .sheet, title: "Sheet",
        summary: "How the screen is presented.",
        keys: [
            KeySpec("presentation", .word([
                WordSpec("sheet", "The system page sheet (UISheetPresentationController)."),
                WordSpec("popup", "A full-screen dimmed cover with a bottom card, shown with a cross-dissolve."),
                WordSpec("full-screen", "The whole screen, with no backdrop and no detents (UIKit's .fullScreen, or an app's root screen)."),
            ]), default: "sheet", defaultValue: .string("sheet"),
                    "How the screen is presented: the system page sheet, a popup card over a dimmed cover, or the full screen."),
            KeySpec("detents", .list(.oneOf([.word(systemDetents), .mapping(.customDetent)]), minItems: 1),
                    default: "[large] ([fit] for popup)",
                    "The heights the sheet rests at, smallest first: medium, large, fit, or a custom {id, height} / {id, fraction}."),
            KeySpec("initial-detent", .string(.detentReference), default: "the smallest detent",
                    "The detent the sheet opens at: medium, large, fit or a custom detent's id."),
            KeySpec("max-height", .oneOf([.number(NumberBounds(minimum: 0, exclusive: true, maximum: 1)), .mapping(.heightCap)]),
                    default: "1", defaultValue: .int(1),
                    "Caps fit. A number 0 < f ≤ 1: the whole sheet is at most f × the large height. {screen: f}: the content is at most f × the screen height, and fit adds the bottom safe inset to it."),
            KeySpec("grabber", .boolean, default: "false", defaultValue: .bool(false),
                    "Show the grabber handle at the top of the sheet."),
            KeySpec("corner-radius", .number(NumberBounds(minimum: 0)), default: "10 (the system radius)",
                    defaultValue: .int(10),
                    "The radius of the sheet's top corners in points."),
            KeySpec("backdrop", .mapping(.backdrop), default: "dimmed 0.4",
                    "The layer behind the sheet: how dark, where it lets touches through, what a tap does."),
            KeySpec("dismiss", .mapping(.dismiss), default: "swipe down dismisses",
                    "How the user can dismiss the sheet besides its actions."),
            KeySpec("scrolling-expands", .boolean, default: "true", defaultValue: .bool(true),
                    "Scrolling the content at its edge expands the sheet to the next detent."),
            KeySpec("edge-attached-in-compact-height", .boolean, default: "false", defaultValue: .bool(false),
                    "In compact height (landscape iPhone) attach the sheet to the bottom edge instead of showing it full screen."),
            KeySpec("width-follows-preferred-content-size", .boolean, default: "false", defaultValue: .bool(false),
                    "When edge-attached, the sheet's width follows the content's preferred size."),
        ])

    static let backdrop = MappingSpec(
        .backdrop, title: "Backdrop",
        summary: "The layer behind the sheet.",
        keys: [
            KeySpec("dim", .number(NumberBounds(minimum: 0, maximum: 1)), default: "0.4", defaultValue: .double(0.4),
                    "How dark a popup's backdrop is: black at this alpha, 0…1. A page sheet is dimmed by the system, which no API changes (W511)."),
            KeySpec("undimmed-through", .oneOf([
                .word([
                    WordSpec("none", "The backdrop is dimmed and blocks touches at every detent."),
                    WordSpec("all", "The backdrop is clear and passes touches through at every detent (`specs/002-floating-panels.yaml`'s `touch-pass-panel`)."),
                ]),
                .string(.detentReference),
            ]), default: "none", defaultValue: .string("none"),
                    "none, a detent id, or all: at and below this detent the backdrop is clear and touches pass through to the screen behind (`specs/004-my-place.yaml`'s `my-place` uses medium)."),
            KeySpec("tap", .word([
                WordSpec("dismiss", "A tap on the dimmed backdrop dismisses the sheet (UIKit's page sheet does; not when swipe is false)."),
                WordSpec("none", "A tap on the backdrop does nothing (a popup's; a page sheet that swipes is dismissed by the tap anyway, W511)."),
            ]), default: "dismiss", defaultValue: .string("dismiss"),
                    "What a tap on the dimmed backdrop does. A page sheet's follows its swipe: one that cannot be swiped away (swipe: false, isModalInPresentation) ignores taps outside it, one that can is dismissed by them."),
        ])

    static let dismiss = MappingSpec(
        .dismiss, title: "Dismiss",
        summary: "How the user can dismiss the sheet besides its actions.",
        keys: [
            KeySpec("swipe", .boolean, default: "true", defaultValue: .bool(true),
                    "Dragging the sheet down dismisses it; false makes it modal in presentation."),
            KeySpec("close-button", .boolean, default: "false", defaultValue: .bool(false),
                    "Show an ✕ button in the sheet's header."),
        ])

    static let customDetent = MappingSpec(
        .customDetent, title: "Custom detent",
        summary: "A detent of its own height: {id, height} in points or {id, fraction} of the large height.",
        keys: [
            KeySpec("id", .string(.nameID), required: true,
                    "The detent's id, used by initial-detent and undimmed-through: lower-case letters, digits, '_' and '-'; not medium, large, fit, none or all."),
            KeySpec("height", .number(NumberBounds(minimum: 0, exclusive: true)),
                    "The height in points above the bottom safe area."),
            KeySpec("fraction", .number(NumberBounds(minimum: 0, exclusive: true, maximum: 1)),
                    "The height as a fraction 0 < f ≤ 1 of the large detent's height."),
        ],
        groups: [KeyGroup(.exactlyOne, ["height", "fraction"])])

    static let heightCap = MappingSpec(
        .heightCap, title: "Height cap",
        summary: "A cap on the content's height relative to the screen: {screen: 0.7} is 70 % of the screen height.",
        keys: [
            KeySpec("screen", .number(NumberBounds(minimum: 0, exclusive: true, maximum: 1)), required: true,
                    "The content is at most this fraction 0 < f ≤ 1 of the screen height (UIScreen.main.bounds.height × f)."),
        ])
}
