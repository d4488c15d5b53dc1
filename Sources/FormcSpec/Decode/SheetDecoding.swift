import FormcCore
import FormcLoad

extension DecodeContext {
    /// `sheet:` with every default filled in (spec-language.md §3). Defaults are located at the
    /// mapping that would have held them: the sheet, or the screen when there is no sheet (or
    /// when `sheet` is not a mapping, after its E202).
    mutating func sheet(_ screen: MappingReader) -> Sheet {
        var reader: MappingReader?
        if let (node, pointer) = screen.lookup("sheet") {
            reader = MappingReader(node, as: .sheet, at: pointer, label: "'sheet'", owner: "'sheet'", context: &self)
        }
        let place = reader?.place ?? screen.place
        func defaulted<T>(_ value: T) -> Located<T> {
            Located(value, range: place.range, pointer: place.pointer, isExplicit: false)
        }
        let presentation = reader.flatMap { word($0, "presentation", as: Sheet.Presentation.self) } ?? defaulted(.sheet)
        var detentsPlace = place
        var detents: [Detent] = []
        if let (node, pointer) = reader?.lookup("detents") {
            detentsPlace = Place(range: node.range, pointer: pointer)
            detents = self.detents(node, at: pointer)
        }
        if detents.isEmpty {
            let kind: Detent.Kind = presentation.value == .popup ? .fit : .large
            let id = switch presentation.value {
            case .popup: "fit"
            case .sheet: "large"
            case .fullScreen: Sheet.fullScreenDetentID
            }
            detents = [Detent(id: defaulted(id), kind: kind, range: detentsPlace.range, pointer: detentsPlace.pointer)]
        }
        let smallest = detents[0].id.value
        let initialDetent = reader.flatMap { string($0, "initial-detent") }
            ?? Located(smallest, range: detentsPlace.range, pointer: detentsPlace.pointer, isExplicit: false)
        let backdrop = self.backdrop(reader, presentation: presentation.value, fallback: place)
        let dismiss = self.dismiss(reader, fallback: place)
        func flag(_ key: String, _ value: Bool) -> Located<Bool> {
            guard let reader else { return defaulted(value) }
            return bool(reader, key, default: value)
        }
        func number(_ key: String, _ value: Double) -> Located<Double> {
            guard let reader else { return defaulted(value) }
            return self.number(reader, key, default: value)
        }
        let (maxHeight, reference) = reader.map { self.maxHeight($0) } ?? (defaulted(1), .large)
        var sheet = Sheet(
            presentation: presentation, detents: detents, detentsPlace: detentsPlace, initialDetent: initialDetent,
            maxHeight: maxHeight, grabber: flag("grabber", false), cornerRadius: number("corner-radius", 10),
            backdrop: backdrop, dismiss: dismiss, scrollingExpands: flag("scrolling-expands", true),
            edgeAttachedInCompactHeight: flag("edge-attached-in-compact-height", false),
            widthFollowsPreferredContentSize: flag("width-follows-preferred-content-size", false))
        sheet.maxHeightReference = reference
        return sheet
    }

    /// `max-height`: a bare fraction of the large height (formc 1), or `{screen: f}`.
    private mutating func maxHeight(_ sheet: MappingReader) -> (Located<Double>, Sheet.HeightReference) {
        guard let (node, pointer) = sheet.lookup("max-height") else { return (sheet.defaulted(1), .large) }
        guard node.mapping != nil else {
            let bounds = NumberBounds(minimum: 0, exclusive: true, maximum: 1)
            return (number(node, bounds, at: pointer, label: "'max-height'") ?? sheet.defaulted(1), .large)
        }
        guard let cap = MappingReader(node, as: .heightCap, at: pointer, label: "'max-height'", owner: "'max-height'", context: &self),
              let screen = number(cap, "screen") else { return (sheet.defaulted(1), .large) }
        return (screen, .screen)
    }

    private mutating func backdrop(_ sheet: MappingReader?, presentation: Sheet.Presentation, fallback: Place) -> Backdrop {
        var reader: MappingReader?
        if let (node, pointer) = sheet?.lookup("backdrop") {
            reader = MappingReader(node, as: .backdrop, at: pointer, label: "'backdrop'", owner: "'backdrop'", context: &self)
        }
        let place = reader?.place ?? fallback
        func defaulted<T>(_ value: T) -> Located<T> {
            Located(value, range: place.range, pointer: place.pointer, isExplicit: false)
        }
        let dim = reader.flatMap { number($0, "dim") } ?? defaulted(0.4)
        let undimmed: Located<Backdrop.UndimmedThrough> = reader.flatMap { string($0, "undimmed-through") }.map { located in
            located.map { text in
                switch text {
                case "none": .none
                case "all": .all
                default: .detent(text)
                }
            }
        } ?? defaulted(.none)
        // UIKit's page sheet dismisses on a tap on its dimmed area (unless it is modal in
        // presentation, which `Sheet.backdropTapDismisses` reads); a full-screen one has no backdrop.
        let tap = reader.flatMap { word($0, "tap", as: Backdrop.Tap.self) } ?? defaulted(presentation == .fullScreen ? .none : .dismiss)
        return Backdrop(dim: dim, undimmedThrough: undimmed, tap: tap)
    }

    private mutating func dismiss(_ sheet: MappingReader?, fallback: Place) -> Dismiss {
        var reader: MappingReader?
        if let (node, pointer) = sheet?.lookup("dismiss") {
            reader = MappingReader(node, as: .dismiss, at: pointer, label: "'dismiss'", owner: "'dismiss'", context: &self)
        }
        guard let reader else {
            return Dismiss(swipe: Located(true, range: fallback.range, pointer: fallback.pointer, isExplicit: false),
                           closeButton: Located(false, range: fallback.range, pointer: fallback.pointer, isExplicit: false))
        }
        return Dismiss(swipe: bool(reader, "swipe", default: true), closeButton: bool(reader, "close-button", default: false))
    }
}
