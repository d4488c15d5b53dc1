import FormcCore
import FormcLoad
import FormcPipelineTestSupport
import FormcProject
import FormcTestSupport
import Synchronization
import Testing

/// How `formc lint --fix` applies fixes to one file: in a fixed order, never two that touch in
/// one pass, and never one the check after it finds fault with.
struct FileFixerTests {
    static func fix(_ start: Int, _ end: Int, _ text: String, code: DiagnosticCode = .E203, title: String = "t") -> SpecFix {
        SpecFix(title: title, applicability: .safe, edits: [SpecEdit(start..<end, text)], code: code)
    }

    @Test func touchingFixesWaitForTheNextPassWhateverTheirOrder() {
        let bytes = Array("abcdef".utf8)
        let fixes = [Self.fix(1, 3, "X"), Self.fix(2, 4, "Y"), Self.fix(3, 3, "Z"), Self.fix(5, 6, "W")]
        let one = FixApplication(fixes, to: bytes), other = FixApplication(fixes.reversed(), to: bytes)
        #expect(String(decoding: one.bytes, as: UTF8.self) == "aXdeW")
        #expect(one.bytes == other.bytes)
        #expect(one.applied.count == 2 && one.deferred == 2)
        #expect(one.placed == [[1..<2], [4..<5]])
    }

    @Test func twoInsertionsAtOnePlaceAreNotBothApplied() {
        let application = FixApplication([Self.fix(2, 2, "B", title: "b"), Self.fix(2, 2, "A", title: "a")], to: Array("xy".utf8))
        #expect(String(decoding: application.bytes, as: UTF8.self) == "xyA")
    }

    @Test func anEditOutsideTheTextIsNeverApplied() {
        let application = FixApplication([Self.fix(4, 9, "Q")], to: Array("abc".utf8))
        #expect(application.bytes == Array("abc".utf8) && application.applied.isEmpty)
    }

    /// A spec with two misspelt words whose suggested fixes are unsafe and one W507 (safe).
    static let spec = "formc: 1\nscreen: s\nsheet:\n  detents: [medium, larg]\nfields:\n  - { id: f, type: choise, commit: on-select, options: [yes, b] }\n"

    final class Counter: Sendable {
        let count = Mutex(0)
    }

    static func realCheck(counting checks: Counter? = nil) -> FileFixer.Check {
        { bytes in
            checks?.count.withLock { $0 += 1 }
            let loaded = Loader.load(SourceFile(path: "s.yaml", bytes: bytes))
            let documents = loaded.documents
            return (Stages.standard.check(loaded).diagnostics, documents)
        }
    }

    @Test func safeFixesOnlyUnlessUnsafeOnesAreAsked() {
        let safe = FileFixer(appliesUnsafe: false, check: Self.realCheck()).fix(Array(Self.spec.utf8))
        #expect(safe.fixed == 1 && safe.hiddenUnsafe == 2)
        #expect(String(decoding: safe.bytes, as: UTF8.self).contains("options: [\"yes\", b]"))
        let all = FileFixer(appliesUnsafe: true, check: Self.realCheck()).fix(Array(Self.spec.utf8))
        #expect(all.fixed == 3 && all.diagnostics.isEmpty && all.hiddenUnsafe == 0)
        // Fixing again finds nothing to do: the fixes are idempotent.
        let again = FileFixer(appliesUnsafe: true, check: Self.realCheck()).fix(all.bytes)
        #expect(again.bytes == all.bytes && again.fixed == 0)
    }

    /// A check that reports a new finding at the text one fix writes: that fix is taken back,
    /// the others are kept, and nothing is tried twice.
    @Test func aFixTheCheckFindsFaultWithIsTakenBack() {
        let checks = Counter()
        let real = Self.realCheck(counting: checks)
        let check: FileFixer.Check = { bytes in
            var found = real(bytes)
            let text = String(decoding: bytes, as: UTF8.self)
            if let range = text.utf8.firstRange(of: "large]".utf8) {
                let start = text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound)
                let at = SourceLocation(line: 4, column: 1, offset: start)
                found.diagnostics.append(Diagnostic(.E204, "made up by the test", file: "s.yaml", range: SourceRange(start: at, end: at)))
            }
            return found
        }
        let outcome = FileFixer(appliesUnsafe: true, check: check).fix(Array(Self.spec.utf8))
        let text = String(decoding: outcome.bytes, as: UTF8.self)
        #expect(text.contains("[medium, larg]") && text.contains("type: choice") && text.contains("\"yes\""))
        #expect(outcome.fixed == 2 && outcome.rejected == 1)
        #expect(outcome.checks <= FileFixer.maxPasses * FileFixer.maxChecksPerPass + 1)
        #expect(checks.count.withLock { $0 } == outcome.checks)
    }

    /// A fix after which the YAML no longer parses, wherever the parser says so, is taken back.
    @Test func aFixThatBreaksTheSyntaxIsTakenBack() {
        let check: FileFixer.Check = { bytes in
            var found = Self.realCheck()(bytes)
            if String(decoding: bytes, as: UTF8.self).contains("choice") {
                found.diagnostics.append(Diagnostic(.E101, "made up by the test", file: "s.yaml", range: nil))
            }
            return found
        }
        let outcome = FileFixer(appliesUnsafe: true, check: check).fix(Array(Self.spec.utf8))
        let text = String(decoding: outcome.bytes, as: UTF8.self)
        #expect(text.contains("type: choise") && text.contains("[medium, large]"))
        #expect(outcome.rejected >= 1)
    }

    /// A missing key goes after the mapping's last entry, with the file's line breaks, after a BOM.
    @Test func anAddedKeyKeepsCRLFAndTheBOM() {
        let spec = "\u{FEFF}formc: 1\r\nscreen: s\r\nfields:\r\n  - id: f\r\n    commit: on-select\r\n    options: [a, b]\r\n"
        let outcome = FileFixer(appliesUnsafe: true, check: Self.realCheck()).fix(Array(spec.utf8))
        #expect(String(decoding: outcome.bytes, as: UTF8.self) == spec + "    type: choice\r\n")
        #expect(outcome.diagnostics.isEmpty)
    }
}
