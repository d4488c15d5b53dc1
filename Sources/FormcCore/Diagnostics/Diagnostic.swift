/// One problem found in one input: data, rendered later as text, JSON, SARIF or GitHub lines.
public struct Diagnostic: Hashable, Sendable {
    /// A secondary place that explains the primary one (the first of two duplicate keys, …).
    public struct Note: Hashable, Sendable {
        public var message: String
        public var file: String?
        public var range: SourceRange?

        public init(_ message: String, file: String? = nil, range: SourceRange? = nil) {
            self.message = message
            self.file = file
            self.range = range
        }
    }

    public var code: DiagnosticCode
    public var severity: Severity
    public var message: String
    /// The file as the user named it; empty for problems with no file.
    public var file: String
    /// Where the problem is; nil when the whole file is meant (E100).
    public var range: SourceRange?
    /// JSON Pointer (RFC 6901) to the offending node within its document.
    public var pointer: String
    /// What to do about it, when there is something to say.
    public var help: String?
    public var notes: [Note]

    public init(
        _ code: DiagnosticCode, _ message: String, file: String, range: SourceRange?,
        pointer: String = "", help: String? = nil, notes: [Note] = [], severity: Severity? = nil
    ) {
        self.code = code
        self.severity = severity ?? code.severity
        self.message = message
        self.file = file
        self.range = range
        self.pointer = pointer
        self.help = help
        self.notes = notes
    }

    /// The order of every report: file, line, column, then code and message for a total order.
    public static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.file != b.file { return a.file < b.file }
        let la = a.range?.start ?? SourceLocation(line: 0, column: 0, offset: 0)
        let lb = b.range?.start ?? SourceLocation(line: 0, column: 0, offset: 0)
        if la != lb { return la < lb }
        if a.code != b.code { return a.code < b.code }
        if a.pointer != b.pointer { return a.pointer < b.pointer }
        return a.message < b.message
    }
}

extension Diagnostic {
    /// What makes two diagnostics one problem: everything but the pointer when it has a place
    /// (a problem found again through an alias differs only in its pointer).
    fileprivate var place: Diagnostic {
        guard range != nil else { return self }
        var place = self
        place.pointer = ""
        return place
    }
}

extension Array where Element == Diagnostic {
    /// Sorted in report order, duplicates removed. A problem inside an anchored node is found
    /// again through every alias and merge of it, at the same place but under the alias's
    /// pointer: it is reported once, under the pointer that comes first in report order.
    ///
    /// Two diagnostics that are one problem share a file, a start and a code, so they sit in
    /// one run of the sorted array: each is compared with the ones kept from its run only
    /// (almost always none), not hashed whole into a set of the entire report.
    public func sortedForReport() -> [Diagnostic] {
        // Most lists come sorted already (a screen's, checked again when joined with others):
        // those are returned as they are, neither copied nor moved.
        if isInReportOrder { return self }
        // Kept diagnostics are moved to the front of the sorted array itself (no second copy).
        var list = sorted(by: Diagnostic.reportOrder)
        var kept = 0
        var runStart = 0
        var runPlaces: Set<Diagnostic>?
        for index in list.indices {
            let diagnostic = list[index]
            if kept > 0, list[kept - 1].file == diagnostic.file, list[kept - 1].range?.start == diagnostic.range?.start,
               list[kept - 1].code == diagnostic.code {
                let place = diagnostic.place
                if kept - runStart < Self.runScanLimit {
                    guard !list[runStart..<kept].contains(where: { $0.place == place }) else { continue }
                } else {
                    // A long run (one node reached through many aliases): a set of its places.
                    var places = runPlaces ?? Set(list[runStart..<kept].map(\.place))
                    runPlaces = nil
                    let inserted = places.insert(place).inserted
                    runPlaces = places
                    guard inserted else { continue }
                }
            } else {
                runStart = kept
                runPlaces = nil
            }
            list[kept] = diagnostic
            kept += 1
        }
        list.removeLast(list.count - kept)
        return list
    }

    /// Whether each diagnostic comes strictly before the next in report order, and no two
    /// neighbours share a file, a start and a code (so none can be a duplicate of another):
    /// what `sortedForReport` would return unchanged.
    var isInReportOrder: Bool {
        withUnsafeBufferPointer { list in
            var index = 1
            while index < list.count {
                guard Diagnostic.reportOrder(list[index - 1], list[index]) else { return false }
                if list[index - 1].code == list[index].code, list[index - 1].range?.start == list[index].range?.start,
                   list[index - 1].file == list[index].file { return false }
                index += 1
            }
            return true
        }
    }

    /// Runs of diagnostics at one place up to this long are searched; longer ones get a set.
    private static var runScanLimit: Int { 16 }

    public var errorCount: Int { count(of: .error) }
    public var warningCount: Int { count(of: .warning) }

    /// Read in place, by index: a filter would copy each diagnostic (its strings retained and
    /// released) to read one field, and a run may hold hundreds of thousands.
    private func count(of severity: Severity) -> Int {
        var count = 0
        for index in indices where self[index].severity == severity { count += 1 }
        return count
    }
}
