//go:build js

package search

import (
	"syscall/js"
	"time"
)

// DefaultBudget is the budget the app gives a search in the browser build:
// a phone's browser gives WebAssembly far less memory than a desktop (and
// one core), so 8 seconds and 128 MB of tables.
var DefaultBudget = Budget{MaxTime: 8 * time.Second, MaxBytes: 128 << 20}

// yield gives the browser's event loop and the app's other goroutines a
// turn: a goroutine running WebAssembly keeps the one thread until it
// blocks. It blocks until a message it posts to itself arrives: the
// browser delivers it as a task of its own, after the taps waiting and,
// when a frame is due, after drawing it. A timer would do the same, but a
// browser holds a timer set from a timer at least 4 ms (the HTML
// standard's clamp), which on a long search added up to a tenth of its
// time. Where there is no MessageChannel it sleeps a millisecond.
var yield = func() {
	mc := js.Global().Get("MessageChannel")
	if mc.IsUndefined() {
		time.Sleep(time.Millisecond)
		return
	}
	ch := mc.New()
	port := ch.Get("port1")
	woken := make(chan struct{})
	wake := js.FuncOf(func(js.Value, []js.Value) any {
		close(woken)
		return nil
	})
	port.Set("onmessage", wake)
	ch.Get("port2").Call("postMessage", nil)
	<-woken
	port.Call("close") // an open port would keep Node running
	wake.Release()
}
