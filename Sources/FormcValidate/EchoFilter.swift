import FormcCore
import FormcSpec

/// Keeps a rule from echoing a decoding error. When decoding left part of a screen incomplete
/// (`Screen.incomplete`: a value of the wrong type, a misspelled key, an item left out), the
/// rules still check the rest of the screen — every problem in one run — but a finding that
/// reads an incomplete part could be a consequence of the first error: a misspelled `layout`
/// makes `columns` look misplaced, an action with a bad role makes the submit action look
/// missing. Such findings wait until the error is fixed.
enum EchoFilter {
    /// Whether `diagnostic`, found by a rule on `screen`, reads only parts that were decoded whole.
    static func keeps(_ diagnostic: Diagnostic, of screen: Screen) -> Bool {
        guard !screen.incomplete.isEmpty, let reads = reads(diagnostic.code) else { return true }
        guard let screenParts = reads.screen else { return false }
        if !screenParts.isEmpty, screen.isRootIncomplete { return false }
        if screenParts.contains(where: { screen.isIncomplete(at: $0) }) { return false }
        if let field = fieldPart(of: diagnostic.pointer), reads.field.contains(where: { screen.isIncomplete(at: field + "/" + $0) }) {
            return false
        }
        return true
    }

    /// What a code's rule reads: keys of the field its finding sits in, and parts of the screen
    /// (nil: all of it, as the geometry does). Nil for the rules that only compare ids that
    /// were read (an item left out cannot make an id repeat).
    private static func reads(_ code: DiagnosticCode) -> (field: [String], screen: [String]?)? {
        let options = ["options", "sections"]
        switch code {
        case .E312: return (options + ["initial"], [])
        case .E400: return (["min", "max"], [])
        case .E401: return (options + ["min", "max"], [])
        case .E402: return (options + ["type", "initial", "max"], [])
        case .E403: return (["layout", "columns"], [])
        case .E404: return (["commit"], ["/actions"])
        case .E408: return (options, [])
        case .W504: return (options + ["initial", "min"], [])
        case .W506: return (options + ["type"], [])
        case .W500: return (options + ["layout", "columns"], [])
        case .E310: return ([], ["/sheet/presentation", "/sheet/detents", "/sheet/initial-detent"])
        case .E311: return ([], ["/sheet/presentation", "/sheet/detents", "/sheet/backdrop/undimmed-through"])
        case .E406: return ([], ["/sheet/presentation", "/sheet/detents", "/sheet/backdrop"])
        case .W503: return ([], ["/sheet/detents"])
        case .W505: return ([], ["/sheet/edge-attached-in-compact-height", "/sheet/width-follows-preferred-content-size"])
        case .E313, .W501: return ([], ["/tab-bar"])
        case .E405: return ([], ["/sheet/presentation", "/sheet/detents", "/sheet/backdrop", "/sheet/dismiss", "/actions", "/tab-bar"])
        case .E409: return ([], ["/fields"])
        case .E407, .W502: return ([], nil)
        default: return nil
        }
    }

    /// `/fields/3` for a pointer at or inside the fourth field.
    private static func fieldPart(of pointer: String) -> String? {
        let prefix = "/fields/"
        guard pointer.hasPrefix(prefix) else { return nil }
        let index = pointer.dropFirst(prefix.count).prefix { $0 != "/" }
        guard !index.isEmpty else { return nil }
        return prefix + index
    }
}
