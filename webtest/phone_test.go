package webtest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// The phone the browser plays: an Android phone of 390x844 CSS pixels.
const (
	phoneW, phoneH = 390, 844
	phoneDPR       = 2
	androidUA      = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36"
	loadTimeout    = 3 * time.Minute // software GL on 2 busy cores
)

// phone is headless Chromium emulating the phone, on one tab.
type phone struct {
	tb      testing.TB
	ctx     context.Context
	stop    func()
	profile string // the profile folder the browser keeps the site's storage in
	w, h    int64  // the screen's size in CSS pixels, as the phone is held now

	mu      sync.Mutex
	console []string // every console message and exception, in order
}

// openPhone starts Chromium with the profile folder dir, which keeps the
// site's storage: give two browsers the same folder to test that the app's
// state survives a restart. The browser leads a process group of its own
// where the system allows (groupOptions), so that kill reaches all of it.
func openPhone(tb testing.TB, dir string) *phone {
	tb.Helper()
	alloc, stopAlloc := chromedp.NewExecAllocator(context.Background(), append(groupOptions(),
		chromedp.ExecPath(chromium(tb)),
		chromedp.UserDataDir(dir),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.WindowSize(phoneW, phoneH),
	)...)
	ctx, stopCtx := chromedp.NewContext(alloc)
	p := &phone{tb: tb, ctx: ctx, stop: func() { stopCtx(); stopAlloc() }, profile: dir, w: phoneW, h: phoneH}
	tb.Cleanup(func() {
		if err := p.end(); err != nil {
			tb.Error(err)
		}
	})
	messages := chromedp.Console(ctx) // starts the browser
	go func() {
		for m, err := range messages {
			if err != nil {
				return
			}
			p.mu.Lock()
			p.console = append(p.console, m.String())
			p.mu.Unlock()
		}
	}()
	p.call(func(ctx context.Context, t *chromedp.Target) error {
		return firstErr(
			p.metrics(ctx, t),
			callOnly(ctx, t, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 5}),
			callOnly(ctx, t, emulation.SetUserAgentOverride, emulation.SetUserAgentOverrideParams{UserAgent: androidUA, Platform: "Linux armv8l"}),
		)
	})
	return p
}

// freshPhone opens the app, served from the build, on a phone with a
// profile folder of its own.
func freshPhone(t *testing.T) *phone {
	t.Helper()
	s := serve(t, webDir(t))
	p := openPhone(t, t.TempDir())
	p.open(s.URL)
	return p
}

// metrics tells the tab the phone's screen: its size as it is held now
// (p.w by p.h), its pixel ratio and which way up it is.
func (p *phone) metrics(ctx context.Context, t *chromedp.Target) error {
	o := &emulation.ScreenOrientation{Type: emulation.ScreenOrientationTypePortraitPrimary, Angle: 0}
	if p.w > p.h {
		o = &emulation.ScreenOrientation{Type: emulation.ScreenOrientationTypeLandscapePrimary, Angle: 90}
	}
	return callOnly(ctx, t, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
		Width: p.w, Height: p.h, DeviceScaleFactor: phoneDPR, Mobile: true,
		ScreenWidth: p.w, ScreenHeight: p.h, ScreenOrientation: o})
}

// turn turns the phone so that its screen is w by h CSS pixels (844 by 390
// is the phone on its side) and waits until the app has laid itself out
// for it and is idle.
func (p *phone) turn(w, h int64) {
	p.tb.Helper()
	p.w, p.h = w, h
	p.call(p.metrics)
	if !p.until(fmt.Sprintf(`innerWidth === %d && innerHeight === %d`, w, h), waitTimeout) {
		p.tb.Fatalf("the page is %v after turning the phone to %dx%d", eval[[]float64](p, `[innerWidth, innerHeight]`), w, h)
	}
	// The app hears of the new size from the page's resize event, which a
	// busy machine may deliver frames after the page has its size: wait
	// until the app lays itself out for it (a hang guard only bounds it).
	for deadline := time.Now().Add(waitTimeout); ; {
		if s := p.screen(); len(s.Size) == 2 && s.Size[0] == float64(w) && s.Size[1] == float64(h) {
			return
		}
		if time.Now().After(deadline) {
			return // checkDrawnWhereTapped says what the app lays itself out in
		}
	}
}

// close ends the browser, as kill does, unless it has ended.
func (p *phone) close() {
	p.tb.Helper()
	if err := p.end(); err != nil {
		p.tb.Error(err)
	}
}

