import FormcCore

/// Spec text made safe to place in a grid of cells.
///
/// Two things can break a drawing's alignment besides width itself: control characters (a
/// newline would end the line, an escape would recolour the terminal) and grapheme clusters
/// that merge with their neighbour once placed. A title that starts with a combining mark, a
/// spacing mark, a ZWJ or a lone emoji modifier attaches to whatever glyph is drawn before it
/// (Unicode's grapheme rules GB9/GB9a), and a trailing prepended concatenation mark attaches
/// to what follows (GB9b): measured alone it has one width, drawn after `[ ` another. Such a
/// cluster gets a dotted circle U+25CC as its base, as type specimens show lone marks, so every
/// cluster of the result stands alone wherever it is drawn.
public enum DisplayText {
    /// The base given to a cluster that would otherwise attach to its neighbour.
    public static let isolatingBase: Character = "\u{25CC}"

    /// `text` with control, line-separator and bidi characters escaped (`SafeText`) and every
    /// grapheme cluster isolated from its neighbours.
    public static func clean(_ text: String) -> String {
        if DisplayWidth.isPrintableASCII(text) || standsAlone(text) { return text }
        return isolatingClusters(of: text)
    }

    /// `clean`'s work on text that may need it: escape, then isolate cluster by cluster.
    static func isolatingClusters(of text: String) -> String {
        let escaped = SafeText.escaped(text)
        // Most clusters need no base: then the text is the escaped text, with nothing to copy.
        guard escaped.contains(where: needsBase) else { return escaped }
        var out = ""
        for character in escaped {
            if isPrintableASCII(character) {
                out.append(character)
                continue
            }
            let alone = String(character)
            guard mayMerge(character) else {
                out += alone
                continue
            }
            if (" " + alone).count == 1 { out.append(isolatingBase) }
            out += alone
            if (alone + " ").count == 1 { out.append(isolatingBase) }
        }
        return out
    }

    /// Whether `clean` gives `character` an isolating base, before or after it.
    private static func needsBase(_ character: Character) -> Bool {
        guard mayMerge(character) else { return false }
        let alone = String(character)
        return (" " + alone).count == 1 || (alone + " ").count == 1
    }

    /// `text` cleaned and measured: `(clean(text), DisplayWidth.of(clean(text)))`. When no
    /// cluster needs a base, the clean text is the escaped text, whose width is the sum over
    /// the clusters already visited (`DisplayWidth.of(_:)` of a string is that sum), so the
    /// text is split into clusters once, not twice.
    public static func measured(_ text: String) -> (text: String, width: Int) {
        if DisplayWidth.isPrintableASCII(text) { return (text, text.utf8.count) }
        if let width = runsWidth(text) { return (text, width) }
        let escaped = SafeText.escaped(text)
        var width = 0
        for character in escaped {
            if needsBase(character) {
                let cleaned = isolatingClusters(of: text)
                return (cleaned, DisplayWidth.of(cleaned))
            }
            width += DisplayWidth.of(character)
        }
        return (escaped, width)
    }

    /// Whether every scalar of `text` is one that `clean` leaves as it is, whatever its
    /// neighbours: none needs escaping, each is a grapheme cluster of its own next to any other
    /// of them, and none can merge with what is drawn beside it. Most spec text (Hangul, CJK,
    /// Latin, Greek, Cyrillic, arrows, box drawing, symbols and dingbats, emoji without
    /// selectors or modifiers) is
    /// made only of such scalars, and is then returned without being split into clusters or
    /// copied. A scalar outside these blocks (a mark, joiner, selector, modifier, control,
    /// soft hyphen, jamo, regional indicator…) sends the text to the exact path.
    static func standsAlone(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(standsAlone)
    }

