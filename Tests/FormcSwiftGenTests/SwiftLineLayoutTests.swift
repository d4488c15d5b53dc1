@testable import FormcSwiftGen
import Testing

/// How `SwiftLines` decides that a line fits, and what the decisions cost.
@Suite("Swift: line layout")
struct SwiftLineLayoutTests {
    /// The measure agrees with counting characters, at the limit and one past it: ASCII,
    /// Hangul (3 bytes a character), combining marks (2 scalars a character), emoji sequences,
    /// CR LF (one character of two ASCII scalars).
    @Test(arguments: [
        String(repeating: "a", count: 100), String(repeating: "a", count: 101),
        String(repeating: "가", count: 100), String(repeating: "가", count: 101),
        String(repeating: "e\u{301}", count: 100), String(repeating: "e\u{301}", count: 101),
        String(repeating: "👍🏽", count: 100), String(repeating: "👨‍👩‍👧", count: 101),
        String(repeating: "\r\n", count: 60) + String(repeating: "a", count: 40),
        String(repeating: "\r\n", count: 60) + String(repeating: "a", count: 41),
        String(repeating: "a", count: 99) + "\u{301}\u{301}\u{301}", String(repeating: "a", count: 101) + "가",
    ])
    func fitsCountsCharacters(_ line: String) {
        var lines = SwiftLines()
        lines.append(line)
        #expect(lines.lineFits() == (line.count <= SwiftWriter.lineLength))
    }

    /// A call nested 40 deep, too long for a line at every level: each level is written on one
    /// line only until it cannot fit, so what is written and taken back grows with the depth,
    /// not with its square (the whole nested call once per enclosing level).
    @Test func nestedCallsAreNotRenderedOncePerLevel() {
        let depth = 40
        var expression = SwiftExpression.string(String(repeating: "x", count: 60))
        for _ in 0..<depth {
            expression = SwiftExpression.id("make").call(.arg("value", .string(String(repeating: "y", count: 60))), .arg("next", expression))
        }
        var lines = SwiftLines()
        lines.expression(expression, indent: 0)
        let text = lines.text
        // The first `make(`, then per level `value: …,`, `next: make(` (or the innermost string) and `)`.
        #expect(text.split(separator: "\n").count == 3 * depth + 1)
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 2 * depth + 80 })
        #expect(lines.rewound <= 300 * depth, "rewound \(lines.rewound) bytes")
    }
}
