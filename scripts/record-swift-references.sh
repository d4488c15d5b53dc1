#!/usr/bin/env bash
# Re-records the reference sources in Tests/FormcSwiftReferenceTests/ReferenceSources from specs/.
# The test target that compiles them cannot build while they are stale, so this sets them and the
# test that uses them aside, records with RECORD_SNAPSHOTS=1, and puts the test back.
set -euo pipefail
cd "$(dirname "$0")/.."
refs=Tests/FormcSwiftReferenceTests
aside=$(mktemp -d)
trap 'mv "$aside/ReferenceUseTests.swift" "$refs/" 2>/dev/null || true; rm -rf "$aside"' EXIT
mv "$refs/ReferenceUseTests.swift" "$aside/"
rm -f "$refs"/ReferenceSources/*.swift
echo "// Placeholder while the reference sources are recorded." > "$refs/ReferenceSources/Placeholder.swift"
RECORD_SNAPSHOTS=1 swift test --filter SwiftReferenceSourceTests >/dev/null 2>&1 || true
rm "$refs/ReferenceSources/Placeholder.swift"
ls "$refs/ReferenceSources"
