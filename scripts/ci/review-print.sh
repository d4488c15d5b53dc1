#!/usr/bin/env bash
# The printable review in a real browser: builds the example specs and a spec whose titles
# try to inject markup (with Korean, ZWJ emoji and combining marks), then with headless
# Chromium prints every screen's page to PDF on A4 and on Letter and checks that each is one
# page with the screen's title on it (pdftotext), that the pages joined (pdfunite) are one
# screen per page in order, takes a screenshot of one page, and reads the drawings from the DOM:
# each sheet, relative to its screen, is its detent's height over the device's (within 0.5 pt).
set -euo pipefail
cd "$(dirname "$0")/../.."
formc=${FORMC:-.build/debug/formc}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
out=$work/out
keep=${REVIEW_PRINT_KEEP:-}   # a folder to keep the PDFs and the screenshot in

fixtures=Tests/FormcReviewTests/Fixtures/review
"$formc" build specs "$fixtures/markup.yaml" "$fixtures/colors.yaml" --out "$out" >/dev/null

chrome() {
  # No network: every host resolves nowhere, so a page that needed one would show it.
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
    --user-data-dir="$work/profile" --host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE localhost" "$@" 2>/dev/null
}

# Screens in the order of the contents.
mapfile -t pages < <(grep -o 'href="[a-z][a-z0-9-]*\.review\.html"' "$out/index.html" | sed 's/^href="//; s/"$//')
((${#pages[@]} == 9)) || { echo "review-print: expected 9 screen pages in index.html, found ${#pages[@]}"; exit 1; }

for paper in A4 letter; do
  pdfs=()
  for page in "${pages[@]}"; do
    sized=$work/$paper-$page
    sed "s|</head>|<style>@page { size: $paper; }</style></head>|" "$out/$page" > "$sized"
    chrome --no-pdf-header-footer --print-to-pdf="$sized.pdf" "file://$sized" >/dev/null
    count=$(pdfinfo "$sized.pdf" | awk '/^Pages:/ { print $2 }')
    if [[ $count != 1 ]]; then echo "review-print: $page prints on $count pages on $paper, not 1"; exit 1; fi
    pdfs+=("$sized.pdf")
  done
  pdfunite "${pdfs[@]}" "$work/$paper.pdf"
  python3 scripts/ci/review_titles.py "$out" "$work/$paper.pdf" "${pages[@]}"
  echo "review-print: $paper: ${#pages[@]} screens on ${#pages[@]} pages, each title on its page"
done

# review.html, the whole review in one document: one printed page per screen, in the order of
# the contents, each screen's id on its page.
for paper in A4 letter; do
  sized=$work/$paper-review.html
  sed "s|</head>|<style>@page { size: $paper; }</style></head>|" "$out/review.html" > "$sized"
  chrome --no-pdf-header-footer --print-to-pdf="$sized.pdf" "file://$sized" >/dev/null
  python3 - "$sized.pdf" "${pages[@]}" <<'PY'
import re, subprocess, sys
pdf, pages = sys.argv[1], sys.argv[2:]
ids = [page[: -len(".review.html")] for page in pages]
count = int(re.search(r"^Pages:\s+(\d+)", subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout, re.M).group(1))
if count != len(ids):
    sys.exit(f"review-print: review.html prints on {count} pages for {len(ids)} screens")
for number, screen in enumerate(ids, start=1):
    text = subprocess.run(["pdftotext", "-f", str(number), "-l", str(number), "-enc", "UTF-8", pdf, "-"],
                          capture_output=True, text=True, check=True).stdout
    if not re.search(r"screen\s+" + re.escape(screen) + r"\s", text):
        sys.exit(f"review-print: page {number} of review.html lacks screen {screen}")
print(f"review-print: review.html: {len(ids)} screens on {count} pages, each id on its page")
PY
done

# A screenshot of one page, checked to be a real picture of it.
chrome --window-size=1100,1400 --screenshot="$work/travel-category.png" "file://$out/travel-category.review.html" >/dev/null
size=$(stat -c %s "$work/travel-category.png")
((size > 20000)) || { echo "review-print: the screenshot is only $size bytes"; exit 1; }

# The drawings as Chromium lays them out: each sheet at its detent's height (review_drawings.py).
probe() { # page, spec, [fills]: dumps the page's drawings and checks them against render --format json
  local page=$1 spec=$2; shift 2
  python3 - "$out/$page" "$work/probe.html" <<'PY'
import sys
html = open(sys.argv[1], encoding="utf-8").read()
script = """<script>
const out = [];
for (const figure of document.querySelectorAll("figure.drawing")) {
  const box = k => { const b = figure.querySelector(`[data-kind=${k}]`).getBBox(); return {x: b.x, y: b.y, width: b.width, height: b.height}; };
  const options = [...figure.querySelectorAll("[data-kind=option]")].map(g => ({
    id: g.dataset.id, selected: g.dataset.selected === "true",
    fill: getComputedStyle(g.querySelector("rect")).fill }));
  out.push({device: figure.dataset.device, detent: figure.dataset.detent, screen: box("screen"), sheet: box("sheet"), options});
}
const p = document.createElement("pre"); p.id = "drawings"; p.textContent = JSON.stringify(out);
document.body.appendChild(p);
</script>"""
open(sys.argv[2], "w", encoding="utf-8").write(html.replace("</body>", script + "</body>"))
PY
  chrome --virtual-time-budget=3000 --dump-dom "file://$work/probe.html" > "$work/probe.dom"
  "$formc" render "$spec" --format json > "$work/layout.json"
  python3 scripts/ci/review_drawings.py "$work/probe.dom" "$work/layout.json" "$@"
}
probe markup-injection.review.html "$fixtures/markup.yaml"
probe my-place.review.html specs/004-my-place.yaml
# The chips carry the spec's fills: the screen's selected and unselected, a field's own selected.
echo '{"여행": "rgb(240, 224, 208)", "음식": "rgb(17, 17, 17)", "운동": "rgb(240, 224, 208)", "음악": "rgb(240, 224, 208)",
       "좋음": "rgb(52, 199, 89)", "보통": "rgb(240, 224, 208)"}' > "$work/fills.json"
probe tag-colors.review.html "$fixtures/colors.yaml" "$work/fills.json"

if [[ -n $keep ]]; then mkdir -p "$keep" && cp "$work"/*.pdf "$work/travel-category.png" "$keep"/; fi
echo "review-print: ok"
