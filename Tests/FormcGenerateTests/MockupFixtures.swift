import FormcCore
import FormcGenerate
import FormcGeometry
import FormcLoad
import FormcSpec
import FormcTestSupport
import Foundation

/// Screens for the geometry, mockup and device-rule tests: the example specs in `specs/`, and
/// YAML written in the tests, decoded by the real decoder so positions are real.
enum MockupFixtures {
    /// `Tests/FormcGenerateTests`.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
    static let specsDirectory = URL(fileURLWithPath: testsDirectory)
        .deletingLastPathComponent().deletingLastPathComponent().path + "/specs"
    static let snapshots = Snapshot.directory(for: #filePath, suite: "Mockup")

    /// Every screen of every example spec, in file and document order.
    static let exampleScreens: [Screen] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: specsDirectory)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted().flatMap { name in
            SpecDecoder.decode(Loader.load(path: specsDirectory + "/" + name)).compactMap(\.screen)
        }
    }()

    /// The example screen with this id.
    static func example(_ id: String) -> Screen? { exampleScreens.first { $0.id.value == id } }

    /// The one screen of `yaml`, or nil when it does not decode whole (any load or decode
    /// error), so that a typo in a fixture fails its test.
    static func screen(_ yaml: String, file: String = "test.yaml") -> Screen? {
        let loaded = Loader.load(SourceFile(path: file, bytes: Array(yaml.utf8)))
        guard loaded.diagnostics.errorCount == 0, let decoded = SpecDecoder.decode(loaded).first,
              decoded.diagnostics.errorCount == 0, let screen = decoded.screen, screen.incomplete.isEmpty else { return nil }
        return screen
    }

    /// The decode diagnostics of `yaml`, to explain a fixture that did not decode.
    static func problems(_ yaml: String) -> String {
        let loaded = Loader.load(SourceFile(path: "test.yaml", bytes: Array(yaml.utf8)))
        let all = loaded.diagnostics + SpecDecoder.decode(loaded).flatMap(\.diagnostics)
        return all.map { "\($0.code.id) \($0.message)" }.joined(separator: "\n")
    }

    /// Lines of every drawing in `text` (drawings are separated by a blank line).
    static func drawings(_ text: String) -> [[Substring]] {
        text.split(separator: "\n\n", omittingEmptySubsequences: false).map { drawing in
            drawing.split(separator: "\n", omittingEmptySubsequences: true)
        }
    }
}

/// Display widths of the lines of a drawing, for assertions.
func lineWidths(_ lines: [Substring]) -> Set<Int> {
    Set(lines.map { DisplayWidth.of(String($0)) })
}
