import FormcPipelineTestSupport
import FormcCore
import FormcGenerate
import FormcSpec
import FormcTestSupport
import Testing

/// Golden files of both schema kinds: the result schema of every screen of `specs/` in both
/// drafts, and the spec-language schema. Record with `RECORD_SNAPSHOTS=1`, then read the diff.
@Suite("Schema: golden files")
struct SchemaGoldenTests {
    static let resultDirectory = Snapshot.directory(for: #filePath, suite: "SchemaResult")
    static let languageDirectory = Snapshot.directory(for: #filePath, suite: "SchemaSpecLanguage")

    static let exampleFiles = SchemaSupport.specFiles(in: SchemaSupport.specsDirectory)

    @Test func thereAreExampleSpecs() {
        #expect(Self.exampleFiles.count >= 5)
    }

    @Test(arguments: exampleFiles.map(SchemaSupport.name(of:)))
    func resultSchemasOfExampleSpec(_ name: String) {
        let checked = SchemaSupport.check(file: SchemaSupport.specsDirectory + "/" + name)
        #expect(!checked.isEmpty)
        for document in checked {
            #expect(document.errors.isEmpty, "\(name): \(SchemaSupport.summary(document.errors))")
            guard let screen = document.screen else { continue }
            for draft in ResultSchema.Draft.allCases {
                let text = ResultSchema.text(screen, draft: draft)
                let outcome = Snapshot.check(text, named: "\(screen.id.value).\(draft.flag).schema.json", in: Self.resultDirectory)
                #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
            }
        }
    }

    @Test func specLanguageSchema() {
        let outcome = Snapshot.check(SpecLanguageSchema.text(), named: "formc-spec.schema.json", in: Self.languageDirectory)
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    }
}
