import FormcBuild
import FormcTestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// Builds stopped at every point of their work, not at moments: `KillPointFileSystem` stops a
/// build at its 1st change of the disk, then its 2nd, and so on until a build ends before the
/// point, by a kill (SIGKILL: the disk keeps what the kill left) or by a request to stop
/// (SIGINT, SIGTERM, as the CLI's handler makes it), from three starts: no output folder; the
/// previous build with its spare folder (which the build claims as its staging folder); the
/// previous build without one (every output is written in a new folder). After every stop the output
/// folder holds exactly the previous complete build or exactly the new one, byte for byte,
/// manifest and build cache included (never half a cache to trust), and the next build removes
/// what the stopped one left and is byte-identical to a clean build. Every point is tried on
/// any machine at any speed. A real `formc build` then shows the CLI's side: SIGINT and SIGTERM,
/// caught while it runs, end it with 130 and 143, one line, and the previous build kept.
@Suite("Kill safety")
struct KillSafetyTests {
    /// The `formc` executable SwiftPM built beside the test bundle.
    static var executable: String { BuiltExecutable.formc }

    /// What the output folder holds when the stopped build starts.
    enum Start: String, CaseIterable, CustomStringConvertible, Sendable {
        /// No output folder: a first build.
        case noFolder = "no output folder"
        /// The previous build, with the build before it kept as the spare folder.
        case previousWithSpare = "the previous build and its spare folder"
        /// The previous build alone (its spare removed by hand).
        case previousOnly = "the previous build, no spare folder"

        var description: String { rawValue }
    }

