import Foundation

/// Work counted, not timed: the instructions a program executes, as valgrind counts them
/// (cachegrind without its cache simulation). The count is the same on an idle machine and on
/// one shared with builds, so a test that compares the work on n items with the work on 4n
/// gives the same answer under any load, where a clock would not.
///
/// valgrind is not among the README's prerequisites: tests that count are skipped without it
/// (`canCount` is false), unless `FORMC_REQUIRE_VALGRIND=1` is set, as `.ci/run` does, where a
/// missing valgrind fails them instead.
public enum CountedInstructions {
    /// Linear work on 4n items gives a ratio of 4 (a little less: the program's start is the
    /// same for both), n log n about 5, quadratic work 16. Above this, the work grows faster
    /// than n log n.
    public static let linearLimit = 6.0

    public struct Missing: Error, CustomStringConvertible {
        public let description: String
    }

    /// Whether the counting tests run: valgrind is on the PATH, or CI requires it.
    public static var canCount: Bool {
        executable("valgrind") != nil || ProcessInfo.processInfo.environment["FORMC_REQUIRE_VALGRIND"] == "1"
    }

    /// The formc built beside the test bundle (`swift build --build-tests` builds both).
    public static func formcExecutable() throws(Missing) -> String {
        let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let formc = bundle.appendingPathComponent("formc").path
        guard FileManager.default.isExecutableFile(atPath: formc) else {
            throw Missing(description: "no formc binary at \(formc): build it first (swift build)")
        }
        return formc
    }

    /// Runs `program` with `arguments` under valgrind, its output discarded: its exit status and
    /// the instructions it executed. valgrind's log goes to a file in `directory`.
    public static func run(_ program: String, _ arguments: [String], directory: String) throws -> (status: Int32, instructions: Int) {
        guard let valgrind = executable("valgrind") else {
            throw Missing(description: "valgrind is needed to count work (apt-get install valgrind; .ci/run installs it)")
        }
        let log = "\(directory)/valgrind-\(UUID().uuidString).log"
        defer { try? FileManager.default.removeItem(atPath: log) }
        let status = try runDiscardingOutput(valgrind, [
            "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null", "--log-file=\(log)", program,
        ] + arguments)
        let text = try String(contentsOfFile: log, encoding: .utf8)
        // "==123== I   refs:      35,758,293"
        guard let line = text.split(separator: "\n").first(where: { $0.contains("I   refs:") }),
              let count = Int(line.split(separator: ":").last.map { $0.filter(\.isNumber) } ?? "") else {
            throw Missing(description: "no instruction count in valgrind's log:\n\(text)")
        }
        return (status, count)
    }

    /// Runs `formc` with `arguments(file)` on `text(n)` and on `text(4 * n)`, each written to a
    /// file in a fresh folder: the exit statuses and the instructions of both runs.
    public static func formcOnGrowingInput(n: Int, _ text: (Int) -> String, arguments: (String) -> [String])
        throws -> (statuses: [Int32], work: [Int]) {
        let formc = try formcExecutable()
        let directory = NSTemporaryDirectory() + "formc-counted-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var statuses: [Int32] = [], work: [Int] = []
        for size in [n, 4 * n] {
            let file = "\(directory)/input-\(size).yaml"
            try Data(text(size).utf8).write(to: URL(fileURLWithPath: file))
            let (status, instructions) = try run(formc, arguments(file), directory: directory)
            statuses.append(status)
            work.append(instructions)
        }
        return (statuses, work)
    }

    /// Runs `program` to its end with its output discarded: its exit status.
    public static func runDiscardingOutput(_ program: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The first executable called `name` on the PATH.
    public static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
