import FormcBuild
import FormcCore
import FormcLoad
import FormcProject
import FormcSpec
import Foundation

/// Spec text and the example specs through the real stages, for the tests of every stage:
/// decoding alone, or load → decode → validate through the same façade `lint` uses.
public enum Spec {
    /// The repository root, from this file's path.
    public static let repositoryRoot: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    /// Every document of `text` decoded, and the loader's diagnostics.
    public static func decode(_ text: String, path: String = "test.yaml") -> (documents: [DecodedDocument], load: [Diagnostic]) {
        let loaded = Loader.load(SourceFile(path: path, bytes: Array(text.utf8)))
        return (SpecDecoder.decode(loaded), loaded.diagnostics)
    }

    /// `text` through every stage, as the file `path`.
    public static func check(_ text: String, path: String = "test.yaml") -> CheckedFile {
        Stages.standard.check(text: text, path: path)
    }

    /// All diagnostics of `text` (loader, decoder, rules), in report order.
    public static func diagnostics(_ text: String, path: String = "test.yaml") -> [Diagnostic] {
        check(text, path: path).diagnostics
    }

    /// The single screen of `text`; nil unless it loads and decodes whole (no error, nothing
    /// left incomplete), so that a typo in a fixture fails its test.
    public static func screen(_ text: String, path: String = "test.yaml") -> Screen? {
        let (documents, load) = decode(text, path: path)
        guard load.errorCount == 0, let document = documents.first, document.diagnostics.errorCount == 0,
              let screen = document.screen, screen.incomplete.isEmpty else { return nil }
        return screen
    }

    /// The load and decode diagnostics of `text`, one a line, to explain a fixture that did not decode.
    public static func problems(_ text: String) -> String {
        let (documents, load) = decode(text)
        return (load + documents.flatMap(\.diagnostics)).map { "\($0.code.id) \($0.message)" }.joined(separator: "\n")
    }

    /// Every screen of every example spec in `specs/`, in file and document order.
    public static let exampleScreens: [Screen] = {
        let directory = repositoryRoot + "/specs"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted().flatMap { name in
            SpecDecoder.decode(Loader.load(path: directory + "/" + name)).compactMap(\.screen)
        }
    }()

    /// The example screen with this id.
    public static func example(_ id: String) -> Screen? { exampleScreens.first { $0.id.value == id } }
}

/// Lints `paths` with the real stages, as `formc lint` does.
public func lint(_ paths: [String]) -> LintRun {
    let pipeline = LintPipeline(stages: .standard)
    return BlockingRunner.run { await pipeline.run(paths: paths) }
}
