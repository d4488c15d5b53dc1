#!/usr/bin/env bash
# Outside checks of formc's JSON Schemas (docs/spec-language.md §8) with check-jsonschema:
#   1. every generated schema (the spec-language schema, and the result schema of every
#      screen in both drafts) is valid under its metaschema;
#   2. every spec in specs/ and in the valid fixtures validates against the spec-language
#      schema, as check-jsonschema's YAML reader reads it;
#   3. every structurally broken fixture (one or more per E200–E206) fails it;
#   4. for every example screen (and every screen of the valid fixtures), the instance of its
#      initial selection validates against its result schema, in both drafts, and instances
#      with an unknown option, a wrong type, a duplicate in a multi-choice, too many items, a
#      disabled option, an unknown property or a missing required field fail;
#   5. `formc schema` exits as documented (2 for a file of several screens without --screen,
#      1 with diagnostics on stderr for a file with errors).
# Instances are built from the specs themselves (not from the schemas) by a small Python
# step, using the ruamel.yaml that check-jsonschema brings along in its virtualenv.
#
# Needs FORMC (a built formc) and CHECK_JSONSCHEMA (check-jsonschema in a virtualenv);
# PYTHON defaults to the python of that virtualenv. Fails (non-zero) on any unmet expectation.
set -euo pipefail
cd "$(dirname "$0")/../.."

: "${FORMC:?set FORMC to a built formc binary}"
: "${CHECK_JSONSCHEMA:?set CHECK_JSONSCHEMA to check-jsonschema}"
PYTHON=${PYTHON:-$(dirname "$CHECK_JSONSCHEMA")/python}
[[ -x $FORMC ]] || { echo "check-schemas: FORMC=$FORMC is not executable" >&2; exit 2; }
[[ -x $PYTHON ]] || { echo "check-schemas: PYTHON=$PYTHON is not executable" >&2; exit 2; }

fixtures=Tests/FormcGenerateTests/Fixtures
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() {
  echo "check-schemas: FAIL: $*" >&2
  failures=$((failures + 1))
}
helper() { "$PYTHON" "$work/helper.py" "$@"; }
# check-jsonschema with a JSON report in $work/report.json; its exit status is judged by the caller.
check() { "$CHECK_JSONSCHEMA" -o json "$@" >"$work/report.json" 2>"$work/report.err" || true; }

# The Python step: reads specs as check-jsonschema does (ruamel.yaml, safe, YAML 1.2,
# timestamps as strings), splits files of several documents, builds result instances from a
# spec's own fields, and judges check-jsonschema's JSON reports.
cat >"$work/helper.py" <<'PYTHON'
import json, os, sys
import ruamel.yaml

def reader():
    yaml = ruamel.yaml.YAML(typ="safe", pure=False)
    ctor = yaml.constructor.yaml_constructors
    ctor["tag:yaml.org,2002:timestamp"] = ctor["tag:yaml.org,2002:str"]
    return yaml

def load_all(path):
    with open(path, "rb") as f:
        return list(reader().load_all(f.read()))

def screens(path):
    for doc in load_all(path):
        if isinstance(doc, dict) and isinstance(doc.get("screen"), str):
            yield doc

def cmd_screens(path):
    for doc in screens(path):
        print(doc["screen"])

def cmd_several(*paths):
    for path in paths:
        if len(list(screens(path))) > 1:
            print(path)
            return

def cmd_documents(outdir, *paths):
    """A single-document file is checked as YAML by check-jsonschema itself; a file of
    several documents (which it cannot read) is split into one JSON file per document."""
    os.makedirs(outdir, exist_ok=True)
    for path in paths:
        docs = load_all(path)
        if len(docs) == 1 and docs[0] is not None:
            print(path)
            continue
        for i, doc in enumerate(docs):
            if doc is None:
                continue  # an empty document is skipped, as formc skips it
            out = os.path.join(outdir, "%s.%d.json" % (os.path.basename(path), i))
            with open(out, "w", encoding="utf-8") as f:
                json.dump(doc, f, ensure_ascii=False, allow_nan=False)
            print(out)

