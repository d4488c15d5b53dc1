import FormcProject
import FormcCore
import FormcGeometry

/// Completion in `.formc.yaml`: its keys, device names under `devices`, and under `rules` the
/// codes a level can be set for (warnings: errors stay errors) and the levels each can take
/// (only `error` for an error code), and the values of a key whose schema lists them.
struct ConfigCompletion {
    let document: TextDocument
    let encoding: PositionEncoding

    func items(at offset: Int) -> [CompletionItem] {
        let context = CursorContext.at(document, offset: offset)
        let range = document.range(context.wordStart, max(context.wordStart, offset), encoding: encoding)
        var items: [CompletionItem] = []
        func add(_ label: String, _ kind: CompletionItem.Kind, _ detail: String?, _ text: String? = nil) {
            items.append(CompletionItem(label: label, kind: kind, detail: detail, documentation: nil,
                                        edit: TextEdit(range: range, newText: text ?? label), sortText: sortKey(items.count)))
        }
        switch (context.path, context.slot) {
        case ([], .key):
            for key in ProjectConfig.keys where !context.siblingKeys.contains(key.name) { add(key.name, .property, key.summary, key.name + ": ") }
        case ([.key("devices")], .key) where context.isBareItem, ([], .value(key: "devices")):
            if context.path.isEmpty, !context.isListItem { add("all", .enumMember, "every device") }
            for device in Device.all { add(device.name, .enumMember, "\(Int(device.width)) × \(Int(device.height)) pt") }
        case ([.key("rules")], .key):
            for code in DiagnosticRegistry.formc.codes where code.severity == .warning && !context.siblingKeys.contains(code.id) {
                add(code.id, .property, code.summary, code.id + ": ")
            }
        case ([.key("rules")], .value(let code)):
            // An error code can only be set to error.
            let isError = DiagnosticRegistry.formc.code(named: code)?.severity == .error
            for level in ProjectConfig.RuleLevel.allCases where !isError || level == .error { add(level.rawValue, .enumMember, nil) }
        case ([], .value(let key)):
            for choice in ProjectConfig.choices(ofKey: key) { add(choice, .enumMember, nil) }
        default:
            break
        }
        return items
    }
}
