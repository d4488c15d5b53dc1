internal import CFormcPosix

/// How many malloc arenas the process keeps, chosen by its command before anything else runs.
///
/// glibc gives each thread that allocates an arena of its own (up to eight per core), and memory
/// freed in one is kept there for that arena alone: a build's rendering threads, its writer and
/// its main thread then hold up to 40 MB more than the heap at 20,000 specs. For `build`, one
/// arena holds what they all free for all of them (clean build of 20,000 specs: max RSS 109 →
/// 84 MB, the same user CPU within the noise). Not for the other commands: `lint`'s two checking
/// threads then wait on the arena's lock (2,000 specs: 0.21 → 0.26 s of wall time, the same CPU),
/// and its memory is small anyway (under 45 MB at 20,000 specs).
enum MallocArenas {
    /// Whether the subcommand `command` (`FormcCLI.commandName`) runs with one arena.
    static func usesOneArena(_ command: String?) -> Bool { command == "build" }

    /// Sets the arenas up for the invocation `arguments` (without the program name); called
    /// while the process has one thread.
    static func setUp(for arguments: [String]) {
        guard usesOneArena(FormcCLI.commandName(arguments)) else { return }
        _ = formc_limit_malloc_arenas(1)
    }
}
