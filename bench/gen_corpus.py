#!/usr/bin/env python3
"""Writes N varied, valid formc specs (about 40 lines each) into a directory, deterministically
from a seed: Korean titles with emoji, every field kind and layout, sections, tab bars,
popups and custom detents.

usage: gen_corpus.py N OUTDIR [--seed S]
"""
import argparse
import os
import random

WORDS = ["반려동물", "애인", "가족", "아이", "여행", "커피", "차", "알코올", "드라이브", "맛집", "산책",
         "뷰맛집", "개발", "데이터", "디자인", "마케팅", "경영", "전략", "커리어", "취업", "이직", "회사",
         "생활", "인간관계", "운동", "볼링", "독서", "음악", "영화", "사진", "요리", "캠핑"]
EMOJI = ["🐶", "💑", "👫", "👶", "🛫", "☕️", "🫖", "🚗", "🥘", "🌲", "🌇", "💼", "🌈", "🚀", "🇰🇷",
         "👍🏽", "👨‍👩‍👧", "1️⃣", "❤️", "✨"]


def title(rng, words=2):
    parts = [rng.choice(WORDS) for _ in range(rng.randint(1, words))]
    text = " ".join(parts)
    if rng.random() < 0.7:
        text += " " + rng.choice(EMOJI)
    return text


def quoted(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def options(rng, count, used, short=False):
    out = []
    for _ in range(count):
        while True:
            t = rng.choice(WORDS) + (str(rng.randint(1, 99)) if short else "") if short else title(rng)
            if t not in used:
                used.add(t)
                break
        out.append(t)
    return out


def spec(i, rng):
    lines = ["formc: 1", f"screen: screen-{i:05d}", f"title: {quoted(title(rng, 3) + ' 선택')}",
             f"description: Generated screen {i} for the benchmark."]
    popup = rng.random() < 0.2
    lines.append("sheet:")
    if popup:
        lines += ["  presentation: popup", "  corner-radius: 10", "  backdrop:", "    dim: 0.5", "    tap: dismiss",
                  "  dismiss:", "    close-button: true"]
    else:
        kind = rng.randrange(3)
        if kind == 0:
            lines += ["  detents: [medium, large]", "  initial-detent: large"]
        elif kind == 1:
            lines += ["  detents:", "    - { id: peek, height: 140 }", "    - medium", "    - large",
                      "  initial-detent: large", "  backdrop:", "    undimmed-through: medium"]
        else:
            lines += ["  detents: [fit]", "  max-height: 0.9", "  corner-radius: 16", "  backdrop:", "    dim: 0.5"]
        lines.append("  grabber: true")
    lines.append("fields:")
    used = set()
    field_count = rng.randint(1, 2)
    for f in range(field_count):
        multi = rng.random() < 0.5
        # Two list fields would not fit a landscape sheet with its button (W502).
        layout = "grid" if popup else rng.choice(["flow", "grid"] if field_count > 1 else ["flow", "grid", "list"])
        lines += [f"  - id: field_{f}", f"    type: {'multi-choice' if multi else 'choice'}",
                  f"    label: {quoted(title(rng))}", f"    layout: {layout}"]
        if layout == "grid":
            lines.append("    columns: 2")
        if popup:
            lines.append("    commit: on-select")
        if multi and rng.random() < 0.5:
            first = options(rng, rng.randint(2, 4), used, short=layout == "grid")
            second = options(rng, rng.randint(2, 5), used, short=layout == "grid")
            lines += ["    min: 1", "    max: 3", "    sections:",
                      f"      - title: {quoted('💼' + title(rng))}",
                      "        options: [" + ", ".join(quoted(o) for o in first) + "]",
                      f"      - title: {quoted('🌈' + title(rng))}",
                      "        options: [" + ", ".join(quoted(o) for o in second) + "]",
                      f"    initial: [{quoted(first[0])}]"]
        else:
            opts = options(rng, rng.randint(3, 5 if field_count > 1 else 7), used, short=layout == "grid")
            lines.append("    options:")
            for n, o in enumerate(opts):
                if n == 0:
                    lines.append(f"      - {{ id: opt-{n}, title: {quoted(o)} }}")
                else:
                    lines.append(f"      - {quoted(o)}")
            if multi:
                lines.append(f"    initial: [{quoted(opts[1])}]")
            else:
                lines.append("    initial: opt-0")
    if not popup:
        lines += ["actions:", "  - { id: apply, title: 선택 완료, role: submit }"]
    if not popup and rng.random() < 0.3:
        lines += ["tab-bar:", "  items:", "    - { id: home, title: 홈, icon: house }",
                  "    - { id: place, title: 플레이스, icon: star }",
                  "    - { id: my, title: 마이, icon: person }", "  selected: place"]
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("n", type=int)
    parser.add_argument("outdir")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(args.outdir, exist_ok=True)
    for i in range(args.n):
        # Spread over subdirectories so no directory gets huge.
        sub = os.path.join(args.outdir, f"d{i // 500:03d}")
        os.makedirs(sub, exist_ok=True)
        with open(os.path.join(sub, f"spec-{i:05d}.yaml"), "w", encoding="utf-8") as f:
            f.write(spec(i, rng))


if __name__ == "__main__":
    main()
