import FormcCLI
import FormcPipelineTestSupport
import Foundation
import Testing

/// `formc schema` through the command line.
@Suite struct SchemaCommandTests {
    static let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path + "/specs/"

    @Test func withoutAFileItPrintsTheSpecLanguageSchema() {
        let (code, out, _) = CapturingTerminal.run(["schema"])
        #expect(code == .success)
        #expect(out.hasPrefix("{\n  \"$schema\": \"http://json-schema.org/draft-07/schema#\",\n  \"$id\": \"urn:formc:spec:1\""))
        #expect(out.hasSuffix("}\n"))
    }

    @Test func aScreensResultSchemaInBothDrafts() {
        let (code, out, _) = CapturingTerminal.run(["schema", Self.specs + "000-travel-category.yaml"])
        #expect(code == .success)
        #expect(out.contains("\"$schema\": \"https://json-schema.org/draft/2020-12/schema\""))
        #expect(out.contains("\"$id\": \"urn:formc:screen:travel-category\""))
        let (code07, out07, _) = CapturingTerminal.run(["schema", Self.specs + "000-travel-category.yaml", "--draft", "07"])
        #expect(code07 == .success)
        #expect(out07.contains("\"$schema\": \"http://json-schema.org/draft-07/schema#\""))
    }

    @Test func severalScreensNeedScreen() {
        let (code, _, err) = CapturingTerminal.run(["schema", Self.specs + "001-popup-pickers.yaml"])
        #expect(code == .usage)
        #expect(err.contains("'vehicle-picker'") && err.contains("'animal-picker'"))
        let (picked, out, _) = CapturingTerminal.run(["schema", Self.specs + "001-popup-pickers.yaml", "--screen", "animal-picker"])
        #expect(picked == .success)
        #expect(out.contains("urn:formc:screen:animal-picker"))
        let (unknown, _, err2) = CapturingTerminal.run(["schema", Self.specs + "001-popup-pickers.yaml", "--screen", "animal-pickr"])
        #expect(unknown == .usage)
        #expect(err2.contains("animal-picker"))
    }

    @Test func screenOrDraftWithoutAFileIsAUsageError() {
        #expect(CapturingTerminal.run(["schema", "--screen", "x"]).0 == .usage)
        #expect(CapturingTerminal.run(["schema", "--draft", "07"]).0 == .usage)
    }

    @Test func aFileWithErrorsPrintsThemAndExits1() throws {
        let path = NSTemporaryDirectory() + "formc-schema-\(UUID().uuidString).yaml"
        try "formc: 1\nscreen: s\nfields:\n  - { id: f, type: choice, options: [a], initial: b }\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (code, out, err) = CapturingTerminal.run(["schema", path])
        #expect(code == .specErrors)
        #expect(out.isEmpty)
        #expect(err.contains("error[E312]"))
    }
}
