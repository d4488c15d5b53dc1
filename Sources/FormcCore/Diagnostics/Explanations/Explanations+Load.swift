extension Explanation {
    static let e100 = Explanation(
        .E100,
        meaning: """
        formc could not read a file it was asked to check: it does not exist, it is a directory \
        where a file was expected, or the process may not read it. Nothing in the file is checked.
        """,
        example: """
        $ formc lint specs/ctegory.yaml
        specs/ctegory.yaml:1:1: error[E100]: cannot read 'specs/ctegory.yaml': No such file or directory
          = help: check the path
        """,
        exampleIsSpec: false,
        fix: """
        Check the path (a typo, a file not yet checked out) and the file's permissions. Pass a \
        directory to check every .yaml and .yml file below it.
        """,
        fixed: "$ formc lint specs/category.yaml")

    static let e101 = Explanation(
        .E101,
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
        """)

    static let e102 = Explanation(
        .E102,
        meaning: """
        The file is not UTF-8: a byte sequence in it is not valid UTF-8, typically because the file \
        was saved in a legacy encoding (EUC-KR, Shift_JIS, Latin-1). formc reads UTF-8 only; a \
        UTF-8 byte order mark is accepted.
        """,
        example: "A spec whose Korean titles were saved in EUC-KR: the byte 0xBF where UTF-8 expects a lead byte.",
        exampleIsSpec: false,
        fix: "Save the file as UTF-8 (with or without a BOM), for example with `iconv -f EUC-KR -t UTF-8`.",
        fixed: nil)

    static let e103 = Explanation(
        .E103,
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
        """)

    static let e104 = Explanation(
        .E104,
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
        fixed: nil)
}