    /// `DisplayWidth.of(text)` when `standsAlone(text)`, else nil, in one pass: each of the
    /// scalars is a cluster of its own (`DisplayWidth.isStandalone` holds for all of them), so
    /// the width is the sum of theirs.
    static func standaloneWidth(_ text: String) -> Int? {
        var width = 0
        // `standsAlone`'s blocks; those of one width throughout are counted without asking.
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x482:
                width += 1
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3:
                width += 2
            case 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x2BFF, 0x1F300...0x1F3FA, 0x1F400...0x1FAFF:
                width += DisplayWidth.width(of: scalar)
            default:
                return nil
            }
        }
        return width
    }

    /// `DisplayWidth.of(text)` when `clean(text)` is `text`, found without splitting all of it
    /// into clusters; nil when the text needs escaping or a base, or may (then `measured` takes
    /// the exact path). Most text that does not stand alone has only a few scalars that do not
    /// (a ZWJ family, a keycap, a flag, an emoji with a selector or a skin tone): between two
    /// scalars that stand alone there is always a cluster break (`standsAlone`), so the text is
    /// cut there into runs; a run of one such scalar is measured as `standaloneWidth` does, and
    /// only the other runs are split into clusters, each run on its own. Grapheme breaking
    /// restarts at a break, and no rule looks back across one (an emoji ZWJ sequence's or a
    /// flag's scalars, and a run of regional indicators, never hold two standalone scalars in a
    /// row), so the clusters of the runs are the clusters of the text.
    static func runsWidth(_ text: String) -> Int? {
        let scalars = text.unicodeScalars
        var width = 0
        // The run being read starts at `runStart`; `single` is its width while it is one
        // standalone scalar, else -1.
        var runStart = scalars.startIndex
        var single = -1
        var previousAlone = false
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalarWidth = aloneWidth(scalars[index])
            let alone = scalarWidth >= 0
            if alone && previousAlone {
                // A break: the run before it is complete.
                if single >= 0 {
                    width += single
                } else {
                    guard let runWidth = runWidth(scalars[runStart..<index]) else { return nil }
                    width += runWidth
                }
                runStart = index
                single = scalarWidth
            } else if index == runStart {
                single = scalarWidth
            } else {
                single = -1
            }
            previousAlone = alone
            scalars.formIndex(after: &index)
        }
        guard runStart < scalars.endIndex else { return width }
        if single >= 0 { return width + single }
        guard let runWidth = runWidth(scalars[runStart..<scalars.endIndex]) else { return nil }
        return width + runWidth
    }

    /// The width of a run of several scalars: of its emoji clusters (`emojiWidth`) when it is
    /// made of them, else of its clusters as the exact path splits them; nil when a cluster
    /// needs escaping or a base.
    private static func runWidth(_ run: Substring.UnicodeScalarView) -> Int? {
        if let width = emojiWidth(run) { return width }
        return exactWidth(run)
    }

    /// The width of a run's clusters when none needs escaping or a base (as `measured` would
    /// find them in the whole text), else nil.
    private static func exactWidth(_ run: Substring.UnicodeScalarView) -> Int? {
        if run.contains(where: SafeText.needsEscape) { return nil }
        var width = 0
        for character in Substring(run) {
            if needsBase(character) { return nil }
            width += DisplayWidth.of(character)
        }
        return width
    }

    /// The width of a run made only of the clusters emoji are written with, found scalar by
    /// scalar without grapheme breaking; nil for any other run. A cluster here is a standalone
    /// scalar (`standsAlone`) or one or two regional indicators (a flag), followed by any of
    /// VS16, the keycap mark, skin tones, and ZWJs each between two pictographs
    /// (`joinsSequence`). VS16, the keycap and the skin
    /// tones are Extend, so they stay in the cluster (GB9); a ZWJ between two pictographs
    /// joins them (GB9, GB11); anything else that follows a cluster here starts the next one,
    /// or sends the run elsewhere. The width is `DisplayWidth.of`'s for the cluster: its
    /// widest scalar's, or 2 for an emoji with VS16, a keycap or a ZWJ to an emoji. None of these clusters merges
    /// with a neighbour (its first scalar is no mark or joiner, its last no prepended sign), so
    /// none needs a base; none needs escaping.
    static func emojiWidth(_ run: Substring.UnicodeScalarView) -> Int? {
        var width = 0
        var index = run.startIndex
        while index < run.endIndex {
            let first = run[index]
            var widest = aloneWidth(first)
            run.formIndex(after: &index)
            if widest < 0 {
                guard isRegionalIndicator(first) else { return nil }
                widest = DisplayWidth.width(of: first)
                // Indicators pair from the first of a row (GB12, GB13).
                if index < run.endIndex, isRegionalIndicator(run[index]) {
                    widest = Swift.max(widest, DisplayWidth.width(of: run[index]))
                    run.formIndex(after: &index)
                }
            }
            // The pictograph a ZWJ would join the next one to; VS16 or a keycap, or a ZWJ to an emoji.
            var pictograph = first
            var selected = false
            extending: while index < run.endIndex {
                switch run[index].value {
                case 0xFE0F, 0x20E3:
                    selected = true
                case 0x1F3FB...0x1F3FF:
                    widest = Swift.max(widest, DisplayWidth.width(of: run[index]))
                case 0x200D:
                    run.formIndex(after: &index)
                    guard index < run.endIndex, joinsSequence(pictograph), joinsSequence(run[index]) else { return nil }
                    pictograph = run[index]
                    // Every pictograph `joinsSequence` accepts is wide or an emoji.
                    selected = true
                    widest = Swift.max(widest, DisplayWidth.width(of: pictograph))
                default:
                    break extending
                }
                run.formIndex(after: &index)
            }
            width += selected && widest < 2 && first.properties.isEmoji ? 2 : widest
        }
        return width
    }

    /// Whether `scalar` is a regional indicator (half of a flag).
    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// Whether `scalar` is a pictograph (Extended_Pictographic, as a test checks for each one)
    /// that a ZWJ joins to the pictograph before it (GB11): a wide one of the emoji blocks, or
    /// an emoji of the symbol blocks (`♀`, `⚕`, `❤`, `⬛`).
    static func joinsSequence(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1F300...0x1F3FA, 0x1F400...0x1FAFF: DisplayWidth.width(of: scalar) == 2
        case 0x2190...0x2BFF: scalar.properties.isEmoji
        default: false
        }
    }

    /// `DisplayWidth.width(of:)` of a scalar that `standsAlone`, else -1 (`standaloneWidth`'s
    /// blocks and widths, scalar by scalar).
    @inline(__always)
    private static func aloneWidth(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x482:
            1
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3:
            2
        case 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x2BFF, 0x1F300...0x1F3FA, 0x1F400...0x1FAFF:
            DisplayWidth.width(of: scalar)
        default:
            -1
        }
    }

    private static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x482, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x2BFF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x1F300...0x1F3FA, 0x1F400...0x1FAFF:
            true
        default:
            false
        }
    }

    /// Whether a cluster could merge with a neighbour, decided from its first and last scalar
    /// so that the exact (allocating) test above runs only for the rare clusters that might:
    /// those starting with a mark, joiner, modifier, variation selector, regional indicator,
    /// tag or Hangul vowel/final jamo, and those ending with a prepended concatenation mark.
    static func mayMerge(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return false }
        switch last.value {
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x0D4E, 0x110BD, 0x110CD, 0x111C2...0x111C3,
             0x1193F, 0x11941, 0x11A3A, 0x11A84...0x11A89, 0x11D46:
            return true
        default:
            break
        }
        switch first.value {
        case 0x0020...0x007E, 0xAC00...0xD7A3, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0x3040...0x30FF, 0xFF01...0xFF60:
            return false
        case 0x0E33, 0x0EB3, 0x1160...0x11FF, 0xD7B0...0xD7FF, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF, 0xE0000...0xE0FFF, 0x200C, 0x200D:
            return true
        default:
            switch first.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark, .format, .control, .surrogate, .unassigned, .privateUse:
                return true
            default:
                return first.properties.isGraphemeExtend
            }
        }
    }

    private static func isPrintableASCII(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return ascii &- 0x20 < 0x5F
    }
}
