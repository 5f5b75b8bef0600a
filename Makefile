# The whole set-up on a fresh Debian machine is one of these two commands:
#   make run    opens the app
#   make test   runs the fast tier of checks (CI runs it, then make test-long)
# Run as root, both install the Debian packages they need first; otherwise they
# print the exact apt-get line to run and stop.

GO            ?= go
APT_PACKAGES  := gcc pkg-config zopfli libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev \
                 libxinerama-dev libxi-dev libxxf86vm-dev
GO_MIN        := 1.21
# Pure-Go layers that must never import Fyne: everything below ui and cli.
PURE_PKGS     := ./engine/... ./tracker/... ./share/... ./session/... ./rockdie/... ./internal/... ./learn/... ./solo/... ./tableau/... ./exercise/... ./automa/...
MODULE        := github.com/sapcompanion/sapcompanion
# Every go command make runs builds with the profile the app is built with
# (default.pgo: see pgo below), the tests as the app, so that each package
# is compiled once: built with a profile and without, a package is two
# builds, and on an empty cache Fyne's C (four minutes of one core) would be
# compiled twice.
PGO           := $(if $(wildcard $(CURDIR)/default.pgo),$(CURDIR)/default.pgo,off)
# (A -pgo in GOFLAGS already, as make passes it to itself, is kept.)
export GOFLAGS := $(if $(findstring -pgo=,$(GOFLAGS)),$(GOFLAGS),$(strip $(GOFLAGS) -pgo=$(PGO)))

.PHONY: run test deps check-go fmt vet staticcheck layers layers-ui unit build screenshots fuzz fuzz-smoke bench
.PHONY: web browser web-vet bench-web pgo

run: deps
	$(GO) run .


## deps: install the Debian packages Fyne's GLFW driver and cgo need.
deps: check-go
	@command -v dpkg-query >/dev/null || { echo "deps: not a Debian system; install a C compiler and the OpenGL/X11 development headers yourself"; exit 0; }; \
	missing=""; \
	for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ]; then \
	  echo "deps: installing$$missing"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	else \
	  echo "deps: missing Debian packages. Run this, then try again:"; \
	  echo "  sudo apt-get update && sudo apt-get install -y$$missing"; \
	  exit 1; \
	fi

## check-go: Go 1.21 or newer fetches the toolchain go.mod asks for by itself.
check-go:
	@command -v $(GO) >/dev/null || { echo "check-go: Go is not installed; install Go $(GO_MIN) or newer from go.dev/dl (Debian's golang-go is too old)"; exit 1; }
	@v=$$($(GO) env GOVERSION | sed 's/^go//'); \
	if [ "$$(printf '%s\n%s\n' "$(GO_MIN)" "$$v" | sort -V | head -1)" != "$(GO_MIN)" ]; then \
	  echo "check-go: Go $$v is too old; install Go $(GO_MIN) or newer"; exit 1; fi

