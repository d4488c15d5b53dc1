import FormcCore

/// Text from a spec placed in HTML (the printable edition) so that it reads as written and can
/// never become markup: `&`, `<`, `>`, `"` and `'` become entities, control and bidirectional
/// characters are shown escaped as everywhere else (`SafeText`).
package enum HTML {
    /// Text for an element's content or a quoted attribute value.
    static func text(_ raw: String) -> String {
        escaped(SafeText.escaped(raw))
    }

    /// `text` with the five markup characters as entities (no other change: formc's own text).
    static func escaped(_ text: String) -> String {
        // Those characters are ASCII, and an ASCII byte in UTF-8 is always the scalar itself.
        guard text.containsUTF8Byte(where: isMarkup) else { return text }
        var out = TextBuffer(capacity: text.utf8.count + 16)
        for scalar in text.unicodeScalars { escape(scalar, into: &out) }
        return out.text
    }

    /// `text(raw)`, appended to `out` (no `String` made for the entities).
    static func appendText(_ raw: String, to out: inout TextBuffer) {
        let safe = SafeText.escaped(raw)
        guard safe.containsUTF8Byte(where: isMarkup) else {
            out.append(safe)
            return
        }
        for scalar in safe.unicodeScalars { escape(scalar, into: &out) }
    }

    /// One scalar of text, as an entity if it is a markup character.
    static func escape(_ scalar: Unicode.Scalar, into out: inout TextBuffer) {
        switch scalar {
        case "&": out.append("&amp;")
        case "<": out.append("&lt;")
        case ">": out.append("&gt;")
        case "\"": out.append("&quot;")
        case "'": out.append("&#39;")
        default: out.append(scalar)
        }
    }

    /// One ASCII byte of text, as an entity if it is a markup character.
    static func escape(ascii byte: UInt8, into out: inout TextBuffer) {
        switch byte {
        case UInt8(ascii: "&"): out.append("&amp;")
        case UInt8(ascii: "<"): out.append("&lt;")
        case UInt8(ascii: ">"): out.append("&gt;")
        case UInt8(ascii: "\""): out.append("&quot;")
        case UInt8(ascii: "'"): out.append("&#39;")
        default: out.append(ascii: byte)
        }
    }

    static func isMarkup(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: false
        }
    }

    /// A page: the doctype, the head with its title and the stylesheet, and `body`.
    static func page(title: String, body: String) -> String {
        pageHead(title: title) + body + pageTail
    }

    /// A page up to its body's content (`page` is head, body, tail).
    static func pageHead(title: String) -> String {
        beforeTitle + title + afterTitle
    }

    /// `pageHead(title:)`, appended to `out`: what comes before and after the title (the
    /// stylesheet, the same on every page) is made once, as bytes.
    static func appendPageHead(title: String, to out: inout TextBuffer) {
        out.append(utf8: beforeTitleBytes[...])
        out.append(title)
        out.append(utf8: afterTitleBytes[...])
    }

    /// A page's head up to its title, and from its title to the body's content.
    private static let beforeTitle = "<!DOCTYPE html>\n<html lang=\"und\">\n<head>\n<meta charset=\"utf-8\">\n"
        + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        + "<meta name=\"generator\" content=\"formc\">\n<title>"
    private static let afterTitle = "</title>\n<style>\n\(ReviewStyle.css)</style>\n</head>\n<body>\n"
    private static let beforeTitleBytes = Array(beforeTitle.utf8)
    private static let afterTitleBytes = Array(afterTitle.utf8)

    /// What follows a page's body.
    static let pageTail = "</body>\n</html>\n"

    /// A table; cells must already be escaped.
    static func table(header: [String], rows: [[String]], className: String? = nil) -> String {
        var out = className.map { "<table class=\"\($0)\">" } ?? "<table>"
        out += "<thead><tr>" + header.map { "<th>\($0)</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for row in rows { out += "<tr>" + row.map { "<td>\($0)</td>" }.joined() + "</tr>\n" }
        return out + "</tbody></table>\n"
    }
}
