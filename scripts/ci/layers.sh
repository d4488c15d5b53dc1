#!/usr/bin/env bash
# The layer check (scripts/check-layers.py) on the package, then on a copy with a wrong
# import and a copy with an unused dependency, each of which it must reject.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 scripts/check-layers.py

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
copy() {
  rm -rf "$work/pkg"
  mkdir -p "$work/pkg"
  cp Package.swift "$work/pkg/"
  cp -R Sources Tests Plugins "$work/pkg/"
  find "$work/pkg/Tests" -type d \( -name Snapshots -o -name Fixtures -o -name ReferenceSources \) -prune -exec rm -rf {} +
}
expect_rejected() {
  local what=$1 needle=$2 out status=0
  out=$(python3 scripts/check-layers.py --root "$work/pkg" --quiet 2>&1) || status=$?
  if ((status != 1)) || [[ $out != *"$needle"* ]]; then
    echo "ci: the layer check passed $what (exit $status):" >&2
    echo "$out" >&2
    exit 1
  fi
  echo "ci: the layer check rejects $what: ${out%%$'\n'*}"
}

# The copy as it is passes: what the checks below reject is their fault alone.
copy
python3 scripts/check-layers.py --root "$work/pkg" --quiet || { echo "ci: the layer check rejects an unchanged copy" >&2; exit 1; }

# A lower stage that imports a higher one: FormcCore importing the CLI.
copy
printf 'import FormcCLI\n' >> "$work/pkg/Sources/FormcCore/Diagnostics/Diagnostic.swift"
expect_rejected "a wrong import" "FormcCore imports FormcCLI, which Package.swift does not declare"

# A declared dependency that nothing imports: FormcServer's on FormcLanguage, its imports removed.
copy
grep -rl '^import FormcLanguage$' "$work/pkg/Sources/FormcServer" | xargs sed -i '/^import FormcLanguage$/d'
expect_rejected "an unused dependency" "FormcServer: declares FormcLanguage but no file"
