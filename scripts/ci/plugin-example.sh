#!/usr/bin/env bash
# The SwiftPM plugin as an app uses it: Examples/PluginApp (an executable target and a test
# target, each with specs) built and tested on a copy that depends on this checkout by path;
# the app decodes a result into the generated types; a changed spec is compiled again at the
# next build, an unchanged one is not; a spec with an error fails the build at its place.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R Examples/PluginApp "$work/app"
rm -rf "$work/app/.build"
sed -i "s|path: \"../..\"|path: \"$repo\"|" "$work/app/Package.swift"
cd "$work/app"
fail() { echo "plugin-example: $*" >&2; exit 1; }

swift build 2>&1 | tail -3
out=$(.build/debug/PluginApp '{"category":"pet"}')
[[ $out == *"category pet (Pet)"* ]] || fail "the app did not decode its result: $out"
swift test 2>&1 | tail -3
# The plugin names each output before formc runs, by the rule formc generate names it by: a
# spec in a subfolder with an upper-case extension (the test target's) gets the same name.
generated=$(find .build/plugins/outputs -path '*PluginAppTests*' -name '*.swift' -printf '%f\n' | sort | tr '\n' ' ')
[[ $generated == "FormcSupport.swift Specs_Apparel_Size.swift " ]] || fail "the test target's outputs are: $generated"

# Nothing changed: formc does not run again. (`swift test` builds the tool with testing enabled,
# so the first `swift build` after it links the tool again and, with it, runs it once.)
swift build >/dev/null 2>&1
again=$(swift build -v 2>&1)
if grep -q " generate " <<<"$again"; then fail "formc ran again with no spec changed"; fi

# A spec gains an option: the next build compiles it into the app.
sed -i 's/      - { id: travel, title: Travel }/      - { id: travel, title: Travel }\n      - { id: work, title: Work }/' \
  Sources/PluginApp/Specs/category.yaml
swift build 2>&1 | tail -1
out=$(.build/debug/PluginApp '{"category":"work"}')
[[ $out == *"category work (Work)"* ]] || fail "the changed spec was not compiled again: $out"

# A spec with an error fails the build, with its place in the log.
sed -i 's/^    layout: flow$/    layout: flwo/' Sources/PluginApp/Specs/category.yaml
status=0
log=$(swift build 2>&1) || status=$?
((status != 0)) || fail "a spec with an error built"
grep -q "Specs/category.yaml:[0-9]*:[0-9]*: error\[E203\]" <<<"$log" || { echo "$log" | tail -20 >&2; fail "the build log does not place the error"; }
echo "plugin-example: built, tested, rebuilt on change only, and failed at a spec's error"
