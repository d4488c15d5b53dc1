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
        // A root key formc could not place (`buttons:`) may be the actions or tab bar whose
        // absence the rule would report.
        if reads.absence, screen.isRootIncomplete { return false }
        if reads.parts.contains(where: screen.isIncomplete(at:)) { return false }
        return !reads.lists.contains(where: screen.incomplete.missesItems(in:))
    }

    /// What the rule behind `diagnostic` read: `parts` that must have been read whole, `lists`
    /// that must have lost no item (a bad value inside a kept item does not matter), and
    /// whether it reports something absent. Nil for the rules that only compare ids that were
    /// read (an item left out cannot make an id repeat).
    private static func reads(_ diagnostic: Diagnostic, of screen: Screen) -> (parts: [String], lists: [String], absence: Bool)? {
        let field = fieldPart(of: diagnostic.pointer)
        func inField(_ keys: [String]) -> [String] { field.map { field in keys.map { field + "/" + $0 } } ?? [] }
        let options = inField(["options", "sections"])
        let content = ["/title", "/fields", "/actions", "/tab-bar", "/sheet/grabber", "/sheet/dismiss"]
        let heights = ["/sheet/presentation", "/sheet/detents", "/sheet/max-height"]
        switch diagnostic.code {
        case .E312: return (inField(["initial"]), options, false)
        case .E400: return (inField(["min", "max"]), [], false)
        case .E401: return (inField(["min", "max"]), options, false)
        case .E402:
            // A list for a choice, or an id listed twice, reads the initial alone; a count
            // against max reads the options too.
            let counts = diagnostic.pointer == field.map { $0 + "/initial" } && kind(of: field, in: screen) == .multiChoice
            return (inField(["type", "initial"] + (counts ? ["max"] : [])), counts ? options : [], false)
        case .E403: return (inField(["layout", "columns"]), [], false)
        case .E404: return (["/actions"] + inField(["commit"]), [], true)
        case .E408:
            // An empty section reads only itself; an empty field all its options.
            if diagnostic.pointer.contains("/sections/") { return ([], [diagnostic.pointer], false) }
            return ([], options, false)
        case .W504: return (inField(["initial", "min"]), options, false)
        case .W506: return (inField(["type"]), options, false)
        case .W500: return (inField(["layout", "columns"]), options, false)
        case .E310: return (["/sheet/presentation", "/sheet/detents", "/sheet/initial-detent"], [], false)
        case .E311: return (["/sheet/presentation", "/sheet/detents", "/sheet/backdrop/undimmed-through"], [], false)
        case .E406: return (["/sheet/presentation", "/sheet/detents", "/sheet/backdrop"], [], false)
        case .W503: return (["/sheet/detents"], [], false)
        case .W505: return (["/sheet/edge-attached-in-compact-height", "/sheet/width-follows-preferred-content-size"], [], false)
        case .E313: return (["/tab-bar/selected"], ["/tab-bar/items"], false)
        case .W501: return ([], ["/tab-bar/items"], false)
        case .E405: return (["/sheet/presentation", "/sheet/detents", "/sheet/backdrop", "/sheet/dismiss", "/actions", "/tab-bar"], [], true)
        case .E409: return (["/fields"], [], false)
        // Detent heights, and the content too when a detent fits it.
        case .E407: return (heights + (screen.sheet.detents.contains { $0.kind == .fit } ? content : []), [], false)
        case .W502: return (["/sheet"] + content, [], false)
        default: return nil
        }
    }

    private static func kind(of field: String?, in screen: Screen) -> Field.Kind? {
        guard let field, let index = Int(field.dropFirst("/fields/".count)) else { return nil }
        // Fields left out only shift the later ones down: the field is at its index or before.
        let end = index < screen.fields.count ? index + 1 : screen.fields.count
        return screen.fields[..<end].last { $0.pointer.description == field }?.kind.value
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
