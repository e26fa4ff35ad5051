# Installs piggybank like any command-line tool: the binary (built with the Swift standard
# library linked in, so it needs only libc, ncursesw and sqlite3), its man page, and the bash,
# zsh and fish completions, all generated from the binary's own command table.
#
#   make install PREFIX=~/.local      # builds a static release first
#   make uninstall PREFIX=~/.local    # removes exactly the installed files
#
# BINARY=path installs an already built binary instead of building one.

PREFIX ?= $(HOME)/.local
BINARY ?= .build/release/piggybank

bindir := $(PREFIX)/bin
man1dir := $(PREFIX)/share/man/man1
bashdir := $(PREFIX)/share/bash-completion/completions
zshdir := $(PREFIX)/share/zsh/site-functions
fishdir := $(PREFIX)/share/fish/vendor_completions.d

installed := $(bindir)/piggybank $(man1dir)/piggybank.1 $(bashdir)/piggybank $(zshdir)/_piggybank $(fishdir)/piggybank.fish

.PHONY: build install uninstall

build:
	swift build -c release --static-swift-stdlib --product piggybank

install: $(if $(filter .build/release/piggybank,$(BINARY)),build)
	install -d "$(bindir)" "$(man1dir)" "$(bashdir)" "$(zshdir)" "$(fishdir)"
	install -m 755 "$(BINARY)" "$(bindir)/piggybank"
	"$(bindir)/piggybank" manpage > "$(man1dir)/piggybank.1"
	"$(bindir)/piggybank" completions bash > "$(bashdir)/piggybank"
	"$(bindir)/piggybank" completions zsh > "$(zshdir)/_piggybank"
	"$(bindir)/piggybank" completions fish > "$(fishdir)/piggybank.fish"
	@echo "installed piggybank into $(PREFIX)"

uninstall:
	rm -f $(installed)
	@echo "removed piggybank from $(PREFIX)"
