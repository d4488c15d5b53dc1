import FormcPipelineTestSupport
import FormcCore
import FormcSpec
import FormcTestSupport

/// Random screens for the round trips: the mockup tests' random screens, with option ids taken
/// from their random titles (Hangul, emoji, combining marks, controls, `/`, spaces — whatever
/// the title holds), field ids that are sometimes keywords, and random `required`, `min`, `max`.
enum SwiftRoundTripScreens {
    static let fieldIDs = ["self", "default", "Type", "init", "class", "String", "title", "f_x", "fX"]

    static func screens(count: Int, seed: UInt64) -> [Screen] {
        var random = SeededRandom(start: seed)
        return (0..<count).map { index in screen(&random, index: index) }
    }

    private static func screen(_ random: inout SeededRandom, index: Int) -> Screen {
        var screen = MockupRandomScreens.screen(&random, index: index)
        var usedFieldIDs = Set<String>()
        for position in screen.fields.indices {
            var field = screen.fields[position]
            if Bool.random(using: &random), let id = fieldIDs.randomElement(using: &random), usedFieldIDs.insert(id).inserted {
                field.id = MockupRandomScreens.located(id)
            } else {
                usedFieldIDs.insert(field.id.value)
            }
            if Bool.random(using: &random) { field.options = titledIDs(field.options) }
            field.required = MockupRandomScreens.located(Bool.random(using: &random))
            let selectable = field.selectableCount
            if field.kind.value == Field.Kind.multiChoice, selectable > 0, Bool.random(using: &random) {
                let low = Int.random(in: 0...selectable, using: &random)
                field.min = MockupRandomScreens.located(low)
                field.max = MockupRandomScreens.located(Int.random(in: max(low, 1)...selectable, using: &random))
            }
            field.initial = nil
            // A multi-choice with sections hands back its picks by section half of the time,
            // its sections named `s0`, `s1`… (one sometimes with a Swift name of its own).
            if field.kind.value == Field.Kind.multiChoice, !field.sections.isEmpty, Bool.random(using: &random) {
                field.result = MockupRandomScreens.located(Field.ResultForm.bySection)
                for index in field.sections.indices {
                    field.sections[index].id = MockupRandomScreens.located("s\(index)")
                    if Bool.random(using: &random) { field.sections[index].swiftName = MockupRandomScreens.located("all") }
                }
                screen.fields[position] = field
                continue
            }
            // What the result holds: ids mostly, else indices, or titles where every selectable
            // title differs byte for byte from the others (E412 otherwise).
            switch random.next(below: 4) {
            case 0: field.result = MockupRandomScreens.located(Field.ResultForm.index)
            case 1:
                let titles = field.selectableOptions.map { ExactString($0.title.value) }
                if Set(titles).count == titles.count { field.result = MockupRandomScreens.located(Field.ResultForm.title) }
            default: break
            }
            screen.fields[position] = field
        }
        return screen
    }

    /// The options with their titles as ids: non-empty, without outer spaces, each once.
    private static func titledIDs(_ options: [Option]) -> [Option] {
        var seen = Set<String>()
        return options.enumerated().map { index, option in
            var option = option
            var id = option.title.value.trimmingSpaces
            if id.isEmpty || !seen.insert(id).inserted { id = "o\(index)" }
            seen.insert(id)
            option.id = MockupRandomScreens.located(id)
            return option
        }
    }
}

private extension String {
    /// Without leading and trailing spaces (option ids may not have them).
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }
}
