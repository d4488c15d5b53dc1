/// The words Swift reserves, from The Swift Programming Language, "Lexical Structure —
/// Keywords and Punctuation" (docs.swift.org/swift-book/documentation/the-swift-programming-language/lexicalstructure):
/// the keywords used in declarations, statements, expressions and types, and the contextual
/// keywords that mean something after a dot (`Type`, `Protocol`). An identifier spelled like one
/// is written in backticks.
enum SwiftKeywords {
    static let reserved: Set<String> = [
        // Declarations.
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package",
        "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types.
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        // Contextual keywords with a meaning after a dot.
        "Type", "Protocol",
    ]

    /// Whether `name` is one of the reserved words: compared byte for byte with the few of its
    /// length and first byte (a set lookup would hash every name written).
    static func needsBackticks(_ name: String) -> Bool {
        let count = name.utf8.count
        guard count > 0, count < longest else { return false }
        var name = name
        return name.withUTF8 { utf8 in
            let candidates = byShape[shape(count: count, first: utf8[0])]
            return !candidates.isEmpty && candidates.contains { word in word.withUnsafeBufferPointer { $0.elementsEqual(utf8) } }
        }
    }

    /// One past the length of the longest reserved word.
    private static let longest = (reserved.map(\.utf8.count).max() ?? 0) + 1

    /// The reserved words' bytes, by `shape`.
    private static let byShape: [[[UInt8]]] = {
        var table = Array(repeating: [[UInt8]](), count: longest * 64)
        for word in reserved.sorted() {
            let bytes = Array(word.utf8)
            if let first = bytes.first { table[shape(count: bytes.count, first: first)].append(bytes) }
        }
        return table
    }()

    /// A slot per length and low six bits of the first byte (ASCII letters each get their own).
    private static func shape(count: Int, first: UInt8) -> Int { count * 64 + Int(first & 0x3F) }
}
