import FormcCore
import FormcLoad

/// W507 once per list: the plain scalars of one flow sequence that other tools read as
/// another type (`options: [36, 37, …, 47]`) are one finding, at the first of them, with every
/// one as a note — not one block per item. A single one keeps its own message.
enum AmbiguousLists {
    /// `diagnostics` (in report order) with the W507s of each flow sequence merged.
    static func grouped(_ diagnostics: [Diagnostic], root: Node) -> [Diagnostic] {
        guard diagnostics.lazy.filter({ $0.code == .W507 }).count > 1 else { return diagnostics }
        var lists: [String: [String: String]] = [:]
        collectFlowLists(root, at: .root, into: &lists)
        var groups: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics where diagnostic.code == .W507 {
            if let list = listPointer(of: diagnostic.pointer), lists[list] != nil { groups[list, default: []].append(diagnostic) }
        }
        var merged: [Diagnostic] = []
        var done = Set<String>()
        for diagnostic in diagnostics {
            guard diagnostic.code == .W507, let list = listPointer(of: diagnostic.pointer), let group = groups[list], group.count > 1,
                  let texts = lists[list] else {
                merged.append(diagnostic)
                continue
            }
            if done.insert(list).inserted { merged.append(merge(group, texts: texts)) }
        }
        return merged
    }

    /// One W507 for `group` (in report order), at its first item.
    private static func merge(_ group: [Diagnostic], texts: [String: String]) -> Diagnostic {
        var first = group[0]
        let items = group.map { diagnostic in
            (diagnostic: diagnostic, text: texts[diagnostic.pointer] ?? "", reading: AmbiguousScalar.otherReading(of: texts[diagnostic.pointer] ?? "") ?? "another type")
        }
        var readings: [String] = []
        for item in items where !readings.contains(item.reading) { readings.append(item.reading) }
        let quoted = items.prefix(2).map { "\"\(SafeText.shown($0.text))\"" }.joined(separator: ", ") + (items.count > 2 ? ", …" : "")
        let message = DiagnosticMessage(
            .W507, "\(items.count) items of this list are read as strings here, but other YAML tools read each as \(alternatives(readings))",
            help: "quote them (\(quoted)) so every tool reads the same strings")
        let notes = items.map { item in
            Diagnostic.Note("'\(SafeText.shown(item.text))' is read as \(item.reading) by other YAML tools", file: first.file, range: item.diagnostic.range)
        }
        first.message = message.text
        first.help = message.help
        first.notes = notes
        return first
    }

    /// `a number`, `a number or null`, `a number, null or the boolean true`.
    private static func alternatives(_ words: [String]) -> String {
        guard let last = words.last else { return "" }
        return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " or " + last
    }

    /// The pointer of the list an item pointer (`/fields/0/options/3`) is in; nil for a key's value.
    static func listPointer(of pointer: String) -> String? {
        guard let slash = pointer.lastIndex(of: "/") else { return nil }
        let last = pointer[pointer.index(after: slash)...]
        guard !last.isEmpty, last.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return String(pointer[..<slash])
    }

    /// Every flow sequence under `node`: its pointer → its scalar items' pointers → their text.
    private static func collectFlowLists(_ node: Node, at pointer: JSONPointer, into lists: inout [String: [String: String]]) {
        switch node.kind {
        case .scalar:
            return
        case .sequence(let items):
            var scalars: [String: String] = [:]
            for (index, item) in items.enumerated() {
                if let scalar = item.scalar { scalars[pointer.appending(index).description] = scalar.value }
                collectFlowLists(item, at: pointer.appending(index), into: &lists)
            }
            if node.isFlow, scalars.count > 1 { lists[pointer.description] = scalars }
        case .mapping(let entries):
            for entry in entries {
                guard let key = entry.key.scalar?.value else { continue }
                collectFlowLists(entry.value, at: pointer.appending(key), into: &lists)
            }
        }
    }
}
