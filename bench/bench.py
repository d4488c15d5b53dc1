#!/usr/bin/env python3
"""formc's benchmark: in one run, on the same generated files, time (best of several)
  - raw:    the raw libyaml event parse of every file (bench/rawparse.c, the physical limit),
  - lint:   formc lint (its runs alternate with raw's, so their ratio compares the same moments),
  - build:  formc build from clean (schemas, mockups, review printout, Swift),
  - rebuild: formc build again with nothing changed (incremental: every spec hashed, none
             checked or rendered again),
  - one:    formc build again after one spec of N changed (one screen checked and rendered),
  - first:  the same, right after a build from clean (the first edit a user makes; best of
            one such build after each build from clean),
  - copy:   `cp -r` of formc's build output to a fresh folder, then `sync -f` (the flush a
            build makes before its swap): the file system's floor for creating the same
            files durably (10,005 files for 2,000 specs), which a build cannot beat,
  - peer:   check-jsonschema validating the same files against formc's spec-language schema,
and print the ratios, time per spec and max RSS at several corpus sizes.

usage: bench/run   (builds everything first), or
       bench.py --formc PATH --rawparse PATH [--check-jsonschema PATH] [--sizes 200,2000,20000]
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))

# Deleted files: why the run deletes nothing until it ends. On ext4 without a journal (this
# machine's file system; /proc/fs/jbd2 is empty), the inode allocator passes over each free
# inode whose deletion is under a minute old (six when its table block is not yet written
# back), reading the inode's table block for each: creating 10,005 files right after deleting
# the 10,005 of the previous build cost 3.3-4.6 s of system time against 0.5 s into a folder
# with no deletions behind it (perf: ext4's `recently_deleted`). Deleting the last build
# before the next one measured that, not formc.


# GNU time, which reports the max RSS of the command alone. A process that Python starts
# inherits Python's own high-water mark (Linux carries `maxrss` over fork and exec), so the
# figure `wait4` gives is never below the size of this script (95 MB once the 4 MiB hostile
# specs are made): a command is started from GNU time, a small process, when there is one
# (else `wait4`'s figure stands).
def gnu_time():
    """/usr/bin/time when it is GNU time (BusyBox's and the BSDs' take no -f or -o), else None."""
    try:
        probe = subprocess.run(["/usr/bin/time", "--version"], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    return "/usr/bin/time" if "GNU" in probe.stdout + probe.stderr else None


GNU_TIME = gnu_time()


def run_once(cmd, stdin_path=None, cwd=None):
    """Runs cmd, returns (seconds, max RSS in MiB, exit code, the end of its stderr)."""
    stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
    # stderr goes to a file: a pipe read only after the exit would block a chatty process.
    with tempfile.TemporaryFile() as err_file, tempfile.NamedTemporaryFile("r") as rss_file:
        argv = [GNU_TIME, "-f", "%M", "-o", rss_file.name, *cmd] if GNU_TIME else cmd
        start = time.perf_counter()
        proc = subprocess.Popen(argv, stdin=stdin, stdout=subprocess.DEVNULL, stderr=err_file, cwd=cwd)
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        err_file.seek(max(0, err_file.seek(0, os.SEEK_END) - 4000))
        err = err_file.read().decode("utf-8", "replace")
        # Its last line (a failing command's status comes first).
        reported = rss_file.read().split()
        rss_kb = int(reported[-1]) if GNU_TIME and reported and reported[-1].isdigit() else usage.ru_maxrss
    if stdin_path:
        stdin.close()
    return elapsed, rss_kb / 1024.0, proc.returncode, err


def best(cmd, repeat, stdin_path=None, ok_codes=(0,), cwd=None, before=None):
    """The best time of `repeat` runs of cmd (a list, or a function of the run's number that
    gives one) and the largest max RSS."""
    times, rss = [], 0.0
    for i in range(repeat):
        if before:
            before(i)
        argv = cmd(i) if callable(cmd) else cmd
        t, r, code, err = run_once(argv, stdin_path, cwd)
        if code not in ok_codes:
            sys.exit(f"bench: {' '.join(argv[:3])}… exited {code}:\n{err[-2000:]}")
        times.append(t)
        rss = max(rss, r)
    return min(times), rss


def best_alternating(commands, repeat):
    """`best` of each of `commands` ((argv, stdin_path) pairs), run in turn, round after round:
    a ratio of two of them compares runs made in the same moments, so a slow spell of the
    machine (another process, the kernel writing back) weighs on both, not on one alone."""
    times = [[] for _ in commands]
    rss = [0.0 for _ in commands]
    for _ in range(repeat):
        for index, (argv, stdin_path) in enumerate(commands):
            t, r, code, err = run_once(argv, stdin_path)
            if code != 0:
                sys.exit(f"bench: {' '.join(argv[:3])}… exited {code}:\n{err[-2000:]}")
            times[index].append(t)
            rss[index] = max(rss[index], r)
    return [(min(t), r) for t, r in zip(times, rss)]


# Render arguments per hostile shape: one drawing of a spec with thousands of detents, one
# screen of a file with thousands of documents (every drawing of them is output-bound).
HOSTILE_RENDER = {"detents": ["--detent", "d1"], "documents": ["--screen", "s0"]}


def hostile(args, work):
    """Times lint and render on a 4 MiB spec of each hostile shape (gen_hostile.py); a valid
    one must take under 2 s for each."""
    sys.path.insert(0, HERE)
    import gen_hostile
    shapes = list(gen_hostile.SHAPES) if args.hostile == "all" else args.hostile.split(",")
    failures = []
    print(f"{'shape (4 MiB)':>16} {'items':>8} {'lint':>8} {'render':>8} {'lint RSS':>9}")
    for shape in shapes:
        path = os.path.join(work, f"hostile-{shape}.yaml")
        n = gen_hostile.largest(shape, 4 * 1024 * 1024)
        with open(path, "w", encoding="utf-8") as f:
            f.write(gen_hostile.SHAPES[shape](n))
        valid = shape in gen_hostile.VALID
        codes = (0,) if valid else (1,)
        lint, rss = best([args.formc, "lint", path], 2, ok_codes=codes)
        render, _ = best([args.formc, "render", path, *HOSTILE_RENDER.get(shape, [])], 2, ok_codes=codes)
        print(f"{shape:>16} {n:>8} {lint:>6.2f} s {render:>6.2f} s {rss:>6.0f} MB{'' if valid else '  (errors)'}")
        if valid and max(lint, render) > 2:
            failures.append(f"{shape}: a valid 4 MiB spec took {lint:.2f} s to lint, {render:.2f} s to render (limit 2 s)")
    return failures


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--formc", required=True)
    ap.add_argument("--rawparse", required=True)
    ap.add_argument("--check-jsonschema")
    ap.add_argument("--sizes", default="200,2000,20000")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--peer-max", type=int, default=2000, help="largest N to run the (slow) peer on")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--hostile", default="all", help="hostile shapes to time at 4 MiB (comma-separated, all, or none)")
    args = ap.parse_args()

    work = tempfile.mkdtemp(prefix="formc-bench-")
    # Everything the run makes is under `work` (up to about 4 copies of the build output per
    # size: 5 GB at 20,000), removed whatever way the run ends.
    try:
        failures, checked = measure(args, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if failures:
        print("FAIL: " + "; ".join(failures))
        sys.exit(1)
    # Only the targets this run's sizes and options measured: a run without N=2000 says nothing
    # of the ratios at 2,000.
    print("PASS: " + "; ".join(dict.fromkeys(checked)))


def measure(args, work):
    """Runs every measurement, prints the tables, and returns the targets missed and the
    targets checked."""
    schema = os.path.join(work, "formc-spec.schema.json")
    with open(schema, "w") as f:
        subprocess.run([args.formc, "schema"], stdout=f, check=True)

    rows = []
    for n in [int(s) for s in args.sizes.split(",")]:
        corpus = os.path.join(work, f"corpus-{n}")
        subprocess.run([sys.executable, os.path.join(HERE, "gen_corpus.py"), str(n), corpus, "--seed", str(args.seed)], check=True)
        files = sorted(os.path.join(d, f) for d, _, fs in os.walk(corpus) for f in fs if f.endswith(".yaml"))
        listing = os.path.join(work, f"files-{n}.txt")
        with open(listing, "w") as f:
            f.write("\n".join(files) + "\n")
        size_mb = sum(os.path.getsize(p) for p in files) / 1e6
        # Every spec old enough for a build to record its stamp (2 s): the builds from clean
        # record them all, as they would for specs a user did not just write.
        time.sleep(2.5)
        repeat = args.repeat if n <= 2000 else max(2, args.repeat // 2)

        (raw, raw_rss), (lint, lint_rss) = best_alternating(
            [([args.rawparse], listing), ([args.formc, "lint", corpus], None)], repeat)
        # Each build from clean and each copy makes a folder of its own, and nothing is deleted
        # until the run ends (see "Deleted files" above).
        out = os.path.join(work, f"out-{n}")
        clean_repeat = max(2, repeat // 2)
        # A build flushes the file system once before its swap (power-cut safety), so the
        # floor it is compared with is the copy of its output flushed the same way (`sync -f`
        # is syncfs). Each starts with nothing left to write back from before.
        build, build_rss = best(lambda i: [args.formc, "build", corpus, "--out", f"{out}-clean{i}"], clean_repeat,
                                before=lambda _: os.sync())
        changed = files[len(files) // 2]
        original = open(changed, "rb").read()

        def edit(i):
            with open(changed, "wb") as f:
                f.write(original + f"# edit {i}\n".encode())
        # The first edit after each build from clean, into its own folder.
        first, first_rss = best(lambda i: [args.formc, "build", corpus, "--out", f"{out}-clean{i}"], clean_repeat,
                                before=lambda i: edit(f"first {i}"))
        with open(changed, "wb") as f:
            f.write(original)
        # The folder and the spare folder it leaves beside it (named after it) move together.
        last = f"{out}-clean{clean_repeat - 1}"
        os.rename(last, out)
        spare = lambda folder: os.path.join(os.path.dirname(folder), "." + os.path.basename(folder) + ".formc-spare")
        if os.path.isdir(spare(last)):
            os.rename(spare(last), spare(out))
        build_cmd = [args.formc, "build", corpus, "--out", out]
        # The spec as it was, built once its change is old enough for its stamp to be recorded
        # (2 s), so the rebuilds below have nothing to do.
        time.sleep(2.5)
        subprocess.run(build_cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        copy, _ = best(lambda i: ["sh", "-c", 'cp -r "$0" "$1" && sync -f "$1"', out, os.path.join(work, f"copy-{n}-{i}")],
                       clean_repeat, before=lambda _: os.sync())
        rebuild, rebuild_rss = best(build_cmd, repeat)
        one, one_rss = best(build_cmd, repeat, before=edit)
        with open(changed, "wb") as f:
            f.write(original)
        row = {"n": n, "mb": size_mb, "raw": raw, "lint": lint, "build": build, "lint_rss": lint_rss, "build_rss": build_rss,
               "rebuild": rebuild, "one": one, "first": first, "copy": copy, "rebuild_rss": max(rebuild_rss, one_rss, first_rss),
               # review.html, the whole review in one document: its size per screen.
               "review_kb": os.path.getsize(os.path.join(out, "review.html")) / 1024 / n}
        if args.check_jsonschema and n <= args.peer_max:
            peer, _ = best([args.check_jsonschema, "--schemafile", schema, *files], 1)
            row["peer"] = peer
        rows.append(row)
        print(f"N={n}: done", file=sys.stderr)

    print(f"{'N':>6} {'MB':>6} {'raw libyaml':>12} {'formc lint':>11} {'lint/raw':>9} {'formc build':>12} {'build/raw':>10} "
          f"{'cp+sync':>10} {'build/cp':>9} {'no change':>10} {'one spec':>9} {'first edit':>11} {'check-jsonschema':>17} {'peer/lint':>10} {'lint µs/spec':>13} "
          f"{'lint RSS':>9} {'build RSS':>10} {'rebuild RSS':>12} {'review.html/screen':>19}")
    for r in rows:
        peer = f"{r['peer']:.3f} s" if "peer" in r else "-"
        ratio = f"{r['peer'] / r['lint']:.0f}×" if "peer" in r else "-"
        print(f"{r['n']:>6} {r['mb']:>6.1f} {r['raw']:>10.3f} s {r['lint']:>9.3f} s {r['lint'] / r['raw']:>8.2f}× "
              f"{r['build']:>10.3f} s {r['build'] / r['raw']:>9.2f}× "
              f"{r['copy']:>8.3f} s {r['build'] / r['copy']:>8.2f}× {r['rebuild']:>8.3f} s {r['one']:>7.3f} s {r['first']:>9.3f} s "
              f"{peer:>17} {ratio:>10} {r['lint'] / r['n'] * 1e6:>12.0f} "
              f"{r['lint_rss']:>6.0f} MB {r['build_rss']:>7.0f} MB {r['rebuild_rss']:>9.0f} MB {r['review_kb']:>16.1f} KB")

    failures = hostile(args, work) if args.hostile != "none" else []
    checked = [f"each valid 4 MiB hostile spec ({args.hostile}) linted and rendered under 2 s"] \
        if args.hostile != "none" else []
    for r in rows:
        if r["n"] == 2000:
            checked.append("at N=2000 lint ≤ 2× the raw parse, build from clean ≤ 10× the raw parse and ≤ 1.25× the copy of its output")
            if r["lint"] > 2.0 * r["raw"]:
                failures.append(f"lint is {r['lint'] / r['raw']:.2f}× the raw parse at N=2000 (limit 2×)")
            if r["build"] > 1.25 * r["copy"]:
                failures.append(f"build from clean is {r['build'] / r['copy']:.2f}× cp -r + sync -f of its output at N=2000 (limit 1.25×)")
            if "peer" in r:
                checked.append("lint ≥ 100× faster than check-jsonschema")
                if r["peer"] < 100 * r["lint"]:
                    failures.append(f"lint is only {r['peer'] / r['lint']:.0f}× faster than check-jsonschema (need 100×)")
            if r["build"] > 10 * r["raw"]:
                # The copy of the same output is the floor no build can beat: say where it is.
                failures.append(f"build from clean is {r['build'] / r['raw']:.1f}× the raw parse at N=2000 (limit 10×; "
                                f"cp -r + sync -f of its output alone is {r['copy'] / r['raw']:.1f}×)")
        checked.append(f"a no-change rebuild ≤ lint at N={r['n']}")
        if r["rebuild"] > r["lint"]:
            failures.append(f"a build with nothing changed takes {r['rebuild']:.3f} s, lint {r['lint']:.3f} s at N={r['n']}")
        if r["n"] >= 20000:
            checked.append(f"one changed spec of {r['n']} rebuilt under 1 s, the first edit after a build from clean too; RSS under 100 MB")
            if r["one"] > 1.0:
                failures.append(f"one changed spec among {r['n']} rebuilt in {r['one']:.2f} s (limit 1 s)")
            if r["first"] > 1.0:
                failures.append(f"the first edit after a build from clean of {r['n']} rebuilt in {r['first']:.2f} s (limit 1 s)")
            for what in ["lint_rss", "build_rss", "rebuild_rss"]:
                if r[what] > 100:
                    failures.append(f"{what.replace('_', ' ')} {r[what]:.0f} MB at N={r['n']} (limit 100 MB)")
    per_spec = [r["lint"] / r["n"] for r in rows if r["n"] >= 2000]
    if len(per_spec) >= 2:
        checked.append("lint's time per spec flat from 2,000 up")
        if max(per_spec) > 1.5 * min(per_spec):
            failures.append(f"time per spec is not flat: {', '.join(f'{p * 1e6:.0f} µs' for p in per_spec)}")
    return failures, checked


if __name__ == "__main__":
    main()
