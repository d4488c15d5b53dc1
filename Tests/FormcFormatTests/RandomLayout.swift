import FormcLoad
import FormcSpec
import FormcTestSupport

/// A `SpecTree` written in a random layout: keys shuffled, indentation of 2 to 4 spaces, flow
/// or block collections (flow ones sometimes over several lines with comments inside), plain,
/// single- or double-quoted scalars, blank lines, and comments — full-line, trailing, inside
/// flow collections, ignore directives among them — each recorded with the node it belongs to.
struct RandomLayout {
    /// A comment the writer placed, and the node (a path of keys and indices) it belongs to.
    struct Placed {
        var text: String
        var path: [String]
        var trailing: Bool
    }

    private var random: SeededRandom
    private(set) var lines: [String] = []
    private(set) var comments: [Placed] = []
    private var count = 0
    /// How often (in 1 of N) a comment is written where one may go.
    private let commentRate: Int

    /// Whether blank lines are written between entries (`fmt` keeps one where there was one).
    private let blankLines: Bool

    init(seed: UInt64, commentRate: Int = 4, blankLines: Bool = true) {
        random = SeededRandom(start: seed)
        self.commentRate = commentRate
        self.blankLines = blankLines
    }

    var text: String { lines.joined(separator: "\n") + "\n" }

    mutating func write(_ tree: SpecTree) {
        guard case .map(let pairs) = tree else { return }
        blockMap(pairs, indent: 0, path: [])
    }

    // MARK: Comments

    private mutating func chance(_ n: Int) -> Bool { random.next(below: n) == 0 }

    private mutating func commentText() -> String {
        count += 1
        let words = ["note", "한국어 주석 😀", "see the reference", "TODO: check #12", "a: b, [c] {d}", "'quoted' \"too\""]
        switch random.next(below: 8) {
        case 0: return "# formc: ignore[W500] -- c\(count)"
        case 1: return "# formc: ignore[W507, W506] -- c\(count)"
        default: return "# c\(count) " + words[random.next(below: words.count)]
        }
    }

    /// Comments before an entry; with a directive (`# formc: ignore`) among them they belong to
    /// `directivePath` when given: the first key of a list item's mapping, the line it targets.
    private mutating func leading(at indent: Int, path: [String], directivePath: [String]? = nil) {
        guard chance(commentRate) else { return }
        var texts: [String] = []
        for _ in 0...random.next(below: 2) { texts.append(commentText()) }
        // The comments above an item with a directive among them go with the directive.
        let owner = texts.contains { $0.hasPrefix("# formc:") } ? directivePath ?? path : path
        for text in texts {
            lines.append(String(repeating: " ", count: indent) + text)
            comments.append(Placed(text: text, path: owner, trailing: false))
        }
    }

    private mutating func trailing(path: [String]) {
        guard chance(commentRate), !lines.isEmpty else { return }
        let text = commentText()
        lines[lines.count - 1] += String(repeating: " ", count: 1 + random.next(below: 3)) + text
        comments.append(Placed(text: text, path: path, trailing: true))
    }

    // MARK: Block

    private mutating func blockMap(_ pairs: [(key: String, value: SpecTree)], indent: Int, path: [String], firstLinePrefix: String? = nil,
                                   shuffled: Bool = false) {
        var pairs = pairs
        if !shuffled { pairs.shuffle(using: &random) }
        for (n, pair) in pairs.enumerated() {
            let childPath = path + [pair.key]
            let isFirstOnDash = n == 0 && firstLinePrefix != nil
            if !isFirstOnDash {
                if blankLines, chance(6) { lines.append("") }
                // Comments above a document's first key are the file's: they stay on top.
                // (A directive targets the key after it, wherever that key goes.)
                leading(at: indent, path: path.isEmpty && n == 0 ? [] : childPath, directivePath: childPath)
            }
            let pad = isFirstOnDash ? firstLinePrefix! : String(repeating: " ", count: indent)
            let head = pad + key(pair.key) + ":"
            switch pair.value {
            case .scalar(let text):
                lines.append(head + " " + scalar(text, flow: false))
                trailing(path: childPath)
            case .list, .map:
                if chance(3), let flow = flowText(pair.value) {
                    lines.append(head + " " + flow)
                    trailing(path: childPath)
                } else if case .list(let items) = pair.value, chance(4), items.allSatisfy({ if case .scalar = $0 { true } else { false } }),
                          !items.isEmpty {
                    multiLineFlowList(items, head: head, indent: indent, path: childPath)
                } else {
                    lines.append(head)
                    trailing(path: childPath)
                    let step = 2 + random.next(below: 3)
                    if case .map(let inner) = pair.value {
                        blockMap(inner, indent: indent + step, path: childPath)
                    } else if case .list(let items) = pair.value {
                        blockList(items, indent: chance(3) ? indent : indent + step, path: childPath)
                    }
                }
            }
        }
    }

