#!/usr/bin/env bash
# Outside check of the generated Swift's round trips (docs/spec-language.md §12): the round-trip
# test compiles the Swift of random screens into a program, decodes instances and encodes what
# it decoded; here check-jsonschema confirms that every result the Swift types encoded validates
# against its screen's result schema, and that there were results to check.
#
# Needs CHECK_JSONSCHEMA (check-jsonschema in a virtualenv). Fails (non-zero) on any invalid
# result, or when the test wrote nothing.
set -euo pipefail
cd "$(dirname "$0")/../.."

: "${CHECK_JSONSCHEMA:?set CHECK_JSONSCHEMA to check-jsonschema}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

FORMC_SWIFT_ROUNDTRIP_OUT="$work" swift test --filter SwiftRoundTripTests >"$work.log" 2>&1 || {
  tail -40 "$work.log"
  echo "check-swift-roundtrip: the round-trip test failed" >&2
  exit 1
}
rm -f "$work.log"

schemas=0
results=0
shopt -s nullglob
for schema in "$work"/*.schema.json; do
  n=$(basename "$schema" .schema.json)
  instances=("$work/$n".result.*.json)
  ((${#instances[@]})) || continue
  schemas=$((schemas + 1))
  results=$((results + ${#instances[@]}))
  "$CHECK_JSONSCHEMA" --schemafile "$schema" "${instances[@]}" >/dev/null || {
    "$CHECK_JSONSCHEMA" --schemafile "$schema" "${instances[@]}" || true
    echo "check-swift-roundtrip: FAIL: results encoded by the Swift of screen $n are not valid" >&2
    exit 1
  }
done
if ((schemas < 10 || results < 100)); then
  echo "check-swift-roundtrip: FAIL: only $results results for $schemas schemas were written" >&2
  exit 1
fi
echo "check-swift-roundtrip: $results encoded results valid under $schemas result schemas"
