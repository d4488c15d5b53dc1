"""Checks that page i of a joined PDF holds the title of the i-th screen page (its <h1>)."""
import html
import re
import subprocess
import sys

out, pdf, pages = sys.argv[1], sys.argv[2], sys.argv[3:]


def squeeze(text):
    return re.sub(r"\s+", "", text)


count = int(re.search(r"^Pages:\s+(\d+)", subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout, re.M).group(1))
if count != len(pages):
    sys.exit(f"review-print: {pdf} has {count} pages for {len(pages)} screens")
for number, page in enumerate(pages, start=1):
    source = open(f"{out}/{page}", encoding="utf-8").read()
    title = html.unescape(re.search(r"<h1>(.*?)</h1>", source, re.S).group(1))
    text = subprocess.run(["pdftotext", "-f", str(number), "-l", str(number), "-enc", "UTF-8", pdf, "-"],
                          capture_output=True, text=True, check=True).stdout
    # pdftotext may split or space a line; compare without whitespace, on the title's words
    # that fonts draw as text (emoji are pictures).
    words = [w for w in re.findall(r"[\w<>/()=]+", title) if len(w) > 1]
    missing = [w for w in words if squeeze(w) not in squeeze(text)]
    if not words or missing:
        sys.exit(f"review-print: page {number} ({page}) lacks its title {title!r}: missing {missing}")
