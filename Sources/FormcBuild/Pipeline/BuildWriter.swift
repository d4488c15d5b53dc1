internal import CFormcPosix
import FormcCore
import FormcProject
import FormcReview

/// Writes a build's outputs while its screens are rendered, batch by batch, through an
/// `OutputSession`, so the build's memory is one or two batches and a row per screen, however
/// many screens there are.
///
/// The order: the files formc did not write are checked first (before anything is written);
/// then, into the staging folder, `formc-spec.schema.json` and `index.html` (streamed); each
/// screen's files as soon as its batch is rendered, in input order, with its section of
/// `review.html` (streamed, in contents order: `ReviewDocumentStream`); and `index.md`, streamed
/// too (the contents pages of 20,000 screens are 5 MB each, never held whole). Then the
/// session commits: the whole new folder is swapped in at once. A failure or an interruption
/// stops everything and removes the staging folder: the output folder is left as it was.
struct BuildWriter: Sendable {
    var renderer: BatchRenderer
    var fileSystem: any FileSystem
    var directory: String
    /// The folder's manifest as the build read it before the check.
    var manifest: ReadManifest?
    /// The folder's entries as listed while the plan was made.
    var listing: FolderListing?
    var processID: Int32
    /// The input files of the run and the devices, as the printout's header names them.
    var fileCount: Int
    var deviceNames: [String]
    var interruption: Interruption?
    /// Told after each screen's outputs are written.
    var progress: (@Sendable (RunProgress) -> Void)?
    /// The bytes of pages `review.html` may hold for their turn (`ReviewDocumentStream`).
    var pageBudget = ReviewDocumentStream.defaultBudget

    /// Writes what `plan` builds; with `removesOthers` (`--clean`), also removes the files of the
    /// manifest this build does not write.
    func write(_ plan: BuildPlan, removesOthers: Bool) async -> WriteOutcome {
        let names = plan.outputNames
        // The cache's files (megabytes at 20,000 specs) are made before the screens are written
        // only when the folder may be up to date; else once they are written.
        let early = plan.mayLeaveAsItIs(manifest?.manifest.cache) ? plan.cache : nil
        if let early, OutputSession.isUpToDate(fileSystem: fileSystem, directory: directory, processID: processID, read: manifest,
                                               names: names, cache: early, removesOthers: removesOthers, listing: listing) {
            var outcome = WriteOutcome()
            outcome.unchanged = names.list
            if !removesOthers, let manifest { outcome.left = OutputSession.left(manifest.manifest, notIn: names) }
            return outcome
        }
        var session: OutputSession
        do {
            session = try OutputSession(fileSystem: fileSystem, directory: directory, processID: processID, read: manifest,
                                        listing: listing)
        } catch {
            var outcome = WriteOutcome()
            outcome.failure = error
            return outcome
        }
        do throws(WriteFailure) {
            // Recorded on the new manifest before anything is written; none of it is kept unless
            // the build commits.
            let foreign = session.record(names)
            if !foreign.isEmpty, let refused = try await firstChanged(among: foreign, plan, session) {
                throw session.refusal(refused)
            }
            let unchanged = Self.keepUnchanged(plan, mask: names.mask, in: &session)
            // `review.html` holds every screen's page: kept only when every screen is.
            let everyScreenKept = unchanged.count == plan.pending.count
            let sharedKept = Self.keepShared(plan, keepingDocument: everyScreenKept, in: &session)
            try await stream(plan, skipping: unchanged, sharedKept: sharedKept, documentKept: everyScreenKept, into: &session)
            // Kept screens not rendered (their outputs were kept) are not held any longer.
            renderer.kept?.removeAll()
            if removesOthers { session.removeOutputs(notIn: names) } else { session.noteLeftOutputs(notIn: names) }
            // The rendering threads' arenas hold the batches' memory free: given back before the
            // cache (megabytes at 20,000 specs) is made, it is not on top of them.
            if early == nil { _ = formc_release_free_memory() }
            session.setCache(early ?? plan.cache)
            try session.commit { interruption?.isRequested == true }
            return session.outcome
        } catch {
            session.abandon()
            var outcome = session.outcome
            outcome.failure = error
            return outcome
        }
    }

