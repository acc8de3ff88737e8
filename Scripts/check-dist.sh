#!/bin/sh
# Checks the artifacts `make dist` wrote, as a user or a packager would meet them, and ends with
# one line: "check-dist: PASS …" or "check-dist: FAIL: …" (exit status 0 or 1).
#
#   Scripts/check-dist.sh [--allow-dynamic] [--install] [DIST]     (DIST defaults to dist)
#
# The checksums verify; the tarball holds exactly the files of the release under tick-VERSION/
# and its binary is statically linked and runs from the unpacked tree with an empty environment
# (and, as root, in an empty root directory with only /proc);
# the .deb's control fields, files and binary are right, and lintian (when installed) reports no
# error. --install also installs the .deb with dpkg -i, runs /usr/bin/tick, finds the man page,
# and removes it with dpkg -r, leaving nothing behind (CI, as root). --allow-dynamic accepts a
# binary that is not static (the tests package the debug build).
set -u
allow_dynamic=false install=false
while [ $# -gt 0 ]; do
  case $1 in
    --allow-dynamic) allow_dynamic=true ;;
    --install) install=true ;;
    -*) echo "check-dist: unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
  shift
done
root=$(cd "$(dirname "$0")/.." && pwd -P)
dist=$(cd "${1:-$root/dist}" && pwd -P) || { echo "check-dist: FAIL: no directory ${1:-dist}"; exit 1; }
version=$(make -s --no-print-directory -C "$root" version)
tarball=tick-$version-linux-x86_64.tar.gz
deb=tick_${version}_amd64.deb
work=$(mktemp -d "${TMPDIR:-/tmp}/tick-check.XXXXXX")
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "check-dist: FAIL: $*"; failures=$((failures + 1)); }

# The version line: tick VERSION, with an abbreviated commit in parentheses or nothing.
check_version() { # binary, where
  out=$("$@" --version 2>&1) || { fail "$* --version exited non-zero: $out"; return; }
  echo "$out" | grep -Eqx "tick $(echo "$version" | sed 's/\./\\./g')( \([0-9a-f]{7,40}\))?" \
    || fail "$* --version printed '$out', not 'tick $version' with an optional (commit)"
  echo "check-dist: $* --version: $out"
}

# An item picked by --filter, to see the binary does its job and not only --version.
check_filter() { # binary
  out=$(printf 'alpha\nbravo\ncharlie\n' | env -i "$1" --filter brv 2>&1)
  [ "$out" = bravo ] || fail "$1 --filter brv printed '$out', not 'bravo'"
}

(cd "$dist" && sha256sum --quiet -c SHA256SUMS) >/dev/null 2>&1 || fail "SHA256SUMS does not verify in $dist"
for f in "$tarball" "$deb"; do
  grep -q "  $f\$" "$dist/SHA256SUMS" 2>/dev/null || fail "SHA256SUMS has no line for $f"
done

# The tarball.
if [ -f "$dist/$tarball" ]; then
  expected="tick-$version/
tick-$version/CHANGELOG.md
tick-$version/LICENSE
tick-$version/README.md
tick-$version/bin/
tick-$version/bin/tick
tick-$version/share/
tick-$version/share/bash-completion/
tick-$version/share/bash-completion/completions/
tick-$version/share/bash-completion/completions/tick
tick-$version/share/fish/
tick-$version/share/fish/vendor_completions.d/
tick-$version/share/fish/vendor_completions.d/tick.fish
tick-$version/share/man/
tick-$version/share/man/man1/
tick-$version/share/man/man1/tick.1
tick-$version/share/zsh/
tick-$version/share/zsh/site-functions/
tick-$version/share/zsh/site-functions/_tick"
  listed=$(tar -tzf "$dist/$tarball" | LC_ALL=C sort)
  [ "$listed" = "$expected" ] || fail "the tarball holds $(echo "$listed" | tr '\n' ' ')"
  mkdir "$work/tar" && tar -xzf "$dist/$tarball" -C "$work/tar"
  bin=$work/tar/tick-$version/bin/tick
  if [ -x "$bin" ]; then
    kind=$(file -b "$bin")
    case $kind in
      *"statically linked"*|*"static-pie linked"*) ;;
      *) $allow_dynamic || fail "the tarball's binary is not static: $kind" ;;
    esac
    if ! $allow_dynamic && ldd "$bin" >/dev/null 2>&1; then fail "ldd lists libraries for the tarball's binary: $(ldd "$bin" | tr '\n' ' ')"; fi
    check_version env -i "$bin"
    check_filter "$bin"
    # On its own: in an empty root holding only the binary and /proc (the static Swift runtime
    # reads /proc/self to find itself, and aborts without it), in a mount namespace of its own.
    if ! $allow_dynamic && [ "$(id -u)" -eq 0 ] && unshare --mount true 2>/dev/null; then
      mkdir -p "$work/root/proc" && cp "$bin" "$work/root/tick"
      out=$(printf 'alpha\nbravo\ncharlie\n' | unshare --mount sh -c 'mount --bind /proc "$1/proc" && exec chroot "$1" /tick --filter brv' sh "$work/root" 2>&1)
      [ "$out" = bravo ] || fail "in an empty root, the tarball's tick --filter brv printed '$out', not 'bravo'"
      echo "check-dist: the tarball's binary runs in an empty root (only /proc mounted)"
    elif ! $allow_dynamic; then
      echo "check-dist: not run in an empty root (needs root and unshare --mount)"
    fi
    for f in LICENSE README.md CHANGELOG.md docs/tick.1; do
      cmp -s "$root/$f" "$work/tar/tick-$version/$( [ "$f" = docs/tick.1 ] && echo share/man/man1/tick.1 || echo "$f")" \
        || fail "the tarball's copy of $f differs from the checkout's"
    done
  else
    fail "the tarball has no executable tick-$version/bin/tick"
  fi
