import FormcCore
import FormcSpec
import Synchronization

/// The screens a build's check decoded, kept for its rendering when all of them fit in a budget
/// of memory: each is taken once, when its batch is rendered (`BatchRenderer`), and its memory
/// goes with it; those the build does not render (outputs kept from the previous build, a
/// build that fails) are let go of once its screens are written (`removeAll`), or with the
/// build. When one does not fit, none is kept any longer, and every screen is read and decoded
/// again when it is rendered, as a build did before.
///
/// Reading a screen again costs about a tenth of a build's work; keeping every screen would make
/// the build's memory grow with the number of specs (a screen is about thirteen times its YAML).
/// So a project of up to about 2 MB of YAML is checked and rendered from one reading, and a
/// larger one holds, beyond its check, no more than it did (keeping only some of its screens
/// would hold them on top of its largest moments: the plan and the last batches).
final class KeptScreens: Sendable {
    struct Key: Hashable, Sendable {
        var file: String
        var documentIndex: Int
    }

    /// The memory the screens may take, estimated (`cost`): a third of the 100 MB a build of
    /// 20,000 specs stays under.
    static let defaultBudget = 32 << 20
    /// A screen's memory per character of its document's YAML, estimated from above: 13 was
    /// measured over 2,000 generated specs.
    static let costPerCharacter = 16

    private struct State {
        var screens: [Key: Screen] = [:]
        var room: Int
        /// False once a screen did not fit: none is kept from then on.
        var isKeeping = true
    }

    private let state: Mutex<State>

    init(budget: Int = KeptScreens.defaultBudget) {
        state = Mutex(State(room: budget))
    }

    /// The memory `screen` is estimated to take.
    static func cost(of screen: Screen) -> Int {
        max(1, screen.range.end.offset - screen.range.start.offset) * costPerCharacter
    }

    /// Keeps `screen` when it can be built (no error found in it) and fits in what is left of
    /// the budget; one that does not fit lets go of every screen kept, and none is kept from
    /// then on. Says whether it was kept.
    @discardableResult
    func offer(_ screen: Screen, diagnostics: [Diagnostic]) -> Bool {
        guard diagnostics.errorCount == 0 else { return false }
        let cost = Self.cost(of: screen), key = Key(file: screen.file, documentIndex: screen.documentIndex)
        // The screens let go of are freed here, outside the lock.
        var dropped: [Key: Screen] = [:]
        return state.withLock { state in
            guard state.isKeeping else { return false }
            guard cost <= state.room else {
                state.isKeeping = false
                swap(&dropped, &state.screens)
                return false
            }
            state.room -= cost
            state.screens[key] = screen
            return true
        }
    }

    /// The screen of `file`'s document `documentIndex` when it was kept, given up: a second
    /// call finds none.
    func take(file: String, documentIndex: Int) -> Screen? {
        state.withLock { $0.screens.removeValue(forKey: Key(file: file, documentIndex: documentIndex)) }
    }

    /// Lets go of every screen not taken.
    func removeAll() {
        var dropped: [Key: Screen] = [:]
        state.withLock { swap(&dropped, &$0.screens) }
    }

    /// The number of screens kept and not yet taken.
    var count: Int { state.withLock { $0.screens.count } }
}
