import FormcProject
/// How a build's staging folder is made to hold exactly the new build, whatever it started
/// from (`StagingBase`): what the new build keeps of the output folder is carried over, what
/// the staging folder's own build left there and the new one does not hold is removed.
extension OutputSession {
    /// Links into the staging folder what the new build keeps of the old folder: the manifest's
    /// outputs it did not write again, and files formc did not write. One the staging folder
    /// holds already (the same inode) stays.
    mutating func carryOver() throws(WriteFailure) {
        // Most entries are staged already: only the others are sorted (into name order).
        let rest = liveEntries.entries(skipping: staged).filter { $0.name != OutputNames.manifest }
        for (name, _) in rest.sorted(by: { $0.name < $1.name }) {
            let isOutput = previous.contains(name)
            // A removed output and an old-style temporary file (`.formc-tmp.…`) are left behind.
            if isOutput ? !manifest.contains(name) : name.hasPrefix(OutputNames.temporaryPrefix) { continue }
            if stagingHoldsLive(name) {
                base.leftovers[name] = nil
                staged.insert(name)
                continue
            }
            try clearing(name)
            if reuse(name) { continue }
            guard let bytes = try? fileSystem.readFile(live(name)) else { continue }
            try put(name, bytes)
        }
    }

    /// Removes from the staging folder what its build left there and this one does not hold.
    mutating func removeLeftovers() throws(WriteFailure) {
        for name in base.leftovers.entries().map(\.name).sorted() { try clearing(name) }
    }

    /// Removes the staging folder's build's `name`, if it is still there, before this build puts
    /// its own in its place; false when it cannot.
    mutating func clear(_ name: String) -> Bool {
        (try? clearing(name)) != nil
    }

    mutating func clearing(_ name: String) throws(WriteFailure) {
        guard base.leftovers[name] != nil else { return }
        do {
            try fileSystem.removeFile(stage(name))
        } catch {
            guard error.isNotFound else { throw WriteFailure(path: stage(name), reason: error.reason) }
        }
        base.leftovers[name] = nil
    }
}