fmt:
	@echo "== gofmt"; out=$$(gofmt -l $$(find . -name '*.go' -not -path './.git/*')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

vet:
	@echo "== go vet"; $(GO) vet ./...

staticcheck:
	@echo "== staticcheck"; $(GO) tool staticcheck ./...

## layers: main -> {cli, ui} -> session -> {engine/search, tracker, share,
## solo, tableau, exercise, automa}, engine/search -> engine, checked with go
## list: nothing but main and the packages of the screens (ui/...) imports
## Fyne, engine (the rules of a battle) does
## not import engine/search (the searches over them), tracker does not
## import engine, the layers below session
## do not import it (nor does learn, the course, which cli and ui use beside
## the session; solo, the app's own player, may import engine and tracker
## only), the games of the More games shelf import nothing of ours but the
## plain words for damaged text, the error type and the joining of words
## (internal/textcheck, internal/problem, internal/words, which import
## nothing of ours); then layers-ui.
layers: layers-ui
	@echo "== layers"; fail=0; \
	others=$$($(GO) list ./... | grep -vxE '$(MODULE)(/ui(/.*)?)?'); \
	bad=$$($(GO) list -f '{{.ImportPath}} {{join .Deps " "}}' $$others | awk '/ fyne\.io\// {print $$1}'); \
	if [ -n "$$bad" ]; then echo "layers: a package outside main and ui/... imports Fyne, itself or through another (only the screens draw):"; echo "$$bad"; fail=1; fi; \
	if $(GO) list -deps ./engine | grep -qx '$(MODULE)/engine/search'; then echo "layers: engine (the rules) imports engine/search (the searches)"; fail=1; fi; \
	if $(GO) list -deps ./tracker | grep -qx '$(MODULE)/engine'; then echo "layers: tracker imports engine"; fail=1; fi; \
	bad=$$($(GO) list -deps ./engine/... ./tracker ./share ./rockdie ./learn ./solo ./tableau ./exercise ./automa | grep -E '^$(MODULE)/(session|ui|cli)$$' | sort -u); \
	if [ -n "$$bad" ]; then echo "layers: a package below the session imports a higher layer:"; echo "$$bad"; fail=1; fi; \
	bad=$$($(GO) list -deps ./tableau ./exercise ./automa | grep '^$(MODULE)/' | grep -vxE '$(MODULE)/(tableau|exercise|automa|internal/textcheck|internal/problem|internal/words)'); \
	if [ -n "$$bad" ]; then echo "layers: a game of the More games shelf imports another package of ours:"; echo "$$bad"; fail=1; fi; \
	if $(GO) list -deps ./engine/... ./session | grep -qx '$(MODULE)/learn'; then echo "layers: engine or session imports learn"; fail=1; fi; \
	bad=$$($(GO) list -deps ./hub/... ./internal/wire | grep -E '^$(MODULE)/(session|ui|cli|engine|tracker)(/.*)?$$' | sort -u); \
	if [ -n "$$bad" ]; then echo "layers: the hub, the phone's link or the table's messages import the session or what lies below it (the hub keeps a table through its Keeper):"; echo "$$bad"; fail=1; fi; \
	if $(GO) list -deps ./session ./engine/... ./tracker | grep -qx '$(MODULE)/hub'; then echo "layers: session or below imports the hub (cli and ui wire the hub to the session)"; fail=1; fi; \
	exit $$fail

## layers-ui: the packages of the screens, ./ui/..., checked with go list.
## They are the app (ui itself: the window, the navigator and the wiring of
## the tabs), the shared packages every screen may import (UI_SHARED:
## ui/kit, ui/board, ui/sharing and ui/internal/...) and the feature
## packages, every other package under ui: a tab (ui/battleui, ui/cardsui,
## ui/gameui, ui/learnui) or a game of the shelf (ui/shelf/*), and any new
## one. A feature package imports no other feature package, its tests
## included (the app wires them together through their options), and a
## shared package imports none; no ui package opens files itself (os,
## io/ioutil, internal/atomicfile: the session's Store keeps what the app
## keeps), but the tests' harness ui/internal/uitest, which writes the
## screenshots and which only tests may import. TestLayersRefuseAFeature-
## PackageImportingAnother (main_test.go) plants such imports in a scratch
## copy of the module and runs this check there.
UI_SHARED := kit|board|sharing|internal/.+
UI_FILES  := os|io/ioutil|$(MODULE)/internal/atomicfile
define UI_LAYERS_AWK
function rel(p) { return p == ui ? "." : substr(p, length(ui) + 2) }
function feature(r) { return r != "." && r !~ shared }
{
	me = rel($$1); test = 0
	for (i = 2; i <= NF; i++) {
		if ($$i == "|") { test = 1; continue }
		if (!test && $$i ~ files && me != "internal/uitest")
			print "layers: " $$1 " imports " $$i ": a ui package opens no files itself (the session Store keeps what the app keeps)"
		if (index($$i, ui "/") != 1) continue
		to = rel($$i)
		if (to == me) continue
		if (feature(me) && feature(to))
			print "layers: " $$1 " imports " $$i ": a feature package (a tab or a game of the shelf) imports no other; move what both need to ui/kit, ui/board or ui/internal, or let the app (package ui) wire them through their options"
		else if (me != "." && !feature(me) && feature(to))
			print "layers: " $$1 " imports " $$i ": a shared ui package imports no feature package"
		if (!test && to == "internal/uitest")
			print "layers: " $$1 " imports " $$i ": the tests' harness is for tests only"
	}
}
endef
export UI_LAYERS_AWK
layers-ui:
	@echo "== layers (ui)"; \
	bad=$$($(GO) list -f '{{.ImportPath}}{{range .Imports}} {{.}}{{end}} |{{range .TestImports}} {{.}}{{end}}{{range .XTestImports}} {{.}}{{end}}' ./ui/... | \
	  awk -v ui='$(MODULE)/ui' -v shared='^($(UI_SHARED))$$' -v files='^($(UI_FILES))$$' "$$UI_LAYERS_AWK"); \
	if [ -n "$$bad" ]; then echo "$$bad"; exit 1; fi

## The tests come in two tiers.
##
## test (the README's command, what every change runs): gofmt, go vet (native
## and js/wasm), staticcheck and the layer check, then every package's tests
## with -short: the first cases of each random property test's seeded stream,
## the screens' layout checks at the two extreme looks (phone Small and Extra
## large), one phone smoke test in headless Chromium and every fuzz target's
## seed corpus. Make runs three jobs at a time (TEST_JOBS) so both cores stay
## busy; each go test has a timeout (SHORT_TIMEOUT) that only a hang reaches.
##
## test-long: everything else, after test: every random case, every
## screenshot look in light and dark, every browser test, and each fuzz
## target fuzzed for 15 s (fuzz-smoke). CI runs test, then test-long.
##
## The packages without Fyne (the course, the app's own player, the session
## and its background writer, the game, the commands) run under the race
## detector, cli's TestLessonsCheck among them: it runs `lessons --check`
## (every lesson's battle played, every question's answer checked against the
## engine) and asserts its last line, "N lessons, M questions checked". The
## engine (the rules) and engine/search (the searches) start no goroutine of
## their own: their tests run without the race detector (the searches are
## most of the test time, ten times slower under it), all but the tests of
## searches run at once on one battle and of cancelling one (ENGINE_RACE, in
## engine/search), which run under it. The screens and the browser build
## run without it: a race build of Fyne and its cgo would cost as much as
## every other check together. The
## screens' tests run with GOGC=400 (they build many short-lived apps, and the
## collector took a third of their time at the default) and a soft memory
## limit of 2 GiB, as Fyne's caches keep every app's renderers for a minute.
TEST_JOBS     ?= 3
SHORT_TIMEOUT ?= 10m
LONG_TIMEOUT  ?= 45m
UI_ENV        ?= GOGC=400 GOMEMLIMIT=2GiB
RACE_PKGS     := $(filter-out ./engine/...,$(PURE_PKGS)) ./cli/...
ENGINE_RACE   := '^(TestSearchesShareAMatchSafely|TestOddsCancel)$$'
## UI_RACE: the screens' tests whose goroutines the race detector can judge
## (the battle resolver's dice and odds): Fyne's test driver runs fyne.Do at
## once on the calling goroutine, not on the app's, so tests of other
## screens' background work report races the real driver cannot have.
UI_RACE       := '^(TestAStoppedBattleTakesNoDiceOfTheNext|TestStoppingWhileAskingChangesNothing|TestOdds.*)$$'

## CHECKS read the code without running it; UNITS are the fast tier's tests.
CHECKS        := fmt vet web-vet staticcheck layers
UNITS         := unit-screens unit-engine unit-race

.PHONY: compiled test-loaded test-long checks unit unit-screens unit-engine unit-race long-screens long-engine long-race long-ui-race web-fresh

test: deps browser
	@$(MAKE) --no-print-directory -j$(TEST_JOBS) --output-sync=target $(UNITS) $(CHECKS)
	@echo "== test: passed (the fast tier; make test-long runs the rest)"

test-long: deps browser
	@$(MAKE) --no-print-directory -j$(TEST_JOBS) --output-sync=target long-screens long-engine long-race long-ui-race
	@$(MAKE) --no-print-directory fuzz-smoke
	@echo "== test-long: passed"

## test-loaded: make test while LOAD_JOBS busy loops (2 by default: both
## cores of the team's VM) take the processor, the proof that no verdict
## depends on the machine's speed. It prints the load average before and
## after; the loops stop with it, however it ends.
LOAD_JOBS ?= 2
test-loaded:
	@pids=""; trap 'kill $$pids 2>/dev/null' EXIT INT TERM; \
	for i in $$(seq $(LOAD_JOBS)); do sh -c 'while :; do :; done' & pids="$$pids $$!"; done; \
	echo "== test-loaded: $(LOAD_JOBS) busy loops beside make test; load average $$(cut -d' ' -f1-3 /proc/loadavg)"; \
	start=$$(date +%s); $(MAKE) --no-print-directory test; st=$$?; \
	echo "== test-loaded: make test $$( [ $$st = 0 ] && echo passed || echo failed ) in $$(( $$(date +%s) - start )) s; load average $$(cut -d' ' -f1-3 /proc/loadavg)"; \
	exit $$st

## checks: the checks that read the code without running it, at once.
checks:
	@$(MAKE) --no-print-directory -j$(TEST_JOBS) --output-sync=target $(CHECKS)

## unit: the fast tier's tests alone (make test without the checks).
unit:
	@$(MAKE) --no-print-directory -j$(TEST_JOBS) --output-sync=target $(UNITS)

## compiled: every package built once (go build ./...) before the checks
## and the screens' tests, which need Fyne compiled: the C of its desktop
## driver (GLFW and OpenGL) takes one core about four minutes, and go
## commands run at once each compile what the cache does not hold yet, so
## on an empty cache go vet, staticcheck and the screens' tests each compiled
## it again (826 s for a cold make test; warm, this step takes a second).
## The other tests and the browser build (WebAssembly, no C) run beside it.
compiled:
	@echo "== go build ./... (once, for the checks and the screens)"; $(GO) build ./...

vet staticcheck: compiled

## unit-screens brings the browser build up to date first: the browser
## test reads it, so go test's cache of that test's result is dropped
## whenever the build changes (the test's own call to web-fresh alone could
## not do that: a cached result never runs).
unit-screens: web-fresh compiled
	@echo "== go test -short (screens, app, browser build)"; $(UI_ENV) $(GO) test -short -timeout $(SHORT_TIMEOUT) ./ui/... ./webtest/... .
unit-engine:
	@echo "== go test -short (engine)"; $(GO) test -short -timeout $(SHORT_TIMEOUT) ./engine/... && \
	echo "== go test -race -short (engine: searches at once)" && $(GO) test -race -short -timeout $(SHORT_TIMEOUT) -run $(ENGINE_RACE) ./engine/search/
unit-race:
	@echo "== go test -race -short (no Fyne, but the engine)"; $(GO) test -race -short -timeout $(SHORT_TIMEOUT) $(RACE_PKGS)

long-screens:
	@echo "== go test (screens in every look, every browser test)"; $(UI_ENV) $(GO) test -count=1 -timeout $(LONG_TIMEOUT) ./ui/... ./webtest/... .
long-engine:
	@echo "== go test (engine: every random case, 100,000 random battles among them)"; $(GO) test -count=1 -timeout $(LONG_TIMEOUT) ./engine/... && \
	echo "== go test -race (engine: searches at once)" && $(GO) test -count=1 -race -timeout $(LONG_TIMEOUT) -run $(ENGINE_RACE) ./engine/search/
long-race:
	@echo "== go test -race (no Fyne, but the engine: every case)"; $(GO) test -count=1 -race -timeout $(LONG_TIMEOUT) $(RACE_PKGS)
long-ui-race:
	@echo "== go test -race (the battle resolver's goroutines)"; $(UI_ENV) $(GO) test -count=1 -race -timeout $(LONG_TIMEOUT) -run $(UI_RACE) ./ui/battleui/

build: deps
	$(GO) build -o sapcompanion .

## screenshots: render every screen state at 360x740 (every text size) and
## 1024x768, light and dark, into ./screenshots, with the layout checks.
screenshots:
	SCREENSHOTS=$(CURDIR)/screenshots $(UI_ENV) $(GO) test ./ui/... -run '^TestScreenshots$$' -count=1 -timeout 30m

## fuzz: run every parser's fuzz target for FUZZTIME each, one after
## another (go test -fuzz takes one target a run): card lines, battles and
## card book JSON (engine), saves (tracker), share codes (share), the one
## path every kept blob is read by (session), the saves of the More games
## shelf (tableau, exercise, automa) and their moves (FuzzMove), the plain
## words for JSON errors (internal/textcheck), the list of a browser
## build's files and the Host headers that serve reads (internal/webserve),
## the messages of a live table (internal/wire), the benchmarks' output
## that make bench reads (internal/benchtable), a phone's kept seat
## (session), the text a phone's keyboard sends into a field (ui,
## FuzzTypeInto), a typed table address (ui, FuzzHubAddress) and any message
## a seated phone sends the hub (hub). A failing input is
## kept in the package's testdata/fuzz. A count (200000x) rather than a
## duration by default: a run of a set duration can end with a spurious
## "context deadline exceeded" from Go 1.26's fuzz coordinator, with no
## failing input; such a run is tried once more (a real failure names its
## failing input and stops at once).
FUZZTIME  ?= 200000x
## FUZZMINTIME bounds how long each new interesting input is minimized: by
## default Go spends up to a minute on each, and a short run then fuzzes
## almost nothing (the "0/sec" stretches); a failing input is still kept.
FUZZMINTIME ?= 100x
FUZZ_PKGS := ./engine ./tracker ./share ./session ./solo ./tableau ./exercise ./automa ./internal/textcheck ./internal/webserve ./internal/wire ./internal/benchtable ./ui ./hub
fuzz:
	@out=$$(mktemp); trap 'rm -f $$out' EXIT; \
	for p in $(FUZZ_PKGS); do \
	  for t in $$($(GO) test -list 'Fuzz.*' $$p | grep ^Fuzz); do \
	    for try in 1 2; do \
	      echo "== fuzz $$p $$t ($(FUZZTIME))"; \
	      if $(GO) test $$p -timeout $(LONG_TIMEOUT) -run '^$$' -fuzz "^$$t$$" -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINTIME) >$$out 2>&1; then cat $$out; break; fi; \
	      cat $$out; \
	      if [ $$try = 1 ] && grep -q 'context deadline exceeded' $$out && ! grep -q 'Failing input' $$out; then \
	        echo "== fuzz: stopped by the fuzz coordinator's own deadline, no failing input (a Go 1.26 fault): once more"; continue; fi; \
	      exit 1; \
	    done; \
	  done; \
	done

