import FormcCore
import FormcFormat
import FormcLoad
import FormcPipelineTestSupport
import FormcTestSupport
import Foundation
import Testing

/// `formc fmt` on every spec of specs/, every YAML file the tests keep, and 1,000 generated
/// specs in random layouts with random comments: idempotent, the same meaning, every comment
/// kept where it was (FormatChecks).
@Suite struct FormatPropertyTests {
    /// specs/ and the tests' fixtures (.yaml and .yml), sorted.
    static let corpus: [String] = {
        var files: [String] = []
        let root = Spec.repositoryRoot
        for folder in ["specs", "Tests"] {
            guard let walker = FileManager.default.enumerator(atPath: root + "/" + folder) else { continue }
            for case let name as String in walker where (name.hasSuffix(".yaml") || name.hasSuffix(".yml")) && !name.contains("Snapshots/") {
                files.append(root + "/" + folder + "/" + name)
            }
        }
        return files.sorted()
    }()

    @Test func everySpecAndFixtureKeepsItsMeaningAndComments() {
        #expect(Self.corpus.count > 400)
        var formatted = 0, refused = 0
        for path in Self.corpus {
            let source = SourceFile(path: path, bytes: [UInt8](FileManager.default.contents(atPath: path) ?? Data()))
            switch SpecFormatter.format(source) {
            case .loadErrors(let diagnostics):
                // A file that does not load is left alone, with the loader's findings.
                #expect(diagnostics == Loader.load(source).diagnostics, "\(path)")
                refused += 1
            case .unsupported:
                refused += 1
            case .unsafe(let problem), .commentsNotKept(let problem):
                Issue.record("\(path): \(problem)")
            case .formatted:
                let text = String(decoding: source.bytes, as: UTF8.self)
                let (_, failures) = FormatChecks.failures(of: text, path: path)
                #expect(failures.isEmpty, "\(path):\n\(failures.joined(separator: "\n"))")
                formatted += 1
            }
        }
        #expect(formatted > 200)
        #expect(refused > 0)
    }

    @Test func thousandGeneratedSpecsInRandomLayoutsWithRandomComments() {
        var screens = SeededRandom(start: 39)
        var failed = 0
        for index in 0..<1000 {
            let tree = SpecTree.of(MockupRandomScreens.screen(&screens, index: index))
            var layout = RandomLayout(seed: UInt64(index) &* 7919 &+ 1)
            layout.write(tree)
            let loaded = Loader.load(SourceFile(path: "gen.yaml", bytes: Array(layout.text.utf8)))
            guard loaded.diagnostics.isEmpty else {
                Issue.record("generated spec \(index) does not load: \(loaded.diagnostics.map(\.message))\n\(layout.text)")
                failed += 1
                continue
            }
            let attachments = layout.comments.map { FormatChecks.Attachment(text: $0.text, path: $0.path, trailing: $0.trailing) }
            let (output, failures) = FormatChecks.failures(of: layout.text, attachments: attachments, lint: index % 4 == 0)
            if !failures.isEmpty {
                failed += 1
                // FORMC_FMT_DUMP=DIR keeps each failing input, to run `formc fmt` on by hand.
                if let dump = ProcessInfo.processInfo.environment["FORMC_FMT_DUMP"] {
                    _ = FileManager.default.createFile(atPath: dump + "/\(index).yaml", contents: Data(layout.text.utf8))
                }
                if failed <= 3 { Issue.record("spec \(index):\n\(failures.joined(separator: "\n"))\n--- in\n\(layout.text)--- out\n\(output ?? "")") }
            }
        }
        #expect(failed == 0)
    }

    /// The same spec in two random layouts formats to the same bytes: one canonical layout.
    @Test func twoLayoutsOfOneSpecFormatAlike() {
        var screens = SeededRandom(start: 391)
        for index in 0..<200 {
            let tree = SpecTree.of(MockupRandomScreens.screen(&screens, index: index))
            var a = RandomLayout(seed: UInt64(index) * 2 + 1, commentRate: 1_000_000, blankLines: false)
            var b = RandomLayout(seed: UInt64(index) * 2 + 2, commentRate: 1_000_000, blankLines: false)
            a.write(tree)
            b.write(tree)
            let formatted = [a.text, b.text].map { text -> [UInt8]? in
                guard case .formatted(let bytes) = SpecFormatter.format(SourceFile(path: "gen.yaml", bytes: Array(text.utf8))) else { return nil }
                return bytes
            }
            #expect(formatted[0] != nil && formatted[0] == formatted[1], "spec \(index):\n\(a.text)\n\(b.text)")
        }
    }
}
