import FormcCore
import Synchronization

/// The progress line on a terminal: `formc: 3/12 files · specs/interests.yaml` while files are
/// checked, then `formc: writing 3/12 screens · interests` while a build writes, redrawn in
/// place. Only for builds long enough to need it: nothing is drawn before `delay` has passed,
/// redraws are at most one per `interval`, and `finish()` erases the line so the summary that
/// follows stands alone. The caller creates one only when stderr is a terminal.
public final class ProgressLine: Sendable {
    private struct State {
        var started: ContinuousClock.Instant
        var lastDrawn: ContinuousClock.Instant?
        /// After `finish()`: nothing more is drawn (a run stopped by Ctrl-C may still report).
        var finished = false
    }

    private let write: @Sendable (String) -> Void
    private let delay: Duration
    private let interval: Duration
    private let width: Int
    private let state: Mutex<State>

    public init(
        write: @escaping @Sendable (String) -> Void, delay: Duration = .milliseconds(250),
        interval: Duration = .milliseconds(50), width: Int = 80
    ) {
        self.write = write
        self.delay = delay
        self.interval = interval
        self.width = width
        self.state = Mutex(State(started: .now, lastDrawn: nil))
    }

    /// Shows how far the run has got, if it is time to.
    public func update(_ progress: RunProgress) {
        let now = ContinuousClock.now
        // Drawn under the lock, so a `finish()` from a signal handler cannot be overdrawn.
        state.withLock { state in
            guard !state.finished, now - state.started >= delay else { return }
            if let last = state.lastDrawn, now - last < interval, progress.done < progress.total { return }
            state.lastDrawn = now
            write("\r\u{1B}[K" + Self.text(progress, width: width))
        }
    }

    /// `update` as a closure, for the pipelines' `progress` parameter.
    public var handler: @Sendable (RunProgress) -> Void {
        { [self] progress in self.update(progress) }
    }

    /// Erases the line, if one was drawn, and draws no more. Harmless when repeated.
    public func finish() {
        state.withLock { state in
            if state.lastDrawn != nil, !state.finished { write("\r\u{1B}[K") }
            state.finished = true
        }
    }

    /// The line's text, cut to `width` cells (the path escaped: it is shown on a terminal).
    public static func text(_ progress: RunProgress, width: Int) -> String {
        let counted = progress.phase == .checking ? "\(progress.done)/\(progress.total) files" : "writing \(progress.done)/\(progress.total) screens"
        let line = "formc: \(counted) · " + SafeText.escaped(progress.path)
        return DisplayWidth.truncated(line, toWidth: max(10, width - 1))
    }
}