def options(field):
    """(id, disabled) of every option, across sections, as the spec writes them."""
    items = field.get("options") or [o for s in field.get("sections", []) for o in s.get("options", [])]
    for o in items:
        if isinstance(o, str):
            yield o, False
        else:
            yield o.get("id", o.get("title")), bool(o.get("disabled", False))

def cmd_instances(path, screen_id, outdir):
    doc = next(d for d in screens(path) if d["screen"] == screen_id)
    os.makedirs(outdir, exist_ok=True)
    valid, broken = {}, {}
    for field in doc.get("fields", []):
        key, multi = field["id"], field["type"] == "multi-choice"
        enabled = [i for i, off in options(field) if not off]
        disabled = [i for i, off in options(field) if off]
        # A multi-choice with min >= 1 must be in the result, as the schema says.
        required = field.get("required", not multi) or (multi and field.get("min", 0) >= 1)
        chosen = field.get("initial")
        chosen = [] if chosen is None else [chosen] if isinstance(chosen, str) else list(chosen)
        needed = field.get("min", 0) if multi else (1 if required else 0)
        for i in enabled:
            if len(chosen) < needed and i not in chosen:
                chosen.append(i)
        if multi and (chosen or required or "initial" in field):
            valid[key] = chosen
        elif not multi and chosen:
            valid[key] = chosen[0]
        broken_values = {"unknown-option": ["no such option \U0001F47B"] if multi else "no such option \U0001F47B",
                         "wrong-type": "x" if multi else 1,
                         "wrong-type-item": [1] if multi else [enabled[0]]}
        if multi:
            broken_values["duplicate"] = [enabled[0], enabled[0]]
            limit = field.get("max", len(enabled) + len(disabled))
            if limit < len(enabled):
                broken_values["too-many"] = enabled[: limit + 1]
        if disabled:
            broken_values["disabled"] = [disabled[0]] if multi else disabled[0]
        for kind, value in broken_values.items():
            broken["%s-%s" % (kind, key)] = (key, value)
        if required:
            broken["missing-required-%s" % key] = (key, None)
    def write(name, instance):
        with open(os.path.join(outdir, name + ".json"), "w", encoding="utf-8") as f:
            json.dump(instance, f, ensure_ascii=False)
    write("valid-initial", valid)
    write("broken-unknown-property", dict(valid, zz_unknown="x"))
    for name, (key, value) in broken.items():
        instance = {k: v for k, v in valid.items() if k != key}
        if value is not None:
            instance[key] = value
        write("broken-" + name, instance)

def cmd_expect(report_path, *args):
    try:
        with open(report_path, encoding="utf-8") as f:
            report = json.load(f)
    except ValueError:
        print("  check-jsonschema wrote no JSON report", file=sys.stderr)
        return 1
    failing = {e["filename"] for e in report.get("errors", [])}
    unparsed = {e.get("filename") for e in report.get("parse_errors", [])}
    mode, bad = None, 0
    for arg in args:
        if arg in ("--valid", "--invalid"):
            mode = arg
            continue
        if arg in unparsed:
            print("  %s: could not be read" % arg, file=sys.stderr)
            bad += 1
        elif mode == "--valid" and arg in failing:
            messages = [e["path"] + ": " + e["message"] for e in report["errors"] if e["filename"] == arg]
            print("  %s: expected valid, got: %s" % (arg, "; ".join(messages)[:400]), file=sys.stderr)
            bad += 1
        elif mode == "--invalid" and arg not in failing:
            print("  %s: expected invalid, but it validates" % arg, file=sys.stderr)
            bad += 1
    return 1 if bad else 0

def cmd_kinds(root, *kinds):
    names = [n for d in os.listdir(root) for n in os.listdir(os.path.join(root, d))]
    missing = [k for k in kinds if not any(n.startswith("broken-" + k) for n in names)]
    for k in missing:
        print("  no instance of kind '%s' was built" % k, file=sys.stderr)
    return 1 if missing else 0

command, args = sys.argv[1], sys.argv[2:]
sys.exit(globals()["cmd_" + command](*args) or 0)
PYTHON

