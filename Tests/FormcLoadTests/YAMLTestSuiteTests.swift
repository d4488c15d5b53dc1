import Foundation
import FormcCore
@testable import FormcLoad
import FormcTestSupport
import Testing

/// The official yaml-test-suite through the loader. Its cases are kept in
/// `Fixtures/yaml-test-suite` (release data-2022-01-17, MIT; see the README there).
@Suite struct YAMLTestSuiteTests {
    struct Case: Sendable, CustomStringConvertible {
        var id: String
        var directory: String
        var isError: Bool
        var hasJSON: Bool
        var description: String { id }
    }

    static let suiteRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/yaml-test-suite").path

    static func allCases() -> [Case] {
        let fm = FileManager.default
        guard let top = try? fm.contentsOfDirectory(atPath: suiteRoot) else { return [] }
        var cases: [Case] = []
        for name in top.sorted() {
            let dir = suiteRoot + "/" + name
            var dirs: [(String, String)] = []
            if fm.fileExists(atPath: dir + "/in.yaml") {
                dirs.append((name, dir))
            } else if let subs = try? fm.contentsOfDirectory(atPath: dir) {
                for sub in subs.sorted() where fm.fileExists(atPath: dir + "/" + sub + "/in.yaml") {
                    dirs.append((name + "/" + sub, dir + "/" + sub))
                }
            }
            for (id, path) in dirs {
                cases.append(Case(id: id, directory: path, isError: fm.fileExists(atPath: path + "/error"),
                                  hasJSON: fm.fileExists(atPath: path + "/in.json")))
            }
        }
        return cases
    }

    static func load(_ c: Case) -> LoadedFile {
        Loader.load(path: c.directory + "/in.yaml")
    }

    static func hasLoadError(_ file: LoadedFile) -> Bool {
        file.diagnostics.contains { $0.severity == .error }
    }

    static func json(of file: LoadedFile) -> [JSONValue] {
        file.documents.map { CoreSchema.json($0.root) }
    }

    @Test func suiteIsPresent() {
        let cases = Self.allCases()
        #expect(cases.count > 300, "yaml-test-suite not found at \(Self.suiteRoot)")
    }

    @Test func validCasesGiveTheirJSON() throws {
        var checked = 0
        var failures: [String] = []
        for c in Self.allCases() where !c.isError && c.hasJSON {
            let file = Self.load(c)
            let rejected = Self.hasLoadError(file)
            let listed = KnownLibyamlDeviations.rejectsValid[c.id]
            if rejected {
                if listed == nil { failures.append("\(c.id): rejected: \(file.diagnostics.map(\.message))") }
                continue
            }
            if listed != nil {
                failures.append("\(c.id): listed as rejected by libyaml but now accepted; remove it from the list")
                continue
            }
            let expected = try JSONStream.parse(String(decoding: try Data(contentsOf: URL(fileURLWithPath: c.directory + "/in.json")), as: UTF8.self))
            let actual = Self.json(of: file)
            if KnownLibyamlDeviations.differentJSON[c.id] != nil {
                if actual.count == expected.count && zip(actual, expected).allSatisfy(JSONStream.equivalent) {
                    failures.append("\(c.id): listed as giving different JSON but now agrees; remove it from the list")
                }
                continue
            }
            if actual.count != expected.count || !zip(actual, expected).allSatisfy(JSONStream.equivalent) {
                failures.append("\(c.id): expected \(expected.map(JSONWriter.compact)) got \(actual.map(JSONWriter.compact))")
            }
            checked += 1
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(checked > 200)
        print("yaml-test-suite: \(checked) valid cases with in.json agree exactly")
    }

    @Test func validCasesWithoutJSONLoad() {
        var failures: [String] = []
        for c in Self.allCases() where !c.isError && !c.hasJSON {
            let rejected = Self.hasLoadError(Self.load(c))
            let listed = KnownLibyamlDeviations.rejectsValid[c.id] != nil
            if rejected != listed {
                failures.append(listed ? "\(c.id): listed as rejected but now accepted" : "\(c.id): rejected")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func errorCasesAreRejected() {
        var failures: [String] = []
        var rejected = 0
        for c in Self.allCases() where c.isError {
            let file = Self.load(c)
            let listed = KnownLibyamlDeviations.acceptsInvalid[c.id] != nil
            if Self.hasLoadError(file) {
                rejected += 1
                if listed { failures.append("\(c.id): listed as accepted by libyaml but now rejected; remove it from the list") }
            } else if !listed {
                failures.append("\(c.id): invalid YAML accepted")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        print("yaml-test-suite: \(rejected) error cases rejected, \(KnownLibyamlDeviations.acceptsInvalid.count) accepted by libyaml (listed)")
    }

    @Test func listsNameOnlyRealCases() {
        let ids = Set(Self.allCases().map(\.id))
        let listed = Set(KnownLibyamlDeviations.rejectsValid.keys).union(KnownLibyamlDeviations.acceptsInvalid.keys)
            .union(KnownLibyamlDeviations.differentJSON.keys)
        #expect(listed.subtracting(ids).isEmpty, "listed but not in the suite: \(listed.subtracting(ids).sorted())")
    }
}
