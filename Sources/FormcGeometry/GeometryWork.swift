import Synchronization

/// Counts the geometry a task computes, for tests that assert it is computed once: how many
/// sheets (`DeviceSheet`: a screen's layout and detent heights on one device) were laid out.
///
/// A task-local probe, bound by a test around the work it counts (`GeometryWork.$current`);
/// nothing binds it elsewhere, so everywhere else it is nil and costs one task-local lookup per
/// sheet. The counter is the test's own object, so tests running at the same time do not
/// count each other's work.
public final class GeometryWork: Sendable {
    /// The counter of the running task, nil when none is bound.
    @TaskLocal public static var current: GeometryWork?

    private let sheets = Atomic<Int>(0)

    public init() {}

    /// Sheets laid out so far under this counter.
    public var sheetsLaidOut: Int { sheets.load(ordering: .relaxed) }

    func countSheet() { sheets.add(1, ordering: .relaxed) }
}
