internal import CFormcPosix
import FormcBuild

/// How many malloc arenas the process keeps, chosen by its command before anything else runs.
///
/// glibc gives each thread that allocates an arena of its own (up to eight per core), and memory
/// freed in one is kept there for that arena alone: a build's rendering threads, its writer, its
/// flushes and its main thread then hold up to 30 MB more than the heap at 20,000 specs (clean
/// build: max RSS 109 MB with glibc's arenas on two cores). So `build` keeps one arena per
/// rendering thread: what the writer and the main thread free goes back to the renderers'.
/// Fewer than the renderers makes them wait on an arena's lock (one arena, two cores, 2,000
/// specs: 1.64–1.71 s of wall time against 1.49–1.56 s with two, 26 against 32 MB; 20,000:
/// 18.9–20.3 s against 17.7–18.1 s, 79 against 86 MB). `lint` keeps glibc's arenas: its memory
/// is small (under 45 MB at 20,000 specs) and its checking threads must not wait either.
enum MallocArenas {
    /// The arenas the subcommand `command` (`FormcCLI.commandName`) runs with when `renderers`
    /// threads render its screens; nil leaves glibc's choice.
    static func limit(for command: String?, renderers: Int = BlockingRunner.defaultWidth) -> Int32? {
        command == "build" ? Int32(clamping: max(1, renderers)) : nil
    }

    /// Sets the arenas up for the invocation `arguments` (without the program name); called
    /// while the process has one thread.
    static func setUp(for arguments: [String]) {
        guard let limit = limit(for: FormcCLI.commandName(arguments)) else { return }
        _ = formc_limit_malloc_arenas(limit)
    }
}
