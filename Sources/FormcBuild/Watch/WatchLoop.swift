#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--watch`: runs a command once, then again each time the bytes of a file it reads change,
/// until the run is interrupted (Ctrl-C). Events only wake the loop; what decides a run is a
/// new `WatchSnapshot`, taken twice `settle` apart and equal both times — a file being written
/// (a half-saved spec, an editor's temporary file renamed over it) is waited for, and a save
/// that changes no byte runs nothing.
public struct WatchLoop: Sendable {
    /// The directories to watch (the parent of every input file, every directory of the inputs).
    public var directories: [String]
    /// The files whose bytes the command reads, found again before each snapshot (a build's
    /// inputs come and go).
    public var files: @Sendable () -> [String]
    /// Milliseconds a change must hold still before it runs the command.
    public var settle: Int32
    /// Milliseconds between polls when there is no inotify (and between checks for Ctrl-C).
    public var pollInterval: Int32
    /// Polls even where inotify is available (for the fallback's tests).
    public var polls: Bool
    /// The directories to watch, found again after each event (a folder of specs created while
    /// watching is watched from then on); nil keeps `directories`.
    public var rediscover: (@Sendable () -> [String])?

    public init(
        directories: [String], settle: Int32 = 100, pollInterval: Int32 = 200, polls: Bool = false, files: @escaping @Sendable () -> [String]
    ) {
        self.directories = directories
        self.files = files
        self.settle = settle
        self.pollInterval = pollInterval
        self.polls = polls
    }

    /// Runs `command` now and after each change; returns how many times it ran once
    /// `interruption` is requested. The command is handed a `WatchReads` to record what it
    /// reads (`Stages.recordingReads(into:)`): the next run is decided against those bytes, so
    /// a file saved between the snapshot and the command's own read is not run twice. Files it
    /// records nothing of count as the snapshot saw them.
    @discardableResult
    public func run(until interruption: Interruption, _ command: (WatchReads) -> Void) -> Int {
        let watcher = FileWatcher(directories: directories, pollInterval: pollInterval, polls: polls)
        var last = WatchSnapshot.take(files())
        last = running(command, after: last)
        var runs = 1
        while !interruption.isRequested {
            guard watcher.wait() || !watcher.usesEvents else { continue }
            if let rediscover { watcher.add(directories: rediscover()) }
            guard let snapshot = settled(watcher, interruption), snapshot != last else { continue }
            last = running(command, after: snapshot)
            runs += 1
        }
        return runs
    }

    /// Runs `command`, which records nothing of what it reads, now and after each change.
    @discardableResult
    public func run(until interruption: Interruption, _ command: () -> Void) -> Int {
        run(until: interruption) { (_: WatchReads) in command() }
    }

    /// Runs the command once after `snapshot`; returns what that run saw.
    private func running(_ command: (WatchReads) -> Void, after snapshot: WatchSnapshot) -> WatchSnapshot {
        let reads = WatchReads()
        command(reads)
        return snapshot.seen(through: reads)
    }

    /// The files' snapshot once two reads `settle` apart agree; nil when interrupted first.
    private func settled(_ watcher: FileWatcher, _ interruption: Interruption) -> WatchSnapshot? {
        var snapshot = WatchSnapshot.take(files())
        while !interruption.isRequested {
            usleep(UInt32(max(1, settle)) * 1000)
            let again = WatchSnapshot.take(files())
            if again == snapshot { return snapshot }
            snapshot = again
        }
        return nil
    }
}
