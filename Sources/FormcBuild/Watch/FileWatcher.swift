#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Waits for the files under some paths to change: inotify on Linux, on every directory
/// that holds a watched file (so that an editor that saves by writing a temporary file and
/// renaming it over the spec is seen, as is a file created or deleted); elsewhere, a stat of
/// every watched file every `pollInterval`. Either way the caller then compares what it read
/// (`WatchSnapshot`) before doing any work, so a spurious event costs nothing.
public final class FileWatcher {
    /// Directories to watch; files are found under them by the caller's discovery.
    private let directories: [String]
    private let pollInterval: Int32
    #if os(Linux)
    private let descriptor: Int32
    #endif

    /// Watches `directories` (each a directory; recursive watching is the caller's: pass
    /// every directory of its inputs). `pollInterval` is in milliseconds; `polls` forces the
    /// fallback (for its tests).
    public init(directories: [String], pollInterval: Int32 = 200, polls: Bool = false) {
        self.directories = directories
        self.pollInterval = pollInterval
        #if os(Linux)
        descriptor = polls ? -1 : inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        if descriptor >= 0 {
            let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB)
            for directory in directories { _ = inotify_add_watch(descriptor, directory, mask) }
        }
        #endif
    }

    /// Watches more directories too (a folder created since): inotify ignores one already
    /// watched; the polling fallback needs nothing, since the caller stats its files.
    public func add(directories more: [String]) {
        #if os(Linux)
        guard descriptor >= 0 else { return }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB)
        for directory in more { _ = inotify_add_watch(descriptor, directory, mask) }
        #endif
    }

    deinit {
        #if os(Linux)
        if descriptor >= 0 { close(descriptor) }
        #endif
    }

    /// Blocks until something under the directories may have changed, or `pollInterval`
    /// passed; returns whether an event was seen (always true for the polling fallback, which
    /// cannot tell). The caller checks for interruption between calls.
    public func wait() -> Bool {
        #if os(Linux)
        if descriptor >= 0 {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, pollInterval)
            guard ready > 0 else { return false }
            drain()
            return true
        }
        #endif
        usleep(UInt32(pollInterval) * 1000)
        return true
    }

    /// Whether inotify is in use (else the watcher polls).
    public var usesEvents: Bool {
        #if os(Linux)
        return descriptor >= 0
        #else
        return false
        #endif
    }

    #if os(Linux)
    /// Reads every pending event: only their arrival matters.
    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { return }
        }
    }
    #endif
}
