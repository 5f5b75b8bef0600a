package ui

import (
	"strings"
	"testing"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// What a phone's keyboard sends goes into a field in one change, Enter
// between the lines of a field of one line; a field of the app's refuses
// a run over its limit whole; a button takes a space as a press.
func TestTypeInto(t *testing.T) {
	test.NewTempApp(t)
	e := kit.NewEntry(10)
	submitted, changes := []string{}, 0
	e.OnSubmitted = func(s string) { submitted = append(submitted, s) }
	e.OnChanged = func(string) { changes++ }
	w := test.NewTempWindow(t, e)
	w.Resize(fyne.NewSize(360, 300))

	typeInto(e, "pea")
	assert.Equal(t, "pea", e.Text)
	assert.Equal(t, 1, changes, "one change for the run")
	typeInto(e, "cock\n")
	assert.Equal(t, []string{"peacock"}, submitted, "the line break is Enter")
	typeInto(e, strings.Repeat("x", 5000))
	assert.Equal(t, "peacock", e.Text, "a run over the limit is refused whole")

	plain := widget.NewMultiLineEntry()
	typeInto(plain, "a\nb")
	assert.Equal(t, "a\nb", plain.Text, "a field of several lines keeps its lines")

	pressed := 0
	b := widget.NewButton("Go", func() { pressed++ })
	typeInto(b, " ")
	assert.Equal(t, 1, pressed, "a space presses a button")
	typeInto(nil, "nothing has the focus")
}

// Whatever a keyboard sends, a field of the app's never holds more than
// its limit, and text refused changes nothing.
func FuzzTypeInto(f *testing.F) {
	for _, seed := range []string{"", "ant", "a\nb", "\n\n", strings.Repeat("é", 21), "Faint: throw 2 rocks\n", "\x00\xff"} {
		f.Add(seed)
	}
	test.NewTempApp(f)
	f.Fuzz(func(t *testing.T, text string) {
		e := kit.NewEntry(20)
		e.SetText("ab")
		typeInto(e, text)
		require.LessOrEqual(t, utf8.RuneCountInString(e.Text), 20)
		if utf8.RuneCountInString(strings.ReplaceAll(text, "\n", ""))+2 > 20 {
			require.Equal(t, "ab", e.Text, "a run over the limit changes nothing")
		}
	})
}
