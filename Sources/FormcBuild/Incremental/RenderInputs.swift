import FormcCore
import FormcGenerate
import FormcGeometry
import FormcProject
import FormcReview
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Everything a screen's outputs are made from, hashed into one key: an incremental build
/// renders a screen again only when its key differs from the one the previous build recorded
/// (`BuildCache`). The key covers
///
/// - formc itself: its version and its executable (size and modification time, as ccache
///   checks a compiler), so a new formc renders everything again;
/// - the options that shape the outputs: the devices, the schema draft, the kinds emitted;
/// - the spec: its path (the review pages name it), a hash of its bytes, the document;
/// - the project config that applies to the spec (`ConfigFingerprint`);
/// - what the screen's outputs show of the rest of the build: its warnings (the review page
///   lists them) and its Swift name (which depends on the other screens' ids).
///
/// Whatever is not in the key must not change a screen's outputs. The shared outputs have a key
/// of their own (`contentsKey`): the contents pages list every screen.
public struct RenderInputs: Sendable {
    /// The part of every key that is the same for the whole build.
    var buildKey: UInt64
    /// The fingerprint of the config that applies to a spec, by its path.
    var configKey: @Sendable (_ file: String) -> UInt64

    public init(tool: String = ToolIdentity.current, devices: [Device], draft: ResultSchema.Draft, emit: Set<OutputKind>,
                configKey: @escaping @Sendable (_ file: String) -> UInt64) {
        var hasher = StableHasher()
        hasher.combine(tool)
        hasher.combine(devices.count)
        for device in devices { hasher.combine(device.name) }
        hasher.combine(draft.metaschemaURI)
        let kinds = emit.sorted()
        hasher.combine(kinds.count)
        for kind in kinds { hasher.combine(kind.rawValue) }
        buildKey = hasher.finalize()
        self.configKey = configKey
    }

    /// The key of the shared outputs: the contents pages (`index.md`, `index.html`), made from a
    /// row per screen, the number of spec files and the devices' names, and the spec-language
    /// schema and the Swift support file, which only formc and the kinds emitted shape.
    func contentsKey(rows: [ReviewRow], fileCount: Int, deviceNames: [String]) -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(buildKey)
        hasher.combine(fileCount)
        hasher.combine(deviceNames.count)
        for name in deviceNames { hasher.combine(name) }
        hasher.combine(rows.count)
        for row in rows {
            hasher.combine(row.id)
            hasher.combine(row.title ?? "\u{0}")
            hasher.combine(row.title != nil)
            hasher.combine(row.file)
            hasher.combine(row.fieldCount)
            hasher.combine(row.warningCount)
        }
        return hasher.finalize()
    }

    /// The key of one screen's outputs; nil when its file's bytes are not known (never reused).
    func key(_ screen: PendingScreen, swiftStem: String?) -> UInt64? {
        guard let content = screen.contentHash else { return nil }
        var hasher = StableHasher()
        hasher.combine(buildKey)
        hasher.combine(configKey(screen.file))
        hasher.combine(screen.file)
        hasher.combine(UInt64(bitPattern: Int64(content)))
        hasher.combine(screen.documentIndex)
        hasher.combine(screen.id)
        hasher.combine(swiftStem ?? "")
        hasher.combine(screen.diagnostics.count)
        for diagnostic in screen.diagnostics { Self.combine(diagnostic, into: &hasher) }
        return hasher.finalize()
    }

    private static func combine(_ diagnostic: Diagnostic, into hasher: inout StableHasher) {
        hasher.combine(diagnostic.code.id)
        hasher.combine(diagnostic.severity.rawValue)
        hasher.combine(diagnostic.message)
        hasher.combine(diagnostic.file)
        combine(diagnostic.range, into: &hasher)
        hasher.combine(diagnostic.pointer)
        hasher.combine(diagnostic.help ?? "\u{0}")
        hasher.combine(diagnostic.notes.count)
        for note in diagnostic.notes {
            hasher.combine(note.message)
            hasher.combine(note.file ?? "\u{0}")
            combine(note.range, into: &hasher)
        }
    }

    private static func combine(_ range: SourceRange?, into hasher: inout StableHasher) {
        guard let range else { return hasher.combine(false) }
        hasher.combine(true)
        for location in [range.start, range.end] {
            hasher.combine(location.line)
            hasher.combine(location.column)
            hasher.combine(location.offset)
        }
    }
}

/// formc's version and which executable is running, for `RenderInputs`.
public enum ToolIdentity {
    /// `0.1.0 <size> <mtime>` of the running executable; the version alone where the
    /// executable cannot be found.
    public static let current: String = {
        let version = ToolInfo.formc.version
        #if os(Linux)
        var status = stat()
        guard stat("/proc/self/exe", &status) == 0 else { return version }
        return "\(version) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
        #else
        return version
        #endif
    }()
}
