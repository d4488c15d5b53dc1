import FormcCLI
#if canImport(Glibc)
// glibc gives each thread that allocates an arena of its own (up to eight per core), and memory
// freed in one is kept there for that arena alone: a build's rendering threads, its writer and
// its main thread then hold up to 40 MB more than the heap at 20,000 specs. For `build`, one
// arena holds what they all free for all of them (clean build of 20,000 specs: max RSS 109 →
// 84 MB, the same user CPU within the noise). Not for the other commands: `lint`'s two checking
// threads then wait on the arena's lock (2,000 specs: 0.21 → 0.26 s of wall time, the same CPU),
// and its memory is small anyway (under 45 MB at 20,000 specs).
// `mallopt` is not in the Glibc module (malloc.h is not part of it), and a static executable
// has no `dlsym`: declared here by its C name (two `int`s in, one out, passed alike by Swift's
// convention and C's on Linux); `M_ARENA_MAX` is -8 in glibc's malloc.h.
if FormcCLI.commandName(Array(CommandLine.arguments.dropFirst())) == "build" {
    _ = mallopt(-8, 1)
}
#endif

#if canImport(Glibc)
@_silgen_name("mallopt")
private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif

// The executable is only this: everything else lives in the library, where it is tested.
FormcCLI.main()
