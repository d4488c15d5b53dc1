import FormcCore
import FormcFormat
import FormcLoad
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libFuzzer entry point: any bytes through `formc fmt`. The formatter itself proves that the
/// output means the same (`.unsafe` when not, a bug) and keeps every comment (else it refuses);
/// here the output must also be a fixed point: formatting it again changes nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormat(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    switch SpecFormatter.format(SourceFile(path: "fuzz.yaml", bytes: bytes)) {
    case .loadErrors, .unsupported:
        return 0
    case .commentsNotKept:
        // Refused, as it must be when the comments would differ: the tests hold realistic specs
        // to keeping every comment; random bytes find text formc's comment scanner misreads.
        return 0
    case .unsafe(let problem):
        print("fmt would change the input: \(problem)")
        abort()
    case .formatted(let once):
        guard case .formatted(let twice) = SpecFormatter.format(SourceFile(path: "fuzz.yaml", bytes: once)), twice == once else {
            print("fmt is not idempotent on this input")
            abort()
        }
        return 0
    }
}

/// Formats a spec once before fuzzing, so the language tables and other lazily created globals
/// exist before libFuzzer starts counting.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzFormatInitialize(_ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> Int32 {
    let warmUp = """
        # a spec
        screen: warm-up  # its id
        formc: 1
        sheet: { detents: [medium, large], grabber: true }
        fields:
          - { id: a, type: choice, options: [가, 'no', "b"] }  # formc: ignore[W507]
        """
    _ = Array(warmUp.utf8).withUnsafeBufferPointer { fuzzFormat($0.baseAddress!, $0.count) }
    return 0
}
