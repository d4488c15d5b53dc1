import FormcCore
import FormcSpec

/// `defaultSnippets` (a SchemaStore and YAML language server extension): what an editor
/// inserts for a new screen, field, option or detent. `${1:text}` marks a tab stop with its
/// placeholder text. Every body, with its placeholders filled in, lints without errors or
/// warnings (the tests check this), so a snippet never starts a spec off broken.
enum SpecLanguageSnippets {
    static func snippets(for mapping: MappingName) -> [JSONValue] {
        switch mapping {
        case .screen:
            return [snippet("New screen", "A screen with one choice and an apply button.", newScreen)]
        case .field:
            return [
                snippet("New choice", "Pick one option.", newChoice),
                snippet("New multi-choice", "Pick several options, in titled sections.", newMultiChoice),
                snippet("New grid choice", "A 2-column grid; a tap picks and dismisses.", newGridChoice),
            ]
        case .option:
            return [snippet("New option", "An option whose id differs from its title.", .object([
                .init("id", .string("${1:id}")), .init("title", .string("${2:Title}")),
            ]))]
        case .customDetent:
            return [
                snippet("New detent (height)", "A detent of a fixed height in points.", .object([
                    .init("id", .string("${1:custom}")), .init("height", .int(140)),
                ])),
                snippet("New detent (fraction)", "A detent at a fraction of the large height.", .object([
                    .init("id", .string("${1:custom}")), .init("fraction", .double(0.5)),
                ])),
            ]
        case .sheet, .backdrop, .dismiss, .heightCap, .section, .content, .action, .actionLayout, .tabBar, .tab, .style, .font,
             .insets, .color, .optionColors, .button:
            return []
        }
    }

    private static func snippet(_ label: String, _ description: String, _ body: JSONValue) -> JSONValue {
        .object([.init("label", .string(label)), .init("description", .string(description)), .init("body", body)])
    }

    private static var newScreen: JSONValue {
        .object([
            .init("formc", .int(SpecLanguage.supportedVersions.last ?? 1)),
            .init("screen", .string("${1:new-screen}")),
            .init("title", .string("${2:Choose one}")),
            .init("sheet", .object([
                .init("detents", .array([.string("medium"), .string("large")])),
                .init("grabber", .bool(true)),
            ])),
            .init("fields", .array([.object([
                .init("id", .string("${3:choice}")),
                .init("type", .string("choice")),
                .init("options", .array([.string("${4:first}"), .string("${5:second}")])),
            ])])),
            .init("actions", .array([.object([
                .init("id", .string("apply")),
                .init("title", .string("${6:Apply}")),
                .init("role", .string("submit")),
            ])])),
        ])
    }

    private static var newChoice: JSONValue {
        .object([
            .init("id", .string("${1:choice}")),
            .init("type", .string("choice")),
            .init("label", .string("${2:Label}")),
            .init("options", .array([.string("${3:first}"), .string("${4:second}")])),
        ])
    }

    private static var newMultiChoice: JSONValue {
        .object([
            .init("id", .string("${1:tags}")),
            .init("type", .string("multi-choice")),
            .init("label", .string("${2:Label}")),
            .init("max", .int(2)),
            .init("sections", .array([.object([
                .init("title", .string("${3:Section}")),
                .init("options", .array([.string("${4:first}"), .string("${5:second}"), .string("${6:third}")])),
            ])])),
        ])
    }

    private static var newGridChoice: JSONValue {
        .object([
            .init("id", .string("${1:choice}")),
            .init("type", .string("choice")),
            .init("layout", .string("grid")),
            .init("columns", .int(2)),
            .init("commit", .string("on-select")),
            .init("options", .array([.string("${2:first}"), .string("${3:second}")])),
        ])
    }
}
