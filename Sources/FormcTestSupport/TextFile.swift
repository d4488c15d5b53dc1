#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The whole file at `path` as UTF-8 text (ill-formed bytes replaced), or nil if it cannot be
/// opened: for the Unicode data files the tests read their expectations from.
public func readTextFile(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
        bytes.append(contentsOf: buffer.prefix(count))
        if count < buffer.count { break }
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// `text` with every occurrence of `prefix` replaced by `replacement` (machine-specific
/// folders out of golden files).
public func replacing(_ prefix: String, with replacement: String, in text: String) -> String {
    guard !prefix.isEmpty else { return text }
    var out = ""
    var rest = Substring(text)
    while let range = rest.range(of: prefix) {
        out += rest[..<range.lowerBound]
        out += replacement
        rest = rest[range.upperBound...]
    }
    return out + rest
}
