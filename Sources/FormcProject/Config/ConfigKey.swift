import FormcCore
import FormcGeometry
import FormcLoad
import FormcSwiftGen

/// One key of `.formc.yaml`: its name, what it means (for `formc schema --config`, the docs and
/// completion), the JSON Schema of its value, and how the value is read into `ProjectConfig`.
///
/// Adding a key is adding one entry to `all`, a property to `ProjectConfig`, and a line in the
/// docs (CONTRIBUTING.md, "Adding a project config key").
struct ConfigKey: Sendable {
    var name: String
    var summary: String
    var schema: JSONValue
    var read: @Sendable (Node, JSONPointer, inout ConfigReader) -> Void

    static let all: [ConfigKey] = [devices, rules, exclude, out, strict, emit, iosTarget, swiftAccess, diff, baseline]

    /// Every key's name in a sentence ("devices, rules, … and diff"), for E600's page.
    static var namesInWords: String {
        let names = all.map(\.name)
        guard let last = names.last, names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }

    static let devices = ConfigKey(
        name: "devices",
        summary: "The devices lint checks and build draws mockups on ('all', or a list of names from 'formc devices').",
        schema: .object([
            "oneOf": .array([
                .object(["const": .string("all")]),
                // A name listed twice is taken once, so the schema allows it.
                .object(["type": .string("array"), "items": .object(["enum": .array(Device.names.map(JSONValue.string))]),
                         "minItems": .int(1)]),
            ]),
        ])) { node, pointer, reader in
            if let scalar = node.scalar, scalar.value == "all" {
                reader.config.devices = Device.all
                return
            }
            if let scalar = node.scalar, scalar.value.lowercased() == "all" {
                reader.report(.E601, "devices must be 'all' or a list of device names, not '\(SafeText.escaped(scalar.value))'",
                              at: node, pointer: pointer, help: "did you mean 'all'?")
                return
            }
            guard let names = reader.strings(node, pointer, "devices") else { return }
            guard !names.isEmpty else {
                reader.report(.E601, "devices must name at least one device", at: node, pointer: pointer,
                              help: "write 'all', or list names from 'formc devices': " + Device.names.joined(separator: ", "))
                return
            }
            var devices: [Device] = []
            for (index, (name, item)) in names.enumerated() {
                guard let device = Device.named(name) else {
                    let help = Suggestions.closest(to: name, among: Device.names).map { "did you mean '\($0)'?" }
                        ?? "formc devices lists them: " + Device.names.joined(separator: ", ")
                    reader.report(.E601, "unknown device '\(SafeText.escaped(name))'", at: item, pointer: pointer.appending(index), help: help)
                    continue
                }
                if !devices.contains(device) { devices.append(device) }
            }
            if !devices.isEmpty { reader.config.devices = devices }
        }

    static let rules = ConfigKey(
        name: "rules",
        summary: "Per-code levels: off, warning or error. Warnings can be turned off or raised to errors; errors stay errors.",
        schema: .object([
            "type": .string("object"),
            "propertyNames": .object(["pattern": .string("^[EWew][0-9]{3}$")]),
            // An error code can only be set to error (E602); a warning to any level.
            "patternProperties": .object([
                "^[Ee][0-9]{3}$": .object(["const": .string(ProjectConfig.RuleLevel.error.rawValue)]),
                "^[Ww][0-9]{3}$": .object(["enum": .array(ProjectConfig.RuleLevel.allCases.map { .string($0.rawValue) })]),
            ]),
        ])) { node, pointer, reader in
            guard let entries = node.mapping else {
                reader.report(.E601, "rules must be a mapping of codes to levels, not \(node.kindName)", at: node, pointer: pointer,
                              help: "write one code a line: 'W502: off'")
                return
            }
            let registry = DiagnosticRegistry.formc
            for entry in entries {
                guard let id = entry.key.scalar?.value else { continue }
                let at = pointer.appending(id)
                guard let code = registry.code(named: id) else {
                    let help = Suggestions.closest(to: id.uppercased(), among: registry.ids).map { "did you mean '\($0)'?" }
                        ?? "formc explain lists the codes"
                    reader.report(.E602, "'\(SafeText.escaped(id))' is not a code formc reports", at: entry.key, pointer: at, help: help)
                    continue
                }
                let levels = ProjectConfig.RuleLevel.allCases.map(\.rawValue)
                guard let text = entry.value.scalar?.value, let level = ProjectConfig.RuleLevel(rawValue: text) else {
                    let found = entry.value.scalar.map { "'\(SafeText.escaped($0.value))'" } ?? entry.value.kindName
                    let help = entry.value.scalar.flatMap { Suggestions.closest(to: $0.value, among: levels) }.map { "did you mean '\($0)'?" }
                        ?? "the levels are off, warning and error"
                    reader.report(.E601, "the level of \(code.id) must be off, warning or error, not \(found)", at: entry.value,
                                  pointer: at, help: help)
                    continue
                }
                if code.severity == .error, level != .error {
                    reader.report(.E602, "\(code.id) is an error and cannot be set to '\(level.rawValue)'", at: entry.value, pointer: at,
                                  help: "only warnings (W codes) can be turned off or kept as warnings")
                    continue
                }
                reader.config.rules[code.id] = level
            }
        }

    static let exclude = ConfigKey(
        name: "exclude",
        summary: "Spec files and folders lint and build leave out: globs relative to the config's folder (*, ?, **).",
        schema: .object(["type": .string("array"), "items": .object(["type": .string("string"), "minLength": .int(1)])])
    ) { node, pointer, reader in
        guard let globs = reader.strings(node, pointer, "exclude") else { return }
        reader.config.exclude = globs.map { GlobPattern($0.0) }
    }

