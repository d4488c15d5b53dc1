#!/usr/bin/env bash
# Validates formc's SARIF output against the OASIS SARIF 2.1.0 schema.
#
# Lints the broken fixture specs with `--format sarif` (lint must exit 1: they are broken) and
# checks the log with check-jsonschema; checks that `--output sarif=FILE` writes the same log,
# and that a lint baseline (`--write-baseline`) is valid against `formc schema --baseline`.
# Run from anywhere; paths are relative to the repository.
#
#   FORMC             the built formc binary (default: .build/debug/formc)
#   CHECK_JSONSCHEMA  check-jsonschema, e.g. from a virtualenv (default: check-jsonschema on PATH)
#   SARIF_SCHEMA      the schema (default: the copy in Tests/FormcBuildTests/Fixtures/sarif)
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$repo"

formc=${FORMC:-.build/debug/formc}
checker=${CHECK_JSONSCHEMA:-check-jsonschema}
schema=${SARIF_SCHEMA:-Tests/FormcBuildTests/Fixtures/sarif/sarif-schema-2.1.0.json}
fixtures=Tests/FormcBuildTests/Fixtures/broken

[[ -x $formc ]] || { echo "check-sarif: no formc binary at '$formc' (set FORMC)" >&2; exit 2; }
[[ -f $schema ]] || { echo "check-sarif: no SARIF schema at '$schema' (set SARIF_SCHEMA)" >&2; exit 2; }
command -v "$checker" >/dev/null || { echo "check-sarif: '$checker' not found (set CHECK_JSONSCHEMA)" >&2; exit 2; }

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

status=0
"$formc" lint "$fixtures" --format sarif >"$out/broken.sarif" || status=$?
if [[ $status -ne 1 ]]; then
  echo "check-sarif: formc lint over $fixtures exited $status; expected 1 (spec errors)" >&2
  exit 1
fi
# A clean run is a log too: no results, still valid.
"$formc" lint specs --format sarif >"$out/clean.sarif"

results=$(grep -c '"ruleId"' "$out/broken.sarif" || true)
if [[ $results -lt 10 ]]; then
  echo "check-sarif: expected the broken fixtures to give at least 10 results, got $results" >&2
  exit 1
fi

# The same log written by --output beside another format: the same bytes.
"$formc" lint "$fixtures" --format github --output "sarif=$out/output.sarif" >/dev/null || true
if ! cmp -s "$out/broken.sarif" "$out/output.sarif"; then
  echo "check-sarif: --output sarif=FILE wrote another log than --format sarif" >&2
  exit 1
fi

"$checker" --schemafile "$schema" "$out/broken.sarif" "$out/clean.sarif"
echo "check-sarif: $results results from $fixtures valid against SARIF 2.1.0"

# A lint baseline of the broken fixtures, valid against formc's own schema of it, which is a
# valid draft-07 schema.
"$formc" lint "$fixtures" --write-baseline "$out/baseline.json" >/dev/null 2>&1
"$formc" schema --baseline >"$out/baseline.schema.json"
"$checker" --check-metaschema "$out/baseline.schema.json"
"$checker" --schemafile "$out/baseline.schema.json" "$out/baseline.json"
echo "check-sarif: the lint baseline of $fixtures is valid against formc schema --baseline"
