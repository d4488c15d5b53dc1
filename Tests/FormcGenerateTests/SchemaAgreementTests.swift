import FormcCore
import FormcGenerate
import FormcLoad
import FormcPipelineTestSupport
import FormcSpec
import FormcTestSupport
import Testing

/// The spec-language schema and `formc lint` agree (contract §8): a spec that lints without
/// errors and without W507 is valid under the schema; a spec with a structural error
/// (E200–E206) is not. Checked on the examples, on fixtures, and on one-place mutations of
/// both. (check-jsonschema repeats the fixture checks in CI: scripts/ci/check-schemas.sh.)
@Suite("Schema: agreement with lint")
struct SchemaAgreementTests {
    let checker = SchemaChecker(schema: SpecLanguageSchema.generate())

    static let cleanFiles = SchemaSupport.specFiles(in: SchemaSupport.specsDirectory)
        + SchemaSupport.specFiles(in: SchemaSupport.validFixtures)
    static let brokenFiles = SchemaSupport.specFiles(in: SchemaSupport.brokenFixtures)

    @Test func thereAreFixtures() {
        #expect(Self.cleanFiles.count >= 10)
        let kinds = Set(Self.brokenFiles.map { SchemaSupport.name(of: $0).prefix(4) })
        #expect(kinds == ["E200", "E201", "E202", "E203", "E204", "E205", "E206"])
    }

    @Test(arguments: cleanFiles)
    func cleanSpecIsValid(_ path: String) {
        let documents = SchemaSupport.check(file: path)
        #expect(!documents.isEmpty)
        for document in documents {
            #expect(document.isClean, "\(document.index): \(SchemaSupport.summary(document.diagnostics))")
            #expect(checker.errors(document.instance) == [], "document \(document.index)")
        }
    }

    /// Each fixture is named after the one code it breaks, and nothing else is wrong with it.
    @Test(arguments: brokenFiles)
    func brokenSpecIsInvalid(_ path: String) throws {
        let code = String(SchemaSupport.name(of: path).prefix(4))
        let documents = SchemaSupport.check(file: path)
        #expect(documents.count == 1)
        for document in documents {
            #expect(Set(document.errors.map(\.code.id)) == [code], "\(SchemaSupport.summary(document.diagnostics))")
            #expect(!checker.isValid(document.instance))
        }
    }

    /// The specs mutated: the examples and the fixtures that add keys the examples lack.
    static let mutatedFiles = SchemaSupport.specFiles(in: SchemaSupport.specsDirectory)
        + ["every-sheet-key.yaml", "sections-and-tab-bar.yaml", "quoted-lookalikes.yaml", "anchors-and-merges.yaml"]
        .map { SchemaSupport.validFixtures + "/" + $0 }

    /// Thousands of one-place changes to clean specs; each must keep the agreement.
    @Test(arguments: mutatedFiles)
    func mutationsKeepTheAgreement(_ path: String) {
        let loaded = Loader.load(path: path)
        var checked = 0, clean = 0, broken = 0
        var failures: [String] = []
        for document in loaded.documents where SchemaSupport.check(document, file: path) != nil {
            for variant in SchemaMutations.variants(of: document.root) {
                let mutated = Document(root: variant.root, range: document.range, index: document.index)
                guard let result = SchemaSupport.check(mutated, file: path, validatingBroken: false) else { continue }
                checked += 1
                let valid = checker.isValid(result.instance)
                if result.isClean {
                    clean += 1
                    if !valid {
                        failures.append("\(variant.change): lints clean but the schema rejects it: "
                                        + checker.errors(result.instance).prefix(2).joined(separator: "; "))
                    }
                }
                if result.isStructurallyBroken {
                    broken += 1
                    if valid {
                        failures.append("\(variant.change): the schema accepts it but lint says "
                                        + SchemaSupport.summary(result.errors.filter { SchemaSupport.structuralCodes.contains($0.code) }))
                    }
                }
            }
        }
        // Both sides of the implication are exercised, or the test would prove nothing.
        #expect(checked > 300 && clean > 20 && broken > 200, "checked \(checked), clean \(clean), broken \(broken)")
        let examples = failures.prefix(15).joined(separator: "\n")
        #expect(failures.isEmpty, "\(failures.count) disagreements, e.g.:\n\(examples)")
    }

    /// The snippets an editor inserts, placeholders filled in, lint clean and validate.
    @Test func snippetsAreCleanSpecs() throws {
        let definitions = SpecLanguageSchema.generate()["definitions"]
        let screen = try #require(Self.snippets(of: SpecLanguageSchema.generate()).first)
        var documents = [("new screen", screen)]
        for field in Self.snippets(of: definitions?["field"]) {
            documents.append(("field", Self.replacing(["fields", "0"], in: screen, with: field)))
        }
        for option in Self.snippets(of: definitions?["option"]) {
            documents.append(("option", Self.replacing(["fields", "0", "options", "0"], in: screen, with: option)))
        }
        // A new detent goes first (smallest first); the sheet keeps opening at large, so the
        // apply button stays above the fold (W502).
        let opensLarge = Self.replacing(["sheet"], in: screen, with: .object(
            (screen["sheet"].map { if case .object(let m) = $0 { m } else { [] } } ?? []) + [.init("initial-detent", .string("large"))]))
        for detent in Self.snippets(of: definitions?["custom-detent"]) {
            documents.append(("detent", Self.replacing(["sheet", "detents", "0"], in: opensLarge, with: detent)))
        }
        #expect(documents.count == 7)
        for (label, body) in documents {
            // JSON is YAML: the body goes through the real loader and decoder.
            let yaml = Self.filled(JSONWriter.pretty(body))
            let checked = SchemaSupport.check(yaml: yaml)
            #expect(checked.count == 1, "\(label)")
            for document in checked {
                #expect(document.diagnostics.isEmpty, "\(label): \(SchemaSupport.summary(document.diagnostics))\n\(yaml)")
                #expect(checker.errors(document.instance) == [], "\(label)")
            }
        }
    }

    static func snippets(of schema: JSONValue?) -> [JSONValue] {
        guard case .array(let list)? = schema?["defaultSnippets"] else { return [] }
        return list.compactMap { $0["body"] }
    }

    /// `${1:text}` → `text`, as an editor leaves a snippet when tabbing through.
    static func filled(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            out += rest[..<start.lowerBound]
            rest = rest[start.upperBound...]
            guard let colon = rest.firstIndex(of: ":"), let close = rest.firstIndex(of: "}") else { break }
            out += rest[rest.index(after: colon)..<close]
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// `document` with the value at `path` (object keys and array indexes) replaced.
    static func replacing(_ path: [String], in document: JSONValue, with value: JSONValue) -> JSONValue {
        guard let head = path.first else { return value }
        let rest = Array(path.dropFirst())
        switch document {
        case .object(let members):
            return .object(members.map { $0.key == head ? .init($0.key, replacing(rest, in: $0.value, with: value)) : $0 })
        case .array(let items):
            guard let index = Int(head), items.indices.contains(index) else { return document }
            var changed = items
            changed[index] = replacing(rest, in: items[index], with: value)
            return .array(changed)
        default:
            return document
        }
    }
}