    static let out = ConfigKey(
        name: "out",
        summary: "Where build writes its outputs, relative to the config's folder (default build/formc).",
        schema: .object(["type": .string("string"), "minLength": .int(1)])
    ) { node, pointer, reader in
        reader.config.out = reader.string(node, pointer, "out")
    }

    static let baseline = ConfigKey(
        name: "baseline",
        summary: "The baseline file of accepted findings lint leaves out, relative to the config's folder (as --baseline).",
        schema: .object(["type": .string("string"), "minLength": .int(1)])
    ) { node, pointer, reader in
        reader.config.baseline = reader.string(node, pointer, "baseline")
    }

    static let strict = ConfigKey(
        name: "strict",
        summary: "Warnings fail lint and build, as --strict does.",
        schema: .object(["type": .string("boolean")])
    ) { node, pointer, reader in
        reader.config.strict = reader.bool(node, pointer, "strict")
    }

    static let emit = ConfigKey(
        name: "emit",
        summary: "The kinds build writes, as --emit takes them: schema, mockup, review, swift (default all four).",
        // A kind listed twice is taken once, so the schema allows it.
        schema: .object(["type": .string("array"), "items": .object(["enum": .array(OutputKind.allCases.map { .string($0.rawValue) })]),
                         "minItems": .int(1)])
    ) { node, pointer, reader in
        guard let words = reader.strings(node, pointer, "emit") else { return }
        guard !words.isEmpty else {
            reader.report(.E601, "emit must name at least one kind", at: node, pointer: pointer,
                          help: "the kinds are " + OutputKind.allCases.map(\.rawValue).joined(separator: ", "))
            return
        }
        var kinds = Set<OutputKind>()
        var valid = true
        for (index, (word, item)) in words.enumerated() {
            guard let kind = OutputKind(rawValue: word) else {
                let names = OutputKind.allCases.map(\.rawValue)
                let help = Suggestions.closest(to: word, among: names).map { "did you mean '\($0)'?" }
                    ?? "the kinds are " + names.joined(separator: ", ")
                reader.report(.E601, "unknown output kind '\(SafeText.escaped(word))'", at: item, pointer: pointer.appending(index), help: help)
                valid = false
                continue
            }
            kinds.insert(kind)
        }
        if valid, !kinds.isEmpty { reader.config.emit = kinds }
    }

    static let iosTarget = ConfigKey(
        name: "ios-target",
        summary: "The app's lowest iOS, as --ios-target takes it (\(IOSVersion.minimum) or later): Swift that needs more gets W510.",
        // Below the minimum is E601: the string form by its pattern (a major of 15 or more, as
        // `IOSVersion` reads it, leading zeros and all), the number form by `minimum`.
        schema: .object(["type": .array([.string("string"), .string("number")]), "pattern": .string(IOSVersion.schemaPattern),
                         "minimum": .int(IOSVersion.minimum.major)])
    ) { node, pointer, reader in
        guard let text = reader.string(node, pointer, "ios-target") else { return }
        guard let version = IOSVersion(text) else {
            reader.report(.E601, "ios-target must be an iOS version such as \"16.0\", not '\(SafeText.escaped(text))'", at: node,
                          pointer: pointer, help: "write the major and minor version: \"16.4\"")
            return
        }
        guard version >= IOSVersion.minimum else {
            reader.report(.E601, "ios-target \(version) is below iOS \(IOSVersion.minimum), the lowest the generated Swift supports",
                          at: node, pointer: pointer,
                          help: "the generated Swift needs UISheetPresentationController (iOS \(IOSVersion.minimum)): write \"\(IOSVersion.minimum)\" or later")
            return
        }
        reader.config.iosTarget = version
    }
}

extension ConfigKey {
    static let swiftAccess = ConfigKey(
        name: "swift-access",
        summary: "The access level of the generated Swift: internal (default) for an app target, public for a library target that exports the types.",
        schema: .object(["enum": .array(SwiftAccess.allCases.map { .string($0.rawValue) })])
    ) { node, pointer, reader in
        guard let text = reader.string(node, pointer, "swift-access") else { return }
        guard let access = SwiftAccess(rawValue: text) else {
            let levels = SwiftAccess.allCases.map(\.rawValue)
            let help = Suggestions.closest(to: text, among: levels).map { "did you mean '\($0)'?" }
                ?? "write internal (the default) or public"
            reader.report(.E601, "swift-access must be internal or public, not '\(SafeText.escaped(text))'", at: node, pointer: pointer,
                          help: help)
            return
        }
        reader.config.swiftAccess = access
    }
}

extension IOSVersion {
    /// A version of `minimum` (iOS 15) or later as text: a major of 15–19, 20–99 or three
    /// digits and more, after any leading zeros, and an optional minor.
    static let schemaPattern = "^0*(1[5-9]|[2-9][0-9]|[1-9][0-9]{2,})(\\.[0-9]+)?$"
}

extension ProjectConfig {
    /// The keys of `.formc.yaml` with what each means, for completion in an editor.
    public static var keys: [(name: String, summary: String)] { ConfigKey.all.map { ($0.name, $0.summary) } }

    /// The values a key takes when its schema lists them (`swift-access`: internal, public), for
    /// completion in an editor.
    public static func choices(ofKey name: String) -> [String] {
        guard let key = ConfigKey.all.first(where: { $0.name == name }), case .array(let values)? = key.schema["enum"] else { return [] }
        return values.compactMap { value in
            guard case .string(let text) = value else { return nil }
            return text
        }
    }
}
