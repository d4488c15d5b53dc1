import FormcCore
import FormcGenerate
import FormcGeometry
import FormcLoad
import FormcProject
import FormcReview
import FormcSpec

/// One screen's files of the kinds the build emits, in the order of `OutputKind`, as the UTF-8
/// bytes of their contents: all a build holds of a screen between rendering and writing.
struct RenderedScreen: Sendable {
    var id: String
    var files: [PlannedOutput]
}

/// Renders screens in input-order batches, reading their files again, but for the screens the
/// check kept (`KeptScreens`, as many as fit in a budget): a screen costs kilobytes, a build may
/// have tens of thousands, so memory holds one batch of screens and outputs at a time, whatever
/// the number of specs.
///
/// Within a batch the files are loaded concurrently, then the screens decoded and rendered
/// concurrently; results are put back in input order. A file read again whose bytes are no
/// longer those that were checked stops the build: its screens were validated as they were. A
/// kept screen is rendered as it was checked, whatever its file holds by then: the cache records
/// the bytes checked, so the next build sees the edit.
struct BatchRenderer: Sendable {
    var stages: Stages
    var renderers: Renderers
    var devices: [Device]
    var draft: ResultSchema.Draft
    /// The kinds the build writes: only these are rendered.
    var emit: Set<OutputKind>
    var batchSize: Int
    /// The Swift names of the build's screens; nil when the build emits no Swift.
    var swiftStems: [String: String]?
    /// The screens the check kept, each taken when rendered; the others are read again.
    var kept: KeptScreens?

    /// The last file of a batch, kept since the next batch may start with its next document.
    struct Carried: Sendable {
        var path: String
        var file: LoadedFile
    }

    /// Calls `body` with each batch of `screens` rendered, in order. The next batch renders
    /// while `body` writes the last one, so two batches are held at most.
    ///
    /// `body` runs on a thread of its own: writing waits for the disk,
    /// and on the threads that render it would hold up the renderings queued behind it.
    func forEachBatch(
        of screens: [PendingScreen], _ body: ([RenderedScreen]) throws(WriteFailure) -> Void
    ) async throws(WriteFailure) {
        let size = max(1, batchSize)
        let writing = QueueTaskExecutor(width: 1)
        var carried: Carried?
        var ready: [RenderedScreen] = []
        for start in stride(from: 0, to: screens.count, by: size) {
            let batch = screens[start..<min(screens.count, start + size)]
            let reuse = carried
            async let next = render(batch, reusing: reuse)
            try await withTaskExecutorPreference(writing) { () throws(WriteFailure) in try body(ready) }
            ready = []
            switch await next {
            case .success(let rendered):
                ready = rendered.screens
                carried = rendered.carried
            case .failure(let failure):
                throw failure
            }
        }
        try await withTaskExecutorPreference(writing) { () throws(WriteFailure) in try body(ready) }
    }

    /// One batch, rendered in order, and its last file.
    func render(_ batch: ArraySlice<PendingScreen>, reusing carried: Carried?) async
        -> Result<(screens: [RenderedScreen], carried: Carried?), WriteFailure>
    {
        // A kept screen is rendered as the check decoded it: its file is not read again.
        let keptScreens = batch.map { kept?.take(file: $0.file, documentIndex: $0.documentIndex) }
        var files: [String: LoadedFile] = [:]
        if let carried { files[carried.path] = carried.file }
        var unread: [(path: String, hash: Int?)] = []
        for (screen, keptScreen) in zip(batch, keptScreens)
        where keptScreen == nil && files[screen.file] == nil && !unread.contains(where: { $0.path == screen.file }) {
            unread.append((screen.file, screen.contentHash))
        }
        let stages = self.stages
        await withTaskGroup(of: (String, LoadedFile).self) { group in
            for (path, _) in unread { group.addTask { (path, stages.load(path)) } }
            for await (path, file) in group { files[path] = file }
        }
        // Each file checked once, before any of its screens is rendered.
        for (path, hash) in unread {
            guard let file = files[path], hash.map({ $0 == FileOutcome.hash(of: file.source.bytes) }) ?? true else {
                return .failure(Self.changed(path))
            }
        }

        let loaded = files
        var rendered = [Result<RenderedScreen, WriteFailure>?](repeating: nil, count: batch.count)
        await withTaskGroup(of: (Int, Result<RenderedScreen, WriteFailure>).self) { group in
            for (offset, screen) in batch.enumerated() {
                if let keptScreen = keptScreens[offset] {
                    group.addTask { (offset, .success(self.rendered(keptScreen, screen))) }
                } else {
                    group.addTask { (offset, self.render(screen, in: loaded[screen.file])) }
                }
            }
            for await (offset, result) in group { rendered[offset] = result }
        }
        var screens: [RenderedScreen] = []
        screens.reserveCapacity(batch.count)
        for case let result? in rendered {
            switch result {
            case .success(let screen): screens.append(screen)
            case .failure(let failure): return .failure(failure)
            }
        }
        let last = batch.last.flatMap { screen in loaded[screen.file].map { Carried(path: screen.file, file: $0) } }
        return .success((screens, last))
    }