## fuzz-smoke: every fuzz target for a short while, 15 s each unless
## FUZZTIME is given, as part of test-long: 25 targets, 375 s of fuzzing
## (15 s each) and a few seconds a target to build and gather the corpus
## with the build cache warm. Plain go test (both tiers) runs each
## target's seed corpus.
fuzz-smoke: FUZZTIME = 15s
fuzz-smoke: fuzz

## bench: the engine's benchmarks natively as one table (internal/benchtable):
## the best orders of every 10-card deck of BenchmarkBest10 (one run each,
## slowest first), both play well, the exact odds and one battle resolved,
## with the load average before and after (BENCH_OUT/native.txt keeps the
## output); then every other benchmark of the engine and the tracker.
## One core (-cpu 1), as a phone's browser runs the app. bench-web adds
## the same benchmarks as WebAssembly. Neither is part of make test.
## Like every go command here, they build with the app's profile (PGO), so
## that the figures are the shipped app's.
BENCH_OUT    ?= build/bench
ENGINE_BENCH := ^Benchmark(Best10|PlayWell|Odds|Resolve)$$
## BENCH_ENGINE runs them into file $(2), with $(1) before each go test
## (the environment of a WebAssembly run) and $(3) among its flags (@ is
## replaced by a name of the run); on a failure it prints the output.
define BENCH_ENGINE
echo "load: $$(cut -d' ' -f1-3 /proc/loadavg) before" > $(2); \
$(1) $(GO) test -run '^$$' -cpu 1 -benchmem $(subst @,Resolve,$(3)) -bench '^BenchmarkResolve$$' ./engine >> $(2) && \
$(1) $(GO) test -run '^$$' -cpu 1 -benchmem $(subst @,OddsPlayWell,$(3)) -bench '^Benchmark(Odds|PlayWell)$$' ./engine/search >> $(2) && \
$(1) $(GO) test -run '^$$' -cpu 1 -benchmem $(subst @,Best10,$(3)) -bench '^BenchmarkBest10$$' -benchtime 1x -timeout 60m ./engine/search >> $(2); \
st=$$?; echo "load: $$(cut -d' ' -f1-3 /proc/loadavg) after" >> $(2); \
if [ $$st != 0 ]; then cat $(2); exit $$st; fi
endef

