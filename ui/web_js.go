//go:build js && wasm

package ui

import (
	"encoding/json"
	"syscall/js"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/widget"
)

// inBrowser: the app runs in a web page, whose canvas is whatever size the
// page is (see navigator.fit).
const inBrowser = true

// startWeb connects window w to the page around it (web/phone.js and
// web/boot.js, shipped by `make web`). It registers on the page's sapc
// object:
//
//   - sapc.typeText(text): types text into the focused entry, rune by rune,
//     as a phone keyboard's input events deliver it (Fyne's web driver only
//     knows key presses, which phone keyboards do not send);
//   - sapc.key(name): one of the keys in webKeys, for the same reason;
//   - sapc.probe(callback): calls back with JSON describing the focused
//     object (see focusInfo), for the browser tests and for debugging;
//   - sapc.idle(callback): calls back once the work queued on the app's
//     goroutine so far has run and the app has drawn its next frame (see
//     afterFrame), so that a screenshot shows what the last tap or key did;
//   - sapc.texts(callback, overlays): calls back with a JSON array of the
//     texts on show (see shownTexts), only those of pop-ups and dialogs
//     with overlays true, for the browser tests and for debugging;
//   - sapc.find(text, callback): calls back with JSON giving where the
//     first object showing text lies and the part of the window its scroll
//     views show of it (see findSeen), for the browser tests;
//   - sapc.screen(callback): calls back with JSON giving the tab on show,
//     the window's size and the least size its content asks for, in CSS
//     pixels, for the browser tests;
//   - sapc.scrollAt(x, y, dx, dy): a finger dragging at (x, y) moved by
//     (dx, dy), all in CSS pixels: the view under it follows the finger
//     exactly (see scrollAt); where no view of the app's own is there to
//     take it, the app hands it back to the page as sapc.wheelAt(x, y, dx,
//     dy), which scrolls with wheel events as a mouse would.
//
// A tap, a key or typed text may not have reached the app when the page's
// event for it returns: Fyne's web driver handles key and mouse events on
// goroutines of its own, and typed text comes through fyne.Do, all of which
// can wait for the app's goroutine, and that waits for the browser's next
// animation frame while it draws. sapc.idle's callback is queued after
// whatever is queued already and comes after the next frame, when those
// goroutines have had their turn; the browser tests wait on it after every
// tap, key and text.
//
// It then tells the page, through sapc.ready, once the first screen is laid
// out and how many device pixels make one of Fyne's units (for phone.js's
// touch scrolling); the page then hides its loading screen. From then on it
// tells the page through sapc.keyboard(bool) whether an entry has the focus,
// so the page shows the phone's keyboard or hides it (see watchFocus). On a
// page without a sapc object (not ours) it does nothing.
//
// Each function only queues work with fyne.Do: a function called from
// JavaScript must not wait for the app's goroutine, which itself waits for
// the browser's event loop.
func startWeb(w fyne.Window, tab func() string) {
	page := js.Global().Get("sapc")
	if page.Type() != js.TypeObject {
		return
	}
	c := w.Canvas()
	setTyping(page, c)
	setProbes(page, c, tab)
	go fyne.Do(func() { // runs once the app's loop has started
		page.Call("ready", map[string]any{"scale": c.Scale()})
	})
	go watchFocus(c, page)
}

// setTyping registers what the page's keyboard and fingers call:
// sapc.typeText, sapc.key and sapc.scrollAt.
func setTyping(page js.Value, c fyne.Canvas) {
	page.Set("typeText", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 1 && args[0].Type() == js.TypeString {
			text := args[0].String()
			fyne.Do(func() {
				typeInto(c.Focused(), text)
				revealFocused(c)
			})
		}
		return nil
	}))
	page.Set("key", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 1 && webKeys[fyne.KeyName(args[0].String())] {
			key := &fyne.KeyEvent{Name: fyne.KeyName(args[0].String())}
			fyne.Do(func() {
				if f := c.Focused(); f != nil {
					f.TypedKey(key)
					revealFocused(c)
				}
			})
		}
		return nil
	}))
	page.Set("scrollAt", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 4 {
			x, y, dx, dy := args[0].Float(), args[1].Float(), args[2].Float(), args[3].Float()
			fyne.Do(func() { dragAt(c, page, x, y, dx, dy) })
		}
		return nil
	}))
}

