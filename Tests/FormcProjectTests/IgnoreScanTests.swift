import FormcCore
import FormcLoad
@testable import FormcProject
import Testing

/// The shortcut of `IgnoreComment.all`: a file without the bytes `#`, blanks, `formc:` is not
/// scanned for comments. It must never hide an ignore that the full scan finds.
@Suite("Ignore comment scan")
struct IgnoreScanTests {
    static let texts = [
        "formc: 1\nscreen: a\n",
        "formc: 1 # a comment\nscreen: a # formc ignore\n",
        "formc: 1\n# formc: ignore[W506]\nscreen: a\n",
        "formc: 1\nscreen: a #formc: ignore[W506]\n",
        "formc: 1\nscreen: a #\t formc: ignore[W506] -- why\n",
        "formc: 1\ntitle: \"#formc: ignore[W506]\"\n",
        "formc: 1\ntitle: |\n  # formc: ignore[W506]\n",
        "formc: 1\n# formc: allow-breaking[X]\n",
        "formc: 1\n#  formc:",
        "#",
        "",
        "formc: 1 # one\nscreen: a #  # x #formc: ignore[W506]\n",
        "formc: 1 # one\nscreen: a #  # x #formc\n",
    ]

    @Test("a file without '# formc:' holds no ignore; one with it is scanned")
    func shortcut() {
        #expect(!IgnoreComment.mayHoldDirective(Array(Self.texts[0].utf8)))
        #expect(!IgnoreComment.mayHoldDirective(Array(Self.texts[1].utf8)))
        #expect(IgnoreComment.mayHoldDirective(Array(Self.texts[2].utf8)))
        #expect(IgnoreComment.mayHoldDirective(Array(Self.texts[3].utf8)))
        #expect(IgnoreComment.mayHoldDirective(Array(Self.texts[4].utf8)))
        #expect(IgnoreComment.mayHoldDirective(Array(Self.texts[8].utf8)))
        #expect(!IgnoreComment.mayHoldDirective(Array(Self.texts[9].utf8)))
        // The `#` that starts a directive is looked for past every `#` that does not.
        #expect(IgnoreComment.mayHoldDirective(Array(Self.texts[11].utf8)))
        #expect(!IgnoreComment.mayHoldDirective(Array(Self.texts[12].utf8)))
    }

    @Test("the shortcut finds what the full scan finds")
    func agrees() {
        for text in Self.texts {
            let source = SourceFile(path: "t.yaml", bytes: Array(text.utf8))
            let full = CommentScanner.comments(in: source.bytes).compactMap { IgnoreComment.parse($0, in: source) }
            let found = IgnoreComment.all(in: source)
            #expect(found.map(\.start) == full.map(\.start), "\(text)")
            #expect(found.map { $0.codes.map(\.id) } == full.map { $0.codes.map(\.id) }, "\(text)")
            if !IgnoreComment.mayHoldDirective(source.bytes) { #expect(full.isEmpty, "\(text)") }
        }
    }
}
