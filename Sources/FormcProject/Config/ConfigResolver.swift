import FormcCore
import Synchronization

/// The project config of each input file, found as ruff and eslint find theirs: the nearest
/// `.formc.yaml` in the file's folder or a parent governs the file wholly — its `rules`,
/// `devices` (for the device rules) and `exclude` — and configs do not merge. `--config FILE`
/// (`explicit`) governs every file instead.
///
/// Each folder is looked up once (a lookup stops at the first folder already known) and each
/// config is loaded once, so resolving a run's files is linear in their number; a path asked
/// about again (every stage asks for its file's config) is answered from what the first
/// question found, without a `stat` or a path made absolute. One resolver serves one run;
/// it is safe to use from the run's concurrent tasks.
public final class ConfigResolver: Sendable {
    /// `--config FILE`, when given.
    public let explicit: String?
    private let fileSystem: any FileSystem
    private let state = Mutex(State())

    private struct State {
        /// Absolute folder → the absolute path of its nearest config, `.some(nil)` for none.
        var nearest: [String: String?] = [:]
        /// Absolute config path → what loading it gave.
        var loads: [String: ConfigLoad] = [:]
        /// A path as asked about (a file, or a folder of entries) → the load that governs it.
        var byPath: [String: ConfigLoad] = [:]
        /// A folder as asked about → the load that governs its entries.
        var byFolder: [String: ConfigLoad] = [:]

        subscript(table: Table, key: String) -> ConfigLoad? {
            get { table == .byPath ? byPath[key] : byFolder[key] }
            set {
                if table == .byPath { byPath[key] = newValue } else { byFolder[key] = newValue }
            }
        }
    }

    /// The tables of answers that `remembered` keeps (a switch, not a key path: it is asked
    /// several times per file).
    private enum Table {
        case byPath, byFolder
    }

    public init(explicit: String? = nil, fileSystem: any FileSystem = PosixFileSystem()) {
        self.explicit = explicit
        self.fileSystem = fileSystem
    }

    /// What loading the config that governs `path` (a file, or a folder's entries) gave: the
    /// defaults, with no diagnostics, when no config governs it.
    public func load(for path: String) -> ConfigLoad {
        remembered(path, in: .byPath) {
            if explicit != nil { return load(forFolder: "") }
            let isFolder = fileSystem.statusIfPresent(path)?.kind == .directory
            return load(forFolder: isFolder ? path : Paths.parent(of: path))
        }
    }

    /// What loading the config that governs the file at `path` gave, for a path known to name
    /// a file (one that discovery found): no `stat` asks whether it is a folder.
    public func load(forFile path: String) -> ConfigLoad {
        remembered(path, in: .byPath) { load(forFolder: explicit != nil ? "" : Paths.parent(of: path)) }
    }

    /// `load(forFile:)` for each of `files` (paths known to name files), before a run: the
    /// folder's config is asked for once for files in a row of one folder, and the answers are
    /// stored under one lock, not looked up and stored file by file.
    public func load(forFiles files: [String]) {
        var answers: [(path: String, load: ConfigLoad)] = []
        answers.reserveCapacity(files.count)
        var last: (folder: String, load: ConfigLoad)?
        for file in files {
            let folder = explicit != nil ? "" : Paths.parent(of: file)
            if let last, last.folder == folder {
                answers.append((file, last.load))
            } else {
                let load = load(forFolder: folder)
                answers.append((file, load))
                last = (folder, load)
            }
        }
        state.withLock { state in
            state.byPath.reserveCapacity(state.byPath.count + answers.count)
            // As in `remembered`: an answer stored already is kept.
            for answer in answers where state.byPath[answer.path] == nil { state.byPath[answer.path] = answer.load }
        }
    }

    /// The settings for `path` (the defaults when its config has errors: check `problems`).
    public func config(for path: String) -> ProjectConfig { load(for: path).config }

