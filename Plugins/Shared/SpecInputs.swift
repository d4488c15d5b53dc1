// Shared by the formc plugins (a symbolic link in each plugin's folder, as a plugin can
// depend on no library): which files of a target are formc specs, the configs that govern
// them, and the name of each spec's Swift.
import Foundation

/// The formc specs of one target's folder, and the `.formc.yaml` files that govern them.
struct SpecInputs {
    /// The specs, sorted by path: `.yaml` or `.yml` files (any case) whose text has a
    /// top-level `formc:` key; `.formc.yaml` is a config, not a spec.
    var specs: [URL]
    /// Every `.formc.yaml` in a spec's folder or a folder above it, up to the package's root:
    /// formc reads the nearest, and a change to any of them may change what it writes.
    var configs: [URL]

    init(files: [URL], packageRoot: URL) {
        specs = files.filter(Self.isSpec).sorted { $0.path < $1.path }
        var found = Set<String>()
        let root = packageRoot.standardizedFileURL.path
        for spec in specs {
            var folder = spec.deletingLastPathComponent().standardizedFileURL
            while true {
                let config = folder.appendingPathComponent(".formc.yaml")
                if FileManager.default.fileExists(atPath: config.path) { found.insert(config.path) }
                if folder.path == root || folder.path == "/" || !folder.path.hasPrefix(root) { break }
                folder = folder.deletingLastPathComponent().standardizedFileURL
            }
        }
        configs = found.sorted().map { URL(fileURLWithPath: $0) }
    }

    /// Whether `url` is a formc spec: its extension, its name, and a line that starts `formc:`.
    static func isSpec(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        let ext = url.pathExtension.lowercased()
        guard ext == "yaml" || ext == "yml", name.lowercased() != ".formc.yaml",
              let data = FileManager.default.contents(atPath: url.path) else { return false }
        var text = Substring(String(decoding: data, as: UTF8.self))
        if text.first == "\u{FEFF}" { text = text.dropFirst() }
        // Any line break (a CRLF file's "\r\n" is one Character).
        return text.split(whereSeparator: \.isNewline).contains { $0.hasPrefix("formc:") }
    }

    /// The name `formc generate` gives the Swift of `spec` (its path relative to `root`, the
    /// folders and name joined by `_`, `.yaml`/`.yml` replaced by `.swift`), which the plugin
    /// declares before formc runs. `SwiftGenerator.specFileName` in formc is the same rule.
    static func outputName(of spec: URL, relativeTo root: URL) -> String {
        let base = root.standardizedFileURL.path
        var path = spec.standardizedFileURL.path
        if path.hasPrefix(base + "/") { path.removeFirst(base.count + 1) }
        for suffix in [".yaml", ".yml"] where path.lowercased().hasSuffix(suffix) {
            path.removeLast(suffix.count)
            break
        }
        return path.split(separator: "/").joined(separator: "_") + ".swift"
    }

    /// The deepest folder that holds every spec: what an Xcode target's names are made from
    /// (its files may lie outside the project's folder).
    static func commonFolder(of specs: [URL]) -> URL? {
        guard let first = specs.first else { return nil }
        var parts = first.deletingLastPathComponent().standardizedFileURL.pathComponents
        for spec in specs.dropFirst() {
            let other = spec.deletingLastPathComponent().standardizedFileURL.pathComponents
            let shared = zip(parts, other).prefix { $0 == $1 }.count
            parts.removeSubrange(shared...)
        }
        return URL(fileURLWithPath: parts.isEmpty ? "/" : NSString.path(withComponents: parts))
    }

    /// The one file every target's generated Swift shares.
    static let supportFile = "FormcSupport.swift"
}
