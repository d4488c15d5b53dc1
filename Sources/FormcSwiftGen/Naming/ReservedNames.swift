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
}
