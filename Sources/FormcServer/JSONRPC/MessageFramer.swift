/// Splits a byte stream into JSON-RPC message bodies by their `Content-Length` headers (the
/// LSP base protocol). Bytes may arrive in any pieces: a header cut in two, several messages
/// in one read. No input stops the server or leaves it misreading what follows:
///
/// - a header block that gives a byte count but is otherwise refused (a `Content-Type` charset
///   other than UTF-8, a line without `:`) has its body read and handed back as `.rejected`,
///   so that a request there can be answered with an error and the next message is read whole;
/// - where the count is missing or unreadable, or was wrong (a cut body leaves its end where a
///   header should be), the framer reports it and reads on from the next `Content-Length:`
///   header line, as other LSP implementations do;
/// - an oversized body is skipped as it arrives, unheld.
///
/// Header lines may end in LF alone as well as CRLF.
public struct MessageFramer: Sendable {
    /// What the framer found in the bytes fed so far.
    public enum Frame: Hashable, Sendable {
        case body([UInt8])
        /// A body read by its header's `Content-Length`, in a header block refused for `problem`.
        case rejected(problem: String, body: [UInt8])
        /// Bytes skipped: `problem` says why.
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
    /// After bytes that were not a message: looking for the next `Content-Length:` line.
    private var resynchronising = false

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
        guard skipping == 0 else { return nil }
        if resynchronising {
            guard resynchronise() else { return nil }
        }
        // Line breaks between messages are not a header block.
        while start < buffer.count, buffer[start] == 0x0A || buffer[start] == 0x0D { start += 1 }
        guard start < buffer.count else { return nil }
        guard let (headerEnd, bodyStart) = headerEnd() else {
            guard buffer.count - start > maxHeaderBytes else { return nil }
            start += 1
            resynchronising = true
            return .malformed("a header block longer than \(maxHeaderBytes) bytes without its blank line")
        }
        let header = Self.header(buffer[start..<headerEnd])
        guard let length = header.length else {
            // Where the body ends is unknown: read on from the next header — within this
            // block when one starts inside a line (after the rest of a cut body), else after it.
            let inside = (start + 1..<max(start + 1, headerEnd)).first { p in
                buffer[p - 1] != 0x0A && Self.contentLengthLine(in: buffer, at: p) == true
            }
            start = inside ?? bodyStart
            resynchronising = inside == nil
            return .malformed(header.problem ?? "no Content-Length header")
        }
        guard length <= maxBodyBytes else {
            start = bodyStart
            let available = min(length, buffer.count - start)
            start += available
            skipping = length - available
            return .malformed("a body of \(length) bytes, over the limit of \(maxBodyBytes)")
        }
        // The body is not all here: the header is read again with the rest.
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        start = bodyStart + length
        if let problem = header.problem { return .rejected(problem: problem, body: body) }
        return .body(body)
    }

    /// The end of the header block at `start` (before its blank line) and where its body
    /// starts: the first line break followed by another (CRLF or LF each).
    private func headerEnd() -> (Int, Int)? {
        var i = start
        let limit = min(buffer.count, start + maxHeaderBytes + 4)
        while i + 1 < limit {
            if buffer[i] == 0x0A {
                if buffer[i + 1] == 0x0A { return (i, i + 2) }
                if buffer[i + 1] == 0x0D, i + 2 < buffer.count, buffer[i + 2] == 0x0A { return (i, i + 3) }
            }
            i += 1
        }
        return nil
    }

    /// Moves `start` to the next `Content-Length: <digits>` line; false while none is whole
    /// in the bytes held (those that cannot begin one are dropped).
    private mutating func resynchronise() -> Bool {
        var p = start
        while p < buffer.count {
            switch Self.contentLengthLine(in: buffer, at: p) {
            case .some(true):
                start = p
                resynchronising = false
                return true
            case .some(false):
                start = p // Perhaps one: wait for the rest.
                return false
            case .none:
                p += 1
            }
        }
        start = buffer.count
        return false
    }

    /// The most blanks after `Content-Length:` and digits of its count that a line may have to
    /// be one: a count of more digits is no `Int`, and bounding both bounds what is held while
    /// waiting for the rest of a line (endless digits are no header, not a wait without end).
    static let maxBlanks = 256, maxDigits = 19

    /// Whether a `Content-Length:` line with a byte count and its line break starts at `p`:
    /// true, false when the bytes end before that is known, nil when it does not.
    static func contentLengthLine(in bytes: [UInt8], at p: Int) -> Bool? {
        let name = Array("content-length:".utf8)
        var i = p
        for expected in name {
            guard i < bytes.count else { return false }
            let byte = bytes[i] >= 0x41 && bytes[i] <= 0x5A ? bytes[i] + 0x20 : bytes[i]
            guard byte == expected else { return nil }
            i += 1
        }
        var blanks = 0
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 {
            i += 1
            blanks += 1
            if blanks > maxBlanks { return nil }
        }
        var digits = 0
        while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 {
            i += 1
            digits += 1
            if digits > maxDigits { return nil }
        }
        guard i < bytes.count else { return false }
        if bytes[i] == 0x0D {
            guard i + 1 < bytes.count else { return false }
            i += 1
        }
        return digits > 0 && bytes[i] == 0x0A ? true : nil
    }

    /// What a header block says: its `Content-Length` when it gives one byte count, and the
    /// first problem with the block, if any (`Content-Type`, if given, must be UTF-8).
    static func header(_ block: ArraySlice<UInt8>) -> (length: Int?, problem: String?) {
        var length: Int?
        var problem: String?
        var conflicting = false
        func report(_ text: String) { if problem == nil { problem = text } }
        for line in block.split(separator: 0x0A, omittingEmptySubsequences: false) {
            var line = line
            if line.last == 0x0D { line = line.dropLast() }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                report("a header line without ':'")
                continue
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: line[line.index(after: colon)...], as: UTF8.self).trimmingSpaces
            switch name {
            case "content-length":
                guard let number = Int(value), number >= 0, value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                    report("Content-Length '\(value.prefix(40))' is not a byte count")
                    conflicting = true
                    continue
                }
                if let length, length != number {
                    report("two different Content-Length headers")
                    conflicting = true
                }
                length = number
            case "content-type":
                let charset = value.lowercased().split(separator: ";").dropFirst()
                    .map { $0.filter { $0 != " " } }.first { $0.hasPrefix("charset=") }
                if let charset, charset != "charset=utf-8", charset != "charset=utf8" {
                    report("Content-Type charset '\(charset.dropFirst(8).prefix(40))' is not UTF-8")
                }
            default:
                break // Other headers are allowed and ignored.
            }
        }
        if length == nil { report("no Content-Length header") }
        return (conflicting ? nil : length, problem)
    }
}

extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
