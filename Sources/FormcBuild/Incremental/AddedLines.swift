/// The lines a build cache adds to those it read (`BuildCache`), in pieces of about
/// `pieceSize` bytes, each file's lines whole in one piece. The lines of 20,000 files are
/// 10 MB: in one array that grows by doubling they would be held one and a half times over
/// while it copies itself, at the end of a build, when its memory is at its highest.
struct AddedLines: Sendable {
    static let pieceSize = 256 * 1024
    private(set) var pieces: [[UInt8]] = []

    /// Appends one file's `lines`, and says where they are.
    mutating func append(_ lines: some Collection<UInt8>) -> (piece: Int, range: Range<Int>) {
        if pieces.last.map({ $0.capacity - $0.count < lines.count }) ?? true {
            var piece: [UInt8] = []
            piece.reserveCapacity(max(Self.pieceSize, lines.count))
            pieces.append(piece)
        }
        let index = pieces.count - 1
        let start = pieces[index].count
        pieces[index].append(contentsOf: lines)
        return (index, start..<pieces[index].count)
    }
}
