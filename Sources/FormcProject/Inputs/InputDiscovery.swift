import FormcCore

/// The spec files of a run, found from the paths on the command line.
public struct DiscoveredInputs: Hashable, Sendable {
    /// Every file to load, sorted, each file once (two paths to one file keep the first).
    public var files: [String]
    /// E100 for what could not be examined: a missing path, an unreadable directory, a broken
    /// link or a symlink loop, placed at 1:1. None of them stops the run.
    public var diagnostics: [Diagnostic]

    public init(files: [String], diagnostics: [Diagnostic]) {
        self.files = files
        self.diagnostics = diagnostics
    }
}

/// Finds spec files (spec-language.md §10): a path is a file (read whatever its name) or a directory
/// searched recursively for `.yaml`/`.yml`; the default is `specs/`.
///
/// Hidden entries (`.git`, `.build`) are skipped inside directories, since a `formc lint .` must
/// not wander into build products; a hidden path named on the command line is still read.
/// Symbolic links are followed; a link back to a directory being walked is a loop, reported as
/// E100 and not followed. The result does not depend on the order of the paths or of the
/// directory listings.
public struct InputDiscovery: Sendable {
    /// What `formc lint` and `formc build` read when no path is given.
    public static let defaultPath = "specs"
    /// Deeper directory trees are cut off (and reported): no real spec tree comes near it.
    public static let maxDepth = 64
    /// The most files `discover(_:found:)` hands over at once.
    static let foundBatch = 32

    public var fileSystem: any FileSystem
    /// Entries found inside folders that are left out (a project's `exclude`); paths named on
    /// the command line are always read, as ruff and eslint do.
    public var isExcluded: @Sendable (String) -> Bool
    /// Whether `isExcluded` can be true of any entry of a folder (named as `Paths.parent(of:)`
    /// names its entries' folder); asked once per folder, before its first entry, so a folder
    /// whose config excludes nothing costs no question per entry. nil asks of every entry.
    public var mayExclude: (@Sendable (_ folder: String) -> Bool)?

    public init(fileSystem: any FileSystem = PosixFileSystem(), isExcluded: @escaping @Sendable (String) -> Bool = { _ in false },
                mayExclude: (@Sendable (_ folder: String) -> Bool)? = nil) {
        self.fileSystem = fileSystem
        self.isExcluded = isExcluded
        self.mayExclude = mayExclude
    }

    /// The files under `paths` (the default path when empty).
    public func discover(_ paths: [String]) -> DiscoveredInputs {
        discover(paths, found: nil).inputs
    }

    /// `discover(_:)`, handing the files to `found` as the walk meets them, in batches (a
    /// folder's files, at most `foundBatch` at a time), before the walk ends: a run can check
    /// files while the rest of the tree is searched. Each path is handed over once, numbered
    /// from 0 in the order handed; `numbers` has the number of each of `inputs.files`.
    package func discover(_ paths: [String], found: (([String]) -> Void)?) -> (inputs: DiscoveredInputs, numbers: [Int]) {
        var walk = Walk(fileSystem: fileSystem, isExcluded: isExcluded, mayExclude: mayExclude, onFound: found)
        let roots = paths.isEmpty ? [Self.defaultPath] : Array(Set(paths)).sorted()
        for root in roots {
            walk.visitRoot(root, isDefault: paths.isEmpty)
        }
        walk.handOver()
        // Sorted by path (a stable sort: of equal paths, the first found first); of two paths
        // to one file, the first in that order stays.
        let exact = walk.exactIdentities()
        // A walk meets each folder's entries in order, so the paths are usually in order already,
        // and usually of distinct files: then neither a sort nor a set of identities is needed.
        let inOrder = exact.indices.dropFirst().allSatisfy { !(exact[$0].path < exact[$0 - 1].path) }
        let order = inOrder ? Array(exact.indices) : exact.indices.sorted(by: { exact[$0].path < exact[$1].path })
        let distinct = !Walk.hasRepeats(exact.map(\.identity))
        var seen = Set<FileIdentity>()
        var files: [String] = []
        var numbers: [Int] = []
        files.reserveCapacity(exact.count)
        numbers.reserveCapacity(exact.count)
        for index in order where distinct || seen.insert(exact[index].identity).inserted {
            files.append(exact[index].path)
            numbers.append(walk.numbers[index])
        }
        return (DiscoveredInputs(files: files, diagnostics: walk.diagnostics.sortedForReport()), numbers)
    }
}