// kill kills the browser as a phone's system does when it needs the
// memory: SIGKILL to every process of it at once (killGroup: the browser,
// its renderers, its GPU process and the storage service that writes
// IndexedDB), so that no write it had begun is finished (see end).
func (p *phone) kill() {
	p.tb.Helper()
	if p.stop == nil {
		p.tb.Fatal("kill: the phone's browser has ended already")
	}
	if err := p.end(); err != nil {
		p.tb.Fatal(err)
	}
}

// end kills every process of the browser at once and waits until none of
// them is left (killLeftovers), so that its profile folder is free for the
// next browser or to be removed; then it cancels the phone's contexts
// (chromedp, which has lost the browser, has cancelled them too). It does
// nothing once the phone has ended.
func (p *phone) end() error {
	if p.stop == nil {
		return nil
	}
	defer func() { p.stop(); p.stop = nil }()
	b := chromedp.FromContext(p.ctx).Browser
	if b == nil || b.Process() == nil {
		return nil
	}
	if err := killGroup(b.Process().Pid); err != nil {
		return fmt.Errorf("ending the browser: %w", err)
	}
	if err := killLeftovers(p.profile, waitTimeout); err != nil {
		return fmt.Errorf("ending the browser: %w", err)
	}
	return nil
}

// callOnly runs one protocol command and keeps only its error.
func callOnly[P, R any](ctx context.Context, t *chromedp.Target, c cdp.Command[P, R], params P) error {
	_, err := cdp.Call(ctx, t, c, params)
	return err
}

// firstErr returns the first error that is not nil.
func firstErr(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// call runs f on the tab and fails the test on an error.
func (p *phone) call(f func(ctx context.Context, t *chromedp.Target) error) {
	p.tb.Helper()
	if err := chromedp.Do(p.ctx, chromedp.Func(f)); err != nil {
		p.tb.Fatal(err)
	}
}

// eval evaluates a JavaScript expression, awaiting a promise it returns.
func eval[T any](p *phone, expr string) T {
	p.tb.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		p.tb.Fatalf("%s: %v", expr, err)
	}
	return v
}

// open loads the app at url and waits for its first frame; it returns the
// milliseconds from navigation to that frame.
func (p *phone) open(url string) float64 {
	p.tb.Helper()
	if err := chromedp.Do(p.ctx, chromedp.Navigate(url)); err != nil {
		p.tb.Fatal(err)
	}
	return p.waitFirstFrame()
}

// openShowingLoader is open, with a screenshot of the loading screen while
// the app downloads, if it is still there after the page's load event.
func (p *phone) openShowingLoader(url string) float64 {
	p.tb.Helper()
	if err := chromedp.Do(p.ctx, chromedp.Navigate(url)); err != nil {
		p.tb.Fatal(err)
	}
	if eval[bool](p, `!!document.getElementById('loading')`) {
		p.keep("loading", p.capture()) // as it is: the app is not there to settle
	}
	return p.waitFirstFrame()
}

// reload reloads the page and waits for the app's first frame.
func (p *phone) reload() float64 {
	p.tb.Helper()
	if err := chromedp.Do(p.ctx, chromedp.Reload()); err != nil {
		p.tb.Fatal(err)
	}
	return p.waitFirstFrame()
}

func (p *phone) waitFirstFrame() float64 {
	p.tb.Helper()
	deadline := time.Now().Add(loadTimeout)
	for time.Now().Before(deadline) {
		ms := eval[float64](p, `(self.sapc && sapc.firstFrame) || 0`)
		if ms > 0 {
			if !p.until(`!document.getElementById('loading')`, waitTimeout) {
				p.tb.Fatalf("the loading screen was still there %v after the first frame", waitTimeout)
			}
			return ms
		}
		if status := eval[string](p, `(document.querySelector('#loading .status') || {}).textContent || ''`); strings.Contains(status, "could not start") {
			p.tb.Fatalf("the page says: %s\nconsole:\n%s", status, p.log())
		}
		time.Sleep(200 * time.Millisecond)
	}
	p.tb.Fatalf("no first frame after %v; console:\n%s", loadTimeout, p.log())
	return 0
}

// log returns the console so far, one message a line.
func (p *phone) log() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return strings.Join(p.console, "\n")
}

// tap touches (x, y) for 40 ms, as a finger taps, and waits until the page
// has had the mouse click the browser makes of the tap and the app is idle.
// The touch's events carry their times, as drag's do, so nothing sleeps
// between them.
func (p *phone) tap(x, y float64) {
	p.tb.Helper()
	eval[bool](p, armClickJS)
	p.touch(x, y)
	p.clicked(x, y)
}

