import FormcCLI
import FormcPipelineTestSupport
import FormcProject
import FormcTestSupport
import Foundation

/// A temporary copy of the repository's `specs/` and an output folder beside it.
struct BuildFixture {
    let tmp: TemporaryDirectory
    var specs: String { tmp.url("specs") }
    var out: String { tmp.url("out") }

    init() throws {
        tmp = try TemporaryDirectory()
        try tmp.copy(from: TestPaths.specs, to: "specs")
    }

    func remove() { tmp.remove() }

    /// `formc build <specs> --out <out>` plus `extra`.
    func build(_ extra: [String] = []) -> (code: ExitCode, stdout: String, stderr: String) {
        CapturingTerminal.run(["build", specs, "--out", out] + extra)
    }

    /// The output folder: name → bytes, hidden files included.
    func outputs() -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for name in tmp.list("out") { files[name] = tmp.readBytes("out/" + name) }
        return files
    }

    func output(_ name: String) -> String? { tmp.read("out/" + name) }

    /// What builds left beside the output folder (staging folders) and in it (temporary files);
    /// not the previous build, kept for the next one to start from (`.out.formc-spare`).
    var leftovers: [String] {
        tmp.list("").filter { $0.hasPrefix(".out.formc-") && $0 != ".out.formc-spare" }
            + tmp.list("out").filter { $0.hasPrefix(OutputNames.temporaryPrefix) }
    }

    /// Edits a spec in place.
    func edit(_ spec: String, _ change: (String) -> String) throws {
        let path = specs + "/" + spec
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try change(text).write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// Modification time of an output, to show a file was not rewritten.
    func modified(_ name: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: out + "/" + name))?[.modificationDate] as? Date
    }
}
