@testable import FormcCore
import Testing

/// Pointers are kept as tokens and printed only when asked; the text, equality and hashing
/// must be those of the RFC 6901 string.
@Suite struct JSONPointerTests {
    @Test func printsTokensEscaped() {
        #expect(JSONPointer.root.description == "")
        #expect(JSONPointer.root.appending("fields").appending(0).appending("initial").description == "/fields/0/initial")
        #expect(JSONPointer.root.appending("a/b").appending("~c").description == "/a~1b/~0c")
        #expect(JSONPointer.root.appending("").appending("한글").description == "//한글")
        #expect(JSONPointer.root.appending(12).appending(-1).description == "/12/-1")
    }

    @Test func pointersExtendingOneShareItsTokens() {
        let field = JSONPointer.root.appending("fields").appending(3)
        #expect(field.count == 2)
        #expect(JSONPointer.root.count == 0)
        let id = field.appending("id"), options = field.appending("options")
        #expect(id.description == "/fields/3/id")
        #expect(options.appending(0).description == "/fields/3/options/0")
        #expect(field.description == "/fields/3")
        #expect(id != options)
        #expect(id == JSONPointer.root.appending("fields").appending(3).appending("id"))
    }

    @Test func equalWhenTheTextIs() {
        // An index and a key of its digits are written alike, so they are the same pointer.
        let index = JSONPointer.root.appending("a").appending(0)
        let key = JSONPointer.root.appending("a").appending("0")
        #expect(index == key)
        #expect(index.hashValue == key.hashValue)
        #expect(JSONPointer.root.appending("a") != JSONPointer.root.appending("a").appending(0))
        #expect(JSONPointer.root.appending("a").appending("b") != JSONPointer.root.appending("a/b"))
        #expect(JSONPointer.root.appending("a").appending(1) != index)
        #expect(JSONPointer.root.appending("b").appending(0) != index)
        let set: Set<JSONPointer> = [index, key, .root, .root.appending("a")]
        #expect(set.count == 3)
    }

    @Test func sealedIsTheSamePointer() {
        // A pointer keeps its last token until it is sealed or extended: none of that shows.
        let open = JSONPointer.root.appending("fields").appending(3)
        let sealed = open.sealed
        #expect(sealed == open && sealed.hashValue == open.hashValue)
        #expect(sealed.description == "/fields/3" && sealed.count == 2)
        #expect(sealed.sealed == sealed && JSONPointer.root.sealed == .root)
        #expect(sealed.appending("id") == open.appending("id"))
        #expect(sealed.appending("id").description == "/fields/3/id")
        #expect(sealed.appending(0) == JSONPointer.root.appending("fields").appending("3").appending("0"))
        #expect(sealed.appending("id") != sealed.appending("label"))
        #expect(sealed != JSONPointer.root.appending("fields").appending(4).sealed)
        #expect(JSONPointer.root.appending("a").sealed != JSONPointer.root.appending("a").appending("b"))
        let set: Set<JSONPointer> = [open, sealed, open.appending("id"), sealed.appending("id")]
        #expect(set.count == 2)
    }

    @Test("Random pointers print as RFC 6901 writes them, token by token")
    func printsAsTheDefinition() {
        let keys = ["", "a", "fields", "~", "/", "a~/b", "~1", "한글", "😀/x", "0", "12"]
        var seed: UInt64 = 5
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<300 {
            var pointer = JSONPointer.root
            var expected = ""
            for _ in 0..<next(7) {
                if next(3) == 0 { pointer = pointer.sealed }
                if next(2) == 0 {
                    let index = [0, 7, 10, 99, 100, 123_456, -1, -40][next(8)]
                    pointer = pointer.appending(index)
                    expected += "/" + String(index)
                } else {
                    let key = keys[next(keys.count)]
                    pointer = pointer.appending(key)
                    expected += "/" + key.map { $0 == "~" ? "~0" : $0 == "/" ? "~1" : String($0) }.joined()
                }
            }
            #expect(pointer.description == expected)
        }
    }
}
