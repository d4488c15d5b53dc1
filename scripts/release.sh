#!/usr/bin/env bash
# A release build of formc: on Linux a static executable (the Swift runtime, libyaml,
# libstdc++ and the C library linked in), so a process starts without loading, relocating and
# binding six shared libraries (3.3 M → 0.7 M instructions for `formc --version`). Linked by the
# toolchain's lld, which, unlike gold, does not warn that the runtime's `dlopen` (never called by
# formc) needs the C library it was linked with. Package.swift cannot say this itself: SwiftPM
# refuses unsafe flags in a package used as a remote dependency, as the plugins' users do.
#
# Usage: scripts/release.sh   → prints the path of the built executable
set -euo pipefail
cd "$(dirname "$0")/.."
flags=()
if [[ $(uname -s) == Linux ]]; then
  flags=(-Xswiftc -static-executable -Xswiftc -use-ld=lld)
fi
swift build -c release --product formc "${flags[@]}" >&2
echo "$(swift build -c release --product formc "${flags[@]}" --show-bin-path)/formc"
