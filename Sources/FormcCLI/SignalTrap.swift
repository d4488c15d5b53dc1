import Dispatch
import FormcBuild
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Catches SIGINT and SIGTERM while a long command runs, so that it stops cleanly: the first
/// signal asks the run to stop (`Interruption`) and calls `onFirst` (which erases the progress
/// line); the run then ends, says what it kept and exits 130 or 143. A second signal ends the
/// process at once (the next build removes what it leaves).
struct SignalTrap {
    static let signals = [SIGINT, SIGTERM]
    private let sources: [any DispatchSourceSignal]

    init(_ interruption: Interruption, onFirst: @escaping @Sendable () -> Void) {
        sources = Self.signals.map { number in
            // Ignored first, or the default action (ending the process) would still happen.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                if interruption.isRequested { _exit(128 + number) }
                interruption.request(signal: number)
                onFirst()
            }
            source.resume()
            return source
        }
    }

    /// Puts the default actions back.
    func remove() {
        for source in sources { source.cancel() }
        for number in Self.signals { signal(number, SIG_DFL) }
    }

    /// Runs `body` with a trap when `terminal` handles signals; `body` gets the interruption.
    static func run<T>(_ terminal: Terminal, onFirst: @escaping @Sendable () -> Void, _ body: (Interruption) -> T) -> T {
        let interruption = Interruption()
        let trap = terminal.handlesSignals ? SignalTrap(interruption, onFirst: onFirst) : nil
        defer { trap?.remove() }
        return body(interruption)
    }
}
