import FormcBuild
import FormcCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `formc build --watch`: builds, then builds again each time a spec or the project config
/// changes, until Ctrl-C, as `tsc --watch` does. Each build is incremental (only the screens
/// whose inputs changed are rendered) and prints its diagnostics and summary; the watching
/// itself is `WatchLoop`'s (inotify, a polling fallback, changes that must hold still). A
/// report that cannot be written (stdout on a full disk, or a reader that went away) ends it.
enum BuildWatch {
    static func run(_ arguments: ParsedArguments, _ terminal: Terminal, _ interruption: Interruption, _ build: (WatchReads) -> ExitCode) -> ExitCode {
        let inputs = WatchedInputs(paths: arguments.positionals, explicitConfig: arguments.value("config"))
        let shown = inputs.paths.map(SafeText.escaped).joined(separator: ", ")
        terminal.writeErr("formc: watching \(shown); Ctrl-C stops\n")
        var count = 0
        var loop = WatchLoop(directories: inputs.directories(), files: inputs.files)
        loop.rediscover = inputs.directories
        let runs = loop.run(until: interruption) { reads in
            count += 1
            if count > 1 { terminal.writeErr("formc: the specs changed; building again (\(count))\n") }
            _ = build(reads)
            // A report that can no longer be written ends the watch, as a closed pipe ends any
            // writer: the process then exits 3 with one message (`LostWrites`).
            if let lost = terminal.lostWrites, !lost.isOpen(1) || !lost.isOpen(2) { interruption.request(signal: SIGPIPE) }
        }
        terminal.writeErr("formc: stopped watching after \(Plural.count(runs, "build"))\n")
        return interruption.signal.map(ExitCode.stopped(by:)) ?? .success
    }
}
