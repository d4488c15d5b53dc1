import FormcServer
import Testing

/// The base protocol's framing on hostile and chopped-up input: the framer reports what it
/// cannot read and carries on with the next message.
struct MessageFramerTests {
    static func framed(_ body: String) -> [UInt8] { Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8) }

    static let first = #"{"jsonrpc":"2.0","method":"a","params":{"t":"한국 😀"}}"#
    static let second = #"{"jsonrpc":"2.0","id":1,"method":"b"}"#

    @Test func aMessageFedOneByteAtATimeComesOutWhole() {
        var framer = MessageFramer()
        var frames: [MessageFramer.Frame] = []
        for byte in Self.framed(Self.first) { frames += framer.feed([byte]) }
        #expect(frames == [.body(Array(Self.first.utf8))])
        #expect(framer.pendingByteCount == 0)
    }

    @Test func severalMessagesInOneReadComeOutInOrder() {
        var framer = MessageFramer()
        let frames = framer.feed(Self.framed(Self.first) + Self.framed(Self.second) + Self.framed(Self.first))
        #expect(frames == [.body(Array(Self.first.utf8)), .body(Array(Self.second.utf8)), .body(Array(Self.first.utf8))])
    }

    @Test(arguments: Array(1..<40))
    func anySplitOfTwoMessagesGivesBoth(split: Int) {
        var framer = MessageFramer()
        let bytes = Self.framed(Self.second) + Self.framed(Self.first)
        let frames = framer.feed(bytes[..<split]) + framer.feed(bytes[split...])
        #expect(frames == [.body(Array(Self.second.utf8)), .body(Array(Self.first.utf8))])
    }

    @Test func otherHeadersAreIgnoredAndNamesAreCaseInsensitive() {
        var framer = MessageFramer()
        let header = "content-type: application/vscode-jsonrpc; charset=utf-8\r\nCONTENT-LENGTH: \(Self.second.utf8.count)\r\nX-Other: 1\r\n\r\n"
        #expect(framer.feed(Array((header + Self.second).utf8)) == [.body(Array(Self.second.utf8))])
    }

    @Test(arguments: [
        ("Content-Length: ten\r\n\r\n", "Content-Length 'ten' is not a byte count"),
        ("Content-Length: -4\r\n\r\n", "Content-Length '-4' is not a byte count"),
        ("Content-Length: 99999999999999999999999\r\n\r\n", "Content-Length '99999999999999999999999' is not a byte count"),
        ("Content-Type: text/plain\r\n\r\n", "no Content-Length header"),
        ("Content-Length 4\r\n\r\n", "a header line without ':'"),
        ("Content-Length: 2\r\nContent-Length: 3\r\n\r\n", "two different Content-Length headers"),
    ])
    func aHeaderWithoutAByteCountIsReportedAndTheNextMessageIsRead(header: String, problem: String) {
        var framer = MessageFramer()
        let frames = framer.feed(Array(header.utf8) + Self.framed(Self.second))
        #expect(frames == [.malformed(problem), .body(Array(Self.second.utf8))])
    }

    /// Where the body ends is unknown: everything up to the next `Content-Length:` line is
    /// skipped, however the bytes arrive.
    @Test(arguments: Array(1..<140))
    func withoutAByteCountTheBodyIsSkippedUpToTheNextHeader(split: Int) {
        var framer = MessageFramer()
        let bytes = Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n\(Self.second)".utf8) + Self.framed(Self.first)
        let frames = framer.feed(bytes[..<split]) + framer.feed(bytes[split...])
        #expect(frames == [.malformed("no Content-Length header"), .body(Array(Self.first.utf8))])
        #expect(framer.pendingByteCount == 0)
    }

    @Test(arguments: [
        ("Content-Type: application/vscode-jsonrpc; charset=utf-16\r\n", "Content-Type charset 'utf-16' is not UTF-8"),
        ("Content-Type: application/json; charset=latin1\r\n", "Content-Type charset 'latin1' is not UTF-8"),
        ("X-Junk\r\n", "a header line without ':'"),
    ])
    func aRefusedHeaderWithAByteCountHandsBackItsBodyAndTheNextMessageIsRead(line: String, problem: String) {
        var framer = MessageFramer()
        let header = line + "Content-Length: \(Self.second.utf8.count)\r\n\r\n"
        let frames = framer.feed(Array((header + Self.second).utf8) + Self.framed(Self.first))
        #expect(frames == [.rejected(problem: problem, body: Array(Self.second.utf8)), .body(Array(Self.first.utf8))])
    }

    @Test func aByteCountShorterThanTheBodyLosesOnlyThatMessage() {
        var framer = MessageFramer()
        let cut = Array("Content-Length: 10\r\n\r\n\(Self.second)".utf8)
        let frames = framer.feed(cut + Self.framed(Self.first) + Self.framed(Self.second))
        #expect(frames == [.body(Array(Self.second.utf8.prefix(10))), .malformed("no Content-Length header"),
                           .body(Array(Self.first.utf8)), .body(Array(Self.second.utf8))])
    }

    @Test func headerLinesMayEndInLFAlone() {
        var framer = MessageFramer()
        let frames = framer.feed(Array("Content-Length: \(Self.second.utf8.count)\nX-Other: 1\n\n\(Self.second)".utf8) + Self.framed(Self.first))
        #expect(frames == [.body(Array(Self.second.utf8)), .body(Array(Self.first.utf8))])
    }

    @Test func anOversizedBodyIsSkippedAsItArrivesWithoutBeingHeld() {
        var framer = MessageFramer(maxBodyBytes: 100)
        var frames = framer.feed(Array("Content-Length: 1000\r\n\r\n".utf8) + Array(repeating: UInt8(ascii: "x"), count: 300))
        #expect(frames == [.malformed("a body of 1000 bytes, over the limit of 100")])
        #expect(framer.pendingByteCount == 0)
        frames = framer.feed(Array(repeating: UInt8(ascii: "x"), count: 700) + Self.framed(Self.second))
        #expect(frames == [.body(Array(Self.second.utf8))])
    }

    @Test func aHeaderThatNeverEndsIsGivenUp() {
        var framer = MessageFramer(maxHeaderBytes: 64)
        let frames = framer.feed(Array(repeating: UInt8(ascii: "a"), count: 100))
        #expect(frames == [.malformed("a header block longer than 64 bytes without its blank line")])
        #expect(framer.feed(Self.framed(Self.second)) == [.body(Array(Self.second.utf8))])
    }

    /// Looking for the next header after a broken block holds no more than one header line:
    /// a `Content-Length:` followed by endless digits or blanks is no header, and what follows
    /// it is still read.
    @Test func anEndlessCandidateHeaderIsNotHeld() {
        for filler in [UInt8(ascii: "1"), UInt8(ascii: " ")] {
            var framer = MessageFramer()
            #expect(framer.feed(Array("X: 1\r\n\r\n".utf8)) == [.malformed("no Content-Length header")])
            #expect(framer.feed(Array("Content-Length: ".utf8)).isEmpty)
            var most = 0
            for _ in 0..<256 {
                #expect(framer.feed(Array(repeating: filler, count: 4096)).isEmpty)
                most = max(most, framer.pendingByteCount)
            }
            #expect(most <= 64, "held \(most) bytes")
            #expect(framer.feed(Array("\r\n".utf8) + Self.framed(Self.second)) == [.body(Array(Self.second.utf8))])
        }
    }

    @Test func anEmptyBodyIsAMessage() {
        var framer = MessageFramer()
        #expect(framer.feed(Array("Content-Length: 0\r\n\r\n".utf8)) == [.body([])])
    }
}
