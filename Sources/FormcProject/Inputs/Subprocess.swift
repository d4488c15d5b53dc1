#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a program printed and how it ended.
struct SubprocessResult: Sendable {
    /// The exit status, or 128 + the number of the signal that ended the program (as shells say).
    var status: Int32
    var output: [UInt8]
    var errors: [UInt8]

    var succeeded: Bool { status == 0 }
    /// The first line of what the program said on its standard error.
    var firstErrorLine: String {
        String(decoding: errors.split(separator: UInt8(ascii: "\n")).first ?? [], as: UTF8.self)
    }
}

/// A program that could not be started: the `errno` of `posix_spawnp` or of making its pipes.
struct SubprocessError: Error, Sendable {
    var code: Int32

    /// The program is not on `PATH`.
    var isNotFound: Bool { code == ENOENT }
    var reason: String { String(cString: strerror(code)) }
}

/// Runs a program found on `PATH` to its end, without a shell, in the current folder and with
/// formc's environment (so a `GIT_DIR` that git sets for its hooks still holds).
///
/// `input` is written to the program's standard input while its standard output and error are
/// read, all three in one `poll` loop: neither side ever waits on the other's full pipe, which
/// is what lets `git cat-file --batch` take every object name at once. The three are sockets,
/// close-on-exec from birth, so a program started meanwhile by another thread cannot hold them
/// open; the input is written with `MSG_NOSIGNAL`, so a program that exits before reading it
/// all makes the write fail instead of ending formc with SIGPIPE.
package enum Subprocess {
    static func run(_ arguments: [String], input: [UInt8] = []) throws(SubprocessError) -> SubprocessResult {
        let stdin = try Descriptors.socketPair()
        let stdout: (ours: Int32, theirs: Int32)
        let stderr: (ours: Int32, theirs: Int32)
        do {
            stdout = try Descriptors.socketPair()
        } catch {
            Descriptors.close(stdin.ours, stdin.theirs)
            throw error
        }
        do {
            stderr = try Descriptors.socketPair()
        } catch {
            Descriptors.close(stdin.ours, stdin.theirs, stdout.ours, stdout.theirs)
            throw error
        }
        let pid: pid_t
        do {
            pid = try SpawnedProgram.start(arguments, stdin: stdin.theirs, stdout: stdout.theirs, stderr: stderr.theirs)
        } catch {
            Descriptors.close(stdin.ours, stdin.theirs, stdout.ours, stdout.theirs, stderr.ours, stderr.theirs)
            throw error
        }
        Descriptors.close(stdin.theirs, stdout.theirs, stderr.theirs)
        let (output, errors) = exchange(input, writer: stdin.ours, output: stdout.ours, errors: stderr.ours)
        return SubprocessResult(status: SpawnedProgram.wait(pid), output: output, errors: errors)
    }

    /// Writes `input` and reads both outputs until the program closes them; closes all three.
    private static func exchange(_ input: [UInt8], writer: Int32, output: Int32, errors: Int32) -> ([UInt8], [UInt8]) {
        var fds = [pollfd(fd: writer, events: Int16(POLLOUT), revents: 0),
                   pollfd(fd: output, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: errors, events: Int16(POLLIN), revents: 0)]
        var collected: [[UInt8]] = [[], [], []]
        var written = 0
        var chunk = [UInt8](repeating: 0, count: 65_536)
        func finish(_ index: Int) {
            Descriptors.close(fds[index].fd)
            fds[index].fd = -1
        }
        if input.isEmpty { finish(0) }
        while fds.contains(where: { $0.fd >= 0 }) {
            if poll(&fds, nfds_t(fds.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            if fds[0].fd >= 0, fds[0].revents != 0 {
                let n = input.withUnsafeBytes { buffer in
                    send(fds[0].fd, buffer.baseAddress.map { $0 + written }, buffer.count - written, Descriptors.sendFlags)
                }
                if n > 0 { written += n }
                let failed = n < 0 && errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK
                if failed || written == input.count { finish(0) }
            }
            for index in 1...2 where fds[index].fd >= 0 && fds[index].revents != 0 {
                let n = chunk.withUnsafeMutableBytes { read(fds[index].fd, $0.baseAddress, $0.count) }
                if n > 0 {
                    collected[index].append(contentsOf: chunk[0..<n])
                } else if n == 0 || (errno != EINTR && errno != EAGAIN) {
                    finish(index)
                }
            }
        }
        for index in fds.indices where fds[index].fd >= 0 { finish(index) }
        return (collected[1], collected[2])
    }
}
