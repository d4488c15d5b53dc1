import FormcCore
import FormcGenerate
import FormcSpec
import FormcTestSupport
import Testing

/// `result: id | title | index`: the result schema holds each picked option in the field's
/// form — its id, its title, or its index among the field's options (a disabled option keeps
/// its place and is never accepted).
@Suite("Schema: the result's form")
struct SchemaResultFormTests {
    typealias S = SchemaTestScreens

    static func field(_ kind: Field.Kind, _ form: Field.ResultForm?, initial: Field.Initial? = nil) -> Field {
        var field = S.field("f", kind, options: ["pet=반려동물", S.OptionSketch("tea", "차", disabled: true), "view=뷰"], initial: initial)
        field.result = form.map { S.located($0) }
        return field
    }

    @Test func titlesAndIndicesAreWhatTheResultHolds() {
        let byTitle = SchemaChecker(schema: ResultSchema.generate(S.screen("s", fields: [Self.field(.choice, .title)])))
        #expect(byTitle.isValid(.object(["f": .string("반려동물")])) && byTitle.isValid(.object(["f": .string("뷰")])))
        #expect(!byTitle.isValid(.object(["f": .string("pet")])) && !byTitle.isValid(.object(["f": .string("차")])))

        let byIndex = SchemaChecker(schema: ResultSchema.generate(S.screen("s", fields: [Self.field(.multiChoice, .index)])))
        #expect(byIndex.isValid(.object(["f": .array([.int(0), .int(2)])])))
        // The disabled option keeps index 1 and is never accepted; ids are not either.
        #expect(!byIndex.isValid(.object(["f": .array([.int(1)])])))
        #expect(!byIndex.isValid(.object(["f": .array([.string("pet")])])))

        let byID = SchemaChecker(schema: ResultSchema.generate(S.screen("s", fields: [Self.field(.choice, nil)])))
        #expect(byID.isValid(.object(["f": .string("pet")])) && !byID.isValid(.object(["f": .int(0)])))
    }

    @Test func theDefaultFollowsTheForm() throws {
        let choice = ResultSchema.generate(S.screen("s", fields: [Self.field(.choice, .index, initial: .single(S.located("view")))]))
        let property = try #require(choice["properties"]?["f"])
        #expect(property["type"] == .string("integer") && property["default"] == .int(2))
        let multi = ResultSchema.generate(S.screen("s", fields: [Self.field(.multiChoice, .title, initial: .list([S.located("pet")]))]))
        #expect(multi["properties"]?["f"]?["default"] == .array([.string("반려동물")]))
    }
}
