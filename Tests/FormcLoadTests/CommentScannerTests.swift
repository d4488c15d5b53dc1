import FormcLoad
import Testing

/// The comments libyaml does not report, found exactly: never inside a quoted or block scalar.
@Suite("Comment scanner")
struct CommentScannerTests {
    /// Each comment's text (from `#` to the line's end) and whether it stands alone.
    static func comments(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return CommentScanner.comments(in: bytes).map { (($0.ownLine ? "own " : "end ") + String(decoding: bytes[$0.start..<$0.end], as: UTF8.self)) }
    }

    @Test("a # at a line's start or after a blank is a comment; inside a plain scalar it is not")
    func plain() {
        #expect(Self.comments("a#b: c#d # one\n# two\n  # three\nx: 'it''s' #four") == ["end # one", "own # two", "own # three", "end #four"])
        #expect(Self.comments("url: http://x/#frag\nk: a#b") == [])
    }

    @Test("quoted scalars hide a #, with escaped quotes and over several lines")
    func quoted() {
        let text = """
        a: "say \\" # not" # yes1
        b: 'it''s # not' # yes2
        c: "line one
          # still quoted
          end" # yes3
        d: it's # yes4
        e: don't "# plain"
        f: a "b # yes5
        g: !!str "# no" # yes6
        h: &x '# no' # yes7
        """
        #expect(Self.comments(text) == ["end # yes1", "end # yes2", "end # yes3", "end # yes4", "end # yes5", "end # yes6", "end # yes7"])
    }

    @Test("flow collections: quotes after [ { , and : start scalars")
    func flow() {
        let text = "o: [a, \"#x\", 'b#', {k: \"#\"}] # yes\np: {a: b#c, d: e} #yes2\n"
        #expect(Self.comments(text) == ["end # yes", "end #yes2"])
    }

    @Test("block scalars keep their # lines, ended by indentation")
    func block() {
        let text = """
        a: | # header
          # content
            # deeper content

          # after a blank line
        # own
        b: >-
          text # text
        c:
          - |2
             # content
          - x # yes
        - |
         # content at one
        # out
        """
        #expect(Self.comments(text) == ["end # header", "own # own", "end # yes", "own # out"])
    }

    @Test("a | or > inside a plain or flow scalar is no block header")
    func notHeaders() {
        #expect(Self.comments("a: x | y\n# own\nb: [|, >] # end\nc: x |\n  # own2\n") == ["own # own", "end # end", "own # own2"])
        #expect(Self.comments("a: |\n  x\n--- # doc\n# own\n") == ["end # doc", "own # own"])
    }

    @Test("CRLF line ends are not part of a comment; directives take comments")
    func crlf() {
        #expect(Self.comments("%YAML 1.2 # v\r\n---\r\na: b # c\r\n# d\r\n") == ["end # v", "end # c", "own # d"])
    }

    @Test("an unterminated quote runs to the end without a comment")
    func unterminated() {
        #expect(Self.comments("a: \"open # no\n# no\n") == [])
    }
}
