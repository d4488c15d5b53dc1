import FormcCore
import FormcSpec

/// Screens with random structure and random titles drawn from the scripts that break naive
/// width arithmetic: Hangul, CJK, emoji of every kind, combining marks, fullwidth Latin, and
/// text a spec should not contain but may (controls, bidi overrides, separators).
public enum MockupRandomScreens {
    public static let pools: [[String]] = [
        // Hangul: syllables, a conjoining-jamo syllable, lone leading and vowel jamo.
        ["가", "나", "한", "글", "뷰", "맛", "집", "\u{1100}\u{1161}\u{11A8}", "\u{1100}", "\u{1161}"],
        // CJK ideographs, kana, an ideograph outside the BMP.
        ["中", "文", "漢", "字", "日", "本", "カ", "ナ", "\u{20000}"],
        // Emoji: presentation, ZWJ families and professions, flags, tag flags, skin tones,
        // keycaps, VS16 and VS15 forms.
        ["😀", "🐶", "☕️", "✈️", "❤️", "☺︎", "⌚︎", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "👩🏽‍💻", "🏳️‍🌈",
         "🇰🇷", "🇯🇵", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "👍🏽", "1️⃣", "#️⃣", "*️⃣", "🫖"],
        // Combining marks, alone and on a base; a spacing mark; a ZWJ, VS16 and a modifier alone.
        ["e\u{301}", "\u{301}", "\u{300}\u{301}", "a\u{20DD}", "\u{903}", "\u{200D}", "\u{FE0F}", "\u{1F3FD}", "\u{0E31}"],
        // Fullwidth Latin and punctuation.
        ["Ａ", "Ｂ", "ｚ", "１", "！", "＠"],
        // ASCII and ambiguous-width punctuation.
        ["a", "b", "Z", " ", "-", "/", "…", "α", "①"],
        // What SafeText escapes or what can end a line, zero-width spaces, prepended marks.
        ["\n", "\t", "\u{1B}[31m", "\u{202E}", "\u{200B}", "\u{2028}", "\u{0600}", "\u{00AD}", "\r\n", "\u{7F}"],
    ]

    public static func title<G: RandomNumberGenerator>(_ random: inout G, maxPieces: Int = 14) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...maxPieces, using: &random) {
            let pool = pools[Int.random(in: 0..<pools.count, using: &random)]
            text += pool[Int.random(in: 0..<pool.count, using: &random)]
        }
        return text
    }

    public static let here = SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))

    public static func located<T>(_ value: T) -> Located<T> { Located(value, range: here, pointer: .root) }

    public static func screen<G: RandomNumberGenerator>(_ random: inout G, index: Int) -> Screen {
        let fieldCount = Int.random(in: 1...3, using: &random)
        let fields = (0..<fieldCount).map { field($0, &random) }
        let actions = (0..<Int.random(in: 0...2, using: &random)).map { index in
            Action(id: located("a\(index)"), title: located(title(&random)),
                   role: Bool.random(using: &random) ? located(.submit) : nil, range: here, pointer: .root)
        }
        var tabBar: TabBar?
        if Int.random(in: 0..<3, using: &random) == 0 {
            let items = (0..<Int.random(in: 1...7, using: &random)).map { index in
                TabBar.Item(id: located("t\(index)"), title: located(title(&random, maxPieces: 6)),
                            icon: Bool.random(using: &random) ? located(title(&random, maxPieces: 4)) : nil,
                            range: here, pointer: .root)
            }
            tabBar = TabBar(items: items, selected: located("t\(Int.random(in: 0...7, using: &random))"), range: here, pointer: .root)
        }
        return Screen(
            file: "random.yaml", documentIndex: index, range: here, version: located(1), id: located("random-\(index)"),
            title: Bool.random(using: &random) ? located(title(&random, maxPieces: 24)) : nil, description: nil,
            sheet: sheet(&random), fields: fields, actions: actions, tabBar: tabBar)
    }

    public static func sheet<G: RandomNumberGenerator>(_ random: inout G) -> Sheet {
        let kinds: [Detent.Kind] = [.medium, .large, .fit, .height(Double.random(in: 0...900, using: &random)),
                                    .fraction(Double.random(in: 0.05...1, using: &random))]
        let detents = (0..<Int.random(in: 1...4, using: &random)).map { index -> Detent in
            let kind = kinds[Int.random(in: 0..<kinds.count, using: &random)]
            return Detent(id: located("d\(index)"), kind: kind, range: here, pointer: .root)
        }
        let undimmed: Backdrop.UndimmedThrough = [.none, .all, .detent("d0"), .detent("d1")][Int.random(in: 0..<4, using: &random)]
        return Sheet(
            presentation: located(Bool.random(using: &random) ? .sheet : .popup), detents: detents,
            detentsPlace: Place(range: here, pointer: .root), initialDetent: located("d\(Int.random(in: 0...3, using: &random))"),
            maxHeight: located(Double.random(in: 0.1...1, using: &random)), grabber: located(Bool.random(using: &random)),
            cornerRadius: located(Bool.random(using: &random) ? 0 : 10),
            backdrop: Backdrop(dim: located(Double.random(in: 0...1, using: &random)), undimmedThrough: located(undimmed),
                               tap: located(Bool.random(using: &random) ? .dismiss : .none)),
            dismiss: Dismiss(swipe: located(true), closeButton: located(Bool.random(using: &random))),
            scrollingExpands: located(true), edgeAttachedInCompactHeight: located(Bool.random(using: &random)),
            widthFollowsPreferredContentSize: located(false))
    }

    public static func field<G: RandomNumberGenerator>(_ index: Int, _ random: inout G) -> Field {
        let kind: Field.Kind = Bool.random(using: &random) ? .choice : .multiChoice
        let layout = Field.Layout.allCases[Int.random(in: 0..<3, using: &random)]
        let optionCount = Int.random(in: 1...16, using: &random)
        let options = (0..<optionCount).map { option in
            Option(id: located("o\(option)"), title: located(title(&random)), disabled: located(Int.random(in: 0..<5, using: &random) == 0),
                   sectionIndex: nil, range: here, pointer: .root)
        }
        var sections: [Section] = []
        var sectioned = options
        if Bool.random(using: &random) {
            let cut = Int.random(in: 0...optionCount, using: &random)
            sections = [
                Section(title: located(title(&random)), optionIndexes: 0..<cut, range: here, pointer: .root),
                Section(title: located(title(&random)), optionIndexes: cut..<optionCount, range: here, pointer: .root),
            ]
            for i in sectioned.indices { sectioned[i].sectionIndex = i < cut ? 0 : 1 }
        }
        let chosen = (0..<Int.random(in: 0...3, using: &random)).map { _ in located("o\(Int.random(in: 0..<optionCount + 2, using: &random))") }
        return Field(
            id: located("f\(index)"), kind: located(kind), label: Bool.random(using: &random) ? located(title(&random)) : nil,
            placeholder: nil, layout: located(layout), columns: layout == .grid ? located(Int.random(in: 1...6, using: &random)) : nil,
            required: located(false), commit: located(.onApply), options: sectioned, sections: sections,
            optionsPlace: Place(range: here, pointer: .root), min: nil, max: nil,
            initial: chosen.isEmpty ? nil : located(.list(chosen)), range: here, pointer: .root)
    }
}
