/// What an incremental build remembers of the previous one: for each screen it built, the key
/// of everything its outputs were made from (`RenderInputs`). Kept at the end of the output
/// folder's manifest, so it is swapped in with the outputs it describes, in one step:
///
///     # formc build cache 1: the inputs of each built screen, hashed (formc build renders again only what changed)
///     screen 3f2a9c0d1e4b5a67 travel-category
///     screen 0c1d2e3f4a5b6c7d trip-details
///     # end 9a8b7c6d5e4f3a2b
///
/// The last line is a hash of the lines before it: a cache that was cut short, edited, or
/// written by another version of the format is not trusted at all, and the build renders every
/// screen (a full build is always correct; a wrong cache would leave stale outputs).
public struct BuildCache: Hashable, Sendable {
    /// The key of each built screen's inputs, by screen id.
    public var screens: [String: UInt64]

    public static let header =
        "# formc build cache 1: the inputs of each built screen, hashed (formc build renders again only what changed)"
    /// How every version of the cache's header starts.
    static let headerPrefix = "# formc build cache "
    static let screenPrefix = "screen "
    static let endPrefix = "# end "

    public init(screens: [String: UInt64] = [:]) {
        self.screens = screens
    }

    /// The lines after the header, with the closing checksum.
    public var text: String {
        var body = ""
        for id in screens.keys.sorted() {
            body += Self.screenPrefix + StableHash.hex(screens[id] ?? 0) + " " + id + "\n"
        }
        return Self.header + "\n" + body + Self.endPrefix + StableHash.hex(StableHash.of(body)) + "\n"
    }

    /// The cache in `lines` (those after the header); nil unless every line is well formed and
    /// the checksum matches.
    public init?(lines: some BidirectionalCollection<Substring>) {
        guard let last = lines.last, last.hasPrefix(Self.endPrefix),
              let checksum = Self.hexValue(last.dropFirst(Self.endPrefix.count))
        else { return nil }
        var body = ""
        var screens: [String: UInt64] = [:]
        for line in lines.dropLast() {
            guard line.hasPrefix(Self.screenPrefix) else { return nil }
            let fields = line.dropFirst(Self.screenPrefix.count).split(separator: " ", omittingEmptySubsequences: false)
            guard fields.count == 2, let key = Self.hexValue(fields[0]), OutputNames.isSafeScreenID(String(fields[1])),
                  screens.updateValue(key, forKey: String(fields[1])) == nil
            else { return nil }
            body += line + "\n"
        }
        guard StableHash.of(body) == checksum else { return nil }
        self.screens = screens
    }

    /// Exactly 16 lowercase hexadecimal digits, as `StableHash.hex` writes them.
    private static func hexValue(_ text: Substring) -> UInt64? {
        guard text.utf8.count == 16, text.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else {
            return nil
        }
        return UInt64(text, radix: 16)
    }
}
