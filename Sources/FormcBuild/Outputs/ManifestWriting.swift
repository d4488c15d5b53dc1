import FormcProject
/// How a manifest is written: its header, its names sorted (one a line), then its cache. A
/// large build's manifest (10 MB at 20,000 screens) is written a piece at a time as it is made,
/// and hashed the same way, never held whole.
extension Manifest {
    /// The file's bytes.
    public var bytes: [UInt8] {
        var out: [UInt8] = []
        write(into: &out, pieceSize: .max) { _ in }
        return out
    }

    /// `bytes` as text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// `StableHash` of `bytes`, taken piece by piece.
    var stableHash: UInt64 {
        var hash = StableHashStream()
        var out: [UInt8] = []
        write(into: &out, pieceSize: StreamedOutput.chunkSize) { piece in
            hash.feed(piece)
            piece.removeAll(keepingCapacity: true)
        }
        hash.feed(out)
        return hash.finalize()
    }

    /// Appends `bytes` to `out`, handing `out` to `flush` (which empties it) whenever it holds
    /// `pieceSize` bytes or more.
    func write(into out: inout [UInt8], pieceSize: Int, flush: (inout [UInt8]) -> Void) {
        if let namesText {
            // As read: the header and the names, already in order.
            var start = namesText.startIndex
            while start < namesText.endIndex {
                let end = namesText.endIndex - start > pieceSize ? start + pieceSize : namesText.endIndex
                out.append(contentsOf: namesText[start..<end])
                if out.count >= pieceSize { flush(&out) }
                start = end
            }
        } else {
            out.append(contentsOf: Self.header.utf8)
            out.append(UInt8(ascii: "\n"))
            writeSortedNames(into: &out, pieceSize: pieceSize, flush: flush)
        }
        cache?.write(into: &out, pieceSize: pieceSize, flush: flush)
    }

    /// The names in the order of their strings, one a line. ASCII names (all a build writes)
    /// are gathered as bytes and sorted by them, which is the same order, with no string made
    /// for each.
    private func writeSortedNames(into out: inout [UInt8], pieceSize: Int, flush: (inout [UInt8]) -> Void) {
        var text: [UInt8] = []
        var spans: [(start: Int, end: Int)] = []
        spans.reserveCapacity(count)
        var ascii = true
        forEachName { id, suffix in
            let start = text.count
            text.append(contentsOf: id.utf8)
            text.append(contentsOf: suffix.utf8)
            spans.append((start, text.count))
            if ascii { ascii = id.utf8.allSatisfy { $0 < 0x80 } && suffix.utf8.allSatisfy { $0 < 0x80 } }
        }
        guard ascii else {
            for name in names.sorted() {
                out.append(contentsOf: name.utf8)
                out.append(UInt8(ascii: "\n"))
                if out.count >= pieceSize { flush(&out) }
            }
            return
        }
        text.withUnsafeBufferPointer { bytes in
            spans.sort { a, b in
                UnsafeBufferPointer(rebasing: bytes[a.start..<a.end]).lexicographicallyPrecedes(UnsafeBufferPointer(rebasing: bytes[b.start..<b.end]))
            }
            for span in spans {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[span.start..<span.end]))
                out.append(UInt8(ascii: "\n"))
                if out.count >= pieceSize { flush(&out) }
            }
        }
    }
}

extension OutputSession {
    /// Writes the new build's manifest into the staging folder: whole when it is smaller than
    /// `pieceSize` (one write), else a piece at a time as it is made, so a large build never
    /// holds its bytes (10 MB at 20,000 screens).
    mutating func putManifest(pieceSize: Int = StreamedOutput.chunkSize) throws(WriteFailure) {
        let path = stage(OutputNames.manifest), fileSystem = self.fileSystem
        var stream: (any FileWriteStream)?
        var failure: FileSystemError?
        var out: [UInt8] = []
        out.reserveCapacity(2 * pieceSize)
        manifest.write(into: &out, pieceSize: pieceSize) { piece in
            defer { piece.removeAll(keepingCapacity: true) }
            guard failure == nil else { return }
            do throws(FileSystemError) {
                if stream == nil { stream = try fileSystem.createNewFileStream(path) }
                try stream?.write(piece)
            } catch {
                failure = error
            }
        }
        // A piece that could not be written is an error even if a later whole write would work:
        // `out` then holds only the bytes after the last piece.
        if let failure, stream == nil { throw WriteFailure(path: live(OutputNames.manifest), reason: failure.reason) }
        guard let open = stream else { return try put(OutputNames.manifest, out) }
        do throws(FileSystemError) {
            if let failure { throw failure }
            if !out.isEmpty { try open.write(out) }
        } catch {
            try? open.close()
            throw WriteFailure(path: live(OutputNames.manifest), reason: error.reason)
        }
        do {
            try open.close()
        } catch {
            throw WriteFailure(path: live(OutputNames.manifest), reason: error.reason)
        }
        staged.insert(OutputNames.manifest)
        newSpare?.add(OutputNames.manifest)
    }
}
