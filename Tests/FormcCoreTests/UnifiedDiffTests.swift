import FormcCore
import Foundation
import Testing

struct UnifiedDiffTests {
    static func diff(_ old: String, _ new: String) -> String {
        UnifiedDiff.diff(old: Array(old.utf8), new: Array(new.utf8), path: "a.yaml")
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(Self.diff("a\nb\n", "a\nb\n") == "")
    }

    @Test func aChangedLineWithItsContext() {
        let old = (1...10).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(Self.diff(old, new) == """
            --- a.yaml
            +++ a.yaml
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    @Test func changesFarApartAreTwoHunksAndRepeatedLinesMatch() {
        let old = "x\n" + String(repeating: "same\n", count: 10) + "y\n"
        let new = "X\n" + String(repeating: "same\n", count: 10) + "Y\n"
        let diff = Self.diff(old, new)
        #expect(diff.components(separatedBy: "@@ -").count - 1 == 2)
        #expect(diff.contains("@@ -1,4 +1,4 @@\n-x\n+X\n same\n"))
        #expect(diff.contains("@@ -9,4 +9,4 @@\n same\n same\n same\n-y\n+Y\n"))
    }

    @Test func anAddedLineAndAMissingNewline() {
        #expect(Self.diff("a\nb", "a\nb\nc") == "--- a.yaml\n+++ a.yaml\n@@ -1,2 +1,3 @@\n a\n-b\n\\ No newline at end of file\n+b\n+c\n\\ No newline at end of file\n")
    }

    @Test func crlfLinesKeepTheirBreaks() {
        #expect(Self.diff("a\r\nb\r\n", "a\r\nc\r\n").hasSuffix(" a\r\n-b\r\n+c\r\n"))
    }
}