/// The state of one discovery: what was found, what went wrong, which directories were seen.
private struct Walk {
    let fileSystem: any FileSystem
    let isExcluded: @Sendable (String) -> Bool
    let mayExclude: (@Sendable (String) -> Bool)?
    /// Each file with its identity: from `stat`, or (`listed`) from its directory's listing —
    /// the directory's device and the entry's `d_ino`, which a walk gets without a `stat`.
    var found: [(path: String, identity: FileIdentity, listed: Bool)] = []
    var diagnostics: [Diagnostic] = []
    var visitedDirectories = Set<FileIdentity>()
    /// Told of the files found, in batches (`InputDiscovery.discover(_:found:)`).
    let onFound: (([String]) -> Void)?
    /// Per file of `found`: the number it was handed over under (a path met again has the
    /// number of its first meeting).
    var numbers: [Int] = []
    /// The paths found and not yet handed over.
    var pending: [String] = []
    var handedOver = 0
    /// The number of each path found, by its bytes: made only once a file named on the command
    /// line comes after others were found, the one way to meet a path twice (a folder walked
    /// sorts before the files named inside it).
    var numberOfPath: [[UInt8]: Int]?

    init(fileSystem: any FileSystem, isExcluded: @escaping @Sendable (String) -> Bool, mayExclude: (@Sendable (String) -> Bool)?,
         onFound: (([String]) -> Void)?) {
        self.fileSystem = fileSystem
        self.isExcluded = isExcluded
        self.mayExclude = mayExclude
        self.onFound = onFound
    }

    /// Hands the files found since the last batch to `onFound`.
    mutating func handOver() {
        guard !pending.isEmpty else { return }
        onFound?(pending)
        pending.removeAll(keepingCapacity: true)
    }

    /// Records a file, handing a batch over once it is full.
    private mutating func add(_ path: String, _ identity: FileIdentity, listed: Bool, named: Bool = false) {
        found.append((path, identity, listed))
        if named, numberOfPath == nil, found.count > 1 {
            numberOfPath = Dictionary(zip(found.dropLast().map { Array($0.path.utf8) }, numbers), uniquingKeysWith: { first, _ in first })
        }
        if numberOfPath != nil {
            let key = Array(path.utf8)
            if let earlier = numberOfPath?[key] {
                numbers.append(earlier)
                return
            }
            numberOfPath?[key] = handedOver
        }
        numbers.append(handedOver)
        handedOver += 1
        pending.append(path)
        if pending.count >= InputDiscovery.foundBatch { handOver() }
    }

    mutating func visitRoot(_ path: String, isDefault: Bool) {
        let status: FileStatus
        do {
            status = try fileSystem.status(path, followingLinks: true)
        } catch {
            let help = isDefault && error.isNotFound
                ? "formc reads '\(InputDiscovery.defaultPath)/' when no path is given; pass the spec files or folders to check"
                : "check the path"
            report(path, "cannot read '\(SafeText.escaped(path))': \(describe(error))", help: help)
            return
        }
        switch status.kind {
        case .regular:
            // The project config is YAML but never a spec, even when named.
            guard path.split(separator: "/").last.map(String.init) != ConfigLoader.fileName else { return }
            add(path, status.identity, listed: false, named: true)
        case .directory:
            walkDirectory(path, identity: status.identity, ancestors: [(path, status.identity)])
        case .symbolicLink, .other:
            report(path, "cannot read '\(SafeText.escaped(path))': it is not a regular file or directory",
                   help: "name a spec file or a folder of them")
        }
    }

    private mutating func walkDirectory(_ path: String, identity: FileIdentity, ancestors: [(path: String, identity: FileIdentity)]) {
        guard visitedDirectories.insert(identity).inserted else { return }
        guard ancestors.count <= InputDiscovery.maxDepth else {
            report(path, "directory '\(SafeText.escaped(path))' is nested more than \(InputDiscovery.maxDepth) levels deep; not searched",
                   help: "move its specs to a shallower folder, or name that folder as a PATH")
            return
        }
        let entries: [DirectoryEntry]
        do {
            entries = try fileSystem.entriesOfDirectory(path)
        } catch {
            report(path, "cannot read directory '\(SafeText.escaped(path))': \(describe(error))",
                   help: "check that the folder is readable")
            return
        }
        // Hidden entries (the project config `.formc.yaml` among them) are never specs.
        // Whether the folder's entries are asked about one by one: known at its first entry (a
        // folder with none asks nothing), from the folder every entry's path has as its parent.
        var asksEach: Bool?
        let prefix = path.isEmpty || path.hasSuffix("/") ? path : path + "/"
        for entry in entries.sorted(by: { $0.name < $1.name }) where !entry.name.hasPrefix(".") {
            let entryPath = Self.concatenated(prefix, entry.name)
            if asksEach == nil { asksEach = mayExclude?(Paths.parent(of: entryPath)) ?? true }
            guard asksEach == false || !isExcluded(entryPath) else { continue }
            visitEntry(entryPath, entry: entry, device: identity.device, ancestors: ancestors)
        }
        // A folder's files go to be checked before the walk goes on to the next folder.
        handOver()
    }

