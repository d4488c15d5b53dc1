#!/usr/bin/env python3
"""Latency and memory of `formc lsp`, driven as an editor drives it (JSON-RPC over pipes).

1. Indexing: a workspace of N generated specs (gen_corpus.py) under specs/; the time from
   `initialized` to the end of the server's "reading specs" progress (every spec read,
   analysed and its diagnostics published).
2. Diagnostics after a change: a typical spec open, then E edits (each breaks or mends one
   key, alternately); the time from sending didChange to the publishDiagnostics of that
   version, which includes the server's debounce.
3. Memory: the server's peak RSS (VmHWM) at the end.

Fails (exit 1) when a target is missed: diagnostics within 50 ms (median and p95), the
workspace indexed under 2 s, peak RSS under 150 MB.

usage: lsp_bench.py --formc PATH [--specs 2000] [--edits 60]
"""
import argparse
import json
import os
import pathlib
import queue
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = pathlib.Path(__file__).resolve().parent


class Server:
    def __init__(self, formc):
        self.proc = subprocess.Popen([formc, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.inbox = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.next_id = 1

    def _read(self):
        out = self.proc.stdout
        while True:
            header = b""
            while not header.endswith(b"\r\n\r\n"):
                byte = out.read(1)
                if not byte:
                    return
                header += byte
            length = int(header.split(b"Content-Length:")[1].split(b"\r\n")[0])
            self.inbox.put((time.perf_counter(), json.loads(out.read(length))))

    def send(self, message):
        body = json.dumps(message).encode()
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()
        return time.perf_counter()

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        return self.next_id

    def notify(self, method, params):
        return self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def wait(self, predicate, timeout=60):
        deadline = time.perf_counter() + timeout
        while True:
            at, message = self.inbox.get(timeout=max(0.01, deadline - time.perf_counter()))
            if message.get("method") == "window/workDoneProgress/create":
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": None})
            if predicate(message):
                return at, message

    def peak_rss_mb(self):
        with open(f"/proc/{self.proc.pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
        return float("nan")

    def stop(self):
        self.request("shutdown", None)
        self.notify("exit", None)
        self.proc.wait(timeout=10)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--formc", required=True)
    ap.add_argument("--specs", type=int, default=2000)
    ap.add_argument("--edits", type=int, default=60)
    args = ap.parse_args()

    root = pathlib.Path(tempfile.mkdtemp(prefix="formc-lsp-bench-"))
    subprocess.run([sys.executable, str(HERE / "gen_corpus.py"), str(args.specs), str(root / "specs")], check=True)
    server = Server(args.formc)
    server.request("initialize", {"processId": os.getpid(), "rootUri": root.as_uri(), "capabilities": {
        "general": {"positionEncodings": ["utf-16"]}, "window": {"workDoneProgress": True}}})
    server.wait(lambda m: "result" in m)
    started = server.notify("initialized", {})
    published = set()

    def indexed(message):
        if message.get("method") == "textDocument/publishDiagnostics":
            published.add(message["params"]["uri"])
        return message.get("method") == "$/progress" and message["params"]["value"]["kind"] == "end"

    ended, _ = server.wait(indexed)
    index_seconds = ended - started

    # A typical spec: the first generated one, opened as an editor opens it.
    path = sorted((root / "specs").rglob("*.yaml"))[0]
    text = path.read_text(encoding="utf-8")
    uri = path.as_uri()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}})
    server.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri and m["params"].get("version") == 1)
    latencies = []
    broken = False
    for version in range(2, args.edits + 2):
        # Line 0 is `formc: 1`: turn the key into `formcx` (E200 and E201) and back.
        change = {"range": {"start": {"line": 0, "character": 5}, "end": {"line": 0, "character": 6 if broken else 5}},
                  "text": "" if broken else "x"}
        broken = not broken
        sent = server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
        at, message = server.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                                  and m["params"]["uri"] == uri and m["params"].get("version") == version)
        assert any(d["severity"] == 1 for d in message["params"]["diagnostics"]) == broken, message
        latencies.append((at - sent) * 1000)
    rss = server.peak_rss_mb()
    server.stop()

    latencies.sort()
    p95 = latencies[int(len(latencies) * 0.95) - 1]
    median = statistics.median(latencies)
    print(f"specs indexed: {args.specs} ({len(published)} published) in {index_seconds:.3f} s")
    print(f"diagnostics after a change ({len(latencies)} edits, {len(text.splitlines())}-line spec): "
          f"median {median:.1f} ms, p95 {p95:.1f} ms, max {latencies[-1]:.1f} ms")
    print(f"peak RSS: {rss:.0f} MB")
    missed = []
    if median > 50 or p95 > 50:
        missed.append("diagnostics within 50 ms")
    if index_seconds > 2:
        missed.append(f"{args.specs} specs indexed under 2 s")
    if rss > 150:
        missed.append("RSS under 150 MB")
    if missed:
        print("missed: " + "; ".join(missed))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
