#!/bin/sh
# Builds tick's release artifacts: `make dist` runs this (see CONTRIBUTING.md, "Release").
#
#   dist/tick-VERSION-linux-x86_64.tar.gz   tick-VERSION/{bin,share/man,share/*completions*,…}
#   dist/tick_VERSION_amd64.deb             /usr/bin/tick, man page, completions, copyright
#   dist/SHA256SUMS                         for both
#
# VERSION is Version.number in Sources/TickCore/Options/Version.swift. The binary is the static
# release build, built here with the commit of a clean checkout (Scripts/build-commit.sh);
# BINARY=path packages an already built tick instead (the tests package the debug build), and
# DIST=dir writes somewhere else. Needs the Swift toolchain, tar, gzip, strip and dpkg-deb.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd -P)
cd "$root"
dist=${DIST:-dist}
maintainer=${DEB_MAINTAINER:-The tick authors <maintainers@users.noreply.a-seed-b4f31780.example>}
version=$(make -s --no-print-directory version)
case $version in
  [0-9]*.[0-9]*.[0-9]*) ;;
  *) echo "make-dist: no version number in Sources/TickCore/Options/Version.swift" >&2; exit 1 ;;
esac
grep -q "^## \[$version\]" CHANGELOG.md || { echo "make-dist: CHANGELOG.md has no section for $version" >&2; exit 1; }
command -v dpkg-deb >/dev/null || { echo "make-dist: dpkg-deb is needed for the .deb (apt-get install dpkg)" >&2; exit 1; }

# The generated commit file never outlives the build, even when interrupted.
generated=
work=$(mktemp -d "${TMPDIR:-/tmp}/tick-dist.XXXXXX")
trap 'rm -rf "$work"; ${generated:+rm -f "$root/$generated"}' EXIT
trap 'exit 130' INT TERM HUP

# Reproducible archives: every file dated at the commit (or now, outside git).
SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}
export SOURCE_DATE_EPOCH

# The Debian copyright file in the machine-readable format (DEP-5), with LICENSE's text.
debian_copyright() {
  printf '%s\n' 'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' \
    'Upstream-Name: tick' '' 'Files: *' 'Copyright: 2026 The tick authors' 'License: Expat'
  sed -n '/^Permission/,$p' LICENSE | sed 's/^$/./; s/^/ /'
}

# A Debian changelog (tick is a native package: changelog.gz) made from CHANGELOG.md: one entry
# per release, its bullets wrapped at 78 columns, dated at the release's date.
debian_changelog() {
  awk -v maintainer="$maintainer" '
    function flush() { if (bullet != "") { wrap(bullet); bullet = "" } }
    function wrap(text,   n, words, i, line) {
      n = split(text, words, " "); line = "  *"
      for (i = 1; i <= n; i++) {
        if (length(line) + 1 + length(words[i]) > 78) { print line; line = "   " }
        line = line " " words[i]
      }
      print line
    }
    function close_entry() {
      flush()
      if (version != "") {
        command = "date -u -R -d " date; stamp = ""
        command | getline stamp; close(command)
        if (stamp == "") { print "make-dist: CHANGELOG.md: no date for " version > "/dev/stderr"; exit 1 }
        print ""; print " -- " maintainer "  " stamp; print ""
      }
    }
    /^## \[[0-9]/ {
      close_entry()
      version = $2; gsub(/[][]/, "", version); date = $4
      print "tick (" version ") unstable; urgency=medium"; print ""
      next
    }
    version == "" { next }
    /^- / { flush(); bullet = substr($0, 3); next }
    /^  [^ ]/ && bullet != "" { sub(/^ +/, ""); bullet = bullet " " $0; next }
    { flush() }
    END { close_entry() }
  ' CHANGELOG.md
}

if [ -z "${BINARY:-}" ]; then
  generated=Sources/tick/BuildCommit+Generated.swift
  sh Scripts/build-commit.sh . "$generated"
  # Source paths in the binary (#file in runtime messages) are relative to the checkout: no
  # build machine's directories in what users see.
  swift build -c release --product tick -Xswiftc -DTICK_BUILD_COMMIT -Xswiftc -file-prefix-map -Xswiftc "$root/="
  rm -f "$generated"
  BINARY=$(swift build -c release --product tick --show-bin-path)/tick