else
  fail "no $dist/$tarball"
fi

# The package.
if [ -f "$dist/$deb" ]; then
  for field in "Package: tick" "Version: $version" "Architecture: amd64" "Section: utils"; do
    dpkg-deb -f "$dist/$deb" | grep -qx "$field" || fail "the .deb's control has no '$field'"
  done
  for field in Maintainer Description Installed-Size; do
    [ -n "$(dpkg-deb -f "$dist/$deb" "$field")" ] || fail "the .deb's control has no $field"
  done
  files=$(dpkg-deb -c "$dist/$deb" | awk '$1 !~ /^d/ { print $6 }' | LC_ALL=C sort)
  expected="./usr/bin/tick
./usr/share/bash-completion/completions/tick
./usr/share/doc/tick/changelog.gz
./usr/share/doc/tick/copyright
./usr/share/fish/vendor_completions.d/tick.fish
./usr/share/lintian/overrides/tick
./usr/share/man/man1/tick.1.gz
./usr/share/zsh/vendor-completions/_tick"
  [ "$files" = "$expected" ] || fail "the .deb holds $(echo "$files" | tr '\n' ' ')"
  mkdir "$work/deb" && dpkg-deb -x "$dist/$deb" "$work/deb"
  if [ -x "$work/deb/usr/bin/tick" ]; then
    check_version "$work/deb/usr/bin/tick"
    check_filter "$work/deb/usr/bin/tick"
  else
    fail "the .deb has no executable /usr/bin/tick"
  fi
  gzip -dc "$work/deb/usr/share/man/man1/tick.1.gz" 2>/dev/null | cmp -s - "$root/docs/tick.1" || fail "the .deb's man page is not docs/tick.1"
  head -1 "$work/deb/usr/share/doc/tick/copyright" | grep -q '^Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' \
    || fail "the .deb's copyright is not in Debian's machine-readable format"
  gzip -dc "$work/deb/usr/share/doc/tick/changelog.gz" 2>/dev/null | head -1 | grep -qx "tick ($version) unstable; urgency=medium" \
    || fail "the .deb's changelog does not start with $version"
  if command -v lintian >/dev/null 2>&1; then
    lint=$(lintian --tag-display-limit 0 "$dist/$deb" 2>&1 | grep '^[A-Z]: ')
    errors=$(echo "$lint" | grep '^E: ')
    # A binary that is not the static release build (the tests' debug build) is not judged.
    $allow_dynamic && errors=$(echo "$errors" | grep -v ' \[usr/bin/tick\]$')
    [ -n "$errors" ] && fail "lintian reports errors: $(echo "$errors" | tr '\n' ' ')"
    [ -n "$lint" ] && echo "check-dist: lintian: $(echo "$lint" | tr '\n' ' ')"
  else
    echo "check-dist: lintian is not installed; the .deb was not linted"
  fi
  if $install; then
    if dpkg -s tick >/dev/null 2>&1; then
      fail "a tick package is installed already; not replacing it"
    elif dpkg -i "$dist/$deb" >"$work/dpkg.log" 2>&1; then
      check_version /usr/bin/tick
      [ "$(man -w tick 2>/dev/null)" = /usr/share/man/man1/tick.1.gz ] || fail "man -w tick does not find the installed page"
      dpkg -r tick >>"$work/dpkg.log" 2>&1 || fail "dpkg -r tick failed: $(cat "$work/dpkg.log")"
      for f in $expected; do [ -e "${f#.}" ] && fail "${f#.} is left after dpkg -r"; done
      dpkg -s tick >/dev/null 2>&1 && fail "dpkg -s still knows tick after dpkg -r"
    else
      fail "dpkg -i failed: $(cat "$work/dpkg.log")"
    fi
  fi
else
  fail "no $dist/$deb"
fi

if [ "$failures" -eq 0 ]; then
  echo "check-dist: PASS $tarball and $deb ($version)$($install && echo ', installed and removed')"
else
  echo "check-dist: FAIL: $failures problem(s) above"
  exit 1
fi
