/// Every code a tool reports, collected from the modules that define them: what `formc
/// explain` looks codes up in, what SARIF lists as `tool.driver.rules`, and what the docs'
/// code table must match. Codes are kept in id order, so a code's index never depends on the
/// order the modules were listed in.
public struct DiagnosticRegistry: Sendable {
    /// The codes, sorted by id, each once.
    public let codes: [DiagnosticCode]
    private let indexes: [String: Int]

    /// The registry of `codes`; a code listed twice is kept once.
    public init(_ codes: [DiagnosticCode]) {
        var unique: [String: DiagnosticCode] = [:]
        for code in codes where unique[code.id] == nil { unique[code.id] = code }
        self.codes = unique.values.sorted()
        var indexes: [String: Int] = [:]
        for (index, code) in self.codes.enumerated() { indexes[code.id] = index }
        self.indexes = indexes
    }

    /// The code whose id is `text`, case-insensitively (`e312` → E312).
    public func code(named text: String) -> DiagnosticCode? {
        indexes[text.uppercased()].map { codes[$0] }
    }

    /// The position of `code` in `codes` (SARIF's `ruleIndex`); nil for a code not registered.
    public func index(of code: DiagnosticCode) -> Int? { indexes[code.id] }

    /// The ids, in order.
    public var ids: [String] { codes.map(\.id) }
}
