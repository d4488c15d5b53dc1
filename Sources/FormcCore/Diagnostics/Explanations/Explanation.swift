/// The page `formc explain CODE` prints: what a diagnostic means, an example that triggers
/// it, and how to fix it (with the example fixed).
public struct Explanation: Hashable, Sendable {
    public var code: DiagnosticCode
    /// What the code means and why formc reports it, in a paragraph or two.
    public var meaning: String
    /// A spec (or, for file-level codes, the input described) that triggers the diagnostic.
    public var example: String
    /// Whether `example` and `fixed` are complete specs that `formc lint` can check.
    public var exampleIsSpec: Bool
    /// What to do about it.
    public var fix: String
    /// The example with the fix applied; nil when there is nothing to show.
    public var fixed: String?

    public init(_ code: DiagnosticCode, meaning: String, example: String, exampleIsSpec: Bool = true, fix: String, fixed: String?) {
        self.code = code
        self.meaning = meaning
        self.example = example
        self.exampleIsSpec = exampleIsSpec
        self.fix = fix
        self.fixed = fixed
    }

    /// The page as plain text, prose wrapped at 80 columns, with a trailing newline.
    public var page: String {
        var text = "\(code.rawValue): \(code.summary) (\(code.severity.rawValue))\n\n"
        text += Self.wrapped(meaning) + "\n\n"
        text += (exampleIsSpec ? "Example — this spec is reported with \(code.rawValue):\n\n" : "Example:\n\n")
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

extension DiagnosticCode {
    /// The `formc explain` page of this code.
    public var explanation: Explanation {
        switch self {
        case .E100: Explanation.e100
        case .E101: Explanation.e101
        case .E102: Explanation.e102
        case .E103: Explanation.e103
        case .E104: Explanation.e104
        case .E200: Explanation.e200
        case .E201: Explanation.e201
        case .E202: Explanation.e202
        case .E203: Explanation.e203
        case .E204: Explanation.e204
        case .E205: Explanation.e205
        case .E206: Explanation.e206
        case .E300: Explanation.e300
        case .E301: Explanation.e301
        case .E302: Explanation.e302
        case .E303: Explanation.e303
        case .E304: Explanation.e304
        case .E305: Explanation.e305
        case .E310: Explanation.e310
        case .E311: Explanation.e311
        case .E312: Explanation.e312
        case .E313: Explanation.e313
        case .E400: Explanation.e400
        case .E401: Explanation.e401
        case .E402: Explanation.e402
        case .E403: Explanation.e403
        case .E404: Explanation.e404
        case .E405: Explanation.e405
        case .E406: Explanation.e406
        case .E407: Explanation.e407
        case .E408: Explanation.e408
        case .E409: Explanation.e409
        case .W500: Explanation.w500
        case .W501: Explanation.w501
        case .W502: Explanation.w502
        case .W503: Explanation.w503
        case .W504: Explanation.w504
        case .W505: Explanation.w505
        case .W506: Explanation.w506
        case .W507: Explanation.w507
        }
    }

    /// The code named by `text`, case-insensitively (`e312` → E312).
    public init?(lenient text: String) {
        self.init(rawValue: text.uppercased())
    }
}
