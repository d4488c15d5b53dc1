import FormcCore
import FormcProject
import Synchronization

/// The check of an incremental build: a spec file whose bytes and check key are those the
/// previous build recorded, and in which it found no error, is not loaded, decoded or
/// validated again; its screens' identities and its warnings come from the cache
/// (`CachedFile`), and the human report reads the lines they point at from the file. Any
/// other file is checked, and the checks across files (E300) see every screen either way.
///
/// Its bytes are known to be the same without reading them when its stamp (`FileStamp`) is the
/// one recorded with them; else the file is read and hashed. Every file's stamp is taken before
/// it is read, and recorded for the next build when it has settled (`stamps`).
struct CheckReuse: Sendable {
    var cache: BuildCache
    var checkKey: @Sendable (_ file: String) -> UInt64
    var fileSystem: any FileSystem
    /// When the build started (nanoseconds since 1970), and how long before that a file's last
    /// change must be for its stamp to be recorded (`BuildCache.settledAge`).
    var now: Int64
    var settledAge: Int64 = BuildCache.settledAge
    /// Whether the run keeps the source lines its diagnostics show (`LintPipeline.keepsSources`).
    var keepsSources = true
    /// The stamps taken, by path, for the next build's cache.
    let stamps = StampLog()

    /// The key of what decides a file's check besides its bytes: formc, the options that change
    /// what is found (`--ios-target`), and the config that applies to the file.
    static func checkKey(tool: String, checkOptions: String, configKey: @escaping @Sendable (String) -> UInt64)
        -> @Sendable (String) -> UInt64
    {
        var hasher = StableHasher()
        hasher.combine(tool)
        hasher.combine(checkOptions)
        let base = hasher.finalize()
        return { file in
            var hasher = StableHasher()
            hasher.combine(base)
            hasher.combine(configKey(file))
            hasher.combine(file)
            return hasher.finalize()
        }
    }

    /// The outcome the previous build's check of `path` still gives; nil when it must be checked.
    /// The file is read (and hashed) only when the cache knows it and its stamp differs, or
    /// when the report shows the lines of its diagnostics and the cache does not hold them.
    func outcome(_ path: String) -> FileOutcome? {
        let stamp = fileSystem.stamp(path)
        if let settled = stamp?.settled(before: now, age: settledAge) { stamps.record(settled, for: path) }
        guard let lines = cache.files[path], lines.checkKey == checkKey(path) else { return nil }
        let shown = keepsSources && lines.diagnosticCount > 0
        var bytes: [UInt8]?
        if stamp == nil || lines.stamp != stamp || (shown && !lines.hasExcerpt) {
            guard let read = try? fileSystem.readFile(path), StableHash.of(read) == lines.contentHash else { return nil }
            bytes = read
        }
        guard let cached = cache.file(path) else { return nil }
        let all = cached.diagnostics + cached.screens.flatMap(\.diagnostics)
        let screens = cached.screens.map {
            ScreenOutcome(identity: $0.identity, title: $0.title, fieldCount: $0.fieldCount, diagnostics: $0.diagnostics)
        }
        // The excerpt kept was cut from these bytes, for these diagnostics.
        let source = !shown ? nil
            : bytes.map { SourceExcerpt.make(SourceFile(path: path, bytes: $0), for: all) } ?? cached.excerpt?.source(path: path)
        var outcome = FileOutcome(path: path, source: source, diagnostics: cached.diagnostics, screens: screens, undecodedDocuments: 0,
                                  contentHash: Int(Int64(bitPattern: cached.contentHash)))
        outcome.isFromCache = true
        return outcome
    }

    /// The files of `run` the next build need not check again: no error found in them (not
    /// even across files), every document a screen, their bytes known, every code one the
    /// cache can read back. Their warnings are kept as they were reported. A file taken from
    /// the cache whose stamp and diagnostics are as recorded keeps its lines byte for byte.
    func cachedFiles(_ run: LintRun) -> BuildCache {
        let stamps = self.stamps.all
        var files = BuildCache(keepingFrom: cache)
        for file in run.files where file.diagnostics.errorCount == 0 && file.undecodedDocuments == 0 {
            guard let content = file.contentHash, file.screens.allSatisfy({ $0.errors == 0 && !$0.isDuplicate }),
                  CachedDiagnostics.isCacheable(file.diagnostics), file.screens.allSatisfy({ CachedDiagnostics.isCacheable($0.diagnostics) })
            else { continue }
            let contentHash = UInt64(bitPattern: Int64(content)), key = checkKey(file.path), stamp = stamps[file.path]
            // The check across files only adds diagnostics: the same counts are the same file. A
            // file shown with its lines keeps them in the cache (`CachedExcerpt`).
            if file.isFromCache, let lines = cache.files[file.path], lines.contentHash == contentHash, lines.checkKey == key,
               lines.stamp == stamp, lines.screenCount == file.screens.count, lines.hasExcerpt || file.source == nil,
               lines.diagnosticCount == file.diagnostics.count + file.screens.reduce(0, { $0 + $1.diagnostics.count }) {
                files.keep(file.path, from: cache)
                continue
            }
            let screens = file.screens.map {
                CachedFile.CachedScreen(identity: $0.identity, title: $0.title, fieldCount: $0.fieldCount, diagnostics: $0.diagnostics)
            }
            files.add(CachedFile(path: file.path, contentHash: contentHash, checkKey: key, stamp: stamp, screens: screens,
                                 diagnostics: file.diagnostics, excerpt: file.source.flatMap(CachedExcerpt.init)))
        }
        return files
    }
}

/// The stamps a build's check took, gathered from its concurrent tasks.
final class StampLog: Sendable {
    private let stamps = Mutex<[String: FileStamp]>([:])

    func record(_ stamp: FileStamp, for path: String) {
        stamps.withLock { $0[path] = stamp }
    }

    /// Room for `count` stamps: the table is filled under a lock the check's tasks share, so it
    /// grows once rather than by doubling while they wait.
    func reserve(_ count: Int) {
        stamps.withLock { $0.reserveCapacity(count) }
    }

    var all: [String: FileStamp] { stamps.withLock { $0 } }
}
