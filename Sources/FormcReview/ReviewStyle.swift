/// The printable edition's one stylesheet, in every page so that each page stands alone (no
/// network, no script, no other file).
///
/// Drawings are inline SVG whose user units are points: each `<svg>` is as wide as its
/// `viewBox` times `--pt`, the page's one scale (set on `.drawings`), on screen and in print.
/// Their text is in the system font stack; every colour is in the drawing itself and printed
/// as it is (`print-color-adjust: exact`).
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
        .page { display: flex; flex-wrap: wrap; gap: 0 1.5em; align-items: flex-start; }
        .drawings { max-width: 100%; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
        .device { display: flex; flex-wrap: wrap; gap: calc(24 * var(--pt)); align-items: flex-start; }
        figure { margin: 0; break-inside: avoid; }
        figcaption { font-size: .8em; color: #333; }
        figure.drawing, figure.drawing-dark { width: min-content; }
        .drawing svg, .drawing-dark svg { display: block; outline: 1px solid #222; font-family: -apple-system, BlinkMacSystemFont, "SF Pro Text", system-ui, "Helvetica Neue", "DejaVu Sans", "Noto Sans CJK KR", "Noto Color Emoji", sans-serif; }
        .scale { margin-top: .4em; }
        .scale svg { display: block; font-family: "DejaVu Sans", sans-serif; }
        .legend { font-size: .8em; padding-left: 1.2em; margin: .3em 0; }
        .details { flex: 1 1 60mm; display: flex; flex-wrap: wrap; gap: 0 2em; align-items: flex-start; }
        .details > div { break-inside: avoid; }
        .legend code { font-size: 1em; }
        .warn { color: #8a4b00; }
        @page { margin: 12mm; }
        @media print {
          body { margin: 0; font-size: 9pt; }
          nav { display: none; }
          table { font-size: 7pt; margin: .1em 0 .3em; }
          th, td { padding: 0 .3em; }
          h3 { margin: .4em 0 .1em; }
          .details { gap: 0 1.2em; }
          .meta { margin: .2em 0; }
          h2 { break-after: avoid; margin-top: .6em; }
          section.screen { break-before: page; }
          section.screen:first-of-type { break-before: auto; }
          tr, figure, .legend, .device { break-inside: avoid; }
        }

        """
}
