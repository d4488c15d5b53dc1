/// One file to write in the output folder.
public struct PlannedOutput: Hashable, Sendable {
    /// A plain name in the folder (`travel-category.schema.json`).
    public var name: String
    public var contents: [UInt8]

    public init(name: String, text: String) {
        self.name = name
        self.contents = Array(text.utf8)
    }

    public init(name: String, contents: [UInt8]) {
        self.name = name
        self.contents = contents
    }
}

/// Why writing stopped: the path and what the file system said (or why the build could not go on).
public struct WriteFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    /// What could not be done with the path: `write` but for a spec that changed during the
    /// build (`build from`).
    public var verb: String
    /// The build stopped because it was asked to (SIGINT, SIGTERM), not because of the path.
    public var isInterruption = false

    public init(path: String, reason: String, verb: String = "write") {
        self.path = path
        self.reason = reason
        self.verb = verb
    }

    /// The build into `directory` was interrupted before its outputs were swapped in.
    static func interruption(_ directory: String) -> WriteFailure {
        var failure = WriteFailure(path: directory, reason: "interrupted")
        failure.isInterruption = true
        return failure
    }

    public var description: String { "cannot \(verb) '\(path)': \(reason)" }
}

/// What a build did in its output folder (`OutputSession`).
public struct WriteOutcome: Hashable, Sendable {
    /// Names written (new or changed), in the order written.
    public var written = OutputNameList()
    /// Names whose file already held exactly these bytes, kept (and their times with them).
    public var unchanged = OutputNameList()
    /// Names removed by `--clean`.
    public var removed: [String] = []
    /// Without `--clean`: names formc wrote in an earlier build that this one does not write
    /// (outputs of screens no longer built, of kinds no longer emitted), left in the folder,
    /// sorted. The summary counts them, and `--clean` would remove them.
    public var left: [String] = []
    /// The screens whose outputs were rendered, in input order; the other built screens' inputs
    /// had not changed, and their outputs were kept without rendering them.
    public var renderedScreens: [String] = []
    /// Set when writing stopped early; the output folder then holds the previous build.
    public var failure: WriteFailure?

    public init() {}
}
