#!/usr/bin/env python3
"""Generate Sources/FormcCore/Text/EastAsianWidthTable.swift from EastAsianWidth.txt.

The table lists every code point whose East_Asian_Width is W (Wide) or F (Fullwidth),
as sorted, merged, non-overlapping closed ranges. It includes the unassigned code points
that UAX #11 gives a default of W (CJK ideograph blocks, planes 2 and 3), so ideographs
added after this Unicode version are still two cells wide.

Input is the copy of EastAsianWidth.txt kept with the tests, so the table, the file the
tests check it against and the generator always agree:

    python3 scripts/generate-width-tables.py            # rewrite the Swift table
    python3 scripts/generate-width-tables.py --check    # exit 1 if it is out of date (CI)

For a newer Unicode, replace Tests/FormcCoreTests/Fixtures/unicode/EastAsianWidth.txt and
emoji-test.txt with that version's files (Debian's `unicode-data` package installs them in
/usr/share/unicode/ and /usr/share/unicode/emoji/), then run the script and the tests.

Only the Python standard library is used.
"""

import argparse
import os
import re
import sys

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_INPUT = os.path.join(REPO_ROOT, "Tests", "FormcCoreTests", "Fixtures", "unicode", "EastAsianWidth.txt")
DEFAULT_OUTPUT = os.path.join(REPO_ROOT, "Sources", "FormcCore", "Text", "EastAsianWidthTable.swift")
SCRIPT_NAME = "scripts/generate-width-tables.py"
MAX_CODE_POINT = 0x10FFFF
WIDE_VALUES = {"W", "F"}

RANGE_RE = re.compile(r"^([0-9A-Fa-f]{4,6})(?:\.\.([0-9A-Fa-f]{4,6}))?$")
MISSING_RE = re.compile(r"^#\s*@missing:\s*([0-9A-Fa-f.]+)\s*;\s*(\w+)")
COMMENT_RANGE_RE = re.compile(r"U\+([0-9A-Fa-f]{4,6})\.\.U\+([0-9A-Fa-f]{4,6})")
VERSION_RE = re.compile(r"^#\s*EastAsianWidth-(\d+\.\d+\.\d+)\.txt")


def parse_range(text, line_number):
    match = RANGE_RE.match(text.strip())
    if not match:
        raise SystemExit(f"line {line_number}: cannot parse code point range {text!r}")
    start = int(match.group(1), 16)
    end = int(match.group(2), 16) if match.group(2) else start
    if start > end or end > MAX_CODE_POINT:
        raise SystemExit(f"line {line_number}: invalid range {text!r}")
    return start, end


def parse(path):
    """Returns (unicode_version, list of closed (start, end) ranges that are W or F)."""
    wide = bytearray(MAX_CODE_POINT + 1)  # 0 = not wide, 1 = wide
    version = None
    in_default_w_comment = False
    explicit_lines = 0

    with open(path, encoding="utf-8") as handle:
        lines = handle.read().splitlines()

    # Pass 1: defaults. Newer files state them as `# @missing:` lines; 15.0 and
    # earlier spell the default-W blocks out in the header comment.
    for number, line in enumerate(lines, start=1):
        if version is None:
            version_match = VERSION_RE.match(line)
            if version_match:
                version = version_match.group(1)
        missing = MISSING_RE.match(line)
        if missing:
            start, end = parse_range(missing.group(1), number)
            value = 1 if missing.group(2) in WIDE_VALUES else 0
            wide[start:end + 1] = bytes([value]) * (end - start + 1)
            continue
        if not line.startswith("#"):
            in_default_w_comment = False
            continue
        if 'default to "W"' in line:
            in_default_w_comment = True
            continue
        if in_default_w_comment:
            comment_range = COMMENT_RANGE_RE.search(line)
            if comment_range:
                start = int(comment_range.group(1), 16)
                end = int(comment_range.group(2), 16)
                wide[start:end + 1] = b"\x01" * (end - start + 1)
            elif not line.strip("# ").startswith(("Plane", "CJK", "outside")) and "U+" not in line:
                in_default_w_comment = False

    # Pass 2: explicit assignments override the defaults.
    for number, line in enumerate(lines, start=1):
        data = line.split("#", 1)[0].strip()
        if not data:
            continue
        fields = [field.strip() for field in data.split(";")]
        if len(fields) != 2:
            raise SystemExit(f"line {number}: expected two fields, got {line!r}")
        start, end = parse_range(fields[0], number)
        value = 1 if fields[1] in WIDE_VALUES else 0
        wide[start:end + 1] = bytes([value]) * (end - start + 1)
        explicit_lines += 1

    if version is None:
        raise SystemExit(f"{path}: no '# EastAsianWidth-X.Y.Z.txt' header line; is this the right file?")
    if explicit_lines < 1000:
        raise SystemExit(f"{path}: only {explicit_lines} data lines; file looks truncated")

    ranges = []
    code_point = 0
    while code_point <= MAX_CODE_POINT:
        if wide[code_point]:
            start = code_point
            while code_point + 1 <= MAX_CODE_POINT and wide[code_point + 1]:
                code_point += 1
            ranges.append((start, code_point))
        code_point += 1
    return version, ranges


