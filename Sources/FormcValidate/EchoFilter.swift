import FormcCore
import FormcSpec

/// Keeps a rule from echoing a decoding error. When decoding left part of a screen incomplete
/// (`Screen.incomplete`: a value of the wrong type, a misspelled or missing key, an item left
/// out), the rules still check the rest of the screen — every problem in one run — but a
/// finding that reads an incomplete part could be a consequence of the first error: a
/// misspelled `layout` makes `columns` look misplaced, an action with a bad role makes the
/// submit action look missing. Such findings wait until the error is fixed.
enum EchoFilter {
    /// Whether `diagnostic`, found by a rule on `screen`, reads only parts that were decoded whole.
    static func keeps(_ diagnostic: Diagnostic, of screen: Screen) -> Bool {
        guard !screen.incomplete.isEmpty, let reads = reads(diagnostic, of: screen) else { return true }
        if !reads.screen.isEmpty, screen.isRootIncomplete { return false }
        if reads.screen.contains(where: screen.isIncomplete(at:)) { return false }
        return !reads.own.contains(where: screen.isIncomplete(at:))
    }

    /// What the rule behind `diagnostic` read: parts of the screen, and parts of the field (or
    /// section) the finding sits in. Nil for the rules that only compare ids that were read
    /// (an item left out cannot make an id repeat).
    private static func reads(_ diagnostic: Diagnostic, of screen: Screen) -> (screen: [String], own: [String])? {
        let field = fieldPart(of: diagnostic.pointer)
        func inField(_ keys: [String]) -> [String] { field.map { field in keys.map { field + "/" + $0 } } ?? [] }
        let options = ["options", "sections"]
        let content = ["/title", "/fields", "/actions", "/tab-bar"]
        switch diagnostic.code {
        case .E312: return ([], inField(options + ["initial"]))
        case .E400: return ([], inField(["min", "max"]))
        case .E401: return ([], inField(options + ["min", "max"]))
        case .E402:
            // A list for a choice, or an id listed twice, reads the initial alone; a count
            // against max reads the options too.
            let counts = diagnostic.pointer == field.map { $0 + "/initial" } && kind(of: field, in: screen) == .multiChoice
            return ([], inField(["type", "initial"] + (counts ? options + ["max"] : [])))
        case .E403: return ([], inField(["layout", "columns"]))
        case .E404: return (["/actions"], inField(["commit"]))
        case .E408:
            // An empty section reads only itself; an empty field all its options.
            if diagnostic.pointer.contains("/sections/") { return ([], [diagnostic.pointer]) }
            return ([], inField(options))
        case .W504: return ([], inField(options + ["initial", "min"]))
        case .W506: return ([], inField(options + ["type"]))
        case .W500: return ([], inField(options + ["layout", "columns"]))
        case .E310: return (["/sheet/presentation", "/sheet/detents", "/sheet/initial-detent"], [])
        case .E311: return (["/sheet/presentation", "/sheet/detents", "/sheet/backdrop/undimmed-through"], [])
        case .E406: return (["/sheet/presentation", "/sheet/detents", "/sheet/backdrop"], [])
        case .W503: return (["/sheet/detents"], [])
        case .W505: return (["/sheet/edge-attached-in-compact-height", "/sheet/width-follows-preferred-content-size"], [])
        case .E313, .W501: return (["/tab-bar"], [])
        case .E405: return (["/sheet/presentation", "/sheet/detents", "/sheet/backdrop", "/sheet/dismiss", "/actions", "/tab-bar"], [])
        case .E409: return (["/fields"], [])
        // Detent heights read the sheet, and the content too when one of them fits it.
        case .E407: return (["/sheet"] + (screen.sheet.detents.contains { $0.kind == .fit } ? content : []), [])
        case .W502: return (["/sheet"] + content, [])
        default: return nil
        }
    }

    private static func kind(of field: String?, in screen: Screen) -> Field.Kind? {
        guard let field, let index = Int(field.dropFirst("/fields/".count)), screen.fields.indices.contains(index) else { return nil }
        // Fields left out shift the indexes: only a field read at its own place answers.
        let candidate = screen.fields[index]
        return candidate.pointer.description == field ? candidate.kind.value : screen.fields.first { $0.pointer.description == field }?.kind.value
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
