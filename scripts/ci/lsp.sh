#!/usr/bin/env bash
# formc lsp end to end: pytest-lsp's recorded VS Code, Neovim 0.11 and Emacs clients (a
# protocol violation fails the test), and a headless Neovim attaching the server itself.
set -euo pipefail
: "${FORMC:?FORMC must name the formc binary}"
: "${FORMC_VENV:?FORMC_VENV must name the virtualenv .ci/run made}"
cd "$(dirname "$0")/lsp"
status=0
PATH="$FORMC_VENV/bin:$PATH" "$FORMC_VENV/bin/python" -m pytest -q -p no:cacheprovider . || status=$?
# Any status but 0 fails: 1 a failed test, 2 interrupted, 3 an internal error, 4 a usage
# error, 5 no test collected (an import error or a renamed file must not pass as green).
if ((status != 0)); then
  echo "ci: the formc lsp end-to-end tests failed (pytest exit $status)" >&2
  exit 1
fi