    /// Keeps the previous outputs of every screen whose inputs have the key the previous build
    /// recorded (`BuildCache`), and returns those screens: they are not rendered again. A screen
    /// one of whose files is missing is rendered (the files of it kept are then replaced). The
    /// files stay where they are when the staging folder's own build made them from the same key.
    /// `mask` is the screens' outputs (`PlannedNames.mask`): a screen kept in place makes no name.
    private static func keepUnchanged(_ plan: BuildPlan, mask: UInt8, in session: inout OutputSession) -> Set<String> {
        guard let cache = session.previous.cache else { return [] }
        var kept = Set<String>()
        for screen in plan.pending {
            guard let key = screen.renderKey, cache.screens[screen.id] == key else { continue }
            let inPlace = session.stagingHolds(screen: screen.id, key: key)
            if inPlace, session.keepInPlace(screen: screen.id, mask: mask) {
                kept.insert(screen.id)
                continue
            }
            var all = true
            for name in OutputNames.screenOutputs(screen.id, emitting: plan.emit) where !session.keep(name, inPlace: inPlace) {
                all = false
                break
            }
            if all { kept.insert(screen.id) }
        }
        return kept
    }

    /// Keeps the previous shared outputs (the contents pages, the spec-language schema, the Swift
    /// support file) when their key is the one the previous build recorded, and says so; they
    /// are then not rendered again.
    /// `review.html` is kept with them only when every screen's outputs were (`keepingDocument`).
    private static func keepShared(_ plan: BuildPlan, keepingDocument: Bool, in session: inout OutputSession) -> Bool {
        guard let key = plan.contentsKey, session.previous.cache?.contents == key else { return false }
        let shared = OutputNames.shared(emitting: plan.emit).filter { keepingDocument || $0 != OutputNames.reviewDocument }
        guard shared.allSatisfy(session.canKeep) else { return false }
        for name in shared where !session.keep(name) { return false }
        return true
    }

    private func stream(_ plan: BuildPlan, skipping unchanged: Set<String>, sharedKept: Bool, documentKept: Bool,
                        into session: inout OutputSession) async throws(WriteFailure) {
        if sharedKept {
            let withDocument = plan.emit.contains(.review) && !documentKept
            return try await writeScreens(plan, skipping: unchanged, withDocument: withDocument, into: &session)
        }
        try session.write(PlannedOutput(name: OutputNames.specSchema, contents: renderer.renderers.specSchema()))
        if plan.emit.contains(.swift) {
            try session.write(PlannedOutput(name: OutputNames.swiftSupport, contents: renderer.renderers.swiftSupport()))
        }
        guard plan.emit.contains(.review) else {
            return try await writeScreens(plan, skipping: unchanged, withDocument: false, into: &session)
        }
        var html = try session.beginStream(OutputNames.indexHTML)
        do throws(WriteFailure) {
            try ReviewContentsHTML.render(rows: plan.rows, fileCount: fileCount, devices: deviceNames) {
                (text: String) throws(WriteFailure) in try html.append(text)
            }
            try session.finish(&html)
        } catch {
            html.abandon()
            throw error
        }
        var index = try session.beginStream(OutputNames.index)
        do throws(WriteFailure) {
            try await writeScreens(plan, skipping: unchanged, withDocument: true, into: &session)
            try ReviewContents.markdown(rows: plan.rows, fileCount: fileCount, devices: deviceNames) {
                (text: String) throws(WriteFailure) in try index.append(text)
            }
            try session.finish(&index)
        } catch {
            index.abandon()
            throw error
        }
    }

