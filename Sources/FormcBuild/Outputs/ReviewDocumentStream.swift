import FormcCore
import FormcProject
import FormcReview

/// `review.html` written while the screens are: each screen's section goes to the file as soon
/// as every screen before it in contents order (`ReviewDocument.order`) is in, so the build
/// does not read its pages back at the end.
///
/// A page that comes before its turn (the contents group screens by folder, the build renders
/// them in input order) is held, the whole page, while the pages held take at most `budget`
/// bytes; beyond it, the page is left in the staging folder, where it was just written, and
/// read back at its turn, as is the page of a screen the build kept rather than rendered. So the
/// memory is bounded whatever the order, and a build whose contents follow the input order
/// (one folder, or folders one after the other) holds no page and reads none back.
struct ReviewDocumentStream {
    /// The most bytes of pages held for their turn: a few hundred pages.
    static let defaultBudget = 4 << 20

    private var document: StreamedOutput
    /// The screens' ids in contents order, and how many of them are in the document.
    private let order: [String]
    private var next = 0
    private var held: [String: [UInt8]] = [:]
    private var heldBytes = 0
    /// The screens whose pages are in the staging folder only, to be read back at their turn.
    private var staged: Set<String>
    private let budget: Int
    private let fileSystem: any FileSystem

    /// Starts `review.html` in `session`, its head written; the `kept` screens' pages are in the
    /// staging folder already.
    init(_ plan: BuildPlan, fileCount: Int, devices: [String], kept: Set<String>, budget: Int,
         fileSystem: any FileSystem, session: inout OutputSession) throws(WriteFailure) {
        document = try session.beginStream(OutputNames.reviewDocument)
        order = ReviewDocument.order(plan.rows).map(\.id)
        staged = kept
        self.budget = budget
        self.fileSystem = fileSystem
        do throws(WriteFailure) {
            try document.append(ReviewDocument.head(rows: plan.rows, fileCount: fileCount, devices: devices))
        } catch {
            document.abandon()
            throw error
        }
    }

    /// Takes the page of screen `id`, just written to the staging folder: written to the
    /// document when its turn has come (with every page after it that is ready), else held or
    /// left to be read back.
    mutating func add(page: [UInt8], of id: String, session: OutputSession) throws(WriteFailure) {
        // The pages of kept screens whose turn has come first.
        try drain(session, readingAll: false)
        if next < order.count, order[next] == id {
            try document.append(bytes: ReviewDocument.section(ofPage: page))
            next += 1
            try drain(session, readingAll: false)
        } else if heldBytes + page.count <= budget {
            held[id] = page
            heldBytes += page.count
        } else {
            staged.insert(id)
        }
    }

    /// Writes every section still missing (reading back the pages not held) and the tail, and
    /// completes the file; `interrupted` is asked before each page read back.
    mutating func finish(_ session: inout OutputSession, interrupted: () -> Bool) throws(WriteFailure) {
        try drain(session, readingAll: true, interrupted: interrupted)
        try document.append(ReviewDocument.tail)
        try session.finish(&document)
    }

    /// Removes the unfinished file (writing failed, here or elsewhere).
    func abandon() { document.abandon() }

    /// Writes the pages whose turn has come while they are held or staged; with `readingAll`,
    /// every page left, each read back from the staging folder unless held.
    private mutating func drain(_ session: OutputSession, readingAll: Bool,
                                interrupted: () -> Bool = { false }) throws(WriteFailure) {
        while next < order.count {
            let id = order[next]
            if let page = held.removeValue(forKey: id) {
                heldBytes -= page.count
                try document.append(bytes: ReviewDocument.section(ofPage: page))
            } else if readingAll || staged.contains(id) {
                if interrupted() { throw WriteFailure.interruption(session.directory) }
                let path = session.stage(OutputNames.reviewHTML(id))
                let page: [UInt8]
                do { page = try fileSystem.readFile(path) } catch {
                    throw WriteFailure(path: path, reason: error.reason, verb: "read back")
                }
                staged.remove(id)
                try document.append(bytes: ReviewDocument.section(ofPage: page))
            } else {
                return
            }
            next += 1
        }
    }
}
