import FormcPipelineTestSupport
import FormcCore
import FormcGenerate
import FormcSpec
import FormcTestSupport
import Testing

/// The result schema of screens built in code: its shape, key order and the instances it
/// accepts and rejects.
@Suite("Schema: result schema of a screen")
struct SchemaResultTests {
    typealias S = SchemaTestScreens

    private func keys(_ value: JSONValue?) -> [String] {
        guard case .object(let members)? = value else { return [] }
        return members.map(\.key)
    }

    @Test func topLevelKeysComeInTheirFixedOrder() {
        let schema = ResultSchema.generate(S.category)
        #expect(keys(schema) == ["$schema", "$id", "title", "description", "type", "properties", "required",
                                 "additionalProperties"])
        #expect(schema["$id"] == .string("urn:formc:screen:travel-category"))
        #expect(schema["title"] == .string("여행로그의 카테고리를 선택해주세요 😀"))
        #expect(schema["description"] == .string("Category of a travel log."))
        #expect(schema["type"] == .string("object"))
        #expect(schema["additionalProperties"] == .bool(false))
    }

    @Test func draftsDifferOnlyInSchemaURI() {
        let new = ResultSchema.generate(S.interests, draft: .draft2020_12)
        let old = ResultSchema.generate(S.interests, draft: .draft07)
        #expect(new["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
        #expect(old["$schema"] == .string("http://json-schema.org/draft-07/schema#"))
        guard case .object(var a) = new, case .object(var b) = old else {
            Issue.record("not objects")
            return
        }
        a.removeFirst()
        b.removeFirst()
        #expect(a == b)
        #expect(ResultSchema.generate(S.interests) == new)
    }

    @Test func draftFlagsRoundTrip() {
        #expect(ResultSchema.Draft(flag: "2020-12") == .draft2020_12)
        #expect(ResultSchema.Draft(flag: "07") == .draft07)
        #expect(ResultSchema.Draft(flag: "7") == nil)
        #expect(ResultSchema.Draft(flag: "2019-09") == nil)
        for draft in ResultSchema.Draft.allCases { #expect(ResultSchema.Draft(flag: draft.flag) == draft) }
    }

    @Test func missingTitleAndDescriptionAreLeftOut() {
        let screen = S.screen("bare", fields: [S.field("x", .choice, options: ["a", "b"])])
        let schema = ResultSchema.generate(screen)
        #expect(keys(schema) == ["$schema", "$id", "type", "properties", "required", "additionalProperties"])
        #expect(keys(schema["properties"]?["x"]) == ["type", "oneOf"])
    }

    @Test func choiceIsOneOfEnabledOptionsWithTheirTitles() throws {
        let property = try #require(ResultSchema.generate(S.category)["properties"]?["category"])
        #expect(keys(property) == ["title", "description", "type", "oneOf", "default"])
        #expect(property["title"] == .string("카테고리 선택"))
        #expect(property["type"] == .string("string"))
        #expect(property["default"] == .string("pet"))
        #expect(property["oneOf"] == .array([
            .object([.init("const", .string("pet")), .init("title", .string("반려동물 🐶"))]),
            .object([.init("const", .string("애인 💑")), .init("title", .string("애인 💑"))]),
            .object([.init("const", .string("가족 👫")), .init("title", .string("가족 👫"))]),
        ]))
        #expect(property["description"] == .string("Disabled option, not accepted: 'tea' (차 🫖)."))
    }

    @Test func severalDisabledOptionsAreNamedInOrder() throws {
        let field = S.field("x", .multiChoice, options: [
            S.OptionSketch("b", "b", disabled: true), "a", S.OptionSketch("c", "Sea", disabled: true),
        ])
        let property = try #require(ResultSchema.generate(S.screen("s", fields: [field]))["properties"]?["x"])
        #expect(property["description"] == .string("Disabled options, not accepted: 'b', 'c' (Sea)."))
        #expect(property["items"]?["oneOf"] == .array([.object([.init("const", .string("a")), .init("title", .string("a"))])]))
    }

    @Test func multiChoiceIsAUniqueBoundedArray() throws {
        let property = try #require(ResultSchema.generate(S.interests)["properties"]?["interests"])
        #expect(keys(property) == ["title", "type", "uniqueItems", "minItems", "maxItems", "items", "default"])
        #expect(property["type"] == .string("array"))
        #expect(property["uniqueItems"] == .bool(true))
        #expect(property["minItems"] == .int(1))
        #expect(property["maxItems"] == .int(3))
        #expect(property["default"] == .array([.string("개발"), .string("데이터")]))
        #expect(keys(property["items"]) == ["type", "oneOf"])
    }

    @Test func multiChoiceBoundsDefaultToZeroAndTheOptionCount() throws {
        let field = S.field("tags", .multiChoice, options: ["a", "b", "c"])
        let property = try #require(ResultSchema.generate(S.screen("s", fields: [field]))["properties"]?["tags"])
        #expect(property["minItems"] == .int(0))
        #expect(property["maxItems"] == .int(3))
        #expect(property["default"] == nil)
    }

    @Test func sectionsAreKeptAsAnnotationsOnEachOption() throws {
        let items = try #require(ResultSchema.generate(S.interests)["properties"]?["interests"]?["items"]?["oneOf"])
        guard case .array(let options) = items else {
            Issue.record("oneOf is not a list")
            return
        }
        #expect(options.map { $0["const"] } == ["커리어고민", "취업/이직", "개발", "데이터", "HR"].map { .string($0) })
        #expect(options.map { $0["x-formc-section"] }
            == ["💼직장인 공감", "💼직장인 공감", "🌈관심분야", "🌈관심분야", "🌈관심분야"].map { .string($0) })
        #expect(options.allSatisfy { keys($0) == ["const", "title", "x-formc-section"] })
    }

    @Test func requiredListsRequiredFieldsInSpecOrder() {
        let screen = S.screen("s", fields: [
            S.field("b", .multiChoice, options: ["x"], required: true),
            S.field("a", .choice, options: ["x", "y"], required: false),
            S.field("c", .choice, options: ["x", "y"]),
        ])
        let schema = ResultSchema.generate(screen)
        #expect(schema["required"] == .array([.string("b"), .string("c")]))
        #expect(keys(schema["properties"]) == ["b", "a", "c"])
    }

    @Test func noRequiredFieldsGivesAnEmptyList() {
        let screen = S.screen("s", fields: [S.field("a", .multiChoice, options: ["x"])])
        #expect(ResultSchema.generate(screen)["required"] == .array([]))
    }

    @Test func aFieldWithEveryOptionDisabledAcceptsNoValue() throws {
        let field = S.field("x", .choice, options: [S.OptionSketch("a", "a", disabled: true)], required: false)
        let schema = ResultSchema.generate(S.screen("s", fields: [field]))
        #expect(schema["properties"]?["x"]?["oneOf"] == nil)
        #expect(schema["properties"]?["x"]?["not"] == .object([]))
        let checker = SchemaChecker(schema: schema)
        #expect(checker.isValid(.object([])))
        #expect(!checker.isValid(.object([.init("x", .string("a"))])))
    }

    @Test func aChoiceWithAListInitialGetsNoDefault() {
        let field = S.field("x", .choice, options: ["a", "b"], initial: S.list("a"))
        #expect(ResultSchema.generate(S.screen("s", fields: [field]))["properties"]?["x"]?["default"] == nil)
    }

    @Test func textEndsWithOneNewlineAndIsStable() throws {
        let text = ResultSchema.text(S.category, draft: .draft07)
        #expect(text.hasSuffix("}\n"))
        #expect(!text.hasSuffix("\n\n"))
        // What was written reads back as the generated value (escaping included).
        let parsed = try JSONStream.parse(text)
        #expect(parsed == [ResultSchema.generate(S.category, draft: .draft07)])
        #expect(text.contains("\"title\": \"반려동물 🐶\""))
    }

    // MARK: - Instances

    /// By id, so test names say which screen failed.
    static let screens = [S.category, S.interests]
    static func screen(_ id: String) -> Screen { screens.first { $0.id.value == id } ?? S.category }

    @Test(arguments: screens.map(\.id.value))
    func theInitialSelectionIsValid(_ id: String) {
        let screen = Self.screen(id)
        let instance = SchemaInstances.initial(of: screen)
        #expect(SchemaChecker(schema: ResultSchema.generate(screen)).errors(instance) == [])
    }

    @Test(arguments: screens.map(\.id.value))
    func everyBreakageIsRejected(_ id: String) {
        let screen = Self.screen(id)
        let checker = SchemaChecker(schema: ResultSchema.generate(screen))
        let breakages = SchemaInstances.breakages(of: screen)
        #expect(breakages.count >= 4)
        for breakage in breakages {
            #expect(!checker.isValid(breakage.instance), "accepted \(breakage): \(JSONWriter.compact(breakage.instance))")
        }
    }

    @Test func tooManyIsBuiltWhenMaxIsBelowTheOptions() {
        let names = SchemaInstances.breakages(of: S.interests).map(\.name)
        #expect(names.contains("too many items"))
        #expect(names.contains("a duplicate"))
    }

    @Test func everyOptionAloneIsAValidChoice() {
        let checker = SchemaChecker(schema: ResultSchema.generate(S.category))
        for id in ["pet", "애인 💑", "가족 👫"] {
            #expect(checker.isValid(.object([.init("category", .string(id))])), "\(id)")
        }
    }
}
