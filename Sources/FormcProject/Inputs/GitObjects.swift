/// One entry of `git ls-tree -r -z`: a file, a symbolic link or a submodule of a revision.
struct GitTreeEntry: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// A blob with mode 100644 or 100755 (or the old 100664).
        case file
        /// A blob with mode 120000: its content is where the link points.
        case symbolicLink
        /// A commit entry (mode 160000): a submodule, whose files are in another repository.
        case submodule
    }

    var kind: Kind
    /// The object name (hex).
    var object: String
    /// The path from the top of the repository, as the raw bytes git stores (a name need not
    /// be UTF-8; `-z` leaves it unquoted).
    var path: [UInt8]

    /// The path as text (bytes that are not UTF-8 become U+FFFD, as directory listings do).
    var pathText: String { String(decoding: path, as: UTF8.self) }
}

/// Reads what `git ls-tree -z` and `git cat-file --batch` print; nil when the text is not
/// what git prints (the caller reports git's output as unexpected).
package enum GitObjects {
    /// `<mode> SP <type> SP <object> TAB <path> NUL`, repeated. Entries of other modes (a tree,
    /// which `-r` does not list) are left out.
    static func treeEntries(_ output: [UInt8]) -> [GitTreeEntry]? {
        var entries: [GitTreeEntry] = []
        for record in output.split(separator: 0, omittingEmptySubsequences: true) {
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { return nil }
            let fields = record[record.startIndex..<tab].split(separator: UInt8(ascii: " "))
            guard fields.count == 3 else { return nil }
            let mode = String(decoding: fields[0], as: UTF8.self)
            let kind: GitTreeEntry.Kind
            switch mode {
            case "100644", "100755", "100664": kind = .file
            case "120000": kind = .symbolicLink
            case "160000": kind = .submodule
            default: continue
            }
            entries.append(GitTreeEntry(kind: kind, object: String(decoding: fields[2], as: UTF8.self),
                                        path: Array(record[(tab + 1)...])))
        }
        return entries
    }

    /// The request for `git cat-file --batch`: one object name a line.
    static func batchRequest(_ objects: [String]) -> [UInt8] {
        Array(objects.map { $0 + "\n" }.joined().utf8)
    }

    /// `<object> SP blob SP <size> LF <contents> LF`, once per requested object, in order; an
    /// object that is missing (`<object> missing LF`) or not a blob makes the answer nil.
    static func batchContents(_ output: [UInt8], requested: [String]) -> [String: [UInt8]]? {
        var contents: [String: [UInt8]] = [:]
        var index = output.startIndex
        for object in requested {
            guard let end = output[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            let header = output[index..<end].split(separator: UInt8(ascii: " "))
            guard header.count == 3, String(decoding: header[0], as: UTF8.self) == object,
                  String(decoding: header[1], as: UTF8.self) == "blob",
                  let size = Int(String(decoding: header[2], as: UTF8.self)), size >= 0 else { return nil }
            let start = end + 1
            // The contents, then the newline that ends every answer.
            guard output.endIndex - start > size, output[start + size] == UInt8(ascii: "\n") else { return nil }
            contents[object] = Array(output[start..<(start + size)])
            index = start + size + 1
        }
        return index == output.endIndex ? contents : nil
    }
}
