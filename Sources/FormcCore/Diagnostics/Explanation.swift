/// The page `formc explain CODE` prints: what a diagnostic means, an example that triggers
/// it, and how to fix it (with the example fixed).
public struct Explanation: Hashable, Sendable {
    /// What the code means and why formc reports it, in a paragraph or two.
    public var meaning: String
    /// A spec that triggers the diagnostic or, when `producedBy` is set, the input described.
    public var example: String
    /// For a code no spec text can trigger (a file that cannot be read, bytes that are not
    /// UTF-8): the test that produces it, as `<test target>/<file>.swift/<test function>`.
    /// Nil when `example` and `fixed` are specs, which the registry's tests run through formc.
    public var producedBy: String?
    /// What to do about it.
    public var fix: String
    /// The example with the fix applied; nil when there is nothing to show.
    public var fixed: String?

    /// A page whose example is a spec reported with the code, and `fixed` one that is not.
    public init(meaning: String, example: String, fix: String, fixed: String?) {
        self.meaning = meaning
        self.example = example
        self.fix = fix
        self.fixed = fixed
    }

    /// A page whose example describes an input that is not spec text; `producedBy` names the
    /// test that produces the code from such an input.
    public init(meaning: String, described example: String, producedBy test: String, fix: String, fixed: String?) {
        self.init(meaning: meaning, example: example, fix: fix, fixed: fixed)
        producedBy = test
    }

    /// Whether `example` and `fixed` are complete specs that `formc lint` can check.
    public var exampleIsSpec: Bool { producedBy == nil }

    /// The page of `code` as plain text, prose wrapped at 80 columns, with a trailing newline.
    public func page(for code: DiagnosticCode) -> String {
        var text = "\(code.id): \(code.summary) (\(code.severity.rawValue))\n\n"
        text += Self.wrapped(meaning) + "\n\n"
        text += (exampleIsSpec ? "Example — this spec is reported with \(code.id):\n\n" : "Example:\n\n")
        text += Self.indented(example) + "\n"
        text += "How to fix it:\n\n" + Self.wrapped(fix) + "\n"
        if let fixed {
            text += "\n" + Self.indented(fixed)
        }
        return text
    }

    /// Words joined into lines of at most `width` terminal cells.
    static func wrapped(_ paragraph: String, width: Int = 80) -> String {
        var lines: [String] = []
        var line = ""
        for word in paragraph.split(separator: " ") {
            if !line.isEmpty, DisplayWidth.of(line) + 1 + DisplayWidth.of(String(word)) > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }

    private static func indented(_ block: String) -> String {
        block.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n") + (block.hasSuffix("\n") ? "" : "\n")
    }
}
