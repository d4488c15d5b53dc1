import FormcCLI
import FormcCore
import FormcPipelineTestSupport
import Foundation
import Testing

/// Hostile input through `formc lint`: every case ends with a diagnostic (or a clean run), never
/// a crash or a hang. Where a loader limit stops the work, the diagnostic says where it
/// stopped; for the inputs that are merely large (`Sized`), the work on 4n is compared with
/// the work on n, counted in instructions (`sizedInputsTakeLinearWork`), never timed.
@Suite final class HostileInputTests {
    let directory: String

    init() throws {
        directory = NSTemporaryDirectory() + "formc-hostile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    /// Each test has an instance of its own: its folder goes with it.
    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = directory + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func write(_ name: String, _ text: String) throws -> String { try write(name, Array(text.utf8)) }

    /// Runs `formc lint --format json PATH` and returns the exit code, the codes found, and the
    /// JSON.
    func lint(_ path: String) -> (ExitCode, [String], String) {
        let result = CapturingTerminal.run(["lint", "--format", "json", path])
        let codes = result.1.components(separatedBy: "\"code\": \"").dropFirst().map { String($0.prefix(4)) }
        return (result.0, codes, result.1)
    }

    static let valid = """
        formc: 1
        screen: s
        title: 제목
        fields:
          - id: f
            type: choice
            options: [가, 나]
        actions:
          - { id: apply, title: 완료, role: submit }

        """

    @Test func aliasBomb() throws {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for (name, previous) in zip("bcdefghij", "abcdefghi") {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
        }
        let (code, codes, out) = lint(try write("bomb.yaml", text))
        #expect(code == .specErrors)
        #expect(codes == ["E104"])
        // Stopped at the alias that took the expansion past 10,000 nodes (line 4), not after
        // the billion of the last line.
        #expect(out.contains("\"line\": 4,"))
    }

    @Test func deepNesting() throws {
        let (code, codes, out) = lint(try write("deep.yaml", String(repeating: "[", count: 100_000)))
        #expect(code == .specErrors)
        #expect(codes == ["E104"])
        // Stopped at the 65th of 100,000 brackets.
        #expect(out.contains("\"column\": 65,"))
    }

    @Test func tenMegabyteFile() throws {
        let line = "# " + String(repeating: "x", count: 1021) + "\n"
        let (code, codes, out) = lint(try write("big.yaml", String(repeating: line, count: 10 * 1024)))
        #expect(code == .specErrors)
        #expect(codes == ["E104"])
        // Measured, not parsed: the size is the file's, and nothing of it was loaded.
        #expect(out.contains("file is 10485760 bytes, over the limit of 4 MiB"))
        // No text was read, so the text report shows no line of it, only the hint.
        let (_, text) = lintText(try write("big2.yaml", String(repeating: line, count: 10 * 1024)))
        #expect(text.hasSuffix("big2.yaml:1:1: error[E104]: file is 10485760 bytes, over the limit of 4 MiB\n  = help: split the screens over several files\n\n"))
        #expect(out.contains("\"screens\": 0"))
    }

    @Test func nulByte() throws {
        let (code, codes, _) = lint(try write("nul.yaml", Array("formc: 1\nscreen: s\u{0}\n".utf8)))
        #expect(code == .specErrors)
        #expect(codes == ["E101"])
    }

    @Test func invalidUTF8() throws {
        let (code, codes, out) = lint(try write("latin1.yaml", Array("formc: 1\ntitle: caf".utf8) + [0xE9] + Array("\n".utf8)))
        #expect(code == .specErrors)
        #expect(codes == ["E102"])
        #expect(out.contains("\"line\": 2"))
        #expect(out.contains("\"column\": 11"))
    }

    /// A file with no screen fails the run (E207) instead of passing as "0 screens".
    @Test func loneBOMAndEmptyFileAreE207() throws {
        for (name, bytes) in [("bom.yaml", [UInt8]([0xEF, 0xBB, 0xBF])), ("empty.yaml", []), ("comment.yaml", Array("# nothing\n".utf8))] {
            let (code, codes, out) = lint(try write(name, bytes))
            #expect(code == .specErrors, "\(name)")
            #expect(codes == ["E207"], "\(name)")
            #expect(out.contains("\"screens\": 0"), "\(name)")
        }
    }

    @Test func crlfAndCRLineEndingsLintClean() throws {
        for (name, ending) in [("crlf.yaml", "\r\n"), ("cr.yaml", "\r")] {
            let text = Self.valid.replacingOccurrences(of: "\n", with: ending)
            let (code, codes, _) = lint(try write(name, text))
            #expect(code == .success, "\(name)")
            #expect(codes.isEmpty, "\(name): \(codes)")
        }
    }

    @Test func crLineEndingsKeepPositions() throws {
        let text = Self.valid.replacingOccurrences(of: "\n", with: "\r").replacingOccurrences(of: "options: [가, 나]", with: "options: [가, 나]\r    bogus: 1")
        let (_, codes, out) = lint(try write("cr-error.yaml", text))
        #expect(codes == ["E200"])
        #expect(out.contains("\"line\": 8"))
        #expect(out.contains("\"column\": 5"))
    }

    @Test func tabsInIndentation() throws {
        let (code, codes, out) = lint(try write("tabs.yaml", "formc: 1\nsheet:\n\tgrabber: true\n"))
        #expect(code == .specErrors)
        #expect(codes == ["E101"])
        #expect(out.contains("tabs"))
    }

    @Test func veryLongLines() throws {
        let (code, codes, _) = lint(try write("long.yaml", Sized.longLines.text(Sized.longLines.full)))
        #expect(code == .success)
        #expect(Set(codes).isSubset(of: ["W500"]))
    }

    @Test func tenThousandOptions() throws {
        let (code, codes, _) = lint(try write("many.yaml", Sized.options.text(Sized.options.full)))
        #expect(code == .success)
        #expect(codes.isEmpty, "\(codes)")
    }

    @Test func tenThousandDuplicateOptionIds() throws {
        let (code, codes, _) = lint(try write("dup.yaml", Sized.duplicateIDs.text(Sized.duplicateIDs.full)))
        #expect(code == .specErrors)
        #expect(codes.contains("E301"))
    }

    @Test func directoryNamedLikeASpec() throws {
        let path = directory + "/x.yaml"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        _ = try write("x.yaml/inner.yaml", Self.valid)
        // As a directory it is searched: its spec is found and lints clean.
        let (code, codes, out) = lint(path)
        #expect(code == .success)
        #expect(codes.isEmpty)
        #expect(out.contains("\"screens\": 1"))
    }

    @Test func missingFileIsAUsageError() {
        let (code, codes, out) = lint(directory + "/vanished.yaml")
        #expect(code == .usage)
        #expect(codes.isEmpty && out.isEmpty)
    }

    @Test func danglingSymlinkIsReportedNotFatal() throws {
        _ = try write("good.yaml", Self.valid)
        try FileManager.default.createSymbolicLink(atPath: directory + "/gone.yaml", withDestinationPath: directory + "/nowhere.yaml")
        let (code, codes, out) = lint(directory)
        #expect(code == .specErrors)
        #expect(codes == ["E100"])
        #expect(out.contains("\"screens\": 1"))
    }

    @Test func injectionInTitlesIsEscaped() throws {
        let text = Self.valid.replacingOccurrences(of: "title: 제목", with: "title: \"\\e[31mred\\n::error::pwned\"")
            .replacingOccurrences(of: "options: [가, 나]", with: "options: [가, 나]\n    \"bad\\e]0;x\\u0007key\": 1")
        let path = try write("inject.yaml", text)
        for format in ["text", "github"] {
            let (_, out, _) = CapturingTerminal.run(["lint", "--format", format, path])
            #expect(!out.contains("\u{1B}"), "\(format)")
            #expect(!out.contains("\u{07}"), "\(format)")
        }
    }

    /// Runs `formc lint` in text format (the default), which renders source lines.
    func lintText(_ path: String) -> (ExitCode, String) {
        let result = CapturingTerminal.run(["lint", path])
        return (result.0, result.1)
    }

    @Test func longHexScalar() throws {
        let (code, out) = lintText(try write("hex.yaml", Sized.hex.text(Sized.hex.full)))
        #expect(code == .specErrors)
        #expect(out.contains("error[E203]") || out.contains("error[E202]"))
    }

    @Test func longMalformedIds() throws {
        let (code, out) = lintText(try write("ids.yaml", Sized.malformedIDs.text(Sized.malformedIDs.full)))
        #expect(code == .specErrors)
        #expect(out.contains("error[E205]"))
        for line in out.split(separator: "\n") { #expect(line.utf8.count < 2_000) }
    }

    @Test func manyUnknownInitialIdsWithLongNames() throws {
        let (code, out) = lintText(try write("unknown.yaml", Sized.unknownInitial.text(Sized.unknownInitial.full)))
        #expect(code == .specErrors)
        #expect(out.contains("error[E312]"))
    }

    @Test func manyDiagnosticsOnOneHugeLine() throws {
        let (code, out) = lintText(try write("line.yaml", Sized.hugeLine.text(Sized.hugeLine.full)))
        #expect(code == .specErrors)
        #expect(out.contains("error[E301]"))
    }

    @Test func aliasesCannotNestPastTheLimit() throws {
        var text = "a0: &a0 [x]\n"
        for i in 1..<2_000 { text += "a\(i): &a\(i) [*a\(i - 1)]\n" }
        let (code, codes, out) = lint(try write("alias-depth.yaml", text))
        #expect(code == .specErrors)
        #expect(codes == ["E104"])
        // Stopped at the first alias that nests past 64 levels (*a62 on line 64), not at the
        // 2,000th.
        #expect(out.contains("\"line\": 64,"))
    }
}