def render(version, ranges, input_path):
    wide_count = sum(end - start + 1 for start, end in ranges)
    out = []
    out.append("// GENERATED FILE. DO NOT EDIT BY HAND.")
    out.append(f"// Generated by {SCRIPT_NAME}")
    out.append(f"// from {input_path}")
    out.append(f"// (EastAsianWidth-{version}.txt, Unicode {version}). Regenerate with:")
    out.append(f"//     python3 {SCRIPT_NAME}")
    out.append("")
    out.append("/// East_Asian_Width W (Wide) and F (Fullwidth) code points, including the unassigned")
    out.append("/// code points that UAX #11 defaults to W (CJK ideograph blocks, planes 2 and 3).")
    out.append("enum EastAsianWidthTable {")
    out.append("    /// The Unicode version of the source EastAsianWidth.txt.")
    out.append(f'    static let unicodeVersion = "{version}"')
    out.append("")
    out.append(f"    /// {len(ranges)} sorted, disjoint, non-adjacent closed ranges ({wide_count} code points),")
    out.append("    /// flattened as `[start0, end0, start1, end1, ...]` for binary search.")
    out.append("    static let wideRanges: [UInt32] = [")
    per_line = 4
    for index in range(0, len(ranges), per_line):
        chunk = ranges[index:index + per_line]
        cells = " ".join(f"0x{start:05X}, 0x{end:05X}," for start, end in chunk)
        out.append(f"        {cells}")
    out.append("    ]")
    out.append("}")
    out.append("")
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--input", default=DEFAULT_INPUT, help=f"EastAsianWidth.txt (default: {DEFAULT_INPUT})")
    parser.add_argument("--output", default=DEFAULT_OUTPUT, help="Swift file to write")
    parser.add_argument("--check", action="store_true", help="do not write; exit 1 if the output is out of date")
    args = parser.parse_args()

    if not os.path.exists(args.input):
        raise SystemExit(f"{args.input} not found")

    version, ranges = parse(args.input)
    shown = os.path.relpath(os.path.abspath(args.input), REPO_ROOT)
    text = render(version, ranges, args.input if shown.startswith("..") else shown)

    if args.check:
        try:
            with open(args.output, encoding="utf-8") as handle:
                current = handle.read()
        except FileNotFoundError:
            current = None
        if current != text:
            print(f"{args.output} is out of date; run python3 {SCRIPT_NAME}", file=sys.stderr)
            return 1
        print(f"{args.output} is up to date (Unicode {version}, {len(ranges)} ranges)")
        return 0

    with open(args.output, "w", encoding="utf-8") as handle:
        handle.write(text)
    print(f"wrote {args.output}: Unicode {version}, {len(ranges)} ranges")
    return 0


if __name__ == "__main__":
    sys.exit(main())