// setProbes registers what the browser tests ask the app:
// sapc.probe, sapc.idle, sapc.texts, sapc.find and sapc.screen.
func setProbes(page js.Value, c fyne.Canvas, tab func() string) {
	page.Set("probe", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 1 && args[0].Type() == js.TypeFunction {
			callback := args[0]
			fyne.Do(func() { callback.Invoke(focusInfo(c.Focused())) })
		}
		return nil
	}))
	page.Set("idle", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 1 && args[0].Type() == js.TypeFunction {
			callback := args[0]
			fyne.Do(func() { afterFrame(func() { callback.Invoke() }) })
		}
		return nil
	}))
	page.Set("texts", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) >= 1 && args[0].Type() == js.TypeFunction {
			callback, overlays := args[0], len(args) > 1 && args[1].Truthy()
			fyne.Do(func() { callback.Invoke(shownTexts(c, overlays)) })
		}
		return nil
	}))
	page.Set("find", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 2 && args[0].Type() == js.TypeString && args[1].Type() == js.TypeFunction {
			text, callback := args[0].String(), args[1]
			fyne.Do(func() {
				pos, size, clip, clipSize, ok := findSeen(c, text)
				callback.Invoke(toJSON(map[string]any{"found": ok, "rect": []float32{pos.X, pos.Y, size.Width, size.Height},
					"seen": []float32{clip.X, clip.Y, clipSize.Width, clipSize.Height}}))
			})
		}
		return nil
	}))
	page.Set("screen", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 1 && args[0].Type() == js.TypeFunction {
			callback := args[0]
			fyne.Do(func() {
				px := c.Scale() / float32(js.Global().Get("devicePixelRatio").Float()) // CSS pixels per unit
				size, least := c.Size(), c.Content().MinSize()
				callback.Invoke(toJSON(map[string]any{"tab": tab(),
					"size": []float32{size.Width * px, size.Height * px}, "min": []float32{least.Width * px, least.Height * px}}))
			})
		}
		return nil
	}))
}

// watchVisibility calls wake whenever the page is seen again (the phone
// woken, the browser's tab shown): a live table's link then tries the hub
// at once rather than at the end of its wait.
func watchVisibility(wake func()) {
	doc := js.Global().Get("document")
	doc.Call("addEventListener", "visibilitychange", js.FuncOf(func(js.Value, []js.Value) any {
		if doc.Get("visibilityState").String() == "visible" {
			go wake() // not on the browser's event loop: the link's lock may be held
		}
		return nil
	}))
}

// dragAt scrolls by a finger's drag given in CSS pixels (sapc.scrollAt).
func dragAt(c fyne.Canvas, page js.Value, x, y, dx, dy float64) {
	units := float32(js.Global().Get("devicePixelRatio").Float()) / c.Scale() // app units per CSS pixel
	at := fyne.NewPos(float32(x)*units, float32(y)*units)
	if !scrollAt(c, at, fyne.NewDelta(float32(dx)*units, float32(dy)*units)) {
		page.Call("wheelAt", x, y, dx, dy)
	}
}

// watchFocus tells the page whenever the focus moves onto an entry or off
// one, looking ten times a second. Fyne's web driver focuses the page's
// hidden input itself when a tap focuses an entry, at once, but not when
// the focus moves otherwise (Tab, a screen that goes away), and it also does
// for buttons. When an entry takes the focus, or the window's size changes
// while one has it (the phone's keyboard coming up makes the page
// shorter), the entry is scrolled into sight (revealFocused).
func watchFocus(c fyne.Canvas, page js.Value) {
	// What the page was last told, what had the focus and the canvas's
	// size: used on the app's goroutine only.
	typing, size := false, fyne.Size{}
	var was fyne.Focusable
	for range time.Tick(100 * time.Millisecond) {
		fyne.Do(func() {
			f := c.Focused()
			_, now := f.(mobile.Keyboardable)
			if now != typing {
				typing = now
				page.Call("keyboard", now)
			}
			if now && (f != was || c.Size() != size) {
				revealFocused(c)
			}
			was, size = f, c.Size()
		})
	}
}