fi
[ -x "$BINARY" ] || { echo "make-dist: $BINARY is not an executable" >&2; exit 1; }
"$BINARY" --version

mkdir -p "$dist"
dist=$(cd "$dist" && pwd -P)

# Shipped stripped (as Debian requires of a package): symbols only name frames in a backtrace.
command -v strip >/dev/null || { echo "make-dist: strip is needed (apt-get install binutils)" >&2; exit 1; }
cp "$BINARY" "$work/tick"
strip --strip-all --remove-section=.comment "$work/tick"
BINARY=$work/tick

# The tarball: the unpacked tree is a prefix laid out as `make install` lays it out. Neither it
# nor the package has an fzf link (FZF_LINK= even when the environment sets it): a user asks for
# one (docs/SPEC.md §10).
tree=$work/tick-$version
make -s --no-print-directory install PREFIX="$tree" BINARY="$BINARY" FZF_LINK=
install -m 644 LICENSE README.md CHANGELOG.md "$tree/"
tarball=tick-$version-linux-x86_64.tar.gz
find "$tree" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
tar -C "$work" --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$SOURCE_DATE_EPOCH" -cf - "tick-$version" | gzip -9n > "$dist/$tarball"

# The package: Debian's places for the completions, the page gzipped, copyright and changelog.
pkg=$work/deb
make -s --no-print-directory install DESTDIR="$pkg" PREFIX=/usr BINARY="$BINARY" FZF_LINK=
mkdir -p "$pkg/usr/share/zsh/vendor-completions" "$pkg/usr/share/doc/tick" "$pkg/usr/share/lintian/overrides" "$pkg/DEBIAN"
mv "$pkg/usr/share/zsh/site-functions/_tick" "$pkg/usr/share/zsh/vendor-completions/_tick"
rmdir "$pkg/usr/share/zsh/site-functions"
gzip -9n "$pkg/usr/share/man/man1/tick.1"
debian_copyright > "$pkg/usr/share/doc/tick/copyright"
debian_changelog > "$work/changelog"
gzip -9n < "$work/changelog" > "$pkg/usr/share/doc/tick/changelog.gz"
# Static on purpose: Debian packages no Swift runtime, and the static binary starts in half the time.
echo "tick: statically-linked-binary [usr/bin/tick]" > "$pkg/usr/share/lintian/overrides/tick"
chmod 644 "$pkg/usr/share/doc/tick/copyright" "$pkg/usr/share/doc/tick/changelog.gz" "$pkg/usr/share/lintian/overrides/tick"
size=$(du -sk --exclude=DEBIAN "$pkg" | cut -f1)
cat > "$pkg/DEBIAN/control" <<CONTROL
Package: tick
Version: $version
Architecture: amd64
Maintainer: $maintainer
Installed-Size: $size
Section: utils
Priority: optional
Description: pick several rows out of a list in the terminal
 tick is a command-line filter in the family of fzf: producer | tick | consumer.
 It reads items on stdin, draws a picker inline on the terminal where typing
 filters the list and keys or mouse taps tick any number of rows, and prints
 the ticked rows on stdout as lines or JSON. Without a terminal, --filter
 prints the matches of a query.
CONTROL
(cd "$pkg" && find usr -type f | LC_ALL=C sort | xargs md5sum) > "$pkg/DEBIAN/md5sums"
chmod 644 "$pkg/DEBIAN/control" "$pkg/DEBIAN/md5sums"
find "$pkg" -type d -exec chmod 755 {} +
find "$pkg" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
deb=tick_${version}_amd64.deb
dpkg-deb --root-owner-group -Zxz --build "$pkg" "$dist/$deb" >/dev/null

(cd "$dist" && sha256sum "$tarball" "$deb" > SHA256SUMS)
echo "make-dist: wrote $dist/$tarball, $dist/$deb and $dist/SHA256SUMS"
