/// Text from a spec placed in Markdown (the review printout) so that it reads as written and
/// cannot become markup: no stray emphasis, links, HTML, table cells or headings, and control
/// characters shown escaped as everywhere else.
public enum Markdown {
    /// Plain text for a paragraph, heading or table cell: one line, markup characters escaped.
    /// The line may start a line of the page (a description's lines are joined by hard
    /// breaks), so nothing at its start is block markup either: no indented code, thematic
    /// break, setext underline, heading, quote, list marker or HTML block.
    public static func text(_ raw: String) -> String {
        let safe = SafeText.escaped(raw)
        // Text without a markup character or a possible block start at its start is as it is.
        if let first = safe.utf8.first, !startsBlockMarkup(first),
           !safe.containsUTF8Byte(where: isMarkup) {
            return safe
        }
        var out = ""
        out.reserveCapacity(safe.utf8.count)
        var scalars = Array(safe.unicodeScalars)[...]
        // Leading spaces (four make indented code, up to three may precede any block markup):
        // the first is a character reference, so the line starts with text and keeps its spaces.
        if scalars.first == " " {
            out += "&#32;"
            scalars = scalars.dropFirst()
        }
        let lineStart = scalars.startIndex
        // A list marker at the line's start (`- `, `+ `, `1. `, `1) `) would start a list;
        // a line of only `-` or `=` (and spaces) is a thematic break or a setext underline.
        let markerEnd: Int? = {
            guard let first = scalars.first else { return nil }
            if first == "-" || first == "+" || first == "=" { return lineStart }
            let digits = scalars.prefix { $0.isASCII && $0.properties.numericType != nil }.count
            if digits > 0, lineStart + digits < scalars.endIndex,
               scalars[lineStart + digits] == "." || scalars[lineStart + digits] == ")" { return lineStart + digits }
            return nil
        }()
        let underline = scalars.first.map { first in
            (first == "-" || first == "=") && scalars.allSatisfy { $0 == first || $0 == " " }
        } ?? false
        for index in scalars.indices {
            let scalar = scalars[index]
            switch scalar {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "#", "&", "!":
                out += "\\"
            default:
                if let markerEnd, index == markerEnd,
                   underline || (scalar != "=" && (markerEnd + 1 == scalars.endIndex || scalars[markerEnd + 1] == " ")) {
                    out += "\\"
                }
            }
            out.unicodeScalars.append(scalar)
        }
        return out
    }

    /// Whether a line starting with this byte may start block markup that `isMarkup` leaves
    /// alone: indentation, a list marker, a thematic break or a setext underline.
    private static func startsBlockMarkup(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "=")
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// An inline code span holding `raw` exactly (ids: `취업/이직`, `a|b`), fenced with more
    /// backticks than it contains. In a table a `|` still ends the cell, so it is escaped there.
    public static func code(_ raw: String, inTable: Bool = false) -> String {
        var content = SafeText.escaped(raw)
        // Without a backtick (nor, in a table, a `|`) byte: one backtick either side, no padding.
        if !content.isEmpty,
           !content.containsUTF8Byte(where: { $0 == UInt8(ascii: "`") || (inTable && $0 == UInt8(ascii: "|")) }) {
            return "`" + content + "`"
        }
        // Without the byte of `|` there is no `|` character to escape.
        if inTable, content.utf8.contains(UInt8(ascii: "|")) { content = content.replacingAll("|", with: "\\|") }
        let fence = String(repeating: "`", count: longestRun(of: "`", in: content) + 1)
        let pad = content.hasPrefix("`") || content.hasSuffix("`") || content.isEmpty ? " " : ""
        return fence + pad + content + pad + fence
    }

    /// `code(raw, inTable:)`, appended to `out`: a span in single backticks (most ids) is
    /// written in place, with no `String` made for it.
    public static func appendCode(_ raw: String, inTable: Bool = false, to out: inout TextBuffer) {
        let content = SafeText.escaped(raw)
        guard !content.isEmpty,
              !content.containsUTF8Byte(where: { $0 == UInt8(ascii: "`") || (inTable && $0 == UInt8(ascii: "|")) }) else {
            out.append(code(raw, inTable: inTable))
            return
        }
        out.append(ascii: UInt8(ascii: "`"))
        out.append(content)
        out.append(ascii: UInt8(ascii: "`"))
    }

    /// The bytes `text` escapes: all ASCII, so a byte of UTF-8 that is one is that character.
    private static func isMarkup(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
             UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "|"), UInt8(ascii: "~"),
             UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "!"):
            true
        default:
            false
        }
    }

    /// `fencedBlock(body.text)` appended to `out` (a body without a backtick needs the shortest fence).
    public static func fencedBlock(_ body: TextBuffer, info: String = "text", into out: inout TextBuffer) {
        let hasBacktick = body.withBytes { $0.contains(UInt8(ascii: "`")) }
        guard !hasBacktick else {
            out.append(fencedBlock(body.text, info: info))
            return
        }
        out.append("```")
        out.append(info)
        out.append(ascii: 0x0A)
        out.append(body)
        // As `String.hasSuffix("\n")` sees it: CR LF is one character, not a newline.
        let endsWithNewline = body.withBytes { bytes in
            bytes.last == 0x0A && !(bytes.count >= 2 && bytes[bytes.count - 2] == 0x0D)
        }
        if !endsWithNewline { out.append(ascii: 0x0A) }
        out.append("```\n")
    }

    /// A fenced block holding `body` verbatim (a mockup), with a fence no line of it can close.
    public static func fencedBlock(_ body: String, info: String = "text") -> String {
        let fence = String(repeating: "`", count: max(3, longestRun(of: "`", in: body) + 1))
        var block = fence + info + "\n" + body
        if !body.hasSuffix("\n") { block += "\n" }
        return block + fence + "\n"
    }

    /// A GitHub-flavoured table; cells must already be escaped.
    public static func table(header: [String], rows: [[String]]) -> String {
        var out = tableHead(header)
        for row in rows { out += tableRow(row) }
        return out
    }

    /// A table's header line and delimiter line, for a table written row by row.
    public static func tableHead(_ header: [String]) -> String {
        "| " + header.joined(separator: " | ") + " |\n" + "|" + String(repeating: " --- |", count: header.count) + "\n"
    }

    /// One row of a table; cells must already be escaped.
    public static func tableRow(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |\n"
    }

    private static func longestRun(of character: Character, in text: String) -> Int {
        // Text without the character's byte has no run of it (a mockup, mostly).
        if let byte = character.asciiValue, !text.utf8.contains(byte) { return 0 }
        var longest = 0, current = 0
        for c in text {
            current = c == character ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}

extension String {
    /// Every occurrence of `target` replaced (no Foundation).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        guard contains(target) else { return self }
        var out = ""
        for c in self {
            if c == target { out += replacement } else { out.append(c) }
        }
        return out
    }
}
