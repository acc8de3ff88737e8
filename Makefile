# Build and install tick like a packaged tool.
#
#   make install PREFIX=/usr/local   (the default PREFIX; DESTDIR is honoured, for packagers)
#   make install FZF_LINK=1          (also bin/fzf, a link to tick: tick then runs as fzf;
#                                     never made unless asked; `make install-fzf-link` alone)
#   make uninstall PREFIX=/usr/local (bin/fzf too, when it is that link)
#   make test                        (sh Scripts/test-setup.sh && swift test, as README gives)
#   make dist                        (release artifacts in dist/: see Scripts/make-dist.sh)
#
# `make install` builds the release binary first. BINARY=path installs an already built tick
# instead (the tests install the debug build into a temporary prefix).

PREFIX ?= /usr/local
DESTDIR ?=
BINARY ?= .build/release/tick
FZF_LINK ?=

bindir = $(DESTDIR)$(PREFIX)/bin
mandir = $(DESTDIR)$(PREFIX)/share/man/man1
bashdir = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
zshdir = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
fishdir = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

.PHONY: all release install install-fzf-link uninstall dist version test

all: release

release:
	swift build -c release --product tick

install: $(if $(filter .build/release/tick,$(BINARY)),release)
	install -d $(bindir) $(mandir) $(bashdir) $(zshdir) $(fishdir)
	install -m 755 $(BINARY) $(bindir)/tick
	install -m 644 docs/tick.1 $(mandir)/tick.1
	install -m 644 completions/tick.bash $(bashdir)/tick
	install -m 644 completions/_tick $(zshdir)/_tick
	install -m 644 completions/tick.fish $(fishdir)/tick.fish
	$(if $(FZF_LINK),@$(link_fzf))

# bin/fzf -> tick, so that tick runs as fzf (docs/SPEC.md §10). An fzf that is not that link is
# never replaced.
install-fzf-link:
	@$(link_fzf)

link_fzf = if [ -e $(bindir)/fzf ] || [ -L $(bindir)/fzf ]; then \
	  [ "$$(readlink $(bindir)/fzf)" = tick ] || { echo "make: $(bindir)/fzf exists and is not a link to tick: left alone" >&2; exit 1; }; \
	else ln -s tick $(bindir)/fzf; fi

uninstall:
	rm -f $(bindir)/tick $(mandir)/tick.1 $(bashdir)/tick $(zshdir)/_tick $(fishdir)/tick.fish
	@if [ "$$(readlink $(bindir)/fzf 2>/dev/null)" = tick ]; then rm -f $(bindir)/fzf; fi

# The whole test suite, after installing what it needs beside the toolchain (the shells, man,
# dpkg, lintian, fzf for the parity tests: Scripts/test-setup.sh). TICK_FZF names another fzf.
test:
	sh Scripts/test-setup.sh && swift test

# The tarball, the .deb and SHA256SUMS in dist/, from the static release build with its commit.
dist:
	sh Scripts/make-dist.sh

# The release number, from the one place it is written.
version:
	@sed -n 's/^ *public static let number = "\([^"]*\)".*/\1/p' Sources/TickCore/Options/Version.swift
