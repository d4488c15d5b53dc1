import FormcCore

/// A spec that triggers one diagnostic: `1️⃣` marks where its range starts and `2️⃣` where it
/// ends (swift-format's marker style). The human rendering of everything the spec produces is
/// checked against the golden file `Snapshots/Diagnostics/<name>.txt` of the test target.
public struct DiagnosticCase: Sendable, CustomStringConvertible {
    public let name: String
    public let code: DiagnosticCode
    public let pointer: String
    public let source: String
    /// Other codes the spec is expected to produce besides `code` (normally none).
    public let others: [DiagnosticCode]

    public init(_ name: String, _ code: DiagnosticCode, pointer: String, others: [DiagnosticCode] = [], _ source: String) {
        self.name = name
        self.code = code
        self.pointer = pointer
        self.source = source
        self.others = others
    }

    public var description: String { name }

    /// What is wrong with `diagnostics`, all that `source` produced with its markers removed:
    /// the codes, the place, the pointer and the golden rendering in `snapshots`. Empty when
    /// everything matches.
    public func problems(_ diagnostics: [Diagnostic], snapshots: String) -> [String] {
        let marked = MarkedText(source)
        guard let start = marked["1️⃣"], let end = marked["2️⃣"] else { return ["\(name): no 1️⃣ and 2️⃣ markers"] }
        var problems: [String] = []
        let listing = diagnostics.map { "\($0.code) \($0.range.map(\.description) ?? "") \($0.message)" }
        if diagnostics.map(\.code).sorted() != ([code] + others).sorted() { problems.append("codes: \(listing)") }
        guard let found = diagnostics.first(where: { $0.code == code }) else { return problems + ["\(code) not reported"] }
        if found.severity != code.severity { problems.append("severity \(found.severity)") }
        if found.file != "test.yaml" { problems.append("file \(found.file)") }
        if found.range?.start != start { problems.append("start \(found.range?.start.description ?? "none"), expected \(start)") }
        if found.range?.end != end { problems.append("end \(found.range?.end.description ?? "none"), expected \(end)") }
        if found.pointer != pointer { problems.append("pointer \(found.pointer), expected \(pointer)") }
        let rendered = diagnostics.map { HumanRenderer(color: false).render($0, source: marked.source()) }.joined(separator: "\n")
        if let failure = Snapshot.check(rendered, named: name + ".txt", in: snapshots).failure { problems.append(failure) }
        return problems
    }
}
