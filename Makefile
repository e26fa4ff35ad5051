# Installs piggybank like any command-line tool: the binary (built with the Swift standard
# library, libstdc++, SQLite, terminfo (libtinfo) and, where its archives are installed, glibc linked in,
# so it needs no shared library; terminfo is still read from the system), its man page, and
# the bash, zsh and fish completions, all generated from the binary's own command table.
#
#   make install PREFIX=~/.local      # builds a static release first
#   make uninstall PREFIX=~/.local    # removes exactly the installed files
#   make bench                        # piggybank-bench, built as the installed binary is
#
# BINARY=path installs an already built binary instead of building one.

PREFIX ?= $(HOME)/.local
# Its own build folder: the static build's flags differ from `swift build -c release`'s, and
# sharing .build/release would rebuild every module each time one follows the other.
STATIC_BUILD := .build/static
BINARY ?= $(STATIC_BUILD)/release/piggybank

bindir := $(PREFIX)/bin
man1dir := $(PREFIX)/share/man/man1
bashdir := $(PREFIX)/share/bash-completion/completions
zshdir := $(PREFIX)/share/zsh/site-functions
fishdir := $(PREFIX)/share/fish/vendor_completions.d

installed := $(bindir)/piggybank $(man1dir)/piggybank.1 $(bashdir)/piggybank $(zshdir)/_piggybank $(fishdir)/piggybank.fish

.PHONY: build bench install uninstall

