import FormcCore
import FormcLoad

/// A literal (`|`) or folded (`>`) scalar as written, moved to a new indentation: its header and
/// its lines relative to their own indentation. Only clip and strip chomping without an
/// indentation indicator: a scalar with `+` or a digit is written double-quoted instead, where
/// its trailing lines and leading spaces cannot be misread.
enum BlockScalarText {
    struct Lines {
        /// `|`, `|-`, `>` or `>-`.
        var header: String
        /// Each content line without the scalar's indentation; "" for an empty line.
        var content: [String]
    }

    static func lines(of node: Node, in source: SourceFile) -> Lines? {
        let bytes = source.bytes
        var i = node.range.start.offset
        guard i < bytes.count, bytes[i] == UInt8(ascii: "|") || bytes[i] == UInt8(ascii: ">") else { return nil }
        var header = String(UnicodeScalar(bytes[i]))
        i += 1
        while i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+")
            || (bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9")) {
            guard bytes[i] == UInt8(ascii: "-") else { return nil }
            header += "-"
            i += 1
        }
        // Clipped at the end of a file without a final line break, its text has none: the
        // line break the formatted file ends with would add one.
        if !header.hasSuffix("-"), let last = bytes.last, last != 0x0A, last != 0x0D, node.range.end.offset >= bytes.count { return nil }
        let headerLine = source.lineIndex(containingByte: node.range.start.offset)
        let end = node.range.end.offset
        var raw: [String] = []
        var line = headerLine + 1
        while line < source.lineStarts.count, source.lineStarts[line] < end {
            raw.append(source.lineText(line + 1))
            line += 1
        }
        var trailing: [String] = []
        while let last = raw.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) { trailing.append(raw.removeLast()) }
        guard let first = raw.first(where: { !$0.allSatisfy { $0 == " " || $0 == "\t" } }) else {
            return trailing.isEmpty ? Lines(header: header, content: []) : nil
        }
        let indent = first.prefix { $0 == " " }.count
        // Spaces past the indentation on a trailing blank line are text: not moved, quoted.
        guard trailing.allSatisfy({ $0.count <= indent && !$0.contains("\t") }) else { return nil }
        var content: [String] = []
        for text in raw {
            let spaces = text.prefix { $0 == " " }.count
            if text.allSatisfy({ $0 == " " || $0 == "\t" }) {
                // A blank line; what follows the indentation (spaces, tabs) is text.
                if text.count <= indent, !text.contains("\t") {
                    content.append("")
                } else if spaces >= indent {
                    content.append(String(text.dropFirst(indent)))
                } else {
                    return nil
                }
                continue
            }
            guard spaces >= indent else { return nil }
            content.append(String(text.dropFirst(indent)))
        }
        return Lines(header: header, content: content)
    }
}