    @Test("Killed at any change of the disk, a build leaves the previous build or the new one, and the next build is a clean one",
          arguments: Start.allCases)
    func killedAtEveryPoint(_ start: Start) throws {
        let project = try KilledProject()
        defer { project.remove() }
        var point = 1
        while true {
            try project.prepare(start)
            let before = project.state()
            let fileSystem = KillPointFileSystem(point: point, stop: .kill)
            // A process id no system hands out (above pid_max): the killed build's process is
            // gone, as the next build finds.
            _ = project.build(1, fileSystem: fileSystem, processID: 2_000_000_000)
            let after = project.state()
            if !fileSystem.reached {
                // Fewer changes than `point`: the build ran to its end, the new build is in.
                #expect(after == project.editions[1], "\(start): the build that was not killed")
                // Every output is a change at least (created, or removed and linked again),
                // but where the spare folder's may all be kept.
                let least = start == .previousWithSpare ? 3 : project.editions[1].count
                #expect(point - 1 >= least, "\(start): only \(point - 1) changes of the disk in a build")
                break
            }
            #expect(after == before || after == project.editions[1],
                    "\(start): killed at change \(point): the folder is neither build (\(after?.count ?? 0) files)")
            try project.expectCleanNextBuild("\(start): after a kill at change \(point)")
            point += 1
            if point > 10_000 {
                Issue.record("\(start): a build with no end of changes")
                break
            }
        }
    }

    @Test("Where the system cannot swap in one step, a kill between the renames leaves the previous build under its old name, put back by the next build")
    func killedBetweenRenames() throws {
        let project = try KilledProject()
        defer { project.remove() }
        let killedProcess: Int32 = 2_000_000_000
        var point = 1
        var putBack = 0
        while true {
            try project.prepare(.previousWithSpare)
            let before = project.state()
            var fileSystem = KillPointFileSystem(point: point, stop: .kill)
            fileSystem.swapsInOneStep = false
            _ = project.build(1, fileSystem: fileSystem, processID: killedProcess)
            let after = project.state()
            if !fileSystem.reached {
                #expect(after == project.editions[1], "the build that was not killed")
                break
            }
            if after == nil {
                // Killed between the first rename and the second: the previous build waits under
                // the old name; the next build puts it back and starts from it (nothing to write
                // for the same edition).
                putBack += 1
                #expect(KilledProject.contents(project.tmp.url("work/.out.formc-old.\(killedProcess)")) == before)
                let again = project.build(0)
                #expect(again.status == .success && again.write.written.isEmpty, "killed at change \(point): \(again.write.written)")
                #expect(project.state() == before && project.leftovers.isEmpty, "killed at change \(point): \(project.leftovers)")
            } else {
                #expect(after == before || after == project.editions[1], "killed at change \(point): the folder is neither build")
            }
            try project.expectCleanNextBuild("after a kill at change \(point) of a build that swaps by renames")
            point += 1
            if point > 10_000 {
                Issue.record("a build with no end of changes")
                break
            }
        }
        // One point between the two renames: the kill there is the one this path must survive.
        #expect(putBack == 1)
    }

    @Test("Asked to stop at any change of the disk, a build keeps the previous build until its last check, then completes",
          arguments: Start.allCases)
    func interruptedAtEveryPoint(_ start: Start) throws {
        let project = try KilledProject()
        defer { project.remove() }
        var point = 1
        var statuses: [BuildStatus] = []
        while true {
            try project.prepare(start)
            let before = project.state()
            let signal = point % 2 == 1 ? SIGINT : SIGTERM
            let interruption = Interruption()
            let fileSystem = KillPointFileSystem(point: point, stop: .interrupt(interruption, signal: signal))
            let result = project.build(1, fileSystem: fileSystem, interruption: interruption)
            let after = project.state()
            if !fileSystem.reached {
                #expect(result.status == .success && after == project.editions[1], "\(start): the build that was not stopped")
                break
            }
            statuses.append(result.status)
            #expect(interruption.signal == signal)
            switch result.status {
            case .interrupted:
                // Stopped before the swap: nothing of it anywhere, the previous build as it was.
                #expect(after == before, "\(start): stopped at change \(point): the folder is not the previous build")
                #expect(project.leftovers.isEmpty, "\(start): stopped at change \(point): \(project.leftovers)")
                #expect(RunSummary.build(result, seconds: 0)
                    == "build interrupted after 0.00 s: nothing written, the output folder holds the previous build")
            case .success:
                // Asked once the swap was under way: the build completes.
                #expect(after == project.editions[1], "\(start): stopped at change \(point) after its last check")
            default:
                Issue.record("\(start): stopped at change \(point): \(result.status)")
            }
            try project.expectCleanNextBuild("\(start): after a stop at change \(point)")
            point += 1
            if point > 10_000 {
                Issue.record("\(start): a build with no end of changes")
                break
            }
        }
        // Every request up to the last check stops the build; the last check comes right before
        // the swap, so only the swap and the spare folder's rename after it complete.
        let stopped = statuses.prefix { $0 == .interrupted }.count
        #expect(stopped > 0, "\(start): \(statuses)")
        #expect(statuses.dropFirst(stopped).allSatisfy { $0 == .success }, "\(start): \(statuses)")
        #expect((1...2).contains(statuses.count - stopped), "\(start): \(statuses.count - stopped) changes after the last check")
    }

    @Test("SIGINT and SIGTERM caught while formc build runs end it with 130 and 143, one line, the previous build kept")
    func signalsThroughTheCLI() throws {
        let project = try KilledProject()
        defer { project.remove() }
        let config = try project.tmp.write("formc.yaml", "# kill safety\n")
        #expect(try SignalledBuild.run(project, edition: 0, config: config, signal: nil).status == 0)
        let previous = project.state()
        #expect(previous != nil)
        for signal in [SIGINT, SIGTERM] {
            let run = try SignalledBuild.run(project, edition: 1, config: config, signal: signal)
            #expect(!run.killedBySignal, "\(signal): ended by the signal itself, not by formc")
            #expect(run.status == 128 + signal, "\(signal): exit \(run.status): \(run.stderr)")
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count == 1 && run.stderr.hasPrefix("build interrupted after ")
                && run.stderr.hasSuffix(" s: nothing written, the output folder holds the previous build\n"), "\(signal): \(run.stderr)")
            #expect(project.state() == previous)
            #expect(project.leftovers.isEmpty, "\(signal): \(project.leftovers)")
        }
    }
}
