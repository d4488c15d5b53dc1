import Foundation
import FormcTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `formc build --watch`, driven as a user would: the real binary, real saves (in place, by
/// rename, half-written, unchanged), a new folder of specs, a config change, and Ctrl-C. What
/// is asserted is counted — builds numbered in the messages, screens rendered in the summaries —
/// never how long anything took; each step waits for the previous build before it edits again.
@Suite struct BuildWatchTests {
    static func spec(_ id: String, _ title: String) -> String {
        """
        formc: 1
        screen: \(id)
        title: \(title)
        fields:
          - { id: f, type: choice, layout: flow, options: [가, 나] }
        actions:
          - { id: apply, title: 완료, role: submit }

        """
    }

    static func count(_ text: String, _ part: String) -> Int { text.components(separatedBy: part).count - 1 }

    @Test func buildsAgainOnEachChangeIncrementallyAndStopsOnCtrlC() throws {
        let formc = try #require(Tools.formcExecutable())
        let directory = NSTemporaryDirectory() + "formc-build-watch-\(UUID().uuidString)"
        let specs = directory + "/specs", out = directory + "/out"
        try FileManager.default.createDirectory(atPath: specs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "rules: {}\n".write(toFile: directory + "/.formc.yaml", atomically: false, encoding: .utf8)
        try Self.spec("alpha", "Alpha").write(toFile: specs + "/a.yaml", atomically: false, encoding: .utf8)
        try Self.spec("bravo", "Bravo").write(toFile: specs + "/b.yaml", atomically: false, encoding: .utf8)

        let watch = try Watched(formc, ["build", specs, "--out", out, "--watch"])
        defer { watch.stop() }
        try watch.waitFor { $0.err.contains("watching") && $0.err.contains("built 2 screens from 2 files") }

        // Each step waits for a build numbered above the last one seen (a save in place may be
        // caught empty, see WatchSaves: then a failed build comes first) and for its summary.
        var seen = 1
        func built(_ condition: @escaping (Watched.Output) -> Bool) throws {
            try watch.waitFor { WatchSaves.last("building again", in: $0.err) > seen && condition($0) }
            seen = WatchSaves.last("building again", in: watch.output.err)
        }

        // Saved in place: one screen rendered again.
        try Self.spec("alpha", "Alpha two").write(toFile: specs + "/a.yaml", atomically: false, encoding: .utf8)
        try built { Self.count($0.err, "built 1 of 2 screens (1 unchanged)") == 1 }

        // Saved with the same bytes (nothing to build), then saved by rename: exactly one build.
        let beforeRename = seen
        try InPlaceSave.overwrite(Self.spec("alpha", "Alpha two"), specs + "/a.yaml")
        try Self.spec("bravo", "Bravo two").write(toFile: specs + "/b.yaml", atomically: true, encoding: .utf8)
        try built { Self.count($0.err, "built 1 of 2 screens (1 unchanged)") == 2 }
        #expect(seen == beforeRename + 1, "\(watch.output.err)")

        // Left half-written: its errors are printed, nothing is written, the watch goes on.
        let full = Self.spec("alpha", "Alpha three")
        let half = String(full[..<(full.range(of: "options: [가")?.upperBound ?? full.endIndex)])
        try half.write(toFile: specs + "/a.yaml", atomically: false, encoding: .utf8)
        try built { $0.err.contains("build failed") && $0.out.contains("error[") }
        try full.write(toFile: specs + "/a.yaml", atomically: false, encoding: .utf8)
        try built { Self.count($0.err, "built 1 of 2 screens (1 unchanged)") == 3 }

        // A folder of specs created while watching is watched too.
        try FileManager.default.createDirectory(atPath: specs + "/more", withIntermediateDirectories: true)
        try Self.spec("charlie", "Charlie").write(toFile: specs + "/more/c.yaml", atomically: false, encoding: .utf8)
        try built { $0.err.contains("built 1 of 3 screens (2 unchanged)") }
        try Self.spec("charlie", "Charlie two").write(toFile: specs + "/more/c.yaml", atomically: false, encoding: .utf8)
        try built { Self.count($0.err, "built 1 of 3 screens (2 unchanged)") == 2 }

        // The project config changed: every screen is rendered again.
        try "rules:\n  W506: off\n".write(toFile: directory + "/.formc.yaml", atomically: false, encoding: .utf8)
        try built { $0.err.contains("built 3 screens from 3 files") }

        // A config written beside nested specs becomes theirs: only their screen is rendered
        // again; deleted, the project's applies to them again.
        try "rules: {}\n".write(toFile: specs + "/more/.formc.yaml", atomically: false, encoding: .utf8)
        try built { Self.count($0.err, "built 1 of 3 screens (2 unchanged)") == 3 }
        try FileManager.default.removeItem(atPath: specs + "/more/.formc.yaml")
        try built { Self.count($0.err, "built 1 of 3 screens (2 unchanged)") == 4 }

        let status = try watch.interrupt()
        #expect(status == 130)
        let err = watch.output.err
        #expect(Self.count(err, "building again") == seen - 1, "\(err)")
        #expect(err.contains("stopped watching after \(seen) builds"), "\(err)")
        #expect(FileManager.default.fileExists(atPath: out + "/charlie.schema.json"))
        #expect((try? String(contentsOfFile: out + "/alpha.review.md", encoding: .utf8))?.contains("Alpha three") == true)
    }
}
