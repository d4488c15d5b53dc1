"""Reads the widths the probe measured: each mockup's lines must all be equally wide, and the
measured frames must include Korean, a ZWJ sequence and a combining mark."""
import html
import json
import re
import sys

dom = open(sys.argv[1], encoding="utf-8").read()
found = re.search(r'<pre id="widths">(.*?)</pre>', dom, re.S)
if not found:
    sys.exit("review-print: the probe measured nothing")
frames = json.loads(html.unescape(found.group(1)))
if not frames:
    sys.exit("review-print: no mockup on the page")
text = "".join(line for frame in frames for _, line in frame)
for what, pattern in [("Korean", "[\uac00-\ud7a3]"), ("a ZWJ sequence", "\u200d"), ("a combining mark", "[\u0300-\u036f]")]:
    if not re.search(pattern, text):
        sys.exit(f"review-print: the measured mockups hold no {what}")
# Layout rounds widths to 1/64 px, so lines built of different boxes may differ by a few
# hundredths of a pixel: allowed up to 0.1 px, a sixtieth of a column (6.4 px at 8 pt).
spread = 0.0
for index, frame in enumerate(frames):
    widths = [width for width, _ in frame]
    spread = max(spread, max(widths) - min(widths))
    if max(widths) - min(widths) > 0.1:
        worst = max(frame, key=lambda item: abs(item[0] - widths[0]))
        sys.exit(f"review-print: frame {index} lines are {min(widths)}..{max(widths)} px wide; e.g. {worst[1]!r}")
print(f"review-print: {len(frames)} frames, every line of each as wide as the others within {spread:.3f} px ({len(text)} characters measured)")
