import FormcCore
import FormcLoad
import FormcSpec
import FormcValidate

/// libFuzzer entry point: any bytes through the whole lint pipeline (load, decode, validate,
/// cross-screen checks) and every report format.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLint(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = Loader.load(SourceFile(path: "fuzz.yaml", bytes: bytes))
    var diagnostics = file.diagnostics
    var screens: [Screen] = []
    for document in file.documents {
        let decoded = SpecDecoder.decode(document, file: file.source.path)
        diagnostics += decoded.diagnostics
        if let screen = decoded.screen { screens.append(screen) }
    }
    // Each screen's rules, then those across screens.
    diagnostics += Validator.validateBuild(screens)
    let report = DiagnosticReport(diagnostics: diagnostics, sources: [file.source], files: 1, screens: screens.count)
    for format in ReportFormat.allCases {
        _ = ReportFormatter.format(report, as: format)
    }
    return 0
}
