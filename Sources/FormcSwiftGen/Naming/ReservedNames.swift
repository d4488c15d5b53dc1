/// Names a list of generated names may not take (`SwiftNaming.unique`), with whether all of them
/// are ASCII — then a name with a Hangul syllable is none of them without a set look-up, which
/// hashes its text through normalization.
struct ReservedNames: Sendable {
    let names: Set<String>
    let areASCII: Bool

    init(_ names: Set<String>) {
        self.names = names
        areASCII = names.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
    }

    /// These names and those of `more` that an UpperCamel name could be: a name that starts
    /// with an ASCII lower-case letter never is, so most lists add nothing and keep this set.
    func adding(_ more: [String]) -> ReservedNames {
        let possible = more.filter { name in !(name.utf8.first.map { (0x61...0x7A).contains($0) } ?? false) }
        return possible.isEmpty ? self : ReservedNames(names.union(possible))
    }
}
