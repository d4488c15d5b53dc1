import FormcBuild
import Foundation
import FormcTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// Real `formc build` processes killed at random moments (SIGINT, SIGTERM, SIGKILL): after every
/// kill the output folder holds exactly the previous complete build or exactly the new one,
/// byte for byte, and its manifest lists exactly the files in it. SIGINT and SIGTERM end with
/// 130 and 143 and one message; the next build removes what a killed one left.
@Suite("Kill safety", .serialized)
struct KillSafetyTests {
    /// The `formc` executable SwiftPM built beside the test bundle.
    static var executable: String {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return bundle.appendingPathComponent("formc").path
    }

    /// Specs of `count` screens; `edition` changes every screen's title, so two editions differ
    /// in every output.
    static func writeSpecs(_ tmp: TemporaryDirectory, folder: String, count: Int, edition: Int) throws {
        for index in 0..<count {
            try tmp.write("\(folder)/s\(index).yaml", """
                formc: 1
                screen: screen-\(index)
                title: Edition \(edition) of screen \(index)
                fields:
                  - id: pick
                    type: choice
                    commit: on-select
                    options: [one, two, three, four]

                """)
        }
    }

    struct Run {
        var status: Int32
        var killedBySignal: Bool
        var stderr: String
    }

    /// Starts `formc build`, sends `signal` after `delay` (none when nil), waits for the end.
    static func build(_ specs: String, out: String, signal: Int32?, after delay: Duration) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["build", specs, "--out", out]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        if let signal {
            usleep(UInt32(delay.components.seconds * 1_000_000 + delay.components.attoseconds / 1_000_000_000_000))
            kill(process.processIdentifier, signal)
        }
        let text = errors.fileHandleForReading.readAllRetryingInterrupts()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, killedBySignal: process.terminationReason == .uncaughtSignal,
                   stderr: String(decoding: text, as: UTF8.self))
    }

    /// A folder's files, name → bytes (the manifest's stamps masked: `ManifestStamps`).
    static func contents(_ tmp: TemporaryDirectory, _ folder: String) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for name in tmp.list(folder) { files[name] = tmp.readBytes(folder + "/" + name) }
        return ManifestStamps.tree(files)
    }

    @Test("Killed at random moments, a build leaves the previous build or the new one, never a mix")
    func randomKills() throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.executable), "no formc executable at \(Self.executable)")
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let count = 40
        try Self.writeSpecs(tmp, folder: "a", count: count, edition: 1)
        try Self.writeSpecs(tmp, folder: "b", count: count, edition: 2)

        // The two complete builds, for reference, and how long one takes (to spread the kills).
        let started = ContinuousClock.now
        #expect(try Self.build(tmp.url("a"), out: tmp.url("ref/a"), signal: nil, after: .zero).status == 0)
        let duration = ContinuousClock.now - started
        #expect(try Self.build(tmp.url("b"), out: tmp.url("ref/b"), signal: nil, after: .zero).status == 0)
        let editions = [Self.contents(tmp, "ref/a"), Self.contents(tmp, "ref/b")]
        // Every screen has several files: a mix of the two builds would show in any of them.
        #expect(editions[0].count > 2 * count && editions[1].count == editions[0].count)
        #expect(editions[0] != editions[1])
        for edition in editions {
            let manifest = Manifest(parsing: edition[OutputNames.manifest] ?? [])
            #expect(manifest.names == Set(edition.keys).subtracting([OutputNames.manifest]))
        }

        #expect(try Self.build(tmp.url("a"), out: tmp.url("work/out"), signal: nil, after: .zero).status == 0)
        var current = 0
        var generator = SystemRandomNumberGenerator()
        var cleanStops = 0
        let signals = [SIGINT, SIGTERM, SIGKILL]
        // At least 30 rounds; more (up to 150) while fewer than 6 SIGINT/SIGTERM have landed
        // mid-build, since on a busy machine a build's time varies and a signal may come after
        // the end. The invariant is checked on every round, however many there are.
        var round = 0
        while round < 30 || (cleanStops < 6 && round < 150) {
            defer { round += 1 }
            let signal = signals[round % 3]
            let target = 1 - current
            let window = Int64(Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15)
            let delay = Duration.milliseconds(Int64.random(in: 0...max(1, window * 5 / 4), using: &generator))
            let run = try Self.build(tmp.url(target == 0 ? "a" : "b"), out: tmp.url("work/out"), signal: signal, after: delay)

            let now = Self.contents(tmp, "work/out")
            let state = editions.firstIndex(of: now)
            #expect(state != nil, "round \(round): signal \(signal) after \(delay): the folder is neither build (\(now.count) files)")
            if signal != SIGKILL {
                if run.killedBySignal {
                    // Only before `main` installs the handler: nothing had started.
                    #expect(run.stderr.isEmpty && state == current, "round \(round): \(run.stderr)")
                } else if run.status == 0 {
                    #expect(state == target)
                } else {
                    cleanStops += 1
                    #expect(run.status == (signal == SIGINT ? 130 : 143), "round \(round): exit \(run.status): \(run.stderr)")
                    let lines = run.stderr.split(separator: "\n")
                    #expect(lines.count == 1, "round \(round): \(run.stderr)")
                    let kept = run.stderr.hasPrefix("build interrupted") ? current : target
                    #expect(state == kept, "round \(round): \(run.stderr)")
                }
            }
            current = state ?? current
        }
        // Signals that land while a build runs must all have ended cleanly, and enough must have
        // landed for the test to mean something.
        #expect(cleanStops >= 6, "only \(cleanStops) of \(round) rounds stopped a running build")

        // The next complete build removes every leftover beside the folder; the previous build
        // is kept for the next one to start from (b first, so that the build of a has something
        // to write: a build with nothing to write swaps nothing).
        #expect(try Self.build(tmp.url("b"), out: tmp.url("work/out"), signal: nil, after: .zero).status == 0)
        #expect(try Self.build(tmp.url("a"), out: tmp.url("work/out"), signal: nil, after: .zero).status == 0)
        #expect(tmp.list("work").sorted() == [".out.formc-spare", "out"])
        #expect(Self.contents(tmp, "work/out") == editions[0])
    }
}
