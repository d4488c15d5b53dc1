import FormcCore
import FormcLoad

/// The baseline key of each finding of a run: its file made relative to the baseline's folder,
/// the id of the screen whose document holds it, its code and its pointer. The screens are read
/// again only from the files that have findings, one parse each, so keying costs what those
/// files cost to load.
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
        var screensByFile: [String: [(range: Range<Int>, id: String)]] = [:]
        return diagnostics.map { diagnostic in
            if screensByFile[diagnostic.file] == nil {
                screensByFile[diagnostic.file] = read(diagnostic.file).map { Self.screens(in: SourceFile(path: diagnostic.file, bytes: $0)) } ?? []
            }
            let offset = diagnostic.range?.start.offset ?? 0
            let screen = Self.screen(at: offset, in: screensByFile[diagnostic.file] ?? [])
            return BaselineKey(file: relative(diagnostic.file), screen: screen, code: diagnostic.code.id, path: diagnostic.pointer)
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

    /// The id of the last document that starts at or before `offset` (documents are in order).
    static func screen(at offset: Int, in screens: [(range: Range<Int>, id: String)]) -> String {
        var lo = 0, hi = screens.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if screens[mid].range.lowerBound <= offset { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 ? screens[lo - 1].id : screens.first?.id ?? ""
    }

    /// The byte range of each document of `source` and the id its `screen:` key gives.
    static func screens(in source: SourceFile) -> [(range: Range<Int>, id: String)] {
        Loader.load(source).documents.map { document in
            let id = document.root.mapping?.first { $0.key.scalar?.value == "screen" }?.value.scalar?.value ?? ""
            return (document.range.start.offset..<max(document.range.start.offset, document.range.end.offset), id)
        }
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
