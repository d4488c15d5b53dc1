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

    static func needsBackticks(_ name: String) -> Bool { reserved.contains(name) }
}
