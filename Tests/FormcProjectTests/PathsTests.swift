import FormcProject
import Testing

/// Path arithmetic on the strings the user wrote.
@Suite("Paths")
struct PathsTests {
    @Test(arguments: [
        ("a/b/c.yaml", "a/b"), ("/x", "/"), ("x", ""), ("", ""), ("a/b//", "a"), ("//", "/"), ("/", "/"),
        ("specs/d000/spec-00001.yaml", "specs/d000"), ("./a.yaml", "."),
        // Non-ASCII before the last slash (counted by characters), and after it (by bytes).
        ("폴더/파일.yaml", "폴더"), ("폴더/x/파일.yaml", "폴더/x"), ("e\u{301}/a", "e\u{301}"), ("a/🐶", "a"),
    ])
    func parent(_ path: String, _ expected: String) {
        #expect(Paths.parent(of: path) == expected)
    }

    @Test(arguments: [
        ("a.yaml", true), ("a.yml", true), ("é.yml", true), ("파일.yaml", true), (".yaml", false), (".yml", false),
        ("a.yaml\u{301}", false), ("yaml", false), ("a.json", false),
    ])
    func specFile(_ name: String, _ expected: Bool) {
        #expect(Paths.isSpecFile(name) == expected)
    }
}
