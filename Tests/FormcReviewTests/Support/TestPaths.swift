import FormcTestSupport
import Testing

/// This target's folders.
let TestPaths = TestFolder()

/// Golden-file check against `Snapshots/<suite>/<name>`, with the failure message in the test's output.
func expectSnapshot(_ actual: String, named name: String, suite: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let outcome = Snapshot.check(actual, named: name, in: TestPaths.snapshots(suite))
    #expect(outcome.failure == nil, Comment(rawValue: outcome.failure ?? ""), sourceLocation: sourceLocation)
}
