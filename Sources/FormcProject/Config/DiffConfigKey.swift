import FormcCore
import FormcDiff
import FormcLoad

extension ConfigKey {
    /// `diff: {fail-on: [results, code]}`: the classes of change that fail `formc diff`
    /// (spec-language.md §14). An empty list fails on nothing (a report only); `--strict` fails
    /// on any change whatever it says.
    static let diff = ConfigKey(
        name: "diff",
        summary: "What fails 'formc diff': fail-on, a list of change classes (results, code, presentation; default results and code).",
        schema: .object([
            "type": .string("object"),
            "properties": .object([
                "fail-on": .object([
                    "type": .string("array"), "uniqueItems": .bool(true),
                    "items": .object(["enum": .array(ChangeClass.allCases.map { .string($0.rawValue) })]),
                ]),
            ]),
            "additionalProperties": .bool(false),
        ])
    ) { node, pointer, reader in
        guard let entries = node.mapping else {
            reader.report(.E601, "diff must be a mapping, not \(node.kindName)", at: node, pointer: pointer,
                          help: "write 'diff: {fail-on: [results, code]}'")
            return
        }
        for entry in entries {
            guard let name = entry.key.scalar?.value else { continue }
            guard name == "fail-on" else {
                reader.report(.E600, "unknown key '\(SafeText.escaped(name))' in diff", at: entry.key, pointer: pointer.appending(name),
                              help: Suggestions.closest(to: name, among: ["fail-on"]).map { "did you mean '\($0)'?" } ?? "the key is fail-on")
                continue
            }
            let at = pointer.appending(name)
            guard let words = reader.strings(entry.value, at, "fail-on") else { continue }
            var classes = Set<ChangeClass>()
            for (index, (word, item)) in words.enumerated() {
                guard let changeClass = ChangeClass(rawValue: word) else {
                    let names = ChangeClass.allCases.map(\.rawValue)
                    let help = Suggestions.closest(to: word, among: names).map { "did you mean '\($0)'?" }
                        ?? "the classes are " + names.joined(separator: ", ")
                    reader.report(.E601, "unknown change class '\(SafeText.escaped(word))'", at: item, pointer: at.appending(index), help: help)
                    continue
                }
                classes.insert(changeClass)
            }
            reader.config.diffFailOn = classes
        }
    }
}
