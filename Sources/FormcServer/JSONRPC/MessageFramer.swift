/// Splits a byte stream into JSON-RPC message bodies by their `Content-Length` headers (the
/// LSP base protocol). Bytes may arrive in any pieces: a header cut in two, several messages
/// in one read. A malformed header block or an oversized body is reported and skipped, and
/// reading goes on with the next header, so no input stops the server.
public struct MessageFramer: Sendable {
    /// What the framer found in the bytes fed so far.
    public enum Frame: Hashable, Sendable {
        case body([UInt8])
        case malformed(String)
    }

    /// Bodies longer than this are skipped unread (a spec is kilobytes; 64 MiB is far beyond
    /// any honest message and below what would hurt the machine).
    public let maxBodyBytes: Int
    /// A header block longer than this without its blank line is given up on.
    public let maxHeaderBytes: Int

    private var buffer: [UInt8] = []
    private var start = 0
    /// Bytes of an oversized body still to be skipped as they arrive.
    private var skipping = 0

    public init(maxBodyBytes: Int = 64 << 20, maxHeaderBytes: Int = 8 << 10) {
        self.maxBodyBytes = maxBodyBytes
        self.maxHeaderBytes = maxHeaderBytes
    }

    /// Bytes held and not yet framed (for tests of partial reads).
    public var pendingByteCount: Int { buffer.count - start }

    public mutating func feed(_ bytes: some Collection<UInt8>) -> [Frame] {
        var frames: [Frame] = []
        var incoming = bytes[...]
        if skipping > 0 {
            let skipped = min(skipping, incoming.count)
            skipping -= skipped
            incoming = incoming.dropFirst(skipped)
        }
        buffer += incoming
        while let frame = next() { frames.append(frame) }
        if start > 0, start * 2 >= buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
        return frames
    }

    private mutating func next() -> Frame? {
        guard skipping == 0, start < buffer.count else { return nil }
        guard let end = headerEnd() else {
            guard buffer.count - start > maxHeaderBytes else { return nil }
            buffer.removeAll()
            start = 0
            return .malformed("a header block longer than \(maxHeaderBytes) bytes without its blank line")
        }
        let blockStart = start
        let header = buffer[start..<end]
        start = end + 4
        let length: Int
        switch Self.contentLength(header) {
        case .failure(let error):
            return .malformed(error.problem)
        case .success(let value):
            length = value
        }
        guard length <= maxBodyBytes else {
            let available = min(length, buffer.count - start)
            start += available
            skipping = length - available
            return .malformed("a body of \(length) bytes, over the limit of \(maxBodyBytes)")
        }
        guard buffer.count - start >= length else {
            start = blockStart // The body is not all here: read the header again with the rest.
            return nil
        }
        let body = Array(buffer[start..<start + length])
        start += length
        return .body(body)
    }

    /// The index of the `\r\n\r\n` that ends the header block at `start`.
    private func headerEnd() -> Int? {
        var i = start
        while i + 3 < buffer.count {
            if buffer[i] == 0x0D, buffer[i + 1] == 0x0A, buffer[i + 2] == 0x0D, buffer[i + 3] == 0x0A { return i }
            i += 1
        }
        return nil
    }

    /// The `Content-Length` of a header block; `Content-Type`, if given, must be JSON in UTF-8.
    static func contentLength(_ header: ArraySlice<UInt8>) -> Result<Int, HeaderError> {
        var length: Int?
        for line in header.split(separator: 0x0A, omittingEmptySubsequences: false) {
            var line = line
            if line.last == 0x0D { line = line.dropLast() }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                return .failure(HeaderError("a header line without ':'"))
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: line[line.index(after: colon)...], as: UTF8.self).trimmingSpaces
            switch name {
            case "content-length":
                guard let number = Int(value), number >= 0, value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                    return .failure(HeaderError("Content-Length '\(value.prefix(40))' is not a byte count"))
                }
                guard length == nil || length == number else { return .failure(HeaderError("two different Content-Length headers")) }
                length = number
            case "content-type":
                let charset = value.lowercased().split(separator: ";").dropFirst()
                    .map { $0.filter { $0 != " " } }.first { $0.hasPrefix("charset=") }
                if let charset, charset != "charset=utf-8", charset != "charset=utf8" {
                    return .failure(HeaderError("Content-Type charset '\(charset.dropFirst(8).prefix(40))' is not UTF-8"))
                }
            default:
                break // Other headers are allowed and ignored.
            }
        }
        guard let length else { return .failure(HeaderError("no Content-Length header")) }
        return .success(length)
    }

    struct HeaderError: Error {
        var problem: String
        init(_ problem: String) { self.problem = problem }
    }
}

extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
