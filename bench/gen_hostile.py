#!/usr/bin/env python3
"""Writes one spec of a hostile shape: a single dimension (detents, options, sections, …)
grown to N items, everything else small. Each shape is valid unless its name says otherwise,
and stays under the loader's limits (4 MiB, 10,000 alias-expanded nodes).

usage: gen_hostile.py SHAPE N OUT      (SHAPE "list" prints the shapes)
       gen_hostile.py SHAPE --bytes B OUT   (the largest N whose file is at most B bytes)
"""
import argparse
import sys

HEAD = "formc: 1\nscreen: hostile\ntitle: 큰 화면 🐶\n"
FIELD = "fields:\n  - id: f\n    type: choice\n    layout: list\n    options: [가, 나]\n"
ACTIONS = "actions:\n  - { id: apply, title: 완료, role: submit }\n"


def detents(n, last="d{n}"):
    lines = ["sheet:", "  detents:"]
    lines += [f"    - {{ id: d{i}, fraction: {i / (n + 1):.6f} }}" for i in range(1, n + 1)]
    name = last.format(n=n)
    lines += [f"  initial-detent: d{n}", "  backdrop:", f"    undimmed-through: {name}"]
    return HEAD + "\n".join(lines) + "\n" + FIELD + ACTIONS


def options(n):
    items = "\n".join(f"      - {{ id: o{i}, title: 선택 {i} }}" for i in range(n))
    return HEAD + f"fields:\n  - id: f\n    type: choice\n    layout: flow\n    options:\n{items}\n    initial: o{n - 1}\n" + ACTIONS


def initial(n):
    items = "\n".join(f"      - o{i}" for i in range(n))
    chosen = ", ".join(f"o{i}" for i in range(n))
    return HEAD + (f"fields:\n  - id: f\n    type: multi-choice\n    layout: grid\n    columns: 3\n"
                   f"    options:\n{items}\n    initial: [{chosen}]\n") + ACTIONS


def sections(n):
    items = "\n".join(f"      - title: 묶음 {i}\n        options: [a{i}, b{i}]" for i in range(n))
    return HEAD + f"fields:\n  - id: f\n    type: multi-choice\n    sections:\n{items}\n    initial: [b{n - 1}]\n" + ACTIONS


def fields(n):
    items = "\n".join(f"  - {{ id: f{i}, type: choice, layout: flow, options: [x{i}, y{i}], initial: y{i} }}" for i in range(n))
    return HEAD + "fields:\n" + items + "\n" + ACTIONS


def actions(n):
    items = "\n".join(f"  - {{ id: a{i}, title: 버튼 {i} }}" for i in range(n - 1))
    return HEAD + FIELD + "actions:\n" + items + "\n  - { id: apply, title: 완료, role: submit }\n"


def tabs(n):
    items = "\n".join(f"    - {{ id: t{i}, title: 탭 {i}, icon: star }}" for i in range(n))
    return HEAD + FIELD + ACTIONS + f"tab-bar:\n  items:\n{items}\n  selected: t{n - 1}\n"


def aliases(n):
    # Each option is anchored and named again by alias in `initial`; the expansion stays
    # under the 10,000-node limit for n below it.
    items = "\n".join(f"      - &o{i} o{i}" for i in range(n))
    chosen = ", ".join(f"*o{i}" for i in range(n))
    return HEAD + (f"fields:\n  - id: f\n    type: multi-choice\n    layout: flow\n"
                   f"    options:\n{items}\n    initial: [{chosen}]\n") + ACTIONS


def title(n):
    words = " ".join(f"낱말{i % 10}🐶" for i in range(n))
    return (f"formc: 1\nscreen: hostile\ntitle: \"{words}\"\n"
            f"fields:\n  - id: f\n    type: choice\n    label: \"{words}\"\n    layout: flow\n"
            f"    options:\n      - {{ id: a, title: \"{words}\" }}\n      - b\n") + ACTIONS


def titles(n):
    # Many options with long titles that wrap in a flow layout.
    words = " ".join(f"낱말{i}" for i in range(40))
    items = "\n".join(f"      - {{ id: o{i}, title: \"{i} {words}\" }}" for i in range(n))
    return HEAD + f"fields:\n  - id: f\n    type: choice\n    layout: flow\n    options:\n{items}\n" + ACTIONS


def documents(n):
    return "".join(f"---\nformc: 1\nscreen: s{i}\n" + FIELD + ACTIONS for i in range(n))


# Invalid shapes: many diagnostics (and notes) from one file.
def duplicates(n):
    items = "\n".join("      - same" for _ in range(n))
    return HEAD + f"fields:\n  - id: f\n    type: choice\n    layout: flow\n    options:\n{items}\n" + ACTIONS


def unknown_keys(n):
    items = "\n".join(f"    colour{i}: red" for i in range(n))
    return HEAD + "fields:\n  - id: f\n    type: choice\n    options: [a, b]\n" + items + "\n" + ACTIONS


def missing_detent(n):
    return detents(n, last="nowhere")


def bad_initial(n):
    chosen = ", ".join(f"z{i}" for i in range(n))
    return HEAD + f"fields:\n  - id: f\n    type: multi-choice\n    options: [a, b]\n    initial: [{chosen}]\n" + ACTIONS


SHAPES = {
    "detents": detents, "options": options, "initial": initial, "sections": sections, "fields": fields,
    "actions": actions, "tabs": tabs, "aliases": aliases, "title": title, "titles": titles,
    "documents": documents, "duplicates": duplicates, "unknown-keys": unknown_keys,
    "missing-detent": missing_detent, "bad-initial": bad_initial,
}
# Shapes whose spec is valid (lint exits 0 or with warnings only).
VALID = ["detents", "options", "initial", "sections", "fields", "actions", "tabs", "aliases", "title", "titles", "documents"]


def largest(shape, limit):
    """The largest n whose file is at most `limit` bytes (aliases stay under the node limit)."""
    low, high = 1, 2
    cap = 9000 if shape == "aliases" else 1 << 30
    while high < cap and len(SHAPES[shape](high).encode()) <= limit:
        low, high = high, high * 2
    high = min(high, cap)
    while low + 1 < high:
        mid = (low + high) // 2
        if len(SHAPES[shape](mid).encode()) <= limit:
            low = mid
        else:
            high = mid
    return low


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("shape")
    ap.add_argument("rest", nargs="*", help="N OUT, or OUT with --bytes")
    ap.add_argument("--bytes", type=int)
    args = ap.parse_intermixed_args()
    if args.shape == "list":
        print("\n".join(SHAPES))
        return
    if args.shape not in SHAPES:
        sys.exit(f"unknown shape {args.shape}; one of {', '.join(SHAPES)}")
    if args.bytes is not None and len(args.rest) == 1:
        n, out = largest(args.shape, args.bytes), args.rest[0]
    elif args.bytes is None and len(args.rest) == 2:
        n, out = int(args.rest[0]), args.rest[1]
    else:
        sys.exit(__doc__)
    with open(out, "w", encoding="utf-8") as f:
        f.write(SHAPES[args.shape](n))
    print(n)


if __name__ == "__main__":
    main()