    /// Decodes one screen from its loaded file and renders its outputs.
    private func render(_ pending: PendingScreen, in file: LoadedFile?) -> Result<RenderedScreen, WriteFailure> {
        let documents = file?.documents ?? []
        let document = documents.indices.contains(pending.documentIndex) && documents[pending.documentIndex].index == pending.documentIndex
            ? documents[pending.documentIndex] : documents.first { $0.index == pending.documentIndex }
        guard let document, let screen = stages.decode(document, pending.file).screen, screen.id.value == pending.id else {
            return .failure(Self.changed(pending.file))
        }
        return .success(rendered(screen, pending))
    }

    /// Renders the outputs of `screen` of the kinds the build emits, decoded as `pending` was
    /// checked. The drawings are made once, for the mockup file and the review pages alike, from
    /// the screen laid out once on each device (`DeviceSheet`), which the HTML page draws too.
    private func rendered(_ screen: Screen, _ pending: PendingScreen) -> RenderedScreen {
        let id = pending.id
        let drawn = emit.contains(.mockup) || emit.contains(.review)
        let sheets = drawn ? DeviceSheet.sheets(of: screen, on: devices) : []
        let mockups = drawn ? renderers.mockups(screen, sheets) : []
        // Held until written, with a batch or two of others: each in an array of its own size,
        // not in the room its buffer grew to.
        var files: [PlannedOutput] = []
        for kind in emit.sorted() {
            switch kind {
            case .schema:
                files.append(PlannedOutput(name: OutputNames.schema(id), contents: Self.compact(renderers.resultSchema(screen, draft))))
            case .mockup:
                files.append(PlannedOutput(name: OutputNames.mockup(id), contents: Self.compact(Renderers.mockupFileBytes(mockups))))
            case .review:
                let warnings = pending.diagnostics.filter { $0.severity == .warning }.sortedForReport()
                let entry = ReviewEntry(screen: screen, warnings: warnings, mockups: mockups, devices: devices, sheets: sheets)
                let facts = ScreenFacts(screen)
                files.append(PlannedOutput(name: OutputNames.reviewPage(id), contents: Self.compact(ScreenReview(entry: entry, emitted: emit).renderBytes(facts: facts))))
                files.append(PlannedOutput(name: OutputNames.reviewHTML(id), contents: Self.compact(ScreenReviewHTML(entry: entry).renderBytes(facts: facts))))
            case .swift:
                if let swiftStems { files.append(PlannedOutput(name: OutputNames.swift(id), contents: Self.compact(renderers.swiftScreen(screen, swiftStems)))) }
            }
        }
        return RenderedScreen(id: id, files: files)
    }

    /// `bytes` in an array no bigger than they are (a copy when the array has room to spare).
    static func compact(_ bytes: [UInt8]) -> [UInt8] {
        bytes.capacity - bytes.count < 256 ? bytes : bytes.withUnsafeBufferPointer { Array($0) }
    }

    /// The failure when a spec changed between its check and its rendering.
    static func changed(_ file: String) -> WriteFailure {
        WriteFailure(path: file, reason: "it changed while formc was building; build again", verb: "build from")
    }
}
