import FormcCore
import FormcLoad

/// `formc lint --fix` for one file's bytes: the declared fixes of its findings applied pass by
/// pass (`FixApplication`), the file checked again after each, until no fix is left, as ruff
/// iterates. Only what the checks accept is kept, so a file never ends up half fixed or broken
/// by a fix:
///
/// - a fix whose new text is where a finding is reported after it (the same finding not
///   resolved, or a new one the edit made: a suggested word that is itself ambiguous, a
///   placeholder value that is not valid) is taken back;
/// - a fix after which the file has a syntax problem it did not have is taken back;
/// - a fix is applied once per place: one taken back is not tried again.
///
/// A finding elsewhere that the fixed one hid (the value under a misspelt key is checked once
/// the key is known) is no fault of the fix: it is reported with what remains. The number of
/// checks is bounded (`maxPasses` × `maxChecksPerPass`), so a file costs a constant number of
/// checks whatever its fixes do.
public struct FileFixer: Sendable {
    /// What a check of some bytes finds: every finding, and the YAML documents the fixes are
    /// made of.
    public typealias Check = @Sendable (_ bytes: [UInt8]) -> (diagnostics: [Diagnostic], documents: [Document])

    public var check: Check
    /// Whether unsafe fixes (`--unsafe-fixes`) are applied too.
    public var appliesUnsafe: Bool
    public static let maxPasses = 10
    public static let maxChecksPerPass = 8

    public init(appliesUnsafe: Bool, check: @escaping Check) {
        self.appliesUnsafe = appliesUnsafe
        self.check = check
    }

    /// What fixing a file came to.
    public struct Outcome: Sendable {
        /// The fixed text (the given bytes when nothing was applied).
        public var bytes: [UInt8]
        /// The findings of `bytes`.
        public var diagnostics: [Diagnostic]
        /// The fixes applied, each resolving one finding.
        public var fixed: Int
        /// Fixes taken back because of what the check found after them.
        public var rejected: Int
        /// Findings left whose fix is unsafe, when unsafe fixes were not applied.
        public var hiddenUnsafe: Int
        /// The checks run (at least one).
        public var checks: Int
    }

    public func fix(_ original: [UInt8]) -> Outcome {
        var bytes = original
        var found = check(bytes)
        var checks = 1, fixed = 0, rejected = 0
        // Fixes applied or taken back, by code, place and title: each decided once.
        var tried: Set<String> = []
        for _ in 0..<Self.maxPasses {
            let maker = DeclaredFixes(bytes: bytes, documents: found.documents)
            var candidates: [SpecFix] = []
            var keys: [SpecFix: String] = [:]
            for diagnostic in found.diagnostics {
                guard let fix = maker.fix(for: diagnostic), appliesUnsafe || fix.applicability == .safe else { continue }
                let key = Self.key(diagnostic, fix)
                if !tried.contains(key), keys[fix] == nil {
                    keys[fix] = key
                    candidates.append(fix)
                }
            }
            guard !candidates.isEmpty else { break }
            let syntaxBefore = Self.syntaxProblems(found.diagnostics)
            var accepted: (FixApplication, (diagnostics: [Diagnostic], documents: [Document]))?
            var rejectedNow = 0
            for _ in 0..<Self.maxChecksPerPass where !candidates.isEmpty {
                let application = FixApplication(candidates, to: bytes)
                let after = check(application.bytes)
                checks += 1
                let faulty = Self.faulty(application, after.diagnostics)
                if faulty.isEmpty, Self.syntaxProblems(after.diagnostics) <= syntaxBefore {
                    accepted = (application, after)
                    break
                }
                // Only what was applied is judged: a fix deferred for touching another waits.
                let applied = Set(application.applied)
                var taken: Set<SpecFix> = faulty
                if faulty.isEmpty, application.applied.count == 1 { taken = applied }
                for fix in taken { if let key = keys[fix] { tried.insert(key) } }
                rejectedNow += taken.count
                if !taken.isEmpty {
                    candidates.removeAll { taken.contains($0) || !applied.contains($0) }
                } else {
                    // A syntax problem no edit's text holds: half of the fixes are tried now,
                    // the other half in the next pass.
                    candidates = Array(application.applied.prefix(application.applied.count / 2))
                }
            }
            rejected += rejectedNow
            guard let (application, after) = accepted else {
                if rejectedNow > 0 { continue }
                break
            }
            for fix in application.applied { if let key = keys[fix] { tried.insert(key) } }
            bytes = application.bytes
            found = after
            fixed += application.applied.count
        }
        let maker = DeclaredFixes(bytes: bytes, documents: found.documents)
        let hidden = appliesUnsafe ? 0 : found.diagnostics.filter { maker.fix(for: $0)?.applicability == .unsafe }.count
        return Outcome(bytes: bytes, diagnostics: found.diagnostics, fixed: fixed, rejected: rejected, hiddenUnsafe: hidden, checks: checks)
    }

    private static func key(_ diagnostic: Diagnostic, _ fix: SpecFix) -> String {
        diagnostic.code.id + " " + diagnostic.pointer + " " + fix.title
    }

    /// The applied fixes in whose new text a finding starts. A finding that starts before an
    /// edit and covers it (a mapping a key was added to) does not blame it.
    private static func faulty(_ application: FixApplication, _ diagnostics: [Diagnostic]) -> Set<SpecFix> {
        // Every placed range, sorted by start (they never overlap), with the fix it belongs to.
        var places: [(range: Range<Int>, fix: Int)] = []
        for (index, ranges) in application.placed.enumerated() {
            for range in ranges { places.append((range, index)) }
        }
        places.sort { $0.range.lowerBound < $1.range.lowerBound }
        var faulty: Set<SpecFix> = []
        for diagnostic in diagnostics {
            guard let start = diagnostic.range?.start.offset else { continue }
            // The last place that starts at or before the finding.
            var lo = 0, hi = places.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if places[mid].range.lowerBound <= start { lo = mid + 1 } else { hi = mid }
            }
            guard lo > 0 else { continue }
            let place = places[lo - 1]
            if start < place.range.upperBound || start == place.range.lowerBound {
                faulty.insert(application.applied[place.fix])
            }
        }
        return faulty
    }

    /// How many findings say the file is not well-formed YAML (the loader's codes).
    private static func syntaxProblems(_ diagnostics: [Diagnostic]) -> Int {
        diagnostics.filter { Loader.codes.contains($0.code) }.count
    }
}
