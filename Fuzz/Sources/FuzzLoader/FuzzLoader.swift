import FormcCore
import FormcLoad

/// libFuzzer entry point: any bytes through the loader, core-schema typing and the human
/// rendering of whatever it reports. A crash, a hang or a sanitizer report is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLoader(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = Loader.load(SourceFile(path: "fuzz.yaml", bytes: bytes))
    for document in file.documents {
        _ = JSONWriter.compact(CoreSchema.json(document.root))
    }
    let report = DiagnosticReport(diagnostics: file.diagnostics, sources: [file.source], files: 1, screens: 0)
    _ = HumanRenderer(color: false).render(report)
    return 0
}
