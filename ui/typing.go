package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// typeInto types text into f, as the browser's sapc.typeText delivers what
// a phone's keyboard sends (ui/web_js.go): a run of characters goes into a
// field in one step, as a paste does (one change, not one for each
// character: a 5,000-character paste typed one at a time took a minute),
// and a field of the app's (kit.Entry) refuses at once a text over its
// limit, saying so, before any of it goes in. A line break is Enter in a
// field of one line. Into anything else the text is typed one rune at a
// time, as key presses would: a space typed while a button has the focus
// (the page's input may still have it for a tenth of a second after Tab
// moved on) presses it.
func typeInto(f fyne.Focusable, text string) {
	switch e := f.(type) {
	case nil:
	case *kit.Entry:
		typeLines(f, text, e.MultiLine, e.Fits, e.Insert)
	case *widget.Entry:
		typeLines(f, text, e.MultiLine, func(string) bool { return true }, func(t string) { kit.InsertInto(e, t) })
	default:
		typeRunes(f, text)
	}
}

// typeLines puts text into the field f with insert, if all of it fits; in
// a field of one line each line break between the runs is Enter.
func typeLines(f fyne.Focusable, text string, multiLine bool, fits func(string) bool, insert func(string)) {
	if multiLine || !strings.Contains(text, "\n") {
		insert(text)
		return
	}
	if !fits(strings.ReplaceAll(text, "\n", "")) {
		return
	}
	for i, line := range strings.Split(text, "\n") {
		if i > 0 {
			f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		}
		if line != "" {
			insert(line)
		}
	}
}

// typeRunes types text into f one rune at a time, as key presses would.
func typeRunes(f fyne.Focusable, text string) {
	_, typable := f.(mobile.Keyboardable)
	for _, r := range text {
		switch {
		case r == '\n':
			f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		case r == ' ' && !typable:
			f.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
		default:
			f.TypedRune(r)
		}
	}
}
