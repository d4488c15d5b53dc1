import FormcProject
import FormcCore
import FormcLoad
import FormcSpec

/// What the pipeline makes of one document's text: the YAML documents as nodes, the screens
/// they decode to, and every diagnostic of the file on its own (the checks across files come
/// from `LanguageService`). The same stages `formc lint` runs, on text instead of a file.
public struct DocumentAnalysis: Sendable {
    /// The path diagnostics name (the document's file path, or its URI when it has none).
    public let path: String
    public let version: Int
    public let source: SourceFile
    public let documents: [Document]
    public let screens: [Screen]
    /// Sorted in report order.
    public let diagnostics: [Diagnostic]
    /// The settings the spec was checked with (a later change of them makes this analysis stale).
    public let config: ProjectConfig
    /// For a `.formc.yaml`: the settings its text gives, the defaults when it has errors (which
    /// are not applied, as lint does not apply them).
    public let projectConfig: ProjectConfig?

    public init(_ document: TextDocument, config: ProjectConfig = ProjectConfig()) {
        let path = DocumentURI.path(of: document.uri)
        self.path = path
        self.version = document.version
        self.config = config
        let loaded = Loader.load(SourceFile(path: path, bytes: document.bytes))
        self.source = loaded.source
        self.documents = loaded.documents
        // The project config is not a spec: it is checked as every command reads it (E600–E602).
        guard !DocumentAnalysis.isProjectConfig(path) else {
            let load = ConfigDocument.load(path: path, bytes: document.bytes)
            self.projectConfig = load.config
            self.screens = []
            self.diagnostics = load.diagnostics
            return
        }
        self.projectConfig = nil
        // A spec is a `.yaml` or `.yml` file: another document the editor shows (JSON, say)
        // is not one, and has nothing to report.
        guard DocumentAnalysis.isSpec(path) else {
            self.screens = []
            self.diagnostics = []
            return
        }
        // The checks across screens are the service's, over the whole workspace.
        let checked = Stages.configured(by: config).checkingDeploymentTarget(config.checkedIOSTarget())
            .check(loaded, acrossScreens: false)
        self.screens = checked.screens.map(\.screen)
        self.diagnostics = checked.diagnostics
    }

    /// Whether `path` names a spec: a `.yaml` or `.yml` file other than a project config, or
    /// a document that is no file and has no extension — an editor's unsaved buffer
    /// (`untitled:Untitled-1`), which a client sends only when its language is the server's.
    public static func isSpec(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        if Paths.isSpecFile(name) { return !isProjectConfig(path) }
        return !path.hasPrefix("/") && !name.contains(".")
    }

    /// Whether `path` names a project config (`.formc.yaml`).
    public static func isProjectConfig(_ path: String) -> Bool {
        path == ConfigLoader.fileName || path.hasSuffix("/" + ConfigLoader.fileName)
    }

    /// The screen whose document holds byte `offset` (the first when none does).
    public func screen(at offset: Int) -> Screen? {
        screens.first { $0.range.start.offset <= offset && offset <= $0.range.end.offset } ?? screens.first
    }

    /// The YAML document holding byte `offset`.
    public func document(at offset: Int) -> Document? {
        documents.first { $0.range.start.offset <= offset && offset <= $0.range.end.offset } ?? documents.last
    }
}

/// `file://` URIs and the paths diagnostics name.
public enum DocumentURI {
    /// The path of a `file:` URI, percent-decoded; any other URI as it is.
    public static func path(of uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri }
        var rest = Substring(uri.dropFirst("file://".count))
        // `file://host/path`: only the empty host and localhost name this machine's files.
        if rest.hasPrefix("localhost/") { rest = rest.dropFirst("localhost".count) }
        return percentDecoded(String(rest))
    }

    /// The `file://` URI of an absolute path, with what RFC 3986 does not allow in a path
    /// percent-encoded.
    public static func uri(ofPath path: String) -> String {
        var out = "file://"
        for byte in path.utf8 {
            if isUnreserved(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return out
    }

    private static func isUnreserved(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "-._~/!$&'()*+,;=:@".utf8.contains(b)
        }
    }

    static func percentDecoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var i = 0
        while i < utf8.count {
            if utf8[i] == UInt8(ascii: "%"), i + 2 < utf8.count,
               let high = hexValue(utf8[i + 1]), let low = hexValue(utf8[i + 2]) {
                bytes.append(high << 4 | low)
                i += 3
            } else {
                bytes.append(utf8[i])
                i += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
