@testable import FormcSwiftGen
import Testing

/// The writer's byte-level checks agree with the definitions they stand for: escaping read off
/// UTF-8 bytes with escaping scalar by scalar, the keyword table with the reserved set, and a
/// one-line attempt that gives up at a part that takes lines with the layout that looked for
/// such parts first.
@Suite("Swift: byte paths")
struct SwiftBytePathTests {
    /// Scalars at the edges of what is written as it is: ASCII controls and DEL, quote and
    /// backslash, the Hangul syllable block and its neighbours, 2- and 4-byte forms, format
    /// characters (bidi, zero-width, joiner, tags), separators, private use, noncharacters,
    /// unassigned scalars.
    static let edges: [Unicode.Scalar] = [
        "\u{0}", "\u{9}", "\u{A}", "\u{D}", "\u{1F}", " ", "!", "\"", "\\", "~", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}",
        "\u{E9}", "\u{301}", "\u{7FF}", "\u{800}", "\u{ABFF}", "\u{AC00}", "\u{D55C}", "\u{D7A3}", "\u{D7A4}",
        "\u{E000}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{200B}", "\u{200D}", "\u{202E}", "\u{2028}", "\u{2029}",
        "\u{FEFF}", "\u{10000}", "\u{1F308}", "\u{1F3FD}", "\u{E0001}", "\u{E0020}", "\u{E007F}", "\u{E0080}",
        "\u{F0000}", "\u{10FFFF}", "\u{50000}",
    ]

    @Test(arguments: [false, true])
    func escapesFoundInBytesAreTheScalarsThatNeedThem(quote: Bool) {
        var texts = Self.edges.map { String($0) }
        for a in Self.edges { for b in ["a", "\u{D55C}", "\u{1F308}"] as [Unicode.Scalar] { texts.append(String(a) + String(b)); texts.append(String(b) + String(a)) } }
        for text in texts {
            var copy = text
            let fromBytes = copy.withUTF8 { SwiftLiteralText.hasEscapes($0, quote: quote) }
            let fromScalars = text.unicodeScalars.contains { SwiftLiteralText.isSpecial($0, quote: quote) }
            #expect(fromBytes == fromScalars, "\(text.unicodeScalars.map(\.value))")
            var lines = SwiftLines()
            lines.appendEscaped(text, quote: quote)
            #expect(lines.text == SwiftLiteralText.escaped(text, quote: quote))
        }
    }

    /// Every scalar of the blocks written without a look-up needs no escape by the tables.
    @Test func plainSymbolsNeedNoEscape() {
        for value in UInt32(0x2000)...0x3100 where SwiftLiteralText.isPlainSymbol(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(!SwiftLiteralText.needsEscape(scalar), "\(value)")
        }
        for value in UInt32(0xFE00)...0xFE0F { #expect(SwiftLiteralText.isPlainSymbol(value)) }
        for value in UInt32(0x1F000)...0x1FAFF where SwiftLiteralText.isPlainSymbol(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(!SwiftLiteralText.needsEscape(scalar), "\(value)")
        }
    }

    @Test func noncharactersByTheirDefinition() {
        for plane in UInt32(0)...16 {
            for low in [UInt32(0), 0xFDCF, 0xFDD0, 0xFDEF, 0xFDF0, 0xFFFD, 0xFFFE, 0xFFFF] {
                guard let scalar = Unicode.Scalar(plane << 16 | low) else { continue }
                #expect(SwiftLiteralText.isNoncharacter(scalar.value) == scalar.properties.isNoncharacterCodePoint, "\(scalar.value)")
            }
        }
    }

    /// Pieces of every length from 0 to 40 written across the buffer's growth read back whole;
    /// a rewind takes back exactly what followed the mark.
    @Test func theBufferKeepsEveryPiece() {
        var buffer = SwiftTextBuffer(capacity: 0)
        var expected: [UInt8] = []
        for length in 0...40 {
            let piece = (0..<length).map { UInt8(truncatingIfNeeded: 0x41 + ($0 + length) % 26) }
            piece.withUnsafeBufferPointer { buffer.append($0) }
            buffer.append(0x0A)
            expected += piece + [0x0A]
        }
        #expect(buffer.bytes == expected)
        buffer.truncate(to: 100)
        #expect(buffer.bytes == Array(expected[..<100]))
        var other = SwiftTextBuffer(capacity: 0)
        other.append(buffer)
        #expect(other.bytes == Array(expected[..<100]) && other.text(from: 90) == String(decoding: expected[90..<100], as: UTF8.self))
    }

    @Test func keywordsAreFoundByTheirBytes() {
        for word in SwiftKeywords.reserved {
            #expect(SwiftKeywords.needsBackticks(word), "\(word)")
            // The same letters in another case, one letter more or less, another last letter.
            for near in [word.uppercased(), word.lowercased(), word + "s", String(word.dropLast()), String(word.dropLast()) + "_"]
            where !SwiftKeywords.reserved.contains(near) {
                #expect(!SwiftKeywords.needsBackticks(near), "\(near)")
            }
        }
        for name in ["", "a", "id", "title", "presentation", "precedencegroups", "가", "in\u{301}", "SELF"] {
            #expect(SwiftKeywords.needsBackticks(name) == SwiftKeywords.reserved.contains(name), "\(name)")
        }
    }

    @Test func labelsTakeBackticksOnlyWhereTheyMust() {
        for name in ["inout", "var", "let", "in", "for", "Var", "lets", "inouts", "va"] {
            #expect(SwiftWriter.labelNeedsBackticks(SwiftName(name)) == ["inout", "var", "let"].contains(name), "\(name)")
        }
    }

    /// A `switch` deep in a call's arguments: every level that holds it is broken one argument
    /// a line, the `switch` across lines, and a short arm stays on its label's line.
    @Test func aSwitchInsideArgumentsBreaksEveryLevelAboveIt() {
        let value = SwiftExpression.switch(.selfValue, [SwiftSwitchCase([.dot("a")], [.expression(.string("x"))])])
        let expression = SwiftExpression.id("outer").call(
            .arg("first", .int(1)), .arg("inner", SwiftExpression.id("inner").call(.arg("value", value))))
        var lines = SwiftLines()
        lines.expression(expression, indent: 0)
        #expect(lines.text == """
            outer(
              first: 1,
              inner: inner(
                value: switch self {
                case .a: "x"
                }
              )
            )
            """)
    }

    /// A call with a trailing closure whose argument holds a `switch`: the call is not put on the
    /// closure's first line.
    @Test func aTrailingClosureAfterArgumentsThatTakeLines() {
        let value = SwiftExpression.switch(.selfValue, [SwiftSwitchCase([.dot("a")], [.expression(.int(1))])])
        let closure = SwiftClosure(parameters: ["x"], body: [.expression(.id("x"))])
        var lines = SwiftLines()
        lines.expression(.call(.id("run"), [.arg("with", value)], trailing: closure), indent: 0)
        #expect(lines.text == """
            run(
              with: switch self {
              case .a: 1
              }
            ) { x in
              x
            }
            """)
    }
}