shopt -s nullglob
examples=(specs/*.yaml specs/*.yml)
valid=("${examples[@]}" "$fixtures"/schema-valid/*.yaml)
broken=("$fixtures"/schema-broken/*.yaml)
((${#examples[@]} > 0)) || fail "no example specs in specs/"
((${#broken[@]} >= 7)) || fail "expected broken fixtures for E200–E206, found ${#broken[@]}"

# --- The schemas -------------------------------------------------------------------------
mkdir -p "$work/schemas"
"$FORMC" schema >"$work/schemas/formc-spec.schema.json"
# Screen ids are [a-z][a-z0-9-]*, so a list of them splits safely on white space.
screens_of() {
  local ids
  ids=$(helper screens "$1") || { fail "cannot read the screens of $1"; return 0; }
  [[ -n $ids ]] || fail "$1 holds no screen"
  echo "$ids"
}
for spec in "${valid[@]}"; do
  for id in $(screens_of "$spec"); do
    for draft in 2020-12 07; do
      out="$work/schemas/$id.$draft.schema.json"
      if ! "$FORMC" schema "$spec" --screen "$id" --draft "$draft" >"$out" 2>"$work/err"; then
        cat "$work/err" >&2
        fail "formc schema $spec --screen $id --draft $draft failed"
      fi
    done
  done
done
schemas=("$work"/schemas/*.json)
echo "check-schemas: ${#schemas[@]} schemas against their metaschemas"
if ! "$CHECK_JSONSCHEMA" --check-metaschema "${schemas[@]}"; then
  fail "a generated schema is not valid under its metaschema"
fi

# --- Specs against the spec-language schema --------------------------------------------
language="$work/schemas/formc-spec.schema.json"
listing=$(helper documents "$work/valid-docs" "${valid[@]}")
mapfile -t documents <<<"$listing"
echo "check-schemas: ${#documents[@]} clean spec documents against the spec-language schema"
check --schemafile "$language" "${documents[@]}"
helper expect "$work/report.json" --valid "${documents[@]}" || fail "a clean spec does not validate (see above)"

listing=$(helper documents "$work/broken-docs" "${broken[@]}")
mapfile -t rejected <<<"$listing"
echo "check-schemas: ${#rejected[@]} structurally broken specs must fail it"
check --schemafile "$language" "${rejected[@]}"
helper expect "$work/report.json" --invalid "${rejected[@]}" || fail "a broken spec validates (see above)"

# --- Result instances of the example screens (and of the valid fixtures) ---------------
for spec in "${valid[@]}"; do
  for id in $(screens_of "$spec"); do
    dir="$work/instances/$id"
    helper instances "$spec" "$id" "$dir"
    good=("$dir"/valid-*.json)
    bad=("$dir"/broken-*.json)
    for draft in 2020-12 07; do
      check --schemafile "$work/schemas/$id.$draft.schema.json" "${good[@]}" "${bad[@]}"
      helper expect "$work/report.json" --valid "${good[@]}" --invalid "${bad[@]}" \
        || fail "result schema of $id (draft $draft) misjudges an instance (see above)"
    done
  done
done
helper kinds "$work/instances" "unknown-option" "wrong-type" "duplicate" "too-many" \
  || fail "a kind of broken instance was never tried"

# --- The command's exits -----------------------------------------------------------------
several=$(helper several "${examples[@]}")
if [[ -n $several ]]; then
  set +e
  "$FORMC" schema "$several" >/dev/null 2>"$work/err"
  code=$?
  set -e
  [[ $code == 2 ]] || fail "formc schema $several (several screens, no --screen) exited $code, expected 2"
  grep -q -- "--screen" "$work/err" || fail "formc schema $several did not list its screens on stderr"
fi
set +e
"$FORMC" schema "$fixtures/schema-broken/E203-not-a-word.yaml" >"$work/out" 2>"$work/err"
code=$?
set -e
[[ $code == 1 ]] || fail "formc schema on a broken spec exited $code, expected 1"
[[ ! -s $work/out ]] || fail "formc schema on a broken spec printed a schema"
grep -q "E203" "$work/err" || fail "formc schema on a broken spec did not report E203 on stderr"

if ((failures > 0)); then
  echo "check-schemas: $failures check(s) failed" >&2
  exit 1
fi
echo "check-schemas: all schema checks passed"
