import FormcCLI
import FormcCore
import FormcPipelineTestSupport
import Foundation
import Synchronization
import Testing

/// `formc render` and `formc devices` through the command line.
@Suite struct RenderCommandTests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    func spec(_ name: String) -> String { Self.repo + "/specs/" + name }

    func temporary(_ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "formc-render-\(UUID().uuidString).yaml"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A spec whose field's `initial` names `count` ids that are not its options: `count` E312s.
    func initialNamingNoOption(_ count: Int) throws -> String {
        try temporary(ReportOutputTests.spec(count))
    }

    @Test("A spec with thousands of problems is reported in pieces as the report is made, not held whole")
    func manyDiagnosticsWrittenInPieces() throws {
        let path = try initialNamingNoOption(2_000)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let pieces = Mutex<[String]>([])
        let terminal = Terminal(writeOut: { _ in }, writeErr: { text in pieces.withLock { $0.append(text) } })
        #expect(FormcCLI.run(["render", path], terminal: terminal) == .specErrors)
        let written = pieces.withLock { $0 }
        let report = written.joined()
        #expect(report.components(separatedBy: "error[E312]").count - 1 == 2_000)
        #expect(written.count > 5)
        #expect(written.allSatisfy { $0.utf8.count < 2 * 65_536 })
    }

    @Test("The report goes to stderr as the bytes it is made of, not made a String first")
    func reportWrittenAsBytes() throws {
        let path = try initialNamingNoOption(300)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bytes = Mutex<[UInt8]>([]), texts = Mutex<[String]>([])
        let terminal = Terminal(writeOut: { _ in }, writeErr: { text in texts.withLock { $0.append(text) } },
                                writeErrBytes: { piece in bytes.withLock { $0 += piece } })
        #expect(FormcCLI.run(["render", path], terminal: terminal) == .specErrors)
        let report = String(decoding: bytes.withLock { $0 }, as: UTF8.self)
        #expect(report.components(separatedBy: "error[E312]").count - 1 == 300)
        #expect(report.hasSuffix("= help: name one of the field's options by its id: 'a', 'b'\n\n"))
        #expect(texts.withLock { $0 }.allSatisfy { !$0.contains("error[E312]") })
    }

    @Test func drawsEveryDetentOfTheScreen() {
        let (code, out, err) = CapturingTerminal.run(["render", spec("000-travel-category.yaml")])
        #expect(code == .success, "\(err)")
        #expect(out.contains("travel-category · medium"))
        #expect(!out.contains("travel-category · large"))
        #expect(out.contains("선택 완료"))
    }

    @Test func oneDetentOnOneDevice() {
        let (code, out, _) = CapturingTerminal.run(["render", spec("000-travel-category.yaml"), "--detent", "medium", "--device", "iphone-se"])
        #expect(code == .success)
        #expect(out.contains("travel-category · medium"))
        #expect(!out.contains("travel-category · large"))
        #expect(out.contains("iphone-se"))
    }

    @Test("A full-screen screen has one detent, full-screen, whatever its ignored detents say (W511)")
    func fullScreenHasOneDetent() throws {
        let path = try temporary("""
            formc: 1
            screen: fs
            sheet: { presentation: full-screen, detents: [medium, large], initial-detent: medium, dismiss: { close-button: true } }
            fields:
              - { id: a, type: choice, commit: on-select, options: [x, y] }

            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let all = CapturingTerminal.run(["render", path, "--device", "iphone-se"])
        #expect(all.code == .success)
        #expect(all.stdout.hasPrefix("fs · full-screen (initial) · iphone-se\n"))
        #expect(!all.stdout.contains("medium") && !all.stdout.contains("fs · large"))
        #expect(all.stderr.contains("W511"))
        let one = CapturingTerminal.run(["render", path, "--detent", "full-screen", "--device", "iphone-se"])
        #expect(one.code == .success)
        #expect(one.stdout == all.stdout)
        let folded = CapturingTerminal.run(["render", path, "--detent", "full-screen", "--fold", "--side-by-side"])
        #expect(folded.code == .success && folded.stdout.hasPrefix("fs · full-screen (initial) · iphone-15"))
        let ignored = CapturingTerminal.run(["render", path, "--detent", "medium"])
        #expect(ignored.code == .usage)
        #expect(ignored.stderr.hasSuffix("error: unknown detent 'medium' of screen 'fs'\n  detents: full-screen, all\n"))
    }

    @Test("A ZWJ outside an emoji sequence is zero width and joins nothing: every frame line is as wide")
    func joinerOutsideEmoji() throws {
        let path = try temporary("""
            formc: 1
            screen: z
            sheet: { detents: [large] }
            fields:
              - { id: c, type: choice, layout: list, commit: on-select, options: ["a\\u200db", "x\\u200d", "\\u200dz", ok] }

            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        for charset in ["unicode", "ascii"] {
            let (code, out, _) = CapturingTerminal.run(["render", path, "--device", "iphone-se", "--charset", charset])
            #expect(code == .success)
            // Counted without DisplayWidth: these lines hold one-cell glyphs, ASCII and ZWJs
            // (and the ◌ a leading ZWJ is drawn on), so a line's cells are its scalars less its ZWJs.
            let lines = out.split(separator: "\n").filter { $0.hasPrefix(charset == "unicode" ? "│" : "|") }
            let cells = Set(lines.map { $0.unicodeScalars.filter { $0 != "\u{200D}" }.count })
            #expect(cells.count == 1, "\(charset): \(cells)")
            #expect(lines.contains { $0.contains("a\u{200D}b ") } && lines.contains { $0.contains("x\u{200D} ") })
        }
    }

    @Test func everyLineHasTheSameWidthInBothCharsets() {
        for charset in ["unicode", "ascii"] {
            let (_, out, _) = CapturingTerminal.run(["render", spec("003-interests.yaml"), "--charset", charset])
            for drawing in out.components(separatedBy: "\n\n") where !drawing.isEmpty {
                let lines = drawing.split(separator: "\n")
                let frame = lines.filter { $0.hasPrefix(charset == "unicode" ? "│" : "|") }
                let widths = Set(frame.map { DisplayWidth.of(String($0)) })
                #expect(widths.count == 1, "\(charset): widths \(widths.sorted())")
                #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= widths.first ?? 0 && !$0.hasSuffix(" ") })
            }
        }
    }

    @Test func sideBySideAndFolded() {
        let (code, out, err) = CapturingTerminal.run(["render", spec("004-my-place.yaml"), "--side-by-side", "--fold"])
        #expect(code == .success, "\(err)")
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
        // Three detents of a portrait iPhone in one row: one caption line names all three.
        #expect(lines.contains { $0.contains("my-place · peek (initial)") && $0.contains("my-place · medium") && $0.contains("my-place · large") })
        #expect(out.contains("rows folded"))
        #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= 160 && !$0.hasSuffix(" ") })
        // Under the screen's drawings, a legend of the marks they use, as on the review pages.
        #expect(out.components(separatedBy: "\nlegend:\n").count == 2)
        let legend = out.components(separatedBy: "\nlegend:\n").last ?? ""
        #expect(legend.contains("  ▸tab◂    the selected tab; the marks stand for the tab bar's tint\n") && legend.contains("  ≈ … ≈    folded: "))
        #expect(!legend.contains("submit button"), "no mark the drawings do not use")
        // A narrower width wraps: one frame a row.
        let (_, narrow, _) = CapturingTerminal.run(["render", spec("004-my-place.yaml"), "--side-by-side", "--width", "60"])
        #expect(narrow.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 60 })
        #expect(!narrow.contains("rows folded"))
        #expect(!narrow.contains("legend:"), "the legend comes with the review's arrangement, folded and side by side")
        #expect(narrow.components(separatedBy: "\n\n").count == 3)
        let (bad, _, message) = CapturingTerminal.run(["render", spec("004-my-place.yaml"), "--side-by-side", "--width", "12"])
        #expect(bad == .usage && message.contains("--width"))
    }

    @Test func asciiFrameHasNoBoxDrawing() {
        let (_, out, _) = CapturingTerminal.run(["render", spec("000-travel-category.yaml"), "--charset", "ascii"])
        #expect(!out.contains("┌") && !out.contains("│") && !out.contains("╭"))
        #expect(out.contains("반려동물 🐶"))
    }

    @Test func severalScreensNeedScreenToPickOne() {
        let (code, out, _) = CapturingTerminal.run(["render", spec("001-popup-pickers.yaml"), "--screen", "animal-picker"])
        #expect(code == .success)
        #expect(out.contains("animal-picker"))
        #expect(!out.contains("vehicle-picker ·"))
    }

    @Test func unknownNamesAreUsageErrorsWithSuggestions() {
        let (c1, _, e1) = CapturingTerminal.run(["render", spec("000-travel-category.yaml"), "--device", "iphone-14"])
        #expect(c1 == .usage)
        #expect(e1.contains("iphone-15"))
        let (c2, _, e2) = CapturingTerminal.run(["render", spec("000-travel-category.yaml"), "--detent", "medum"])
        #expect(c2 == .usage)
        #expect(e2.contains("did you mean 'medium'?"))
        let (c3, _, e3) = CapturingTerminal.run(["render", spec("001-popup-pickers.yaml"), "--screen", "animal-pickr"])
        #expect(c3 == .usage)
        #expect(e3.contains("did you mean 'animal-picker'?"))
    }

    @Test("A detent no screen has is a usage error listing every screen's detents, each once, blaming none")
    func detentNoScreenHas() throws {
        let folder = NSTemporaryDirectory() + "formc-render-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, detents) in [("a", "[medium]"), ("b", "[fit]"), ("c", "[fit, medium]")] {
            try "formc: 1\nscreen: \(name)\nsheet: {detents: \(detents)}\ncontent: [{rows: [x]}]\n"
                .write(toFile: folder + "/\(name).yaml", atomically: true, encoding: .utf8)
        }
        let (code, out, err) = CapturingTerminal.run(["render", folder, "--detent", "large"])
        #expect(code == .usage)
        #expect(out.isEmpty)
        #expect(err == "error: unknown detent 'large'\n  detents: medium, fit, all\n")
        // One screen: its own detents, named as its.
        let one = CapturingTerminal.run(["render", folder + "/b.yaml", "--detent", "large"])
        #expect(one.code == .usage)
        #expect(one.stderr == "error: unknown detent 'large' of screen 'b'\n  detents: fit, all\n")
    }

    @Test func aFileWithErrorsPrintsThemInstead() throws {
        let path = try temporary("formc: 1\nscreen: s\nfields:\n  - id: f\n    type: choice\n    options: [a]\n    initial: b\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (code, out, err) = CapturingTerminal.run(["render", path])
        #expect(code == .specErrors)
        #expect(out.isEmpty)
        #expect(err.contains("error[E312]"))
    }

    @Test func devicesListsTheContractsDevices() {
        let (code, out, _) = CapturingTerminal.run(["devices"])
        #expect(code == .success)
        for line in ["iphone-se", "375×667", "iphone-15 (default)", "393×852", "59/34", "iphone-15-pro-max", "430×932",
                     "iphone-15-landscape", "852×393"] {
            #expect(out.contains(line), "missing \(line)")
        }
    }
}
