import FormcPipelineTestSupport
import FormcTestSupport
import Testing

/// The hostile inputs that are merely large: each grows with one number n, is linted whole at
/// its `full` size by a test of HostileInputTests (what it reports), and is linted under
/// valgrind at `counted` and at 4 × `counted` to show that the work grows linearly (how much
/// that costs). At the full sizes (10^5–10^6 characters on one line, 10^4 items) a step
/// quadratic in the input would cost 10^8–10^12 operations; the counted sizes are large enough
/// that the input's work outweighs the start of the program, so a quadratic step shows as a
/// ratio near 16.
struct Sized: Sendable, CustomStringConvertible {
    var name: String
    var full: Int
    var counted: Int
    /// `lint`'s text format renders source lines (windowed on long ones); JSON does not.
    var format: String
    /// The exit status of `formc lint` on it.
    var status: Int32
    var text: @Sendable (Int) -> String

    var description: String { "\(name) (\(format))" }

    /// Titles of 2n characters and an option of n, all on one line each.
    static let longLines = Sized(name: "long lines", full: 100_000, counted: 5_000, format: "json", status: 0) { n in
        HostileInputTests.valid.replacingOccurrences(of: "title: 제목", with: "title: " + String(repeating: "가", count: 2 * n))
            .replacingOccurrences(of: "options: [가, 나]", with: "options: [가, 나" + String(repeating: "다", count: n) + "]")
    }

    /// n options in block style, two of them initially selected.
    static let options = Sized(name: "options", full: 10_000, counted: 500, format: "json", status: 0) { n in
        let options = (0..<n).map { "      - { id: o\($0), title: 옵션 \($0) 🐶 }" }.joined(separator: "\n")
        return "formc: 1\nscreen: many\nfields:\n  - id: f\n    type: multi-choice\n    commit: on-select\n    options:\n\(options)\n"
            + "    initial: [o1, o\(n - 1)]\n"
    }

    /// n options with one id, and n / 5 initial selections of it.
    static let duplicateIDs = Sized(name: "duplicate ids", full: 10_000, counted: 200, format: "json", status: 1) { n in
        let options = (0..<n).map { _ in "      - same" }.joined(separator: "\n")
        let initial = Array(repeating: "same", count: n / 5).joined(separator: ", ")
        return "formc: 1\nscreen: dup\nfields:\n  - id: f\n    type: multi-choice\n    commit: on-select\n    options:\n\(options)\n"
            + "    initial: [\(initial)]\n"
    }

    /// Two hexadecimal scalars of n digits where a presentation and a number belong.
    static let hex = Sized(name: "long hex scalar", full: 1_000_000, counted: 20_000, format: "text", status: 1) { n in
        let hex = "0x" + String(repeating: "f", count: n)
        return HostileInputTests.valid.replacingOccurrences(of: "fields:", with: "sheet: { presentation: \(hex), corner-radius: \(hex) }\nfields:")
    }

    /// A screen id of n digits and a field id of n / 2 underscores.
    static let malformedIDs = Sized(name: "long malformed ids", full: 1_000_000, counted: 30_000, format: "text", status: 1) { n in
        HostileInputTests.valid.replacingOccurrences(of: "screen: s", with: "screen: " + String(repeating: "1", count: n))
            .replacingOccurrences(of: "id: f", with: "id: \"a" + String(repeating: "_", count: n / 2) + "-\"")
    }

    /// n options and n initial ids that name none of them, each over 60 characters, on two lines.
    static let unknownInitial = Sized(name: "unknown initial ids", full: 2_000, counted: 40, format: "text", status: 1) { n in
        let options = (0..<n).map { "o\($0)" + String(repeating: "x", count: 60) }.joined(separator: ", ")
        let initial = (0..<n).map { "u\($0)" + String(repeating: "y", count: 60) }.joined(separator: ", ")
        return "formc: 1\nscreen: s\nfields:\n  - id: f\n    type: multi-choice\n    commit: on-select\n    options: [\(options)]\n"
            + "    initial: [\(initial)]\n"
    }

    /// n options with one id on one line, each followed by 100 spaces: n − 1 diagnostics that
    /// each show that line, of about 100n bytes. Both grow 4× from n to 4n, and at the counted
    /// size the line is already over the 512 bytes past which a shown line is windowed
    /// (`HumanRenderer.maxLineBytes`), so the two runs take the same path and a step per
    /// diagnostic that walks the whole line shows as a ratio near 16 (it was 100 ids on a line of
    /// 391 bytes, shown whole, against 1,291 bytes, windowed: 0.99× the work, and an O(line) walk
    /// per diagnostic went unseen at 2.2×).
    static let hugeLine = Sized(name: "diagnostics on one line", full: 5_000, counted: 200, format: "text", status: 1) { n in
        let ids = Array(repeating: "a", count: n).joined(separator: "," + String(repeating: " ", count: 100))
        return "formc: 1\nscreen: s\nfields:\n  - { id: f, type: multi-choice, commit: on-select, options: [\(ids)] }\n"
    }

    static let all = [longLines, options, duplicateIDs, hex, malformedIDs, unknownInitial, hugeLine]
}

extension HostileInputTests {
    @Test(.enabled(if: CountedInstructions.canCount, "valgrind counts the work: apt-get install valgrind"), arguments: Sized.all)
    func sizedInputsTakeLinearWork(_ shape: Sized) throws {
        let (statuses, work) = try CountedInstructions.formcOnGrowingInput(n: shape.counted, shape.text) { file in
            ["lint", "--format", shape.format, file]
        }
        #expect(statuses == [shape.status, shape.status])
        let ratio = Double(work[1]) / Double(work[0])
        print("scaling: lint \(shape) n=\(shape.counted): \(work[0]) → \(work[1]) instructions, \(ratio)×")
        #expect(ratio < CountedInstructions.linearLimit, "\(shape): 4× the input took \(ratio)× the work (\(work[0]) → \(work[1]) instructions)")
    }
}
