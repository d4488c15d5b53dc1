import FormcCore
import FormcTestSupport
import Testing

/// A spec that triggers one diagnostic: `1️⃣` marks where its range starts and `2️⃣` where it
/// ends (swift-format's marker style). The human rendering of everything the spec produces is
/// checked against the golden file `Snapshots/Diagnostics/<name>.txt`.
struct DiagnosticCase: Sendable, CustomTestStringConvertible {
    let name: String
    let code: DiagnosticCode
    let pointer: String
    let source: String
    /// Other codes the spec is expected to produce besides `code` (normally none).
    let others: [DiagnosticCode]

    init(_ name: String, _ code: DiagnosticCode, pointer: String, others: [DiagnosticCode] = [], _ source: String) {
        self.name = name
        self.code = code
        self.pointer = pointer
        self.source = source
        self.others = others
    }

    var testDescription: String { name }
}