    private mutating func blockList(_ items: [SpecTree], indent: Int, path: [String]) {
        guard !items.isEmpty else {
            lines[lines.count - 1] += " []"
            return
        }
        for (index, item) in items.enumerated() {
            let itemPath = path + [String(index)]
            let dash = String(repeating: " ", count: indent) + "-" + String(repeating: " ", count: 1 + random.next(below: 2))
            switch item {
            case .scalar(let text):
                leading(at: indent, path: itemPath)
                lines.append(dash + scalar(text, flow: false))
                trailing(path: itemPath)
            case .map(var pairs) where !pairs.isEmpty && !chance(3):
                pairs.shuffle(using: &random)
                leading(at: indent, path: itemPath, directivePath: itemPath + [pairs[0].key])
                blockMap(pairs, indent: dash.count, path: itemPath, firstLinePrefix: dash, shuffled: true)
            default:
                leading(at: indent, path: itemPath)
                if let flow = flowText(item) {
                    lines.append(dash + flow)
                } else if case .map(let pairs) = item {
                    blockMap(pairs, indent: dash.count, path: itemPath, firstLinePrefix: dash)
                    continue
                } else {
                    lines.append(dash + "[]")
                }
                trailing(path: itemPath)
            }
        }
    }

    // MARK: Flow

    /// `[a,  # c\n  b]` with comments after items.
    private mutating func multiLineFlowList(_ items: [SpecTree], head: String, indent: Int, path: [String]) {
        lines.append(head + " [")
        if chance(2) { trailing(path: path) }
        for (index, item) in items.enumerated() {
            guard case .scalar(let text) = item else { continue }
            lines.append(String(repeating: " ", count: indent + 2) + scalar(text, flow: true) + (index < items.count - 1 ? "," : ""))
            trailing(path: path + [String(index)])
        }
        lines.append(String(repeating: " ", count: indent + 1) + "]")
    }

    private mutating func flowText(_ tree: SpecTree) -> String? {
        switch tree {
        case .scalar(let text):
            return scalar(text, flow: true)
        case .list(let items):
            var parts: [String] = []
            for item in items {
                guard let part = flowText(item) else { return nil }
                parts.append(part)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .map(var pairs):
            pairs.shuffle(using: &random)
            var parts: [String] = []
            for pair in pairs {
                guard let value = flowText(pair.value) else { return nil }
                parts.append(key(pair.key) + ": " + value)
            }
            return chance(2) ? "{" + parts.joined(separator: ", ") + "}" : "{ " + parts.joined(separator: ", ") + " }"
        }
    }

    // MARK: Scalars

    private mutating func key(_ name: String) -> String {
        switch random.next(below: 6) {
        case 0: "'\(name)'"
        case 1: "\"\(name)\""
        default: name
        }
    }

    private mutating func scalar(_ text: SpecTree.Text, flow: Bool) -> String {
        switch text {
        case .literal(let value):
            return value
        case .word(let value):
            switch random.next(below: 5) {
            case 0: return "'\(value)'"
            case 1: return "\"\(value)\""
            default: return value
            }
        case .text(let value):
            let plainSafe = !value.isEmpty && value.allSatisfy { $0.isLetter && !$0.unicodeScalars.contains { $0.properties.generalCategory == .format } }
                && AmbiguousScalar.otherReading(of: value) == nil && CoreSchema.resolvePlain(value) == .string(value)
            if plainSafe, chance(2) { return value }
            if !value.contains("'"), value.unicodeScalars.allSatisfy({ Self.printable($0) }), chance(2) { return "'\(value)'" }
            return Self.doubleQuoted(value)
        }
    }

    static func printable(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x20...0x7E: true
        case 0xA0...0xD7FF: c.value != 0x2028 && c.value != 0x2029
        case 0xE000...0xFFFD: c.value != 0xFEFF
        case 0x10000...0x10FFFF: true
        default: false
        }
    }

    static func doubleQuoted(_ value: String) -> String {
        var out = "\""
        for c in value.unicodeScalars {
            if c == "\\" { out += "\\\\" } else if c == "\"" { out += "\\\"" } else if printable(c) { out.unicodeScalars.append(c) } else {
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
        }
        return out + "\""
    }
}
