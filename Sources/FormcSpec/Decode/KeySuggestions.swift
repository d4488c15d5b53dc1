import FormcCore

/// Did-you-mean for keys and words: edit distance, plus the spellings people bring from
/// other languages (`cornerRadius`, `corner_radius`, `Corner-Radius` → `corner-radius`).
enum KeySuggestions {
    static func closest(to word: String, among candidates: [String]) -> String? {
        Prepared(candidates).closest(to: word)
    }

    /// A list of candidates made ready once (`MappingKeys.suggestions`: a mapping's keys, asked
    /// about once per unknown key): folded, and ready for the edit distance.
    struct Prepared: Sendable {
        let candidates: SuggestionCandidates
        /// `fold` of each candidate, and as UTF-8 when it is ASCII (every key of the language).
        private let folded: [String]
        private let asciiFolded: [[UInt8]?]

        init(_ names: [String]) {
            candidates = SuggestionCandidates(names)
            folded = names.map(KeySuggestions.fold)
            asciiFolded = names.map(KeySuggestions.asciiFold)
        }

        func closest(to word: String) -> String? {
            if let same = sameFolded(word) { return same }
            return candidates.closest(to: word)
        }

        /// The first candidate that folds to what `word` folds to. ASCII text is compared byte
        /// by byte; other text as `String`s, compared as Swift compares them.
        private func sameFolded(_ word: String) -> String? {
            let asciiWord = KeySuggestions.asciiFold(word)
            var wordFolded: String?
            for index in folded.indices {
                if let asciiWord, let other = asciiFolded[index] {
                    if other == asciiWord { return candidates.names[index] }
                    continue
                }
                let text = wordFolded ?? KeySuggestions.fold(word)
                wordFolded = text
                if folded[index] == text { return candidates.names[index] }
            }
            return nil
        }
    }

    /// `fold(text)` as UTF-8, when `text` is ASCII.
    private static func asciiFold(_ text: String) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: " ") { continue }
            out.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
        }
        return out
    }

    /// Lower case without separators.
    private static func fold(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" && $0 != " " })
    }
}

/// A well-formed id close to a malformed one, for E205's help.
enum IDRepair {
    static func repaired(_ text: String, format: StringFormat) -> String? {
        // A repair is a hint for a typo, not a rewrite of a page of text (and costs O(length)).
        guard text.utf8.count <= 128 else { return nil }
        let trimmed = text.trimmingWhitespace()
        switch format {
        case .text, .detentReference:
            return nil
        case .color:
            // A name in another case (`systemblue`), or hex digits without their `#`.
            let lowered = trimmed.lowercased()
            if let name = SemanticColors.table.first(where: { $0.name.lowercased() == lowered })?.name { return name == text ? nil : name }
            return SemanticColors.isHex("#" + trimmed) ? "#" + trimmed : nil
        case .optionID:
            return trimmed.isEmpty ? nil : trimmed
        case .screenID, .nameID:
            var out = ""
            var lastWasSeparator = false
            for scalar in camelSplit(trimmed).unicodeScalars {
                let lowered = scalar.properties.lowercaseMapping
                if lowered.unicodeScalars.count == 1, let c = lowered.unicodeScalars.first, c.isASCII,
                   (c >= "a" && c <= "z") || (c >= "0" && c <= "9") || (format == .nameID && c == "_") {
                    out.unicodeScalars.append(c)
                    lastWasSeparator = false
                } else if !lastWasSeparator, !out.isEmpty {
                    out += "-"
                    lastWasSeparator = true
                }
            }
            while out.hasSuffix("-") { out.removeLast() }
            while let first = out.unicodeScalars.first, !(first >= "a" && first <= "z") { out.unicodeScalars.removeFirst() }
            return out.isEmpty || out == text ? nil : out
        case .fieldID:
            var out = ""
            for scalar in trimmed.unicodeScalars {
                if scalar.isASCII, scalar.properties.isAlphabetic || (scalar >= "0" && scalar <= "9") || scalar == "_" {
                    out.unicodeScalars.append(scalar)
                } else if !out.hasSuffix("_") {
                    out += "_"
                }
            }
            while out.hasSuffix("_") && out.count > 1 { out.removeLast() }
            if let first = out.unicodeScalars.first, first >= "0" && first <= "9" { out = "_" + out }
            return out.isEmpty || out == "_" || out == text ? nil : out
        }
    }

    /// `myField` → `my-Field`, so camel case becomes kebab case once lowered.
    private static func camelSplit(_ text: String) -> String {
        var out = ""
        var previousWasLower = false
        for scalar in text.unicodeScalars {
            let isUpper = scalar.properties.isUppercase
            if isUpper && previousWasLower { out += "-" }
            out.unicodeScalars.append(scalar)
            previousWasLower = scalar.properties.isLowercase || (scalar >= "0" && scalar <= "9")
        }
        return out
    }
}

extension String {
    /// The text without leading and trailing whitespace (no Foundation).
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[start...end])
    }
}
