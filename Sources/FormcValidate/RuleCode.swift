import FormcCore
import FormcSpec

/// A code a rule reports, with the parts of a screen the rule reads to report it. When
/// decoding left a part incomplete, a finding that read it waits until the error is fixed
/// (`EchoFilter`). Every rule lists its codes this way, beside its `check`.
struct RuleCode: Sendable {
    let code: DiagnosticCode
    /// What the rule read for one of its diagnostics; nil when it only compares ids that were
    /// read (an item left out cannot make an id repeat).
    let reads: @Sendable (Diagnostic, Screen) -> ScreenReads?

    init(_ code: DiagnosticCode, reads: @escaping @Sendable (Diagnostic, Screen) -> ScreenReads?) {
        self.code = code
        self.reads = reads
    }

    /// A code whose rule only compares ids that were read.
    static func comparesIDs(_ code: DiagnosticCode) -> RuleCode {
        RuleCode(code) { _, _ in nil }
    }

    /// A code whose rule reads `field` keys of the field the diagnostic is in, the field's
    /// options and sections when `options` is set, and the screen's `parts` and `lists`.
    static func reads(
        _ code: DiagnosticCode, field keys: [String] = [], options: Bool = false,
        parts: [String] = [], lists: [String] = [], absence: Bool = false
    ) -> RuleCode {
        RuleCode(code) { diagnostic, _ in
            let field = ScreenReads.field(of: diagnostic.pointer)
            return ScreenReads(parts: parts + field.keys(keys), lists: lists + (options ? field.options : []), absence: absence)
        }
    }
}

/// The parts of a screen a rule read: `parts` that must have been read whole, `lists` that must
/// have lost no item (a bad value in a kept item does not matter), and whether the rule
/// reports something absent (which an unplaced root key may be).
struct ScreenReads: Sendable {
    var parts: [String]
    var lists: [String] = []
    var absence = false

    /// The field a pointer is at or inside (`/fields/3` for `/fields/3/options/0`), if any.
    struct FieldPart {
        let pointer: String?

        /// `keys` of the field (`/fields/3/min`); none outside a field.
        func keys(_ keys: [String]) -> [String] { pointer.map { field in keys.map { field + "/" + $0 } } ?? [] }

        /// The field's option lists.
        var options: [String] { keys(["options", "sections"]) }
    }

    static func field(of pointer: String) -> FieldPart {
        let prefix = "/fields/"
        guard pointer.hasPrefix(prefix) else { return FieldPart(pointer: nil) }
        let index = pointer.dropFirst(prefix.count).prefix { $0 != "/" }
        return FieldPart(pointer: index.isEmpty ? nil : prefix + index)
    }

    /// What a screen's content occupies: what a detent that fits its content measures.
    static let content = ["/title", "/fields", "/content", "/actions", "/tab-bar", "/sheet/grabber", "/sheet/dismiss"]
}
