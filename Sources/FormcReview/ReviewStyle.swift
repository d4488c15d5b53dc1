/// The printable edition's one stylesheet, in every page so that each page stands alone (no
/// network, no script, no other file).
///
/// Mockups are `<pre>` in a monospace font; every run of non-ASCII text in them is an
/// inline block exactly as many `ch` wide as it has cells (`c`: one unless its `style` says
/// otherwise; `w`: two), so the columns line up in any font (Korean, emoji with ZWJ and
/// combining marks included). Regions are classes: the device edge (`e`, on each line of the
/// device, whose other regions set their own colours), the backdrop by shade (`b0`…`b3`, `bc`
/// clear), the sheet (`sh`), the tab bar (`tb`) and folded gaps (`gp`), each told apart by
/// colour and, in greyscale print, by lightness and pattern as well as by the glyphs themselves.
enum ReviewStyle {
    static let css = """
        :root { --mono: "DejaVu Sans Mono", "Noto Sans Mono CJK KR", "Noto Sans Mono CJK JP", "Noto Color Emoji", monospace; }
        body { font: 11pt/1.4 "DejaVu Sans", "Noto Sans CJK KR", "Noto Color Emoji", sans-serif; color: #111; margin: 1.5em; }
        h1 { font-size: 1.5em; margin: .2em 0; }
        h2 { font-size: 1.15em; margin: 1em 0 .3em; border-bottom: 1px solid #ccc; }
        h3 { font-size: 1em; margin: .8em 0 .2em; }
        nav, .meta { font-size: .85em; color: #444; }
        code { font-family: var(--mono); font-size: .9em; background: #f2f2f2; padding: 0 .2em; }
        table { border-collapse: collapse; margin: .3em 0 .6em; font-size: .85em; }
        th, td { border: 1px solid #bbb; padding: .1em .4em; text-align: left; vertical-align: top; }
        th { background: #eee; }
        .mockups { display: flex; flex-wrap: wrap; gap: 1em 1.5em; align-items: flex-start; }
        figure { margin: 0; break-inside: avoid; }
        figcaption { font-size: .8em; color: #333; }
        pre.mockup { font-family: var(--mono); font-size: 8pt; line-height: 1.2; margin: 0; font-variant-ligatures: none;
          -webkit-print-color-adjust: exact; print-color-adjust: exact; }
        pre.mockup .l { display: inline-block; white-space: pre; }
        pre.mockup .c, pre.mockup .w { display: inline-block; vertical-align: top; height: 1.2em; white-space: pre; }
        pre.mockup .c { width: 1ch; }
        pre.mockup .w { width: 2ch; text-align: center; }
        .e { color: #222; }
        .b0 { background: #dfe5ec; color: #7d8a99; }
        .b1 { background: #b9c3cf; color: #4f5c6b; }
        .b2 { background: #86919e; color: #2b333d; }
        .b3 { background: #3c434c; color: #f2f2f2; }
        .bc { background: #f7faff radial-gradient(#a9b9d0 .6px, transparent .8px) 0 0 / 4px 4px; color: #333; }
        .sh { background: #ffffff; color: #000; }
        .tb { background: #eef0f4; color: #000; }
        .gp { background: repeating-linear-gradient(135deg, #fff 0 3px, #e4e4e4 3px 5px); color: #000; font-style: italic; }
        .legend { font-size: .85em; columns: 2; padding-left: 1.2em; }
        .details { display: flex; flex-wrap: wrap; gap: 0 2em; align-items: flex-start; }
        .details > div { break-inside: avoid; }
        .legend code { font-size: 1em; }
        .warn { color: #8a4b00; }
        @page { margin: 12mm; }
        @media print {
          body { margin: 0; font-size: 9pt; }
          nav { display: none; }
          pre.mockup { font-size: 5.2pt; }
          .mockups { gap: .6em 1em; }
          table { font-size: 7pt; margin: .1em 0 .3em; }
          th, td { padding: 0 .3em; }
          h3 { margin: .4em 0 .1em; }
          .details { gap: 0 1.2em; }
          .meta { margin: .2em 0; }
          h2 { break-after: avoid; margin-top: .6em; }
          section.screen { break-before: page; }
          section.screen:first-of-type { break-before: auto; }
          tr, figure, .legend { break-inside: avoid; }
        }

        """
}
