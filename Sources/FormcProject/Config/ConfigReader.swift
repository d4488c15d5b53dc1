import FormcCore
import FormcLoad

/// Reads a project config's nodes into a `ProjectConfig`, reporting what cannot be used with
/// the spec files' machinery: a position, a code (E600–E602), and a did-you-mean.
struct ConfigReader {
    let file: String
    var config: ProjectConfig
    var diagnostics: [Diagnostic] = []

    init(file: String, root: String) {
        self.file = file
        config = ProjectConfig(file: file, root: root)
    }

    /// Reads the document's root mapping, key by key (`ConfigKey.all`).
    mutating func read(_ root: Node) {
        if root.scalar?.isNull == true { return }
        guard let entries = root.mapping else {
            report(.E601, "the project config must be a mapping of keys, not \(root.kindName)", at: root, pointer: .root,
                   help: "write keys such as 'devices: [iphone-15]', one a line")
            return
        }
        var seen = Set<String>()
        for entry in entries {
            guard let name = entry.key.scalar?.value else {
                report(.E601, "a key of the project config must be a string", at: entry.key, pointer: .root)
                continue
            }
            guard let key = ConfigKey.all.first(where: { $0.name == name }) else {
                let names = ConfigKey.all.map(\.name)
                let help = Suggestions.closest(to: name, among: names).map { "did you mean '\(SafeText.escaped($0))'?" }
                    ?? "the keys are " + names.joined(separator: ", ")
                report(.E600, "unknown key '\(SafeText.escaped(name))' in the project config", at: entry.key,
                       pointer: JSONPointer.root.appending(name), help: help)
                continue
            }
            // The loader already reports a repeated key.
            guard seen.insert(name).inserted else { continue }
            key.read(entry.value, JSONPointer.root.appending(name), &self)
        }
    }

    mutating func report(_ code: DiagnosticCode, _ message: String, at node: Node, pointer: JSONPointer, help: String? = nil) {
        diagnostics.append(Diagnostic(code, message, file: file, range: node.range, pointer: pointer.description, help: help))
    }

    /// The node's text when it is a string (a non-null scalar), else an E601 naming `what`.
    mutating func string(_ node: Node, _ pointer: JSONPointer, _ what: String) -> String? {
        if let scalar = node.scalar, !scalar.isNull, !scalar.value.isEmpty { return scalar.value }
        report(.E601, "\(what) must be a non-empty string, not \(node.scalar.map { _ in "an empty value" } ?? node.kindName)",
               at: node, pointer: pointer)
        return nil
    }

    /// The node's items as strings, each with its node; a single string is not a list.
    mutating func strings(_ node: Node, _ pointer: JSONPointer, _ what: String) -> [(String, Node)]? {
        guard let items = node.sequence else {
            report(.E601, "\(what) must be a list, not \(node.kindName)", at: node, pointer: pointer,
                   help: node.scalar.map { "write it as a list: [\(SafeText.escaped($0.value))]" })
            return nil
        }
        var values: [(String, Node)] = []
        for (index, item) in items.enumerated() {
            if let text = string(item, pointer.appending(index), "an item of \(what)") { values.append((text, item)) }
        }
        return values
    }

    /// `true` or `false`, written plain (a quoted "true" is a string).
    mutating func bool(_ node: Node, _ pointer: JSONPointer, _ what: String) -> Bool? {
        if let scalar = node.scalar, scalar.isPlain, scalar.value == "true" || scalar.value == "false" { return scalar.value == "true" }
        report(.E601, "\(what) must be true or false", at: node, pointer: pointer,
               help: node.scalar.map { $0.isPlain ? "write true or false" : "write it without quotes" })
        return nil
    }
}