// inGLContext runs f with the window's GL context current. Fyne 2.7.1's web
// driver frees text textures when the theme changes, and without the
// context that is a call on null that stops the app; its windows have
// RunWithContext for this, though fyne.Window does not name it. Before the
// window is shown it has no context, and RunWithContext does nothing at
// all: f then runs on its own, as there are no textures yet (the theme the
// saved settings ask for was lost this way at every start).
func inGLContext(w fyne.Window, f func()) {
	ran := false
	if gl, ok := w.(interface{ RunWithContext(func()) }); ok {
		gl.RunWithContext(func() { ran = true; f() })
	}
	if !ran {
		f()
	}
}

// webKeys are the keys a phone keyboard's input events stand for.
var webKeys = map[fyne.KeyName]bool{
	fyne.KeyBackspace: true, fyne.KeyDelete: true, fyne.KeyReturn: true,
}

// focusInfo describes the focused object as JSON: its kind ("entry",
// "button", "other", or "" when nothing has the focus), its text, for an
// entry its placeholder, and where it is on the canvas.
func focusInfo(f fyne.Focusable) string {
	info := struct {
		Kind        string `json:"kind"`
		Text        string `json:"text,omitempty"`
		PlaceHolder string `json:"placeholder,omitempty"`
		// Rect is where the object is on the canvas, in Fyne's units:
		// left, top, width, height (a test taps its middle).
		Rect []float32 `json:"rect,omitempty"`
	}{}
	if o, ok := f.(fyne.CanvasObject); ok {
		pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
		info.Rect = []float32{pos.X, pos.Y, o.Size().Width, o.Size().Height}
	}
	if e, ok := entryOf(f); ok {
		info.Kind, info.Text, info.PlaceHolder = "entry", e.Text, e.PlaceHolder
		return toJSON(info)
	}
	switch o := f.(type) {
	case nil:
	case *widget.SelectEntry:
		info.Kind, info.Text, info.PlaceHolder = "entry", o.Text, o.PlaceHolder
	case *widget.Button:
		info.Kind, info.Text = "button", o.Text
	default:
		info.Kind = "other"
	}
	return toJSON(info)
}

// toJSON writes v as JSON for the page.
func toJSON(v any) string {
	out, _ := json.Marshal(v)
	return string(out)
}

// afterFrame runs f on the app's goroutine after the app's loop has drawn
// its next frame. The loop ticks the running animations right before it
// draws, in the same turn; f is queued from the first tick of an animation
// of its own, so it runs in a later turn, after that frame. Called on the
// app's goroutine.
func afterFrame(f func()) {
	ticked := false
	var a *fyne.Animation
	a = fyne.NewAnimation(time.Second, func(float32) {
		if ticked {
			return
		}
		ticked = true
		a.Stop()
		fyne.Do(f)
	})
	a.Start()
}

// shownTexts lists as JSON the texts of the objects on show, in the order
// of the tree: the window's content (unless overlaysOnly), then its
// overlays (pop-ups, dialogs).
// It walks what kidsOf looks into and reads card titles, labels, buttons,
// entries, checks and canvas texts; the insides of other widgets are left
// out, and so is every object hidden or under a hidden one. An object
// scrolled out of view counts as on show.
func shownTexts(c fyne.Canvas, overlaysOnly bool) string {
	texts := []string{}
	add := func(text string) {
		if text != "" {
			texts = append(texts, text)
		}
	}
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		switch x := o.(type) {
		case *widget.Card:
			add(x.Title)
			add(x.Subtitle)
		case *canvas.Text:
			add(x.Text)
		default:
			if text, ok := wordsOf(o); ok {
				add(text)
			}
		}
		for _, k := range kidsOf(o) {
			walk(k)
		}
	}
	if !overlaysOnly {
		walk(c.Content())
	}
	for _, o := range c.Overlays().List() {
		walk(o)
	}
	return toJSON(texts)
}
