import FormcCore
import FormcGenerate
import FormcGeometry
import FormcLoad
import FormcSpec
import FormcTestSupport
import Foundation

/// What the mockup tests share: their golden files and a drawing's lines (screens come from
/// `Spec`: the example specs, and YAML written in the tests).
enum MockupFixtures {
    static let snapshots = Snapshot.directory(for: #filePath, suite: "Mockup")

    /// Lines of every drawing in `text` (drawings are separated by a blank line).
    static func drawings(_ text: String) -> [[Substring]] {
        text.split(separator: "\n\n", omittingEmptySubsequences: false).map { drawing in
            drawing.split(separator: "\n", omittingEmptySubsequences: true)
        }
    }
}

/// Display widths of the lines of a drawing, for assertions.
func lineWidths(_ lines: [Substring]) -> Set<Int> {
    Set(lines.map { DisplayWidth.of(String($0)) })
}
