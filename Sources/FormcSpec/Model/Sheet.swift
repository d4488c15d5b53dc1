import FormcCore

/// How the screen is presented (spec-language.md §3). Every property holds its effective value;
/// defaults are marked `isExplicit == false`.
public struct Sheet: Hashable, Sendable {
    public enum Presentation: String, Hashable, Sendable, CaseIterable {
        /// The system page sheet (UISheetPresentationController; specs/000, specs/004).
        case sheet
        /// A full-screen dimmed cover with a bottom card, cross-dissolve (specs/001).
        case popup
        /// The whole screen, with no backdrop and no detents: UIKit's `.fullScreen`, or an
        /// app's root screen (specs/003).
        case fullScreen = "full-screen"
    }

    /// What `max-height` is a fraction of.
    public enum HeightReference: String, Hashable, Sendable, CaseIterable {
        /// The large detent's height; the cap is on the whole sheet (formc 1's bare number).
        case large
        /// The screen's height (`UIScreen.main.bounds.height`); the cap is on the content, and
        /// `fit` adds the bottom safe inset to it (`max-height: {screen: 0.7}`).
        case screen
    }

    public var presentation: Located<Presentation>
    /// Smallest first; never empty after decoding (the default is `[large]`, `[fit]` for popup).
    public var detents: [Detent]
    /// The `detents` list (or the sheet, or the screen, when defaulted).
    public var detentsPlace: Place
    public var initialDetent: Located<String>
    /// The cap's fraction, 0 < f ≤ 1, of `maxHeightReference`.
    public var maxHeight: Located<Double>
    public var maxHeightReference: HeightReference = .large
    public var grabber: Located<Bool>
    public var cornerRadius: Located<Double>
    public var backdrop: Backdrop
    public var dismiss: Dismiss
    public var scrollingExpands: Located<Bool>
    public var edgeAttachedInCompactHeight: Located<Bool>
    public var widthFollowsPreferredContentSize: Located<Bool>

    public init(
        presentation: Located<Presentation>, detents: [Detent], detentsPlace: Place,
        initialDetent: Located<String>, maxHeight: Located<Double>, grabber: Located<Bool>,
        cornerRadius: Located<Double>, backdrop: Backdrop, dismiss: Dismiss, scrollingExpands: Located<Bool>,
        edgeAttachedInCompactHeight: Located<Bool>, widthFollowsPreferredContentSize: Located<Bool>
    ) {
        self.presentation = presentation
        self.detents = detents
        self.detentsPlace = detentsPlace
        self.initialDetent = initialDetent
        self.maxHeight = maxHeight
        self.grabber = grabber
        self.cornerRadius = cornerRadius
        self.backdrop = backdrop
        self.dismiss = dismiss
        self.scrollingExpands = scrollingExpands
        self.edgeAttachedInCompactHeight = edgeAttachedInCompactHeight
        self.widthFollowsPreferredContentSize = widthFollowsPreferredContentSize
    }

    /// Whether the backdrop is clear and passes touches through at the detent at `index`
    /// (`undimmed-through`: at and below the named detent, in list order). O(detents): a caller
    /// asking about every detent reads `undimmedDetentCount` once instead.
    public func isUndimmed(atDetent index: Int) -> Bool { index < undimmedDetentCount }

    /// How many detents, from the first in list order, have a clear, touch-passing backdrop:
    /// 0 for `none` or a name no detent has, all of them for `all`, else up to and including
    /// the first detent with the named id. Only a page sheet has undimmed detents (UIKit's
    /// `largestUndimmedDetentIdentifier`); a popup or full-screen presentation ignores the key.
    public var undimmedDetentCount: Int {
        guard presentation.value == .sheet else { return 0 }
        return switch backdrop.undimmedThrough.value {
        case .none: 0
        case .all: detents.count
        case .detent(let id): detents.firstIndex { $0.id.value.isExactly(id) }.map { $0 + 1 } ?? 0
        }
    }

