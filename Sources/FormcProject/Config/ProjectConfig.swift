import FormcCore
import FormcDiff
import FormcGeometry
import FormcSwiftGen

/// A project's settings, read from its `.formc.yaml` (`ConfigLoader`): what lint checks and
/// build writes when the command line does not say. Every key is optional; a project without
/// the file behaves as if it were empty. Flags on the command line win over the file.
public struct ProjectConfig: Sendable, Hashable {
    /// What `rules` sets a code to.
    public enum RuleLevel: String, Sendable, Hashable, CaseIterable {
        /// Not reported (warnings only).
        case off
        case warning
        /// Reported as an error: the run fails.
        case error
    }

    /// The devices lint checks and mockups draw; nil leaves each command's default (lint checks
    /// every device, build draws iphone-15).
    public var devices: [Device]?
    /// Per-code levels, by code id (`W502`).
    public var rules: [String: RuleLevel] = [:]
    /// Inputs left out: globs relative to `root`.
    public var exclude: [GlobPattern] = []
    /// Where build writes, relative to `root` as written in the file (made usable by `outPath`).
    public var out: String?
    /// Warnings fail the run.
    public var strict: Bool?
    /// The kinds build writes; nil leaves the default (all of them). `--emit` wins.
    public var emit: Set<OutputKind>?
    /// The app's lowest iOS, checked against the generated Swift (W510). `--ios-target` wins.
    public var iosTarget: IOSVersion?
    /// The access level of the generated Swift (`swift-access`): internal unless the file says.
    public var swiftAccess: SwiftAccess = .internal
    /// The classes of change that fail `formc diff` (`diff.fail-on`); nil leaves the default.
    public var diffFailOn: Set<ChangeClass>?
    /// The baseline lint matches its findings against (`--baseline` wins), relative to `root`
    /// as written in the file (made usable by `baselinePath`).
    public var baseline: String?
    /// The file these settings came from; nil when no file was found.
    public var file: String?
    /// The folder of `file`: relative paths in the file are relative to it.
    public var root: String

    public init(file: String? = nil, root: String = ".") {
        self.file = file
        self.root = root
    }

    /// `out`, joined to the folder of the file.
    public var outPath: String? {
        guard let out else { return nil }
        return out.hasPrefix("/") || root == "." ? out : Paths.join(root, out)
    }

    /// `baseline`, joined to the folder of the file.
    public var baselinePath: String? {
        guard let baseline else { return nil }
        return baseline.hasPrefix("/") || root == "." ? baseline : Paths.join(root, baseline)
    }

    /// `diagnostics` with `rules` applied: a code set to `off` is dropped, one set to `error` is
    /// reported as an error. Only warnings are changed (the loader keeps an error an error).
    public func applyingRules(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !rules.isEmpty else { return diagnostics }
        return diagnostics.compactMap { diagnostic in
            guard diagnostic.code.severity == .warning, let level = rules[diagnostic.code.id] else { return diagnostic }
            var changed = diagnostic
            switch level {
            case .off: return nil
            case .warning: changed.severity = .warning
            case .error: changed.severity = .error
            }
            return changed
        }
    }

    /// Whether `path` (as discovery found it) matches an `exclude` glob, relative to `root`.
    public func excludes(_ path: String) -> Bool {
        guard !exclude.isEmpty, let relative = Self.relative(path, to: root) else { return false }
        return exclude.contains { $0.matches(relative) }
    }

    /// `path` relative to the folder `root`, compared as absolute paths (so `specs/a.yaml` and
    /// `./a.yaml` from inside `specs/` are the same file); nil when it is not under `root`.
    static func relative(_ path: String, to root: String) -> String? {
        let file = AbsolutePath.of(path), folder = AbsolutePath.of(root)
        let prefix = folder == "/" ? "/" : folder + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : nil
    }
}
