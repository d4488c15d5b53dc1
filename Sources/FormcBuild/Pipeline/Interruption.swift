import Synchronization

/// A request to stop a run, made from outside it (the CLI's SIGINT and SIGTERM handler) and
/// read by the pipelines between files and screens. A build that sees it stops before its
/// outputs are swapped in, so the output folder keeps the previous build; once the swap is
/// under way the build completes.
public final class Interruption: Sendable {
    private let received = Atomic<Int32>(0)

    public init() {}

    /// Records `signal`; the first one asked for is kept.
    public func request(signal: Int32) {
        _ = received.compareExchange(expected: 0, desired: signal, ordering: .sequentiallyConsistent)
    }

    /// The signal that asked the run to stop, nil when none did.
    public var signal: Int32? {
        let value = received.load(ordering: .sequentiallyConsistent)
        return value == 0 ? nil : value
    }

    public var isRequested: Bool { signal != nil }
}
