import FormcCLI
import FormcPipelineTestSupport
import FormcTestSupport
import Testing

/// `render --detent` over screens that differ, and `--device` repeated or `all`.
@Suite("Render selection")
struct RenderSelectionTests {
    static let twoScreens = """
        formc: 1
        screen: tall
        sheet: { detents: [medium, large] }
        fields:
          - { id: a, type: choice, commit: on-select, options: [x, z] }
        ---
        formc: 1
        screen: short
        sheet: { detents: [medium] }
        fields:
          - { id: a, type: choice, commit: on-select, options: [x, z] }

        """

    @Test("--detent X draws the screens that have X and notes the others; none having it is a usage error")
    func detent() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let file = try tmp.write("multi.yaml", Self.twoScreens)
        let large = CapturingTerminal.run(["render", file, "--detent", "large"])
        #expect(large.code == .success)
        #expect(large.stdout.contains("tall") && !large.stdout.contains("short"))
        #expect(large.stderr.hasSuffix("note: screen 'short' has no detent 'large' (its detents: medium); not drawn\n"))
        #expect(CapturingTerminal.run(["render", file, "--detent", "huge"]).code == .usage)
    }

    @Test("--device repeats and takes all")
    func devices() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let file = try tmp.write("multi.yaml", Self.twoScreens)
        let one = CapturingTerminal.run(["render", file, "--screen", "tall", "--detent", "medium"]).stdout
        let two = CapturingTerminal.run(["render", file, "--screen", "tall", "--detent", "medium", "--device", "iphone-se", "--device", "iphone-15"])
        #expect(two.code == .success)
        #expect(two.stdout.contains("iphone-se") && two.stdout.contains("iphone-15") && two.stdout.count > one.count)
        let all = CapturingTerminal.run(["render", file, "--screen", "tall", "--detent", "medium", "--device", "all"]).stdout
        #expect(["iphone-se", "iphone-15", "iphone-15-pro-max", "iphone-15-landscape"].allSatisfy { all.contains($0) })
        #expect(CapturingTerminal.run(["render", file, "--device", "iphone-14"]).code == .usage)
    }
}
