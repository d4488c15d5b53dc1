#!/usr/bin/env python3
"""The layer check: every target imports exactly the package targets Package.swift declares.

Reads Package.swift and every `import` in each target's folder (Sources/<target>, or
Tests/<target> for a test target, or the target's `path:`), and fails (exit 1) when
  - a file imports a target of the package that its own target does not declare, or
  - a target declares a dependency on a target of the package that none of its files imports.
Then prints the graph of the package's targets, the pipeline first (CONTRIBUTING shows it).
Imports of modules outside the package (Foundation, Testing, Glibc, ...) are not judged.

Usage: scripts/check-layers.py [--root DIR] [--quiet]
"""
import os
import re
import sys

TARGET = re.compile(
    r'\.(target|testTarget|executableTarget|systemLibrary|plugin)\(\s*name:\s*"([^"]+)"(.*?)\)\s*(?:,\s*$|\n)',
    re.S | re.M)
DEPENDENCIES = re.compile(r'dependencies:\s*\[(.*?)\]', re.S)
PATH = re.compile(r'path:\s*"([^"]+)"')
IMPORT = re.compile(r'^\s*(?:@testable\s+|@_implementationOnly\s+|(?:public|package|internal|private|fileprivate)\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)', re.M)


def targets(package_text):
    """name -> (kind, declared dependencies, folder)."""
    found = {}
    for match in TARGET.finditer(package_text):
        kind, name, rest = match.group(1), match.group(2), match.group(3)
        deps = DEPENDENCIES.search(rest)
        declared = re.findall(r'"([^"]+)"', deps.group(1)) if deps else []
        path = PATH.search(rest)
        folder = path.group(1) if path else ("Tests/" if kind == "testTarget" else "Plugins/" if kind == "plugin" else "Sources/") + name
        found[name] = (kind, declared, folder)
    return found


def imports(root, folder):
    """module -> first file:line that imports it, for the Swift files under folder."""
    seen = {}
    base = os.path.join(root, folder)
    for directory, subfolders, files in os.walk(base):
        subfolders.sort()
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(directory, name)
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
            # Block comments and strings (a generated file's text) hold no imports of the target.
            # (Each replaced by its line breaks alone, so the lines after keep their numbers.)
            keep_lines = lambda m: "\n" * m.group(0).count("\n")
            text = re.sub(r'/\*.*?\*/', keep_lines, text, flags=re.S)
            text = re.sub(r'"""(.*?)"""', keep_lines, text, flags=re.S)
            for match in IMPORT.finditer(text):
                line = text.count("\n", 0, match.start()) + 1
                seen.setdefault(match.group(1), f"{os.path.relpath(path, root)}:{line}")
    return seen


def main(argv):
    root = "."
    quiet = False
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg == "--root" and args:
            root = args.pop(0)
        elif arg == "--quiet":
            quiet = True
        else:
            print(__doc__.strip(), file=sys.stderr)
            return 2
    with open(os.path.join(root, "Package.swift"), encoding="utf-8") as handle:
        declared = targets(handle.read())
    if not declared:
        print("check-layers: no targets found in Package.swift", file=sys.stderr)
        return 2
    problems = []
    for name, (kind, deps, folder) in sorted(declared.items()):
        if kind == "systemLibrary":
            continue
        if not os.path.isdir(os.path.join(root, folder)):
            problems.append(f"{name}: its folder {folder} does not exist")
            continue
        used = imports(root, folder)
        for module, place in sorted(used.items(), key=lambda item: item[1]):
            if module in declared and module != name and module not in deps:
                problems.append(f"{place}: {name} imports {module}, which Package.swift does not declare as its dependency")
        for dep in deps:
            # A plugin runs its dependencies (tools); it imports none of them.
            if kind != "plugin" and dep in declared and dep not in used:
                problems.append(f"{name}: declares {dep} but no file of {folder} imports it")
    if problems:
        for problem in problems:
            print("check-layers: " + problem, file=sys.stderr)
        print(f"check-layers: {len(problems)} problem(s); imports and Package.swift must agree", file=sys.stderr)
        return 1
    if not quiet:
        print_graph(declared)
    return 0


def print_graph(declared):
    """Each library and executable target with the package targets it depends on, in
    dependency order (a target after everything it imports)."""
    order, placed = [], set()
    sources = {n: v for n, v in declared.items() if v[0] in ("target", "executableTarget", "systemLibrary")}
    while len(order) < len(sources):
        # In Package.swift's order, among those whose dependencies are placed.
        ready = [n for n, (_, deps, _) in sources.items()
                 if n not in placed and all(d in placed or d not in sources for d in deps)]
        if not ready:
            order += sorted(set(sources) - placed)
            break
        # One at a time, so the order reads as the pipeline.
        order.append(ready[0])
        placed.add(ready[0])
    width = max(len(n) for n in order)
    print("The targets, each after every target it imports:")
    for name in order:
        deps = [d for d in sources[name][1] if d in declared]
        print(f"  {name.ljust(width)}  ← {', '.join(deps) if deps else '(nothing of the package)'}")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