    /// Whether the backdrop passes touches through at every detent, so that it never receives
    /// a tap (E405 and E406 read this).
    public var passesTouchesAtEveryDetent: Bool {
        !detents.isEmpty && undimmedDetentCount == detents.count
    }

    /// Whether a tap on the dimmed backdrop dismisses the sheet, as UIKit behaves. A page sheet
    /// is dismissed by a tap on its backdrop exactly when it can be swiped away: neither UIKit
    /// nor SwiftUI has a setting that keeps one and drops the other (`isModalInPresentation`
    /// and `interactiveDismissDisabled` block both), so `backdrop.tap` follows `dismiss.swipe`
    /// there (a written `tap: none` on a sheet that swipes is W511, `tap: dismiss` on one that
    /// does not E410). A popup's own dim view dismisses it when `tap: dismiss`; a full-screen
    /// presentation has no backdrop. Where the backdrop passes touches through, it gets no tap.
    public var backdropTapDismisses: Bool {
        switch presentation.value {
        case .sheet: dismiss.swipe.value
        case .popup: backdrop.tap.value == .dismiss
        case .fullScreen: false
        }
    }

    /// The dim the app shows behind the screen: a popup's `backdrop.dim` (its own dim view);
    /// the system's for a page sheet, whose dim neither UIKit nor SwiftUI can set (a written
    /// `backdrop.dim` is W511), drawn as `Backdrop.systemDim`; none for a full-screen one.
    public var shownDim: Double {
        switch presentation.value {
        case .sheet: Backdrop.systemDim
        case .popup: backdrop.dim.value
        case .fullScreen: 0
        }
    }

    /// Whether a swipe down dismisses: only a page sheet can be swiped away.
    public var swipeDismisses: Bool { presentation.value == .sheet && dismiss.swipe.value }

    /// The detent with this id, if any.
    public func detent(id: String) -> Detent? { detents.first { $0.id.value.isExactly(id) } }

    /// The one detent of a `full-screen` presentation, which ignores `detents` (W511).
    public static let fullScreenDetentID = "full-screen"

    /// The ids of the detents the presentation has, as the mockups draw them: `full-screen`
    /// alone for a full-screen presentation, else every detent's, in list order.
    public var presentedDetentIDs: [String] {
        presentation.value == .fullScreen ? [Self.fullScreenDetentID] : detents.map(\.id.value)
    }
}

/// The dimmed layer behind the sheet (spec-language.md §3, specs/001, specs/002).
public struct Backdrop: Hashable, Sendable {
    public enum UndimmedThrough: Hashable, Sendable {
        case none
        case all
        /// At and below this detent the backdrop is clear and touch-passing (specs/004: `medium`).
        case detent(String)
    }

    public enum Tap: String, Hashable, Sendable, CaseIterable {
        case dismiss, none
    }

    /// Alpha 0…1 (default 0.4; specs/001 uses 0.5). A popup's only: a page sheet shows the
    /// system's dim (`Sheet.shownDim`).
    public var dim: Located<Double>

    /// What the mockups draw for the system's dim behind a page sheet: the lightest shade.
    public static let systemDim = 0.4
    public var undimmedThrough: Located<UndimmedThrough>
    public var tap: Located<Tap>

    public init(dim: Located<Double>, undimmedThrough: Located<UndimmedThrough>, tap: Located<Tap>) {
        self.dim = dim
        self.undimmedThrough = undimmedThrough
        self.tap = tap
    }
}

/// How the user can dismiss the sheet besides its actions.
public struct Dismiss: Hashable, Sendable {
    /// Dragging down dismisses (`false` = modal in presentation, specs/004).
    public var swipe: Located<Bool>
    /// An ✕ in the header (specs/001).
    public var closeButton: Located<Bool>

    public init(swipe: Located<Bool>, closeButton: Located<Bool>) {
        self.swipe = swipe
        self.closeButton = closeButton
    }
}
