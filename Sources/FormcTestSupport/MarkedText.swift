import FormcCore

/// Source text with emoji markers (`1️⃣`…`9️⃣`, `🔟`) at the spots a test expects something,
/// as swift-format's tests do: the markers are removed and their locations kept.
public struct MarkedText: Sendable {
    public static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

    /// The text without markers.
    public let text: String
    /// Marker → where it stood in `text` (1-based line and column in scalars, byte offset).
    public let locations: [String: SourceLocation]

    public init(_ marked: String) {
        var text = ""
        var locations: [String: SourceLocation] = [:]
        var line = 1, column = 1, offset = 0
        var rest = Substring(marked)
        outer: while let c = rest.first {
            for marker in Self.markers where rest.hasPrefix(marker) {
                locations[marker] = SourceLocation(line: line, column: column, offset: offset)
                rest = rest.dropFirst(marker.count)
                continue outer
            }
            text.append(c)
            rest = rest.dropFirst()
            for scalar in c.unicodeScalars {
                offset += String(scalar).utf8.count
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else if scalar != "\r" || !c.unicodeScalars.contains("\n") {
                    column += 1
                }
            }
        }
        self.text = text
        self.locations = locations
    }

    public subscript(marker: String) -> SourceLocation? { locations[marker] }

    /// The text as a `SourceFile` named `path`.
    public func source(path: String = "test.yaml") -> SourceFile {
        SourceFile(path: path, bytes: Array(text.utf8))
    }
}
