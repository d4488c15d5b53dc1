import FormcCore
import FormcSpec

/// Screens built in code, so the result-schema generator is tested without the decoder:
/// places are irrelevant to a schema, so every value sits at 1:1.
enum SchemaTestScreens {
    static let here = SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))

    static func located<T>(_ value: T, explicit: Bool = true) -> Located<T> {
        Located(value, range: here, pointer: .root, isExplicit: explicit)
    }

    /// An option: a plain string is id and title at once; `"id=title"` splits them.
    struct OptionSketch: ExpressibleByStringLiteral {
        var id: String
        var title: String
        var disabled = false

        init(stringLiteral text: String) {
            if let eq = text.firstIndex(of: "=") {
                id = String(text[..<eq])
                title = String(text[text.index(after: eq)...])
            } else {
                id = text
                title = text
            }
        }

        init(_ id: String, _ title: String, disabled: Bool = false) {
            self.id = id
            self.title = title
            self.disabled = disabled
        }
    }

    static func field(
        _ id: String, _ kind: Field.Kind, label: String? = nil, options: [OptionSketch] = [],
        sections: [(String, [OptionSketch])] = [], required: Bool? = nil, min: Int? = nil, max: Int? = nil,
        initial: Field.Initial? = nil
    ) -> Field {
        var all: [Option] = []
        var builtSections: [Section] = []
        func add(_ sketch: OptionSketch, section: Int?) {
            all.append(Option(id: located(sketch.id), title: located(sketch.title), disabled: located(sketch.disabled),
                              sectionIndex: section, range: here, pointer: .root))
        }
        for sketch in options { add(sketch, section: nil) }
        for (index, (title, sketches)) in sections.enumerated() {
            let start = all.count
            for sketch in sketches { add(sketch, section: index) }
            builtSections.append(Section(title: located(title), optionIndexes: start..<all.count, range: here, pointer: .root))
        }
        return Field(
            id: located(id), kind: located(kind), label: label.map { located($0) }, placeholder: nil,
            layout: located(.flow, explicit: false), columns: nil,
            required: located(required ?? (kind == .choice), explicit: required != nil),
            commit: located(.onApply, explicit: false), options: all, sections: builtSections,
            optionsPlace: Place(range: here, pointer: .root), min: min.map { located($0) }, max: max.map { located($0) },
            initial: initial.map { located($0) }, range: here, pointer: .root)
    }

    static func single(_ id: String) -> Field.Initial { .single(located(id)) }
    static func list(_ ids: String...) -> Field.Initial { .list(ids.map { located($0) }) }

    static func screen(_ id: String, title: String? = nil, description: String? = nil, fields: [Field]) -> Screen {
        let sheet = Sheet(
            presentation: located(.sheet, explicit: false),
            detents: [Detent(id: located("large", explicit: false), kind: .large, range: here, pointer: .root)],
            detentsPlace: Place(range: here, pointer: .root), initialDetent: located("large", explicit: false),
            maxHeight: located(1, explicit: false), grabber: located(false, explicit: false),
            cornerRadius: located(10, explicit: false),
            backdrop: Backdrop(dim: located(0.4, explicit: false), undimmedThrough: located(.none, explicit: false),
                               tap: located(.none, explicit: false)),
            dismiss: Dismiss(swipe: located(true, explicit: false), closeButton: located(false, explicit: false)),
            scrollingExpands: located(true, explicit: false), edgeAttachedInCompactHeight: located(false, explicit: false),
            widthFollowsPreferredContentSize: located(false, explicit: false))
        return Screen(
            file: "test.yaml", documentIndex: 0, range: here, version: located(1), id: located(id),
            title: title.map { located($0) }, description: description.map { located($0) }, sheet: sheet,
            fields: fields, actions: [], tabBar: nil)
    }

    /// The travel-category example's chips, with one disabled option.
    static let category = screen(
        "travel-category", title: "여행로그의 카테고리를 선택해주세요 😀", description: "Category of a travel log.",
        fields: [
            field("category", .choice, label: "카테고리 선택",
                  options: ["pet=반려동물 🐶", "애인 💑", "가족 👫", OptionSketch("tea", "차 🫖", disabled: true)],
                  initial: single("pet")),
        ])

    /// The interests example's sectioned tags, optional, with bounds.
    static let interests = screen(
        "interests", title: "관심 분야", fields: [
            field("interests", .multiChoice, label: "관심분야",
                  sections: [("💼직장인 공감", ["커리어고민", "취업/이직"]), ("🌈관심분야", ["개발", "데이터", "HR"])],
                  min: 1, max: 3, initial: list("개발", "데이터")),
        ])
}
