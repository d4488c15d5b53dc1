#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `posix_spawnp` and `waitpid`, for `Subprocess`.
enum SpawnedProgram {
    /// Starts `arguments[0]` (searched on `PATH`) with the three descriptors as its standard
    /// input, output and error, the default action for the signals formc may be ignoring, and
    /// no signal blocked.
    static func start(_ arguments: [String], stdin: Int32, stdout: Int32, stderr: Int32) throws(SubprocessError) -> pid_t {
        guard let program = arguments.first else { throw SubprocessError(code: EINVAL) }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        guard posix_spawn_file_actions_init(&actions) == 0 else { throw SubprocessError(code: errno) }
        defer { posix_spawn_file_actions_destroy(&actions) }
        guard posix_spawnattr_init(&attributes) == 0 else { throw SubprocessError(code: errno) }
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGPIPE, SIGINT, SIGTERM] { sigaddset(&defaults, number) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let code = posix_spawnp(&pid, program, &actions, &attributes, argv, environment)
        guard code == 0 else { throw SubprocessError(code: code) }
        return pid
    }

    /// Waits for the program to end: its exit status, or 128 + the signal that ended it.
    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return 255 }
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    private static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
        _NSGetEnviron().pointee
        #else
        environ
        #endif
    }
}

/// Connected pairs of sockets, close-on-exec from birth (Glibc's module has no `pipe2`), for
/// the standard input, output and error of a program.
enum Descriptors {
    /// formc's end `ours` (written with `sendFlags`, or read) and the program's end `theirs`.
    static func socketPair() throws(SubprocessError) -> (ours: Int32, theirs: Int32) {
        var fds: [Int32] = [-1, -1]
        #if canImport(Darwin)
        guard socketpair(AF_UNIX, SOCK_STREAM, 0, &fds) == 0 else { throw SubprocessError(code: errno) }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var on: Int32 = 1
        setsockopt(fds[0], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #else
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        guard socketpair(AF_UNIX, type, 0, &fds) == 0 else { throw SubprocessError(code: errno) }
        #endif
        return (fds[0], fds[1])
    }

    /// Never blocks, and a closed reader is EPIPE rather than SIGPIPE.
    static var sendFlags: Int32 {
        #if canImport(Darwin)
        MSG_DONTWAIT
        #else
        Int32(MSG_DONTWAIT) | Int32(MSG_NOSIGNAL)
        #endif
    }

    static func close(_ descriptors: Int32...) {
        for fd in descriptors where fd >= 0 {
            _ = closeDescriptor(fd)
        }
    }

    private static func closeDescriptor(_ fd: Int32) -> Int32 {
        #if canImport(Darwin)
        Darwin.close(fd)
        #else
        Glibc.close(fd)
        #endif
    }
}
