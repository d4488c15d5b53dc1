#!/usr/bin/env python3
"""Checks the drawings of review pages as Chromium laid them out.

Usage: review_drawings.py PROBE_DOM LAYOUT_JSON [EXPECTED_FILLS_JSON]

PROBE_DOM is a page's DOM dumped after the probe script wrote, into <pre id="drawings">, for
every <figure class="drawing">: its device, detent, the bounding boxes (in the SVG's user
units, points) of its data-kind="screen" and data-kind="sheet" elements, and each option's id,
whether it is selected and its chip's computed fill. LAYOUT_JSON is `formc render --format json`
for the same screen and devices. Each sheet's height over its screen's must be the detent's
height over the device's height within 0.5 pt; with EXPECTED_FILLS_JSON ({option id: fill}, each
fill as the rgb()/rgba() string Chromium computes), every chip's fill must be the one the spec
gives it.
"""
import html
import json
import re
import sys

dom = open(sys.argv[1], encoding="utf-8").read()
match = re.search(r'<pre id="drawings">(.*?)</pre>', dom, re.S)
if not match:
    sys.exit("review-drawings: the probe wrote nothing")
drawings = json.loads(html.unescape(match.group(1)))
layouts = json.load(open(sys.argv[2], encoding="utf-8"))
fills = json.load(open(sys.argv[3], encoding="utf-8")) if len(sys.argv) > 3 else None

expected = {}
for layout in layouts:
    sheet = next(e for e in layout["elements"] if e["kind"] == "sheet")
    expected[(layout["device"], layout["detent"])] = sheet["frame"]["height"]

if len(drawings) != len(expected):
    sys.exit(f"review-drawings: {len(drawings)} drawings on the page, {len(expected)} layouts")
failures = []
chips = 0
for drawing in drawings:
    key = (drawing["device"], drawing["detent"])
    if key not in expected:
        failures.append(f"{key}: no such layout")
        continue
    screen, sheet = drawing["screen"], drawing["sheet"]
    # The detent's height over the device's height, against the sheet's over the screen's, in pt.
    device_height = screen["height"]
    drawn = sheet["height"] / screen["height"] * device_height
    if abs(drawn - expected[key]) > 0.5:
        failures.append(f"{key}: sheet {drawn:.2f} pt of {device_height} pt drawn, the layout says {expected[key]:.2f} pt")
    if abs(sheet["y"] + sheet["height"] - screen["height"]) > 0.5:
        failures.append(f"{key}: the sheet does not reach the screen's bottom edge")
    if fills:
        for option in drawing["options"]:
            want = fills.get(option["id"])
            chips += 1
            if option["fill"] != want:
                failures.append(f"{key}: option {option['id']} is filled {option['fill']}, the spec says {want}")
if failures:
    sys.exit("review-drawings:\n  " + "\n  ".join(failures))
print(f"review-drawings: {len(drawings)} drawings, each sheet at its detent's height within 0.5 pt"
      + (f", {chips} chips in the spec's fills" if fills else ""))
