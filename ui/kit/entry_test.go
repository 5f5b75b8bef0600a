package kit

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// shownRefusal is the message over the window of e, "" when none is on show.
func shownRefusal(e *Entry) string {
	if e.refusal == nil || !e.refusal.Visible() {
		return ""
	}
	return e.refusal.Content.(*fyne.Container).Objects[0].(*fyne.Container).Objects[1].(*WrapLabel).Text
}

// A paste, a Paste button's text, an inserted run or a typed letter that
// would take a field over its limit is refused whole: the field keeps what
// it held, OnChanged is not called, and a message names the text's length
// and the limit, with an OK that puts it away. What fits goes in, a run in
// one change.
func TestAFieldRefusesTextOverItsLimit(t *testing.T) {
	a := test.NewTempApp(t)
	e := NewEntry(10)
	changes := 0
	e.OnChanged = func(string) { changes++ }
	w := test.NewTempWindow(t, e)
	w.Resize(fyne.NewSize(360, 300))
	w.Canvas().Focus(e)

	e.Insert("abcdefgh")
	assert.Equal(t, "abcdefgh", e.Text)
	assert.Equal(t, 1, changes, "a run goes in as one change")
	assert.Empty(t, shownRefusal(e))

	a.Clipboard().SetContent(strings.Repeat("x", 5123))
	e.TypedShortcut(&fyne.ShortcutPaste{Clipboard: a.Clipboard()})
	assert.Equal(t, "abcdefgh", e.Text, "the paste is refused whole")
	assert.Equal(t, "That is 5,131 characters; this field takes at most 10.", shownRefusal(e))
	test.Tap(e.refusal.Content.(*fyne.Container).Objects[1].(*fyne.Container).Objects[0].(*widget.Button))
	assert.Empty(t, shownRefusal(e), "OK puts the message away")

	e.SetText(strings.Repeat("y", 11))
	assert.Equal(t, "abcdefgh", e.Text, "a Paste button's text over the limit is refused")
	assert.Equal(t, "That is 11 characters; this field takes at most 10.", shownRefusal(e))

	test.Type(e, "ijk")
	assert.Equal(t, "abcdefghij", e.Text, "typing stops at the limit")
	assert.Equal(t, "That is 11 characters; this field takes at most 10.", shownRefusal(e))
	assert.Equal(t, 3, changes, "nothing refused called OnChanged")

	e.Insert("xyz") // the cursor is at the end: 13 characters
	assert.Equal(t, "abcdefghij", e.Text)
	e.DoubleTapped(&fyne.PointEvent{}) // selects the word: what replaces it counts, not what it replaces
	e.Insert("short")
	assert.Equal(t, "short", e.Text)
}

// A field of several lines keeps the line breaks of a run; one of one
// line takes them as spaces, as Fyne's paste does.
func TestInsertKeepsLinesWhereTheFieldHasThem(t *testing.T) {
	test.NewTempApp(t)
	many, one := NewMultiLineEntry(100), NewEntry(100)
	many.Insert("a\nb")
	one.Insert("a\nb")
	require.Equal(t, "a\nb", many.Text)
	require.Equal(t, "a b", one.Text)
}

func TestThousands(t *testing.T) {
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 5123: "5,123", 205000: "205,000", 1234567: "1,234,567", -4000: "-4,000"} {
		assert.Equal(t, want, Thousands(n), "%d", n)
	}
}
