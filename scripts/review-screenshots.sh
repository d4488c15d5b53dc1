#!/usr/bin/env bash
# A screenshot of each example screen's review page: builds specs/ with formc and takes, with
# headless Chromium (no network), a PNG of every <screen>.review.html into OUT (default
# docs/images/review). The README shows docs/images/review/travel-category.png.
#
# usage: FORMC=.build/debug/formc scripts/review-screenshots.sh [OUT]
set -euo pipefail
cd "$(dirname "$0")/.."
formc=${FORMC:-.build/debug/formc}
out=${1:-docs/images/review}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$formc" build specs --out "$work/review" >/dev/null 2>&1
mkdir -p "$out"
for page in "$work"/review/*.review.html; do
  name=$(basename "$page" .review.html)
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --user-data-dir="$work/profile" \
    --host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE localhost" --window-size=1000,760 \
    --screenshot="$out/$name.png" "file://$page" >/dev/null 2>&1
  size=$(stat -c %s "$out/$name.png")
  ((size > 10000)) || { echo "review-screenshots: $name.png is only $size bytes"; exit 1; }
  echo "review-screenshots: $out/$name.png"
done
