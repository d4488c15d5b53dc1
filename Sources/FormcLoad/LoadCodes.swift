import FormcCore

extension Loader {
    /// The codes of reading and parsing a file (E100–E104), and E202, a value of the wrong
    /// type, which a merge key's value is already at this stage (the decoder reports it too).
    public static let codes: [DiagnosticCode] = [.E100, .E101, .E102, .E103, .E104, .E202]
}

extension DiagnosticCode {
    public static let E100 = DiagnosticCode(
        "E100", .error,
        summary: "file cannot be read",
        explanation: Explanation(
            meaning: """
            formc could not read a file it found or was asked to check: the process may not read it, \
            it is a broken symbolic link or a FIFO, or it went away while the run read it. Nothing in \
            the file is checked, and the run goes on with the others. (A PATH named on the command \
            line that does not exist is a usage error, exit 2, not E100.)
            """,
            described: """
            $ formc lint specs/
            specs/category.yaml:1:1: error[E100]: cannot read 'specs/category.yaml': Permission denied
              = help: check that the file exists and is readable
            """,
            producedBy: "FormcLoadTests/LoadErrorTests.swift/unreadableAndMissingFilesAreE100",
            fix: """
            Make the file readable by the user that runs formc, fix or remove a broken link, or \
            rename a file that is not a spec so that it does not end in .yaml or .yml.
            """,
            fixed: "$ chmod a+r specs/category.yaml\n$ formc lint specs/"))

    public static let E101 = DiagnosticCode(
        "E101", .error,
        summary: "YAML syntax error",
        explanation: Explanation(
            meaning: """
            The file is not valid YAML. The message is libyaml's, at the position where it stopped; the \
            mistake is often just before it (an unclosed bracket or quote, a bad indent, a tab used \
            for indentation, an alias to an anchor that is not defined).
            """,
            example: """
            formc: 1
            screen: travel-category
            fields:
              - { id: category, type: choice, options: [pet, lover }
            """,
            fix: "Close what was opened, indent with spaces, and define anchors before their aliases.",
            fixed: """
            formc: 1
            screen: travel-category
            fields:
              - { id: category, type: choice, commit: on-select, options: [pet, lover] }
            """))

    /// Its page describes its input instead of holding a spec: an example is a `String`, which
    /// cannot hold bytes that are not UTF-8, so no example text can produce E102. The test it
    /// names does (`DiagnosticRegistryTests` checks that the test exists).
    public static let E102 = DiagnosticCode(
        "E102", .error,
        summary: "input is not UTF-8",
        explanation: Explanation(
            meaning: """
            The file is not UTF-8: a byte sequence in it is not valid UTF-8, typically because the file \
            was saved in a legacy encoding (EUC-KR, Shift_JIS, Latin-1). formc reads UTF-8 only; a \
            UTF-8 byte order mark is accepted.
            """,
            described: "A spec whose Korean titles were saved in EUC-KR: the byte 0xBF where UTF-8 expects a lead byte.",
            producedBy: "FormcLoadTests/LoadErrorTests.swift/invalidUTF8PointsAtTheByte",
            fix: "Save the file as UTF-8 (with or without a BOM), for example with `iconv -f EUC-KR -t UTF-8`.",
            fixed: nil))

    public static let E103 = DiagnosticCode(
        "E103", .error,
        summary: "duplicate key in a mapping",
        explanation: Explanation(
            meaning: """
            A mapping has the same key twice. Many YAML tools silently keep the last one, so half of \
            what was written is ignored; formc reports the second key, with the first as a note.
            """,
            example: """
            formc: 1
            screen: s
            sheet:
              grabber: true
              grabber: false
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """,
            fix: "Remove one of the two keys, or rename it if another key was meant.",
            fixed: """
            formc: 1
            screen: s
            sheet:
              grabber: true
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """))

    public static let E104 = DiagnosticCode(
        "E104", .error,
        summary: "alias expansion or nesting over the limit",
        explanation: Explanation(
            meaning: """
            The input is over one of formc's limits: a file over 4 MiB, nesting deeper than 64 levels, \
            or more than 10,000 nodes produced by aliases in one document (the "billion laughs" \
            attack). formc stops reading the file at once rather than hang or run out of memory.
            """,
            example: """
            a: &a [x, x, x, x, x, x, x, x, x, x]
            b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
            c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
            d: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
            """,
            fix: """
            Real specs are far below these limits: split very large files into one screen per file, \
            and do not nest aliases of aliases.
            """,
            fixed: nil))

    public static let E202 = DiagnosticCode(
        "E202", .error,
        summary: "wrong type",
        explanation: Explanation(
            meaning: """
            A value has the wrong type: a list where a string belongs, a string where a number belongs, \
            an empty value, or a boolean that is not `true` or `false`. formc types every value by its \
            key and never guesses: `yes`, `on` and `True` are not booleans, and a quoted "16" is a \
            string, not a number. The message names what was expected and what was found.
            """,
            example: """
            formc: 1
            screen: s
            sheet:
              grabber: yes
              corner-radius: "16"
            fields:
              - { id: f, type: choice, commit: on-select, options: a, b }
            """,
            fix: "Write the value in the expected type: `true`/`false`, an unquoted number, a list in brackets.",
            fixed: """
            formc: 1
            screen: s
            sheet:
              grabber: true
              corner-radius: 16
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """))
}