    private mutating func visitEntry(_ path: String, entry: DirectoryEntry, device: UInt64, ancestors: [(path: String, identity: FileIdentity)]) {
        let name = entry.name
        // What the listing says is enough for a file or a FIFO (no link to follow): only
        // folders (their identity finds loops), links and entries of unknown kind are examined.
        switch entry.kind {
        case .regular?:
            if Paths.isSpecFile(name) { add(path, FileIdentity(device: device, inode: entry.inode), listed: true) }
            return
        case .other?:
            if Paths.isSpecFile(name) { report(path, "cannot read '\(SafeText.escaped(path))': it is not a regular file", help: Self.notRegularHelp) }
            return
        case .directory?, .symbolicLink?, nil:
            break
        }
        let status: FileStatus
        do {
            status = try fileSystem.status(path, followingLinks: true)
        } catch {
            // A broken link or a link cycle: worth a word only where a spec could be.
            if Paths.isSpecFile(name) || error.isLoop {
                let link = fileSystem.statusIfPresent(path, followingLinks: false)?.kind == .symbolicLink
                let what = link && error.isNotFound ? "it is a broken symbolic link" : describe(error)
                report(path, "cannot read '\(SafeText.escaped(path))': \(what)", help: "fix or remove the link")
            }
            return
        }
        switch status.kind {
        case .directory:
            if let ancestor = ancestors.first(where: { $0.identity == status.identity }) {
                report(path, "symbolic link loop: '\(SafeText.escaped(path))' leads back to '\(SafeText.escaped(ancestor.path))'; not followed",
                       help: "remove the link, or point it outside the spec folder")
                return
            }
            walkDirectory(path, identity: status.identity, ancestors: ancestors + [(path, status.identity)])
        case .regular:
            if Paths.isSpecFile(name) { add(path, status.identity, listed: false) }
        case .symbolicLink, .other:
            if Paths.isSpecFile(name) {
                report(path, "cannot read '\(SafeText.escaped(path))': it is not a regular file", help: Self.notRegularHelp)
            }
        }
    }

    /// `Paths.join` of a folder and an entry, given the folder as it ends in `/` (or empty):
    /// one string made at its length, its bytes copied once.
    static func concatenated(_ prefix: String, _ name: String) -> String {
        var prefix = prefix, name = name
        return prefix.withUTF8 { head in
            name.withUTF8 { tail in
                String(unsafeUninitializedCapacity: head.count + tail.count) { buffer in
                    _ = buffer.initialize(fromContentsOf: head)
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[head.count...]).initialize(fromContentsOf: tail)
                    return head.count + tail.count
                }
            }
        }
    }

    /// The files with identities that can be compared: a listed identity is the `stat` one on
    /// the usual file systems, but not on every one (overlay file systems may number entries
    /// differently), so listed files are examined when a file found by `stat` could be one of
    /// them, and when two of them look alike (hard links, or a clash of numbers). A tree
    /// without links or overlapping paths is never examined file by file.
    func exactIdentities() -> [(path: String, identity: FileIdentity)] {
        let mixed = found.contains { $0.listed } && found.contains { !$0.listed }
        // Listed identities met more than once: found by sorting them, and a set made only of
        // those (almost always none).
        var repeated = Set<FileIdentity>()
        if !mixed {
            let listed = found.compactMap { $0.listed ? $0.identity : nil }
            if Self.hasRepeats(listed) {
                var counts: [FileIdentity: Int] = [:]
                for identity in listed { counts[identity, default: 0] += 1 }
                repeated = Set(counts.filter { $0.value > 1 }.keys)
            }
        }
        return found.map { file in
            guard file.listed, mixed || (!repeated.isEmpty && repeated.contains(file.identity)),
                  let status = fileSystem.statusIfPresent(file.path), status.kind == .regular else { return (file.path, file.identity) }
            return (file.path, status.identity)
        }
    }

    /// Whether an identity occurs twice in `identities`: sorted and compared with its neighbour,
    /// not hashed into a set.
    static func hasRepeats(_ identities: [FileIdentity]) -> Bool {
        let sorted = identities.sorted { ($0.device, $0.inode) < ($1.device, $1.inode) }
        return sorted.indices.dropFirst().contains { sorted[$0] == sorted[$0 - 1] }
    }

    private func describe(_ error: FileSystemError) -> String {
        error.isLoop ? "symbolic link loop (\(error.reason))" : error.reason
    }

    /// The hint for a FIFO, socket or device with a spec's name: formc never reads one (a FIFO
    /// would block the run).
    private static let notRegularHelp = "a FIFO, socket or device is never read as a spec: make it a regular file, or rename it without the .yaml or .yml extension"

    private mutating func report(_ path: String, _ message: String, help: String) {
        // At 1:1, as the loader places an unreadable file, so every consumer can attach it.
        let start = SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
        diagnostics.append(Diagnostic(.E100, message, file: path, range: start, help: help))
    }
}