## pgo: writes default.pgo, the CPU profile the Go compiler builds the app
## with (profile-guided optimisation: go build uses a main package's
## default.pgo by itself, the desktop and the browser build alike, and make
## gives it to every go command, PGO above). It is the engine's benchmarks
## of make bench, natively on one core: the coach, both play well, the
## exact odds and a battle resolved. Built with it the engine runs about a
## twelfth fewer instructions (docs/notation.md, the best command). Run it
## again after a large change to the engine; an older profile still helps,
## a little less.
pgo: check-go
	@echo "== pgo: profiling the engine's benchmarks into default.pgo"; \
	dir=$$(mktemp -d); trap 'rm -rf "$$dir"' EXIT; \
	$(call BENCH_ENGINE,,"$$dir/bench.txt",-cpuprofile "$$dir/@.pprof" -o "$$dir/@.test") && \
	$(GO) tool pprof -proto "$$dir/Resolve.pprof" "$$dir/OddsPlayWell.pprof" "$$dir/Best10.pprof" > "$$dir/merged.pgo" && \
	mv "$$dir/merged.pgo" default.pgo && ls -l default.pgo
bench: check-go
	@mkdir -p $(BENCH_OUT); echo "== bench: the engine natively (-cpu 1)"; \
	$(call BENCH_ENGINE,,$(BENCH_OUT)/native.txt); \
	$(GO) run ./internal/benchtable -native $(BENCH_OUT)/native.txt
	@echo "== bench: the other benchmarks"; $(GO) test -run '^$$' -bench . -skip '$(ENGINE_BENCH)' -benchmem ./engine/... ./tracker/...