    /// Each screen's files of the kinds the build emits, batch by batch as they are rendered;
    /// the `unchanged` screens' files were kept already. A file's name is made when it is
    /// written, and not kept (`WriteOutcome.written` holds the screen's id). `withDocument`
    /// also writes `review.html` on the way, each screen's section at its turn in contents
    /// order (`ReviewDocumentStream`).
    private func writeScreens(_ plan: BuildPlan, skipping unchanged: Set<String>, withDocument: Bool,
                              into session: inout OutputSession) async throws(WriteFailure) {
        var document = withDocument
            ? try ReviewDocumentStream(plan, fileCount: fileCount, devices: deviceNames, kept: unchanged, budget: pageBudget,
                                       fileSystem: fileSystem, session: &session)
            : nil
        var done = 0
        let todo = unchanged.isEmpty ? plan.pending : plan.pending.filter { !unchanged.contains($0.id) }
        let total = todo.count
        do throws(WriteFailure) {
            try await renderer.forEachBatch(of: todo) { (screens: [RenderedScreen]) throws(WriteFailure) in
                for screen in screens {
                    if interruption?.isRequested == true { throw WriteFailure.interruption(session.directory) }
                    for output in screen.files { try session.write(output) }
                    if document != nil, let page = screen.files.first(where: { $0.name == OutputNames.reviewHTML(screen.id) }) {
                        try document?.add(page: page.contents, of: screen.id, session: session)
                    }
                    session.noteRendered(screen.id)
                    done += 1
                    progress?(RunProgress(phase: .writing, done: done, total: total, path: screen.id))
                }
            }
            try document?.finish(&session) { interruption?.isRequested == true }
        } catch {
            document?.abandon()
            throw error
        }
    }

    /// Of the files formc did not write, the first by name that this build would change: those
    /// that already hold exactly what it writes may stay (and go on the manifest). Only the
    /// screens with such a file are rendered for the check, all of them when it is `index.md`
    /// (a screen the check kept is taken here, and read again to be written).
    private func firstChanged(among foreign: [String], _ plan: BuildPlan, _ session: OutputSession) async throws(WriteFailure) -> String? {
        let foreign = Set(foreign)
        var changed: [String] = []
        let specSchema = PlannedOutput(name: OutputNames.specSchema, contents: renderer.renderers.specSchema())
        if foreign.contains(specSchema.name), !session.holds(specSchema.name, specSchema.contents) { changed.append(specSchema.name) }
        if foreign.contains(OutputNames.swiftSupport),
           !session.holds(OutputNames.swiftSupport, renderer.renderers.swiftSupport()) {
            changed.append(OutputNames.swiftSupport)
        }
        if foreign.contains(OutputNames.index) {
            var index = FileComparison(fileSystem: fileSystem, path: Paths.join(directory, OutputNames.index))
            ReviewContents.markdown(rows: plan.rows, fileCount: fileCount, devices: deviceNames) { index.feed($0) }
            if !index.finish() { changed.append(OutputNames.index) }
        }
        if foreign.contains(OutputNames.indexHTML) {
            var html = FileComparison(fileSystem: fileSystem, path: Paths.join(directory, OutputNames.indexHTML))
            ReviewContentsHTML.render(rows: plan.rows, fileCount: fileCount, devices: deviceNames) { html.feed($0) }
            if !html.finish() { changed.append(OutputNames.indexHTML) }
        }
        // A review.html formc did not write needs every screen's page: each screen's section is
        // held until the document is compared (this case only: a folder of files formc did not write).
        if foreign.contains(OutputNames.reviewDocument) {
            var sections: [String: [UInt8]] = [:]
            try await renderer.forEachBatch(of: plan.pending) { (rendered: [RenderedScreen]) throws(WriteFailure) in
                for screen in rendered {
                    guard let page = screen.files.first(where: { $0.name == OutputNames.reviewHTML(screen.id) }) else { continue }
                    sections[screen.id] = Array(ReviewDocument.section(ofPage: page.contents))
                }
            }
            var document = FileComparison(fileSystem: fileSystem, path: Paths.join(directory, OutputNames.reviewDocument))
            document.feed(ReviewDocument.head(rows: plan.rows, fileCount: fileCount, devices: deviceNames))
            for row in ReviewDocument.order(plan.rows) { document.feed(sections[row.id] ?? []) }
            document.feed(ReviewDocument.tail)
            if !document.finish() { changed.append(OutputNames.reviewDocument) }
        }
        let screens = plan.pending.filter { OutputNames.screenOutputs($0.id, emitting: plan.emit).contains(where: foreign.contains) }
        guard !screens.isEmpty else { return changed.min() }
        try await renderer.forEachBatch(of: screens) { (rendered: [RenderedScreen]) throws(WriteFailure) in
            for screen in rendered {
                for output in screen.files
                where foreign.contains(output.name) && !session.holds(output.name, output.contents) {
                    changed.append(output.name)
                }
            }
        }
        return changed.min()
    }
}
