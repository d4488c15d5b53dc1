import FormcPipelineTestSupport
import FormcTestSupport
import Foundation
import Testing

/// No input under the limits is slow: for each hostile shape of spec (one dimension grown —
/// detents, options, sections, fields, actions, tabs, aliases, long titles, documents,
/// diagnostics), the work of `formc render` (which loads, decodes, validates on every device,
/// lays out and draws) on 4n items is compared with its work on n items.
///
/// Work is counted, not timed: instructions executed, as valgrind counts them (cachegrind
/// without its cache simulation), so the test gives the same answer on a loaded machine.
/// Linear work gives a ratio of 4 (a little less: the runtime's start is the same for both),
/// n log n about 5, and quadratic work 16; n is chosen so that the items outweigh the start.
///
/// The shapes come from `bench/gen_hostile.py`, the generator the benchmark uses.
///
/// valgrind is not among the README's prerequisites: without it the suite is skipped (and says
/// so), unless `FORMC_REQUIRE_VALGRIND=1` is set, as `.ci/run` does, where it must run.
@Suite(.enabled(if: Tools.canCountWork, "valgrind counts the work: apt-get install valgrind"))
struct ScalingTests {
    struct Shape: Sendable, CustomStringConvertible {
        var name: String
        var n: Int
        /// `formc render` arguments after the file.
        var render: [String] = []
        var valid = true
        var description: String { ([name] + render).joined(separator: " ") }
    }

    static let shapes: [Shape] = [
        Shape(name: "detents", n: 200, render: ["--detent", "d1"]),
        Shape(name: "missing-detent", n: 200, valid: false),
        Shape(name: "options", n: 200),
        Shape(name: "initial", n: 200),
        Shape(name: "sections", n: 100),
        Shape(name: "fields", n: 100),
        Shape(name: "actions", n: 200),
        Shape(name: "tabs", n: 200),
        Shape(name: "aliases", n: 200),
        Shape(name: "title", n: 200),
        Shape(name: "titles", n: 50),
        Shape(name: "documents", n: 50, render: ["--screen", "s0"]),
        Shape(name: "duplicates", n: 400, valid: false),
        Shape(name: "unknown-keys", n: 200, valid: false),
        Shape(name: "bad-initial", n: 200, valid: false),
    ]

    /// Above this, the work grows faster than n log n.
    static let limit = CountedInstructions.linearLimit

    @Test(arguments: shapes) func workGrowsLinearly(_ shape: Shape) throws {
        try expectLinearWork(shape, command: "render", status: shape.valid ? 0 : 1, items: "items")
    }

    /// Many diagnostics reported in every format `lint` writes: text (each with its source line,
    /// windowed on a long one), JSON and SARIF.
    static let reports: [Shape] = ["bad-initial", "duplicates", "unknown-keys"].flatMap { name in
        ["text", "json", "sarif"].map { Shape(name: name, n: 300, render: ["--format", $0], valid: false) }
    }

    @Test(arguments: reports) func reportWorkGrowsLinearly(_ shape: Shape) throws {
        try expectLinearWork(shape, command: "lint", status: 1, items: "diagnostics")
    }

    /// `formc COMMAND FILE` with `shape.render` on the shape at n and at 4n exits with `status`,
    /// and the second run's counted instructions are under `limit` times the first's.
    private func expectLinearWork(_ shape: Shape, command: String, status expected: Int32, items: String) throws {
        let tools = try #require(Tools.find())
        let directory = NSTemporaryDirectory() + "formc-scaling-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }

        let label = ([command] + shape.render + [shape.name]).joined(separator: " ")
        var work: [Int] = []
        for n in [shape.n, 4 * shape.n] {
            let file = "\(directory)/\(shape.name)-\(n).yaml"
            try tools.generate(shape.name, n, file)
            let (status, instructions) = try tools.countInstructions([command, file] + shape.render, directory: directory)
            #expect(status == expected, "\(label) n=\(n): formc exited \(status)")
            work.append(instructions)
        }
        let ratio = Double(work[1]) / Double(work[0])
        print("scaling: \(label) n=\(shape.n): \(work[0]) → \(work[1]) instructions, \(ratio)×")
        #expect(ratio < Self.limit, "\(label): 4× the \(items) took \(ratio)× the work (\(work[0]) → \(work[1]) instructions)")
    }
}

/// The programs the scaling test runs: valgrind (through `CountedInstructions`), python3 with
/// the benchmark's generator, and the formc built beside this test bundle.
struct Tools {
    var python: String
    var generator: String
    var formc: String

    /// Whether the scaling suite runs: valgrind is on the PATH, or CI requires it (then a
    /// missing valgrind fails the suite instead of skipping it).
    static var canCountWork: Bool { CountedInstructions.canCount }

    static func find(sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Tools? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        guard CountedInstructions.executable("valgrind") != nil else {
            Issue.record("valgrind is needed to count work (apt-get install valgrind; .ci/run installs it)", sourceLocation: sourceLocation)
            return nil
        }
        guard let python = CountedInstructions.executable("python3") else {
            Issue.record("python3 is needed to run bench/gen_hostile.py", sourceLocation: sourceLocation)
            return nil
        }
        guard let formc = formcExecutable(sourceLocation: sourceLocation) else { return nil }
        return Tools(python: python, generator: root.appendingPathComponent("bench/gen_hostile.py").path, formc: formc)
    }

    /// The formc built beside this test bundle (`swift build --build-tests` builds both).
    static func formcExecutable(sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String? {
        do {
            return try CountedInstructions.formcExecutable()
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    func generate(_ shape: String, _ n: Int, _ file: String) throws {
        let status = try CountedInstructions.runDiscardingOutput(python, [generator, shape, String(n), file])
        try #require(status == 0, "gen_hostile.py \(shape) \(n) exited \(status)")
    }

    /// Runs formc with `arguments` under valgrind: its exit status and the instructions it executed.
    func countInstructions(_ arguments: [String], directory: String) throws -> (status: Int32, instructions: Int) {
        try CountedInstructions.run(formc, arguments, directory: directory)
    }
}
