package webtest

import (
	"strings"
	"testing"
	"time"
)

// TestTheCardEditorKeepsItsPlace: on a new card, typing a name moves
// nothing below it (a hint under the name went away with the first letter
// and moved the power's + onto Tier under the finger); and Save, refused
// for a bad ability line out of sight, scrolls the form to that line's
// error, which shows above the Save bar.
func TestTheCardEditorKeepsItsPlace(t *testing.T) {
	longTier(t)
	p := freshPhone(t)
	p.tap(p.tabCenter(tabCards))
	p.tapText("New card")
	_, before := p.find("Power")
	p.shot("editor-new")
	p.tapText("entry:as printed, e.g. Turtle")
	p.insertText("Zebra")
	if _, after := p.find("Power"); after != before {
		t.Errorf("typing a name moved the power's row from y %.0f to %.0f: a tap meant for its + lands elsewhere", before, after)
	}
	p.shot("editor-named")

	// Three lines more: a tap, then with the keyboard (the app scrolls a
	// field given the focus into sight a moment later, and a second tap
	// found the button moving), each new line taking the focus.
	p.tapText("Add an ability line")
	for range 2 {
		p.tabTo("the button that adds a line", isButton("Add an ability line"))
		p.press(" ")
	}
	p.insertText("Faint: thro")
	p.drag(195, 250, 750, 10, 250*time.Millisecond) // back to the top of the form
	p.tapText("Save")
	p.shot("editor-save-refused")
	var shown string
	for _, text := range p.texts() {
		if strings.HasPrefix(text, "Column ") && strings.Contains(text, `unknown effect "thro"`) {
			shown = text
		}
	}
	if shown == "" {
		t.Fatalf("Save showed no error under the bad line; the texts on show:\n%s", strings.Join(p.texts(), "\n"))
	}
	px := eval[float64](p, `sapc.scale / devicePixelRatio`)
	f := p.where(shown)
	_, save := p.find("Save")
	top, bottom := f.Rect[1]*px, (f.Rect[1]+f.Rect[3])*px
	if top < 60 || bottom > save-24 {
		t.Errorf("after Save, the first error spans y %.0f to %.0f, out of sight (the Save bar's middle is at %.0f)", top, bottom, save)
	}
	checkConsole(p)
}
