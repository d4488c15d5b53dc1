import FormcCLI
import FormcPipelineTestSupport
import Foundation
import Synchronization
import Testing

/// `lint`, `lint -` and `build` report a run's diagnostics in pieces as the report is made
/// (`Terminal.writeReport`): text as its bytes, the other formats as text, never the whole
/// report in one piece.
@Suite struct ReportOutputTests {
    static let count = 2_000

    /// A spec whose field's `initial` names `count` ids that are not its options: `count` E312s.
    static func spec(_ count: Int) -> String {
        "formc: 1\nscreen: s\nfields:\n  - id: f\n    type: multi-choice\n    options: [a, b]\n"
            + "    initial: [\((0..<count).map { "z\($0)" }.joined(separator: ", "))]\nactions:\n  - { id: ok, title: OK, role: submit }\n"
    }
    static let specText = spec(count)

    /// What a command wrote on stdout: the byte pieces and the text pieces, apart.
    final class Capture: Sendable {
        let bytes = Mutex<[[UInt8]]>([]), texts = Mutex<[String]>([])

        var terminal: Terminal {
            Terminal(writeOut: { text in self.texts.withLock { $0.append(text) } }, writeErr: { _ in },
                     readInput: { _ in Array(ReportOutputTests.specText.utf8) },
                     writeOutBytes: { piece in self.bytes.withLock { $0.append(piece) } })
        }
    }

    static func run(_ arguments: (String) -> [String]) throws -> Capture {
        let folder = NSTemporaryDirectory() + "formc-report-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try specText.write(toFile: folder + "/s.yaml", atomically: true, encoding: .utf8)
        let capture = Capture()
        #expect(FormcCLI.run(arguments(folder), terminal: capture.terminal) == .specErrors)
        return capture
    }

    @Test("Text comes as byte pieces of about 64 KiB", arguments: ["lint", "lint -", "build"])
    func textInBytePieces(_ command: String) throws {
        let capture = try Self.run { folder in
            switch command {
            case "lint": ["lint", folder + "/s.yaml"]
            case "lint -": ["lint", "-"]
            default: ["build", folder + "/s.yaml", "--out", folder + "/out"]
            }
        }
        let pieces = capture.bytes.withLock { $0 }
        let report = String(decoding: pieces.joined(), as: UTF8.self)
        #expect(report.components(separatedBy: "error[E312]").count - 1 == Self.count)
        #expect(pieces.count > 5)
        #expect(pieces.allSatisfy { $0.count < 2 * 65_536 })
        #expect(capture.texts.withLock { $0 }.allSatisfy { !$0.contains("error[E312]") })
    }

    @Test("JSON comes as text pieces", arguments: ["lint", "build"])
    func jsonInTextPieces(_ command: String) throws {
        let capture = try Self.run { folder in
            command == "lint" ? ["lint", folder + "/s.yaml", "--format", "json"]
                : ["build", folder + "/s.yaml", "--out", folder + "/out", "--format", "json"]
        }
        let pieces = capture.texts.withLock { $0 }.filter { !$0.isEmpty }
        #expect(pieces.joined().components(separatedBy: "\"E312\"").count - 1 == Self.count)
        #expect(pieces.count > 1)
        #expect(capture.bytes.withLock { $0 }.isEmpty)
    }
}
