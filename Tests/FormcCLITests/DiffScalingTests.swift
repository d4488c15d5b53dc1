import Foundation
import Testing

/// `formc diff` is not slower than n log n in the size of the specs it compares: for each shape
/// of change grown in one dimension (options renamed, removed and added; fields renamed; screens
/// renamed in place; detents replaced), the instructions of `formc diff` on 4n items are
/// compared with those on n, as `ScalingTests` does for `render`.
@Suite(.enabled(if: Tools.canCountWork, "valgrind counts the work: apt-get install valgrind"))
struct DiffScalingTests {
    struct Shape: Sendable, CustomStringConvertible {
        var name: String
        var n: Int
        /// The old and the new version with n items.
        var versions: @Sendable (Int) -> (String, String)
        var description: String { name }
    }

    static func screen(_ id: String = "s", fields: String, detents: String = "[large]") -> String {
        "formc: 1\nscreen: \(id)\nsheet:\n  detents: \(detents)\nfields:\n\(fields)actions:\n  - { id: apply, title: Apply, role: submit }\n"
    }

    static func choice(_ id: String, options: [String]) -> String {
        "  - id: \(id)\n    type: choice\n    options:\n" + options.map { "      - \($0)\n" }.joined()
    }

    static let shapes: [Shape] = [
        // Every option renamed (same titles): each rename pairs by title.
        Shape(name: "options-renamed", n: 400) { n in
            (screen(fields: choice("f", options: (0..<n).map { "{ id: o\($0), title: t\($0) }" })),
             screen(fields: choice("f", options: (0..<n).map { "{ id: p\($0), title: t\($0) }" })))
        },
        // Every option replaced by another with another title.
        Shape(name: "options-replaced", n: 400) { n in
            (screen(fields: choice("f", options: (0..<n).map { "o\($0)" })),
             screen(fields: choice("f", options: (0..<n).map { "p\($0)" })))
        },
        // Every field renamed (same options): each rename pairs by shape.
        Shape(name: "fields-renamed", n: 150) { n in
            (screen(fields: (0..<n).map { choice("a\($0)", options: ["x\($0)", "y"]) }.joined()),
             screen(fields: (0..<n).map { choice("b\($0)", options: ["x\($0)", "y"]) }.joined()))
        },
        // Every screen renamed in place: n documents.
        Shape(name: "screens-renamed", n: 100) { n in
            ((0..<n).map { screen("a\($0)", fields: choice("f", options: ["x"])) }.joined(separator: "---\n"),
             (0..<n).map { screen("b\($0)", fields: choice("f", options: ["x"])) }.joined(separator: "---\n"))
        },
    ]

    @Test(arguments: shapes) func workGrowsLinearly(_ shape: Shape) throws {
        let tools = try #require(Tools.find())
        let directory = NSTemporaryDirectory() + "formc-diff-scaling-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var work: [Int] = []
        for n in [shape.n, 4 * shape.n] {
            let (base, head) = shape.versions(n)
            try base.write(toFile: "\(directory)/base-\(n).yaml", atomically: true, encoding: .utf8)
            try head.write(toFile: "\(directory)/head-\(n).yaml", atomically: true, encoding: .utf8)
            let (status, instructions) = try tools.countInstructions(
                ["diff", "\(directory)/base-\(n).yaml", "\(directory)/head-\(n).yaml", "--format", "json"], directory: directory)
            // Every shape breaks stored results or generated code.
            #expect(status == 1, "\(shape.name) n=\(n): formc diff exited \(status)")
            work.append(instructions)
        }
        let ratio = Double(work[1]) / Double(work[0])
        print("diff scaling: \(shape.name) n=\(shape.n): \(work[0]) → \(work[1]) instructions, \(ratio)×")
        #expect(ratio < ScalingTests.limit, "\(shape.name): 4× the items took \(ratio)× the work (\(work[0]) → \(work[1]))")
    }
}
