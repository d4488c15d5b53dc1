import FormcCore
import FormcLoad

/// The baseline key of each finding of a run: its file made relative to the baseline's folder,
/// the id of the screen whose document holds it, its code and its key path: its JSON Pointer,
/// with each list item that has an `id` named by it (`/fields/id:travel/options/1`) instead of
/// its index, so a field added above another, or fields reordered, leave its findings matched.
/// The documents are read again only from the files that have findings, one parse each, so
/// keying costs what those files cost to load.
public struct BaselineKeys: Sendable {
    /// The absolute folder the baseline's paths are relative to.
    public let folder: String

    /// Keys relative to the folder of the baseline file at `baselinePath`.
    public init(baselinePath: String) {
        let absolute = AbsolutePath.of(baselinePath)
        folder = String(absolute[..<(absolute.lastIndex(of: "/") ?? absolute.startIndex)])
    }

    /// The key of each diagnostic, in their order; `read` gives a file's bytes (nil when it
    /// cannot be read: its findings then have no screen).
    public func keys(of diagnostics: [Diagnostic], read: (String) -> [UInt8]?) -> [BaselineKey] {
        var documentsByFile: [String: [Document]] = [:]
        return diagnostics.map { diagnostic in
            if documentsByFile[diagnostic.file] == nil {
                documentsByFile[diagnostic.file] = read(diagnostic.file).map { Loader.load(SourceFile(path: diagnostic.file, bytes: $0)).documents } ?? []
            }
            let document = Self.document(at: diagnostic.range?.start.offset ?? 0, in: documentsByFile[diagnostic.file] ?? [])
            let screen = document?.root.mapping?.first { $0.key.scalar?.value == "screen" }?.value.scalar?.value ?? ""
            let path = document.map { Self.keyPath(diagnostic.pointer, in: $0.root) } ?? diagnostic.pointer
            return BaselineKey(file: relative(diagnostic.file), screen: screen, code: diagnostic.code.id, path: path)
        }
    }

    /// `path` relative to `folder` (`../` where it lies outside).
    public func relative(_ path: String) -> String {
        guard !path.isEmpty else { return path }
        let target = AbsolutePath.of(path).split(separator: "/"), base = folder.split(separator: "/")
        var shared = 0
        while shared < min(target.count, base.count), target[shared] == base[shared] { shared += 1 }
        let up = Array(repeating: "..", count: base.count - shared)
        return (up + target[shared...].map(String.init)).joined(separator: "/")
    }

    /// The last document that starts at or before `offset` (documents are in order).
    static func document(at offset: Int, in documents: [Document]) -> Document? {
        var lo = 0, hi = documents.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if documents[mid].range.start.offset <= offset { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 ? documents[lo - 1] : documents.first
    }

    /// `pointer` with the index of each list item that is a mapping with a scalar `id` replaced
    /// by `id:` and that id (escaped as a pointer's token); the rest as it is.
    public static func keyPath(_ pointer: String, in root: Node) -> String {
        var node: Node? = root
        var path = ""
        for token in PointerLookup.tokens(of: pointer) {
            var written = token
            switch node?.kind {
            case .mapping(let entries)?:
                node = entries.first { $0.key.scalar?.value == token }?.value
            case .sequence(let items)?:
                if let index = Int(token), items.indices.contains(index) {
                    node = items[index]
                    if let id = items[index].mapping?.first(where: { $0.key.scalar?.value == "id" })?.value.scalar?.value {
                        written = "id:" + id
                    }
                } else {
                    node = nil
                }
            default:
                node = nil
            }
            path += "/" + written.replacingTilde()
        }
        return path
    }
}

extension String {
    /// The text as a JSON Pointer token (RFC 6901): `~` as `~0`, `/` as `~1`.
    fileprivate func replacingTilde() -> String {
        var out = ""
        for c in self {
            switch c {
            case "~": out += "~0"
            case "/": out += "~1"
            default: out.append(c)
            }
        }
        return out
    }
}

/// A run's findings against a baseline: the new ones (reported), how many the baseline knew,
/// and the baseline's entries no finding matches any more (stale: the findings were fixed or
/// moved), counted only for the files the run checked.
public struct BaselineMatch: Sendable {
    public var new: [Diagnostic]
    public var known: Int
    public var stale: Int

    /// Matches `diagnostics` (in report order), keyed by `keys`, against `baseline`: for each key,
    /// the first findings up to its count are known, the rest new. `checkedFiles` are the
    /// files of the run, relative to the baseline's folder.
    public init(_ diagnostics: [Diagnostic], keys: [BaselineKey], baseline: Baseline, checkedFiles: Set<String>) {
        var left = baseline.counts
        var new: [Diagnostic] = []
        var known = 0
        for (diagnostic, key) in zip(diagnostics, keys) {
            if let count = left[key], count > 0 {
                left[key] = count - 1
                known += 1
            } else {
                new.append(diagnostic)
            }
        }
        self.new = new
        self.known = known
        stale = left.filter { checkedFiles.contains($0.key.file) }.values.reduce(0, +)
    }
}
