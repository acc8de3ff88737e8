#!/bin/sh
# Writes the Swift file that tells a release build its commit: Scripts/build-commit.sh SOURCE OUT
#
# SOURCE is the checkout being built, OUT the file to write (make dist writes
# Sources/tick/BuildCommit+Generated.swift and builds with -Xswiftc -DTICK_BUILD_COMMIT). The
# commit is written only when it is certain: SOURCE is the top of its own git work tree (not a
# tarball unpacked inside some other repository) and nothing in it differs from HEAD, tracked or
# untracked (ignored files such as .build/ and dist/ aside). Otherwise the file says nil and
# `tick --version` prints no commit. Prints the commit, or a line saying why there is none.
set -eu
source=${1:?usage: build-commit.sh SOURCE OUT}
out=${2:?usage: build-commit.sh SOURCE OUT}

commit=
source=$(cd "$source" && pwd -P)
if top=$(git -C "$source" rev-parse --show-toplevel 2>/dev/null) && [ "$(cd "$top" && pwd -P)" = "$source" ]; then
  if [ -z "$(git -C "$source" status --porcelain --untracked-files=normal)" ]; then
    commit=$(git -C "$source" rev-parse --short=7 HEAD)
  else
    echo "build-commit: the work tree differs from HEAD, so the build names no commit" >&2
  fi
else
  echo "build-commit: $source is not a git checkout of its own, so the build names no commit" >&2
fi

case $commit in
  '') value=nil ;;
  *[!0-9a-f]*) echo "build-commit: git gave '$commit', not a commit hash" >&2; value=nil ;;
  *) value="\"$commit\"" ;;
esac
{
  echo "// Written by Scripts/build-commit.sh for a release build; not in git."
  echo "#if TICK_BUILD_COMMIT"
  echo "let buildCommit: String? = $value"
  echo "#endif"
} > "$out"
[ -n "$commit" ] && echo "$commit"
exit 0
