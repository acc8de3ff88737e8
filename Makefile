# Build and install tick like a packaged tool.
#
#   make install PREFIX=/usr/local   (the default PREFIX; DESTDIR is honoured, for packagers)
#   make uninstall PREFIX=/usr/local
#   make test                        (sh Scripts/test-setup.sh && swift test, as README gives)
#   make dist                        (release artifacts in dist/: see Scripts/make-dist.sh)
#
# `make install` builds the release binary first. BINARY=path installs an already built tick
# instead (the tests install the debug build into a temporary prefix).

PREFIX ?= /usr/local
DESTDIR ?=
BINARY ?= .build/release/tick

bindir = $(DESTDIR)$(PREFIX)/bin
mandir = $(DESTDIR)$(PREFIX)/share/man/man1
bashdir = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
zshdir = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
fishdir = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

.PHONY: all release install uninstall dist version test

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

uninstall:
	rm -f $(bindir)/tick $(mandir)/tick.1 $(bashdir)/tick $(zshdir)/_tick $(fishdir)/tick.fish

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
