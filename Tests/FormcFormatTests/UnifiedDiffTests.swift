import FormcFormat
import Testing

@Suite struct UnifiedDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.diff("a\nb\n", "a\nb\n", oldName: "x", newName: "x") == "")
    }

    @Test func changesHaveThreeLinesOfContextAndNearbyOnesShareAHunk() {
        let old = (1...20).map { "line \($0)\n" }.joined()
        var lines = (1...20).map { "line \($0)\n" }
        lines[1] = "changed 2\n"
        lines[4] = "changed 5\n"
        lines[17] = "changed 18\n"
        #expect(UnifiedDiff.diff(old, lines.joined(), oldName: "a.yaml", newName: "a.yaml") == """
            --- a.yaml
            +++ a.yaml
            @@ -1,8 +1,8 @@
             line 1
            -line 2
            +changed 2
             line 3
             line 4
            -line 5
            +changed 5
             line 6
             line 7
             line 8
            @@ -15,6 +15,6 @@
             line 15
             line 16
             line 17
            -line 18
            +changed 18
             line 19
             line 20

            """)
    }

    @Test func insertionsDeletionsAndAMissingFinalNewline() {
        #expect(UnifiedDiff.diff("a\nb", "a\nb\nc\n", oldName: "f", newName: "f") == """
            --- f
            +++ f
            @@ -1,2 +1,3 @@
             a
            -b
            \\ No newline at end of file
            +b
            +c

            """)
        #expect(UnifiedDiff.diff("", "x\n", oldName: "f", newName: "f") == "--- f\n+++ f\n@@ -0,0 +1 @@\n+x\n")
        #expect(UnifiedDiff.diff("x\n", "", oldName: "f", newName: "f") == "--- f\n+++ f\n@@ -1 +0,0 @@\n-x\n")
    }

    /// Unrelated texts past the edit bound: one hunk, and every line once.
    @Test func unrelatedTextsBecomeOneHunk() {
        let old = (0..<1000).map { "a\($0)\n" }.joined(), new = (0..<1000).map { "b\($0)\n" }.joined()
        let diff = UnifiedDiff.diff(old, new, oldName: "f", newName: "f")
        #expect(diff.hasPrefix("--- f\n+++ f\n@@ -1,1000 +1,1000 @@\n"))
        #expect(diff.split(separator: "\n").count == 3 + 2000)
    }
}
