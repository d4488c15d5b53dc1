import Testing
@testable import FormcValidate

/// `RepeatedIDs` finds the same repeats pairwise (short lists) as through its dictionary (long ones).
@Suite("Validate: ids listed twice")
struct RepeatedIDsTests {
    /// The repeats of `ids` by definition: each position whose id (by code points) an earlier one has.
    static func expected(_ ids: [String?]) -> [[Int]] {
        ids.indices.compactMap { again in
            guard let id = ids[again] else { return nil }
            return ids[..<again].firstIndex { $0.map { Array($0.utf8) == Array(id.utf8) } ?? false }.map { [$0, again] }
        }
    }

    @Test("pairwise and hashed lists give every repeat with its first position, ids compared by code points")
    func bothPathsAgree() {
        let alphabet: [String?] = ["a", "b", "é", "e\u{301}", nil, "가", "a"]
        var lists: [[String?]] = []
        for length in [0, 1, 2, 7, RepeatedIDs.pairwiseLimit, RepeatedIDs.pairwiseLimit + 1, 60] {
            lists.append((0..<length).map { alphabet[($0 * 5 + length) % alphabet.count] })
        }
        for ids in lists {
            let found = RepeatedIDs.positions(count: ids.count) { ids[$0] }.map { [$0.first, $0.again] }
            #expect(found == Self.expected(ids), "\(ids)")
        }
        // é (U+00E9) and e + U+0301 are different ids.
        #expect(RepeatedIDs.positions(count: 2) { ["é", "e\u{301}"][$0] }.isEmpty)
        #expect(RepeatedIDs.positions(count: 3) { ["x", "y", "x"][$0] }.map { [$0.first, $0.again] } == [[0, 2]])
    }
}
