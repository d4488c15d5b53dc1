@testable import FormcBuild
@testable import FormcProject
import Testing

/// A manifest holds a screen's outputs as one entry under its id (`OutputTable`), and writes
/// the names it read, when nothing changed them, as the bytes it read them from.
@Suite("Manifest names")
struct ManifestNamesTests {
    static func names(screens count: Int) -> [String] {
        (0..<count).flatMap { OutputNames.screenOutputs("screen-\($0)") } + OutputNames.shared
    }

    @Test("300 screens' 1,505 names are 305 entries, read or made, and are written back as read")
    func entriesPerScreen() {
        let names = Self.names(screens: 300)
        let made = Manifest(names: names)
        #expect(made.count == 1505 && made.entryCount == 305)
        let bytes = made.bytes
        let read = Manifest(parsing: bytes)
        #expect(read.count == 1505 && read.entryCount == 305)
        #expect(read.names == Set(names) && read == made)
        // Nothing changed: the names are the bytes read, not sorted again.
        #expect(read.namesText.map(Array.init) == Array(bytes))
        #expect(read.bytes == bytes)
    }

    @Test("A name added or removed is written in order; the order is the strings' order")
    func changedNamesAreSorted() {
        var manifest = Manifest(parsing: Manifest(names: ["b.mockup.txt", "index.md", "c.swift"]).bytes)
        #expect(manifest.namesText != nil)
        // `a-b.…` sorts before `a.…` ('-' is before '.'), though the id `a` is before `a-b`.
        for name in ["a.schema.json", "a-b.schema.json", "a.mockup.txt", "A.swift", "a-.review.md", "zz"] { manifest.insert(name) }
        manifest.remove("index.md")
        #expect(manifest.namesText == nil)
        let lines = manifest.text.split(separator: "\n").dropFirst().map(String.init)
        #expect(lines == manifest.names.sorted())
        #expect(lines.first == "A.swift" && lines.contains("a-b.schema.json"))
        #expect(Manifest(parsing: manifest.bytes) == manifest)
    }

    @Test("Names that are not ASCII are sorted as strings; a hand-edited list is read and written sorted")
    func otherNames() {
        var manifest = Manifest(names: ["é.mockup.txt", "z.swift", "e.mockup.txt"])
        #expect(manifest.text.split(separator: "\n").dropFirst() == ["e.mockup.txt", "z.swift", "é.mockup.txt"])
        let edited = Manifest.header + "\n# a comment\nz.swift\r\na.swift\n\n../x\n.hidden\na.swift\n"
        manifest = Manifest(parsing: Array(edited.utf8))
        #expect(manifest.namesText == nil && manifest.names == ["a.swift", "z.swift"])
        #expect(manifest.text == Manifest.header + "\na.swift\nz.swift\n")
    }

    @Test("Only the names the folder still holds stay, compared screen by screen")
    func keepOnlyPresent() {
        var manifest = Manifest(names: Self.names(screens: 3))
        var present = OutputTable()
        for name in Self.names(screens: 3) where name != "screen-1.mockup.txt" && name != "index.md" { present.insert(name) }
        #expect(manifest.isListed(in: present) == false)
        manifest.keepOnly(present)
        #expect(manifest.names == Set(Self.names(screens: 3)).subtracting(["screen-1.mockup.txt", "index.md"]))
        #expect(manifest.isListed(in: present))
    }
}