// clicked waits until the page has had the mouse click the browser makes
// of a tap at (x, y), touched after armClickJS, and the app is idle.
func (p *phone) clicked(x, y float64) {
	p.tb.Helper()
	if !eval[bool](p, `self.sapcTestClick`) {
		p.tb.Fatalf("a tap at (%.0f, %.0f) made no mouse click on the page within %v", x, y, waitTimeout)
	}
	p.idle()
}

// touch touches (x, y) for 40 ms, as a finger taps, and returns once the
// browser has the touch: the app may not have heard of it yet.
func (p *phone) touch(x, y float64) {
	p.tb.Helper()
	at := time.Now()
	p.touchAt(input.DispatchTouchEventTypeTouchStart, x, y, at)
	p.touchAt(input.DispatchTouchEventTypeTouchEnd, 0, 0, at.Add(40*time.Millisecond))
}

// drag moves a finger from (x, y0) to (x, y1) in steps 16 ms apart and
// lifts it after holding it still for hold: a swipe that flings with no
// hold, a drag that stops where the finger stops with one. The events carry
// those times, so a busy machine that delivers them late changes nothing.
// It returns once the scrolling has stopped (no finger, no fling) and the
// app is idle.
func (p *phone) drag(x, y0, y1 float64, steps int, hold time.Duration) {
	p.tb.Helper()
	at := time.Now()
	p.touchAt(input.DispatchTouchEventTypeTouchStart, x, y0, at)
	for i := 1; i <= steps; i++ {
		at = at.Add(16 * time.Millisecond)
		p.touchAt(input.DispatchTouchEventTypeTouchMove, x, y0+(y1-y0)*float64(i)/float64(steps), at)
	}
	p.touchAt(input.DispatchTouchEventTypeTouchEnd, 0, 0, at.Add(hold+time.Millisecond))
	p.idle()
}

// touchAt sends a touch event that happened at the time at.
func (p *phone) touchAt(kind input.DispatchTouchEventType, x, y float64, at time.Time) {
	params := input.DispatchTouchEventParams{Type: kind, TouchPoints: []*input.TouchPoint{},
		Timestamp: input.TimeSinceEpoch(float64(at.UnixNano()) / 1e9)}
	if kind != input.DispatchTouchEventTypeTouchEnd {
		params.TouchPoints = []*input.TouchPoint{{X: x, Y: y}}
	}
	p.call(func(ctx context.Context, t *chromedp.Target) error {
		return callOnly(ctx, t, input.DispatchTouchEvent, params)
	})
}

// insertText sends text as a phone keyboard or an IME commits it, once the
// keyboard is up, and waits until the app is idle: it has typed the text.
func (p *phone) insertText(text string) {
	p.tb.Helper()
	p.keyboardUp()
	p.call(func(ctx context.Context, t *chromedp.Target) error {
		return callOnly(ctx, t, input.InsertText, input.InsertTextParams{Text: text})
	})
	p.idle()
}

// compose sets the text an IME is composing, as Android keyboards send a
// word while it is typed, once the keyboard is up, and waits until the app
// is idle: it has typed the text.
func (p *phone) compose(text string) {
	p.tb.Helper()
	p.keyboardUp()
	n := int64(len([]rune(text)))
	p.call(func(ctx context.Context, t *chromedp.Target) error {
		return callOnly(ctx, t, input.ImeSetComposition, input.ImeSetCompositionParams{Text: text, SelectionStart: n, SelectionEnd: n})
	})
	p.idle()
}

// keys are the keys press knows: DOM key name, code and Windows key code.
var keys = map[string]struct {
	code string
	vk   int64
}{
	"Backspace": {"Backspace", 8}, "Enter": {"Enter", 13}, "Tab": {"Tab", 9},
	"Delete": {"Delete", 46}, " ": {"Space", 32},
}