# Linked by the toolchain's lld with packed relative relocations (DT_RELR, glibc 2.36 and later):
# the loader then applies 46,000 relative relocations from 8 KiB instead of reading 1 MiB of
# them at every start (less RSS and start-up time; the binary stays position-independent).
# On an older glibc the toolchain's default linker is used.
glibc_minor := $(shell getconf GNU_LIBC_VERSION 2>/dev/null | sed -n 's/^glibc 2\.\([0-9]*\).*/\1/p')
relr := $(shell [ "$(glibc_minor)" -ge 36 ] 2>/dev/null && echo -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld -Xlinker -z -Xlinker pack-relative-relocs)
# With lld, the functions a session runs (Benchmarks/piggybank.order, made by
# Benchmarks/symbol-order.py) are placed side by side at the start of the code: a session then
# touches about 1.6 MiB fewer pages of the binary. Names the binary no longer has are skipped.
order := $(if $(relr),-Xlinker --symbol-ordering-file=$(CURDIR)/Benchmarks/piggybank.order -Xlinker --no-warn-symbol-ordering)
# Swift's private helpers (2,100 small functions without a symbol the order can name: merged
# metadata accessors, `objectdestroy`, key path accessors; 54 KB in all) were left among the
# code no session runs, and each one a session called kept a 64 KiB window of it resident:
# Benchmarks/private-functions.ld gathers them just before the code. RSS (Benchmarks/home-rss):
# the app on Home 12.19 -> 10.94 MiB, the demo 8.79 -> 7.36 MiB.
private := $(if $(relr),-Xlinker --script=$(CURDIR)/Benchmarks/private-functions.ld)
# Every Swift function in a section of its own, so the order places functions, not whole
# files: the code a typing key runs then spans 266 pages of the binary instead of 294 (callgrind).
sections := -Xswiftc -Xfrontend -Xswiftc -function-sections
# Generic types such as `VStack<Content>` made by calling their metadata accessors, not by
# looking their mangled names up at run time, which checked each generic argument's protocol
# conformances by scanning all 3,800 conformance records: 2.2 M of the demo's 25.8 M
# instructions to start.
metadata := -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
# libstdc++ (the Swift runtime's C++ library), libgcc's unwinder, SQLite and tinfo (terminfo)
# linked in from their archives rather than loaded at every start: five shared objects fewer
# to map and relocate (libstdc++ brought 1,670 of the loader's 3,900 symbol bindings per
# start and 0.9 MiB of RSS; SQLite and tinfo (and ncurses then), bound at start as Debian links them
# `-z now`, 2,250 bindings and 1.8 M of the demo's 16.9 M instructions to start). SwiftPM
# asks for each with `-l` (`-lstdc++` in its static-stdlib link file, `-lgcc_s` from the
# compiler driver, the others from the module maps), and the linker takes the first file of
# that name on its search path: here a linker script naming the archive, in a folder searched
# before the system's, named after the set so that another set relinks. A library whose
# archive is not installed is loaded as before; `make install STATIC_LIBS=` loads them all.
# (A security fix to one of them then needs piggybank rebuilt, as one to Swift's runtime does.)
STATIC_LIBS ?= stdc++ gcc_s sqlite3 tinfo
archive = $(if $(filter gcc_s,$(1)),libgcc_eh.a,lib$(1).a)
linked_in := $(foreach lib,$(STATIC_LIBS),$(if $(filter /%,$(shell clang -print-file-name=$(call archive,$(lib)) 2>/dev/null)),$(lib)))
empty :=
static_libs := $(CURDIR)/$(STATIC_BUILD)/static-libs/$(or $(subst $(empty) $(empty),-,$(linked_in)),none)
# Where glibc's archives are installed (libc6-dev's libc.a and rcrt1.o) and every library
# above is linked in, the binary is a static position-independent executable: no dynamic
# loader, and of libc and libm only the functions it calls, placed with the rest of its code,
# instead of mapping the whole of ld.so, libc.so and libm.so (they kept 2.0 MiB of the demo's
# RSS resident). At the first frame (the binary copied / read from disk): the demo's RSS
# 10.2 / 9.2 -> 9.2 / 8.2 MiB, the app's on Home 13.9 / 13.2 -> 13.0 / 12.4 MiB; the demo's
# start 13.8 -> 13.5 M instructions (what is left of the loader's work, 0.5 M, is the binary
# applying its own 46,000 relative relocations). It stays
# position-independent (address randomisation), and still reads terminfo, the locale and,
# should it look up the user's home folder without $$HOME, the system's NSS modules at run
# time, which must come from the glibc it was built with (as `make install` builds it on the
# machine it installs to). `make install STATIC_PIE=` links libc dynamically.
STATIC_PIE ?= yes
glibc_archives := $(filter /%,$(shell clang -print-file-name=libc.a 2>/dev/null))$(filter /%,$(shell clang -print-file-name=rcrt1.o 2>/dev/null))
all_linked_in := $(if $(STATIC_LIBS),$(if $(filter-out $(linked_in),$(STATIC_LIBS)),,yes))
static_pie := $(if $(and $(STATIC_PIE),$(relr),$(all_linked_in),$(glibc_archives)),-Xswiftc -static-executable -Xswiftc -Xclang-linker -Xswiftc -static-pie)
# No $$ORIGIN run path: the standard library is linked in, and with it the loader looked for
# each shared library in the binary's folder first (43 failed opens and stats per start).
rpath := --disable-local-rpath
# The static standard library's link file exports every symbol of our own modules (8,700
# names, 0.7 MiB of .dynsym, .dynstr and .gnu.hash), which nothing looks up: the runtime's
# dladdr at start (finding its own path) scanned them all, and they stayed resident.
exports := -Xlinker --no-export-dynamic

static_build = swift build -c release --static-swift-stdlib --scratch-path $(STATIC_BUILD) $(rpath) $(exports) $(sections) $(metadata) $(relr) $(static_pie) $(order) $(private) -Xlinker -L$(static_libs)

build:
	mkdir -p "$(static_libs)"
	@# SwiftPM does not know the order file or the linker script: a newer one relinks by removing the binary.
	@for input in Benchmarks/piggybank.order Benchmarks/private-functions.ld; do \
		if [ $$input -nt $(STATIC_BUILD)/release/piggybank ]; then rm -f $(STATIC_BUILD)/release/piggybank; fi; done
	$(foreach lib,$(linked_in),printf 'INPUT($(call archive,$(lib)))\n' > "$(static_libs)/lib$(lib).so" && ) true
	$(static_build) --product piggybank

# piggybank-bench with the installed binary's flags, beside it in $(STATIC_BUILD)/release: it
# then measures what users run, and shares every module with the static build instead of
# compiling them all again as `swift build -c release` does.
bench: build
	$(static_build) --product piggybank-bench

install: $(if $(filter $(STATIC_BUILD)/release/piggybank,$(BINARY)),build)
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