## web: the browser build in WEB_OUT, ready for any static host (see
## web/README-section.md): the app as gzipped WebAssembly (the page inflates
## it; zopfli's gzip, about 4 % smaller than gzip -9's, a minute and more of
## one core to make), Go's wasm_exec.js, the page and its scripts, the web app manifest,
## icons and the service worker, all stamped with a version from their content.
## Last it writes WEB_LIST, the list of the files it wrote (one name a line,
## relative to WEB_OUT, in byte order, the list itself left out): `APP serve`
## and the desktop app's "Open on phones" serve the names on it and nothing
## else of the folder (internal/webserve's ListFile, which must be the same
## name).
## The tags drop Fyne's colour emoji font (3.6 MB of the 12 MB download), its
## FyneApp.toml lookup, which cannot work in a browser, and its checks that UI
## calls come from the app's goroutine: its web driver itself delivers key
## presses on another, and the checks log every one (a browser runs one
## goroutine at a time anyway).
##
## The build also compiles Go's text/template without calling a method by
## its name from a template (WEB_OVERLAY, a copy of the toolchain's
## text/template/exec.go with that one call taken out, given to go build's
## -overlay). Such a call, reachable through Fyne's translations (go-i18n),
## makes the linker keep every exported method of every type the app uses:
## 1.2 MB of the download (9.3 to 8.1 MB gzipped). No template of the
## browser build calls a method: the app has none, and Fyne's translated
## strings hold no template actions. With a toolchain whose exec.go no longer
## has the call the build goes on without the overlay, saying so (and
## webtest's TestDownloadSize then fails on the size). go build overlays no file in
## the module cache, where the toolchain lives when Go fetched it itself (an
## older Go on the PATH): the build then reaches it through a link in
## WEB_OVERLAY. That folder starts with "_", so that ./... (go vet,
## staticcheck) leaves the copy alone.
WEB_OUT  ?= build/web
WEB_TAGS ?= release,no_emoji,migrated_fynedo
WEB_OVERLAY ?= build/_web-overlay
WEB_LIST = files.txt
web: check-go
	@echo "== web: $(WEB_OUT)"
	@set -e; out="$(WEB_OUT)"; stamp=$$($(WEB_INPUTS)); rm -rf "$$out" "$$out.inputs"; mkdir -p "$$out"; \
	ov="$(WEB_OVERLAY)"; mkdir -p "$$ov"; ov=$$(cd "$$ov" && pwd); \
	goroot=$$($(GO) env GOROOT); go="$(GO)"; \
	case "$$goroot/" in "$$($(GO) env GOMODCACHE)"/*) \
	  ln -sfn "$$goroot" "$$ov/goroot"; goroot="$$ov/goroot"; go="env GOROOT=$$goroot GOTOOLCHAIN=local $$goroot/bin/go";; esac; \
	exec_go="$$goroot/src/text/template/exec.go"; \
	call='ptr.MethodByName(fieldName); method.IsValid()'; \
	overlay=""; \
	if [ "$$(grep -cF "$$call" "$$exec_go")" = 1 ]; then \
	  sed "s/$$call/(reflect.Value{}); method.IsValid()/" "$$exec_go" > "$$ov/exec.go"; \
	  printf '{"Replace": {"%s": "%s"}}\n' "$$exec_go" "$$ov/exec.go" > "$$ov/overlay.json"; \
	  overlay="-overlay=$$ov/overlay.json"; \
	else echo "web: warning: $$exec_go no longer calls $$call once: built without WEB_OVERLAY, about 1.2 MB more to download (TestDownloadSize will say so); update the Makefile"; fi; \
	GOOS=js GOARCH=wasm $$go build -trimpath $$overlay -tags "$(WEB_TAGS)" -ldflags="-s -w" -o "$$out/app.wasm" .; \
	raw=$$(wc -c < "$$out/app.wasm"); \
	if command -v zopfli >/dev/null; then zopfli --i1 "$$out/app.wasm" && rm "$$out/app.wasm"; \
	else echo "web: warning: zopfli is missing (make deps installs it): gzip -9 makes a download about 4 % larger (TestDownloadSize may say so)"; gzip -9 -n "$$out/app.wasm"; fi; \
	root=$$($(GO) env GOROOT); exec_js="$$root/lib/wasm/wasm_exec.js"; \
	[ -f "$$exec_js" ] || exec_js="$$root/misc/wasm/wasm_exec.js"; \
	cp "$$exec_js" web/boot.js web/phone.js web/manifest.webmanifest web/icon-192.png "$$out/"; \
	cp assets/icon.png "$$out/icon-512.png"; \
	version=$$(cat "$$out"/* web/index.html web/sw.js | sha256sum | cut -c1-12); \
	size=$$(wc -c < "$$out/app.wasm.gz"); \
	sed -e "s/@VERSION@/$$version/g" -e "s/@WASM_GZ_SIZE@/$$size/g" web/index.html > "$$out/index.html"; \
	sed -e "s/@VERSION@/$$version/g" web/sw.js > "$$out/sw.js"; \
	(cd "$$out" && find . -type f ! -path './$(WEB_LIST)' | sed 's|^\./||' | LC_ALL=C sort) > "$$out/$(WEB_LIST)"; \
	echo "$$stamp" > "$$out.inputs"; \
	echo "web: app.wasm $$raw bytes, app.wasm.gz $$size bytes, version $$version, $$(wc -l < "$$out/$(WEB_LIST)") files listed in $(WEB_LIST)"

## web-fresh: make web, unless WEB_OUT already holds a build of the sources
## as they are now: WEB_OUT.inputs, which make web writes, keeps a hash of
## every input as they were when it started (Go version, tags, this
## Makefile's web recipe, go.mod, go.sum, the non-test Go files, the
## profile the app is built with (default.pgo), web/ and assets/). The
## browser tests use it, so the fast and the long tier build the browser
## app once between them, and not at all after `make web`.
WEB_INPUTS = { $(GO) env GOVERSION; echo "$(WEB_TAGS)"; sed -n '/^web: check-go/,/^$$/p' Makefile; \
	find . \( -path ./build -o -path ./.git -o -path ./screenshots \) -prune -o -type f \
	  \( -name '*.go' ! -name '*_test.go' -o -path './web/*' -o -path './assets/*' -o -name go.mod -o -name go.sum -o -name default.pgo \) -print \
	  | LC_ALL=C sort | xargs sha256sum; } | sha256sum | cut -c1-16
web-fresh: check-go
	@stamp=$$($(WEB_INPUTS)); \
	if [ -f "$(WEB_OUT)/index.html" ] && [ -f "$(WEB_OUT)/$(WEB_LIST)" ] && [ "$$(cat "$(WEB_OUT).inputs" 2>/dev/null)" = "$$stamp" ]; then \
	  echo "== web: $(WEB_OUT) is up to date ($$stamp)"; exit 0; fi; \
	$(MAKE) --no-print-directory web

## browser: Debian's Chromium for the browser tests (webtest/), installed as
## root like deps; otherwise the apt-get line to run.
browser:
	@if command -v chromium >/dev/null || [ -n "$$CHROMIUM" ]; then exit 0; fi; \
	if ! command -v dpkg-query >/dev/null; then echo "browser: install Chromium and set CHROMIUM=/path/to/it"; exit 1; fi; \
	if [ "$$(id -u)" = 0 ]; then \
	  echo "browser: installing chromium"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null; \
	else \
	  echo "browser: Chromium is missing. Run this, then try again:"; \
	  echo "  sudo apt-get update && sudo apt-get install -y chromium"; \
	  exit 1; \
	fi

## web-vet: go vet and staticcheck of the browser-only code (GOOS=js), built
## as `make web` builds it so that the two share compiled packages; unused
## code is left to the native staticcheck, which sees the tests that use it.
web-vet:
	@echo "== go vet, staticcheck (js/wasm)"; GOOS=js GOARCH=wasm $(GO) vet -trimpath -tags "$(WEB_TAGS)" ./ui && \
	st=$$($(GO) tool -n staticcheck) && GOOS=js GOARCH=wasm $$st -tags "$(WEB_TAGS)" -checks inherit,-U1000 ./ui

## bench-web: the engine's benchmarks of make bench natively and compiled
## to WebAssembly (GOOS=js GOARCH=wasm), run under Node by Go's
## go_js_wasm_exec and in headless Chromium on the page's one thread, as a
## phone runs the coach (webtest/enginebench_test.go), as one table with how
## many times slower each is (BENCH_OUT/wasm.txt and chromium.txt keep
## their output); then the browser build's size and its first frame in
## headless Chromium (webtest/bench_test.go).
bench-web: browser check-go
	@command -v node >/dev/null || { echo "bench-web: Node is missing (go_js_wasm_exec runs WebAssembly with it): apt-get install -y nodejs"; exit 1; }
	@mkdir -p $(BENCH_OUT); root=$$($(GO) env GOROOT); exec_dir="$$root/lib/wasm"; \
	[ -f "$$exec_dir/go_js_wasm_exec" ] || exec_dir="$$root/misc/wasm"; \
	echo "== bench-web: the engine natively (-cpu 1)"; \
	$(call BENCH_ENGINE,,$(BENCH_OUT)/native.txt); \
	echo "== bench-web: the engine as WebAssembly under Node"; \
	$(call BENCH_ENGINE,GOOS=js GOARCH=wasm PATH="$$exec_dir:$$PATH",$(BENCH_OUT)/wasm.txt); \
	echo "== bench-web: the engine as WebAssembly in headless Chromium"; \
	BENCH_CHROMIUM=$(abspath $(BENCH_OUT))/chromium.txt $(GO) test ./webtest -run '^$$' -bench '^BenchmarkEngineInChromium$$' -benchtime 1x -timeout 60m > $(BENCH_OUT)/chromium.log 2>&1 || { cat $(BENCH_OUT)/chromium.log; exit 1; }; \
	$(GO) run ./internal/benchtable -native $(BENCH_OUT)/native.txt -wasm $(BENCH_OUT)/wasm.txt -chromium $(BENCH_OUT)/chromium.txt
	$(GO) test ./webtest -run '^$$' -bench '^Benchmark(Download|FirstFrame)$$' -benchtime 1x -timeout 30m