    /// `config(for:)` of a path known to name a file (a stage's): its folder's config, asked
    /// for without a `stat` and without storing an answer per file, so a run need not
    /// register its files before checking them.
    public func config(forFile path: String) -> ProjectConfig {
        load(forFolder: explicit != nil ? "" : Paths.parent(of: path)).config
    }

    /// Whether discovery leaves `path` out: the config of the folder it is in decides.
    public func excludes(_ path: String) -> Bool {
        load(forFolder: Paths.parent(of: path)).config.excludes(path)
    }

    /// Whether `excludes` can be true of an entry of `folder` (its config has an `exclude`):
    /// discovery asks this once per folder instead of `excludes` per entry.
    public func excludesAny(inFolder folder: String) -> Bool {
        !load(forFolder: folder).config.exclude.isEmpty
    }

    /// `diagnostics` (of spec files) with the rules of each one's file applied.
    public func applyingRules(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        // One config question per run of diagnostics of one file, not one per diagnostic.
        var applied: [Diagnostic] = []
        var start = diagnostics.startIndex
        while start < diagnostics.endIndex {
            let file = diagnostics[start].file
            let end = diagnostics[start...].firstIndex { $0.file != file } ?? diagnostics.endIndex
            applied += config(forFile: file).applyingRules(to: Array(diagnostics[start..<end]))
            start = end
        }
        return applied
    }

    /// Every config loaded so far with its problems, by path (the same whatever the timing).
    public var loaded: [ConfigLoad] {
        state.withLock { state in state.loads.sorted { $0.key < $1.key }.map(\.value) }
    }

    /// Whether a config loaded so far has an error (the run must stop, exit 2).
    public var hasErrors: Bool { loaded.contains { $0.hasErrors } }

    /// The config governing the entries of `folder` (`""` is the current folder).
    func load(forFolder folder: String) -> ConfigLoad {
        remembered(folder, in: .byFolder) {
            if let explicit { return cachedLoad(AbsolutePath.of(explicit), display: explicit) }
            guard let found = nearest(AbsolutePath.of(folder.isEmpty ? "." : folder)) else {
                return ConfigLoad(config: ProjectConfig(), diagnostics: [], source: nil)
            }
            return cachedLoad(found, display: ConfigLoader.relativeIfUnder(found))
        }
    }

    /// The answer for `key` in `table`, found by `find` the first time (outside the lock: it
    /// may read the file system; of two tasks racing, the first answer stored is kept).
    private func remembered(_ key: String, in table: Table, _ find: () -> ConfigLoad) -> ConfigLoad {
        if let known = state.withLock({ $0[table, key] }) { return known }
        let found = find()
        return state.withLock { state in
            if let known = state[table, key] { return known }
            state[table, key] = found
            return found
        }
    }

    /// The nearest config of the absolute `folder`, remembering it for every folder walked.
    private func nearest(_ folder: String) -> String? {
        var walked: [String] = []
        var current = folder
        var found: String?
        while true {
            if let known = state.withLock({ $0.nearest[current] }) {
                found = known
                break
            }
            walked.append(current)
            let candidate = Paths.join(current, ConfigLoader.fileName)
            if fileSystem.statusIfPresent(candidate)?.kind == .regular {
                found = candidate
                break
            }
            let parent = Paths.parent(of: current)
            if parent.isEmpty || parent == current { break }
            current = parent
        }
        state.withLock { state in
            for folder in walked { state.nearest[folder] = .some(found) }
        }
        return found
    }

    private func cachedLoad(_ key: String, display: String) -> ConfigLoad {
        if let known = state.withLock({ $0.loads[key] }) { return known }
        // Loaded outside the lock (it reads a file); a race loads it twice and keeps the first.
        let loaded = ConfigLoader.load(display, fileSystem: fileSystem)
        return state.withLock { state in
            if let known = state.loads[key] { return known }
            state.loads[key] = loaded
            return loaded
        }
    }
}