// press presses and releases a key on a hardware keyboard, one of keys or a
// lower-case letter, and waits until the app is idle: it has handled the
// key.
func (p *phone) press(key string) {
	p.tb.Helper()
	k, ok := keys[key]
	text := ""
	switch {
	case ok:
		if key == " " || key == "Enter" {
			text = map[string]string{" ": " ", "Enter": "\r"}[key]
		}
	case len(key) == 1 && key[0] >= 'a' && key[0] <= 'z':
		k.code, k.vk, text = "Key"+strings.ToUpper(key), int64(key[0]-'a'+'A'), key
	default:
		p.tb.Fatalf("press: unknown key %q", key)
	}
	down := input.DispatchKeyEventParams{Type: input.DispatchKeyEventTypeKeyDown, Key: key, Code: k.code, WindowsVirtualKeyCode: k.vk, NativeVirtualKeyCode: k.vk, Text: text}
	up := down
	up.Type, up.Text = input.DispatchKeyEventTypeKeyUp, ""
	p.call(func(ctx context.Context, t *chromedp.Target) error {
		return firstErr(callOnly(ctx, t, input.DispatchKeyEvent, down), callOnly(ctx, t, input.DispatchKeyEvent, up))
	})
	p.idle()
}

// focus is what the app says has the focus (ui/web_js.go, sapc.probe).
type focus struct {
	Kind        string    `json:"kind"`
	Text        string    `json:"text"`
	PlaceHolder string    `json:"placeholder"`
	Rect        []float64 `json:"rect"` // left, top, width, height in the app's units
}

// tapFocused taps the middle of the focused object f with a finger, where
// the app has laid it out by its next frame (Tab can reach an object the
// app lays out only then). It must be on the screen: Tab does not scroll.
func (p *phone) tapFocused(f focus) {
	p.tb.Helper()
	p.idle()
	now := p.focused()
	if now.Kind != f.Kind || now.Text != f.Text || now.PlaceHolder != f.PlaceHolder {
		p.tb.Fatalf("before the tap, the focus moved from the %s %q to the %s %q", f.Kind, f.Text+f.PlaceHolder, now.Kind, now.Text+now.PlaceHolder)
	}
	if len(now.Rect) != 4 || now.Rect[2] <= 0 || now.Rect[3] <= 0 {
		p.tb.Fatalf("the focused %s %q has no place on the screen: %v", now.Kind, now.Text+now.PlaceHolder, now.Rect)
	}
	px := eval[float64](p, `sapc.scale / devicePixelRatio`) // CSS pixels to one of the app's units
	x, y := (now.Rect[0]+now.Rect[2]/2)*px, (now.Rect[1]+now.Rect[3]/2)*px
	if x < 0 || x >= float64(p.w) || y < 0 || y >= float64(p.h) {
		p.tb.Fatalf("the focused %s %q is off the screen, at (%.0f, %.0f): a finger cannot tap it there", now.Kind, now.Text+now.PlaceHolder, x, y)
	}
	p.tap(x, y)
}

func (p *phone) focused() focus {
	p.tb.Helper()
	var f focus
	raw := eval[string](p, `new Promise((ok) => sapc.probe(ok))`)
	if err := json.Unmarshal([]byte(raw), &f); err != nil {
		p.tb.Fatalf("probe: %v: %s", err, raw)
	}
	return f
}

// tabTo presses Tab until the focus is on what want accepts, at most 40 times.
func (p *phone) tabTo(what string, want func(focus) bool) focus {
	p.tb.Helper()
	for range 40 {
		p.press("Tab")
		if f := p.focused(); want(f) {
			return f
		}
	}
	p.tb.Fatalf("Tab never reached %s in 40 presses; the texts on show:\n%s", what, strings.Join(p.texts(), "\n"))
	return focus{}
}

// shot takes a screenshot of the phone's screen as it is held once it has
// settled; with SCREENSHOTS=DIR it is kept there as web-NAME.png.
func (p *phone) shot(name string) image.Image {
	p.tb.Helper()
	return p.keep(name, p.settle())
}

// keep decodes the screenshot data and, with SCREENSHOTS=DIR and a name,
// writes it there as web-NAME.png.
func (p *phone) keep(name string, data []byte) image.Image {
	p.tb.Helper()
	if dir := os.Getenv("SCREENSHOTS"); dir != "" && name != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			p.tb.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "web-"+name+".png"), data, 0o644); err != nil {
			p.tb.Fatal(err)
		}
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		p.tb.Fatal(err)
	}
	return img
}

func (p *phone) capture() []byte {
	p.tb.Helper()
	var data []byte
	p.call(func(ctx context.Context, t *chromedp.Target) error {
		r, err := cdp.Call(ctx, t, page.CaptureScreenshot, page.CaptureScreenshotParams{
			Clip: &page.Viewport{Width: float64(p.w), Height: float64(p.h), Scale: 1.0 / phoneDPR}})
		data = r.Data
		return err
	})
	return data
}

// String names the phone for messages.
func (p *phone) String() string { return fmt.Sprintf("phone %dx%d@%d", p.w, p.h, phoneDPR) }
