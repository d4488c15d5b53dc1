internal import CFormcPosix
import FormcBuild

/// How many malloc arenas the process keeps, chosen by its command before anything else runs.
///
/// glibc gives each thread that allocates an arena of its own (up to eight per core), and memory
/// freed in one is kept there for that arena alone: a clean build of 20,000 specs with glibc's
/// arenas peaks at 98 MB on two cores. One arena for every thread (`build` until the eighth
/// speed pass) makes the rendering threads wait on its lock. So `build` allows as many arenas
/// as it has rendering threads, the main thread's counted: once they are all made, a thread
/// that allocates for the first time gets one not locked at that moment and keeps it, so the
/// renderers seldom share one (likely, not promised).
///
/// Two cores, the same binary, alternating: 2,000 specs, 1.64–1.71 s of wall time with one
/// arena, 1.49–1.88 s with two (1.49–1.56 s in the three quiet rounds of four), 1.50–1.77 s
/// with glibc's, max RSS 26, 31–33 and 38–42 MB; 20,000 specs, 18.9–20.3 s and 79 MB with one,
/// 17.5–18.1 s and 86 MB with two, 19.1 s and 98 MB with glibc's. `lint` keeps glibc's arenas:
/// its memory is small (under 45 MB at 20,000 specs).
enum MallocArenas {
    /// The most arenas the subcommand `command` (`FormcCLI.commandName`) runs with when
    /// `renderers` threads render its screens; nil leaves glibc's choice.
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
