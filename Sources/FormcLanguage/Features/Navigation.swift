import FormcCore
import FormcSpec

/// What a name in a spec names, for go to definition and find references: an option of a
/// field, a detent or a tab of a screen, or a screen id across the workspace.
enum Symbol: Hashable {
    case option(screen: Int, field: Int, id: String)
    case detent(screen: Int, id: String)
    case tab(screen: Int, id: String)
    case screen(id: String)
}

/// Declarations and uses of symbols in one analysed document.
struct Navigation {
    let analysis: DocumentAnalysis

    /// The symbol whose declaration or use holds byte `offset`.
    func symbol(at offset: Int) -> Symbol? {
        for (s, screen) in analysis.screens.enumerated() {
            if Self.holds(screen.id.range, offset), screen.id.isExplicit { return .screen(id: screen.id.value) }
            for (f, field) in screen.fields.enumerated() {
                for option in field.options where Self.holds(option.id.range, offset) && option.id.isExplicit {
                    return .option(screen: s, field: f, id: option.id.value)
                }
                for id in field.initial?.value.ids ?? [] where Self.holds(id.range, offset) {
                    return .option(screen: s, field: f, id: id.value)
                }
            }
            for detent in screen.sheet.detents where Self.holds(detent.id.range, offset) && detent.id.isExplicit {
                return .detent(screen: s, id: detent.id.value)
            }
            for use in detentUses(screen) where Self.holds(use.range, offset) { return .detent(screen: s, id: use.value) }
            if let tabBar = screen.tabBar {
                for tab in tabBar.items where Self.holds(tab.id.range, offset) { return .tab(screen: s, id: tab.id.value) }
                if tabBar.selected.isExplicit, Self.holds(tabBar.selected.range, offset) {
                    return .tab(screen: s, id: tabBar.selected.value)
                }
            }
        }
        return nil
    }

    /// Where the symbol is declared in this document.
    func declarations(of symbol: Symbol) -> [SourceRange] {
        switch symbol {
        case .option(let s, let f, let id):
            return field(s, f)?.options.filter { $0.id.value == id }.map(\.id.range) ?? []
        case .detent(let s, let id):
            return screen(s)?.sheet.detents.filter { $0.id.value == id && $0.id.isExplicit }.map(\.id.range) ?? []
        case .tab(let s, let id):
            return screen(s)?.tabBar?.items.filter { $0.id.value == id }.map(\.id.range) ?? []
        case .screen(let id):
            return analysis.screens.filter { $0.id.value == id && $0.id.isExplicit }.map(\.id.range)
        }
    }

    /// Where the symbol is used by name in this document (not declared).
    func uses(of symbol: Symbol) -> [SourceRange] {
        switch symbol {
        case .option(let s, let f, let id):
            return field(s, f)?.initial?.value.ids.filter { $0.value == id }.map(\.range) ?? []
        case .detent(let s, let id):
            return screen(s).map { detentUses($0).filter { $0.value == id }.map(\.range) } ?? []
        case .tab(let s, let id):
            guard let selected = screen(s)?.tabBar?.selected, selected.isExplicit, selected.value == id else { return [] }
            return [selected.range]
        case .screen:
            return []
        }
    }

    /// The explicit `initial-detent` and `undimmed-through` values that name a detent.
    private func detentUses(_ screen: Screen) -> [Located<String>] {
        var uses: [Located<String>] = []
        if screen.sheet.initialDetent.isExplicit { uses.append(screen.sheet.initialDetent) }
        let undimmed = screen.sheet.backdrop.undimmedThrough
        if undimmed.isExplicit, case .detent(let id) = undimmed.value { uses.append(undimmed.map { _ in id }) }
        return uses
    }

    private func screen(_ index: Int) -> Screen? { analysis.screens.indices.contains(index) ? analysis.screens[index] : nil }

    private func field(_ s: Int, _ f: Int) -> Field? {
        guard let screen = screen(s), screen.fields.indices.contains(f) else { return nil }
        return screen.fields[f]
    }

    static func holds(_ range: SourceRange, _ offset: Int) -> Bool {
        range.start.offset <= offset && offset <= range.end.offset && range.end.offset > range.start.offset
    }

    /// The anchor (`&name`) an alias (`*name`) at `offset` refers to: the last one before it.
    static func anchor(ofAliasAt offset: Int, in bytes: [UInt8]) -> Range<Int>? {
        guard offset <= bytes.count else { return nil }
        var start = min(offset, bytes.count)
        while start > 0, isAnchorByte(bytes[start - 1]), bytes[start - 1] != UInt8(ascii: "*") { start -= 1 }
        guard start > 0, bytes[start - 1] == UInt8(ascii: "*") else { return nil }
        var end = start
        while end < bytes.count, isAnchorByte(bytes[end]) { end += 1 }
        let name = Array(bytes[start..<end])
        guard !name.isEmpty else { return nil }
        var i = start - 1
        while i > 0 {
            i -= 1
            if bytes[i] == UInt8(ascii: "&"), i + 1 + name.count <= bytes.count, Array(bytes[(i + 1)..<(i + 1 + name.count)]) == name,
               i + 1 + name.count == bytes.count || !isAnchorByte(bytes[i + 1 + name.count]) {
                return (i + 1)..<(i + 1 + name.count)
            }
        }
        return nil
    }

    /// Anchor names: anything but spaces, line breaks and flow punctuation.
    static func isAnchorByte(_ b: UInt8) -> Bool {
        !(b == UInt8(ascii: " ") || b == 0x0A || b == 0x0D || b == 0x09 || b == UInt8(ascii: ",")
            || b == UInt8(ascii: "[") || b == UInt8(ascii: "]") || b == UInt8(ascii: "{") || b == UInt8(ascii: "}"))
    }
}
