import FormcCore

extension [Diagnostic] {
    /// The lists `visit` hands over (it is called twice), one after another in one array of
    /// their size; a single list with anything in it is shared as it is, not copied (one spec
    /// of many diagnostics).
    package static func joined(_ visit: (_ list: ([Diagnostic]) -> Void) -> Void) -> [Diagnostic] {
        var filled = 0, total = 0
        var only: [Diagnostic] = []
        visit { list in
            guard !list.isEmpty else { return }
            filled += 1
            total += list.count
            only = list
        }
        if filled <= 1 { return only }
        var all: [Diagnostic] = []
        all.reserveCapacity(total)
        visit { all += $0 }
        return all
    }
}
