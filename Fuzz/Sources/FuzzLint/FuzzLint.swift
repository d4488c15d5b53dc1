import FormcCore
import Foundation
import FormcGenerate
import FormcGeometry
import FormcLoad
import FormcProject
import FormcSpec
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libFuzzer entry point: any bytes through the whole pipeline `formc build` runs — load,
/// decode, validate (with the cross-screen checks), every report format, and for each screen
/// without errors its result schemas and its mockups on every device, checking that every
/// line of a drawing has the same display width.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLint(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The stages as `lint` runs them: each screen's rules, then those across screens.
    let file = Stages.standard.check(Loader.load(SourceFile(path: "fuzz.yaml", bytes: bytes)))
    let screens = file.screens.map(\.screen)
    let report = DiagnosticReport(diagnostics: file.diagnostics, sources: [file.source], files: 1, screens: screens.count)
    for format in ReportFormat.allCases {
        _ = ReportFormatter.format(report, as: format, codes: .formc)
    }
    checkFixes(bytes, findings: file.diagnostics)
    guard report.errors == 0 else { return 0 }
    for screen in screens {
        _ = ResultSchema.text(screen, draft: .draft2020_12)
        _ = ResultSchema.text(screen, draft: .draft07)
        let drawing = MockupRenderer.renderAll(screen, devices: Device.all, charset: .unicode)
        for block in drawing.split(separator: "\n\n", omittingEmptySubsequences: true) {
            // The lines of the device frame are equal width; the heading and footer around it
            // end without padding (no trailing spaces), so they are not compared.
            let frame = block.split(separator: "\n").filter { $0.first.map { "┌│└+|".contains($0) } ?? false }
            let widths = Set(frame.map { DisplayWidth.of(String($0)) })
            if widths.count > 1 {
                // A misaligned drawing is a bug: make libFuzzer keep the input.
                print("misaligned mockup: widths \(widths.sorted())")
                abort()
            }
        }
    }
    return 0
}

/// `formc lint --fix --unsafe-fixes` on the input: every declared fix applied as lint applies
/// them, however the input is broken, without a crash; and a fix must never leave the YAML
/// broken where it was not (more loader findings than before).
func checkFixes(_ bytes: [UInt8], findings: [Diagnostic]) {
    guard findings.contains(where: { $0.code.fix != nil }) else { return }
    let fixer = FileFixer(appliesUnsafe: true) { bytes in
        let loaded = Loader.load(SourceFile(path: "fuzz.yaml", bytes: bytes))
        let documents = loaded.documents
        return (Stages.standard.check(loaded).diagnostics, documents)
    }
    let outcome = fixer.fix(bytes)
    let syntax = { (list: [Diagnostic]) in list.filter { Loader.codes.contains($0.code) }.count }
    if syntax(outcome.diagnostics) > syntax(findings) {
        print("a fix broke the YAML: \(syntax(findings)) → \(syntax(outcome.diagnostics)) loader findings")
        abort()
    }
}

/// Runs the pipeline once on a valid spec before fuzzing, so the language tables and other
/// lazily created globals exist before libFuzzer starts counting allocations (LeakSanitizer
/// would otherwise report them as leaks of the first input that touched them).
@_cdecl("LLVMFuzzerInitialize")
public func fuzzLintInitialize(_ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> Int32 {
    let warmUp = """
        formc: 1
        screen: warm-up
        title: 준비 😀
        sheet: { detents: [medium, large, { id: peek, height: 140 }, fit, { id: f, fraction: 0.5 }], grabber: true, backdrop: { dim: 0.5, tap: dismiss } }
        fields:
          - { id: a, type: choice, layout: grid, columns: 2, options: [가, { id: b, title: 나 🐶 }], initial: b }
          - { id: c, type: multi-choice, sections: [{ title: 섹션, options: [x, y] }], initial: [x], min: 1, max: 2 }
          - { id: d, type: choice, layout: list, options: [p, q], bogus: 1 }
        actions: [{ id: apply, title: 완료, role: submit }]
        tab-bar: { items: [{ id: h, title: 홈, icon: house }, { id: p, title: 장소 }], selected: p }
        """
    _ = Array(warmUp.utf8).withUnsafeBufferPointer { fuzzLint($0.baseAddress!, $0.count) }
    let clean = warmUp.replacingOccurrences(of: ", bogus: 1", with: "")
    _ = Array(clean.utf8).withUnsafeBufferPointer { fuzzLint($0.baseAddress!, $0.count) }
    return 0
}
