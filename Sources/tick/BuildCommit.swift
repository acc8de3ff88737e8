// The commit this binary was built from, when the build knows it for sure.
//
// `make dist` (Scripts/build-commit.sh) writes BuildCommit+Generated.swift (git-ignored) with
// the commit of a clean checkout and builds with `-Xswiftc -DTICK_BUILD_COMMIT`; any other build
// (`swift build`, a dirty tree, a tarball of the sources) has no commit, so `--version` never
// names a wrong one. A generated file left behind is ignored without the flag.
#if !TICK_BUILD_COMMIT
let buildCommit: String? = nil
#endif
