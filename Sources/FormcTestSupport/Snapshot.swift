import Foundation

/// Golden files, as swift-argument-parser's snapshot tests do: the expected text lives in a
/// file next to the tests; `RECORD_SNAPSHOTS=1` rewrites it, and the test then fails loudly so
/// a recording is never mistaken for a pass.
public enum Snapshot {
    public enum Outcome: Equatable, Sendable {
        case matched
        case recorded(path: String)
        case missing(path: String)
        case differs(path: String, diff: String)

        /// A message for a failing test, nil when the snapshot matched.
        public var failure: String? {
            switch self {
            case .matched: nil
            case .recorded(let path): "recorded snapshot \(path); run again without RECORD_SNAPSHOTS to check it"
            case .missing(let path): "no snapshot at \(path); run with RECORD_SNAPSHOTS=1 to record it"
            case .differs(let path, let diff): "output differs from \(path):\n\(diff)"
            }
        }
    }

    /// Compares `actual` with the golden file `name` in `directory` (created when recording).
    public static func check(_ actual: String, named name: String, in directory: String) -> Outcome {
        let path = directory + "/" + name
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: path, contents: Data(actual.utf8))
            return .recorded(path: path)
        }
        guard let data = FileManager.default.contents(atPath: path) else { return .missing(path: path) }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != actual else { return .matched }
        return .differs(path: path, diff: firstDifference(expected: expected, actual: actual))
    }

    /// The directory `Snapshots/<suite>` next to the calling test file (pass `#filePath`).
    public static func directory(for testFile: String, suite: String) -> String {
        let folder = testFile.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return folder + "/Snapshots/" + suite
    }

    private static func firstDifference(expected: String, actual: String) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for i in 0..<max(e.count, a.count) {
            let el = i < e.count ? String(e[i]) : "<end>"
            let al = i < a.count ? String(a[i]) : "<end>"
            if el != al { return "line \(i + 1):\n  expected: \(el)\n  actual:   \(al)" }
        }
        return "(trailing difference)"
    }
}
