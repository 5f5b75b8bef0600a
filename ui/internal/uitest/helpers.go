package uitest

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/share"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// LabelsIn is the text of every visible label under o, one per line.
func LabelsIn(o fyne.CanvasObject) string {
	var lines []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *kit.WrapLabel:
			if x.Visible() {
				lines = append(lines, x.Text)
			}
		case *widget.Label:
			if x.Visible() {
				lines = append(lines, x.Text)
			}
		case *canvas.Text:
			lines = append(lines, x.Text)
		case interface{ ShownText() string }: // a widget of ours that draws one text
			lines = append(lines, x.ShownText())
		case *container.Scroll:
			walk(x.Content)
		case *fyne.Container:
			if x.Visible() {
				for _, c := range x.Objects {
					walk(c)
				}
			}
		}
	}
	walk(o)
	return strings.Join(lines, "\n")
}

// MustCard reads a card in the card language.
func MustCard(t testing.TB, spec string) engine.Card {
	t.Helper()
	c, err := engine.ParseCard(spec)
	require.NoError(t, err, "card %q", spec)
	return c
}

// FriendCode is the share code of the card-language lines, as a friend's
// app makes it.
func FriendCode(t testing.TB, lines string) string {
	t.Helper()
	p, err := share.Encode(share.KindCards, lines)
	require.NoError(t, err)
	return p
}

// OneLineCards is n cards of one short line each: a crafted code packs
// about a thousand of them.
func OneLineCards(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "card C%d: pet 1\n", i)
	}
	return b.String()
}

// CodeAtCap is the code of as many one-line cards as one QR code holds,
// and how many.
func CodeAtCap(tb testing.TB) (string, int) {
	tb.Helper()
	n := sort.Search(5000, func(n int) bool {
		_, err := share.Encode(share.KindCards, OneLineCards(n+1))
		return err != nil
	})
	code, err := share.Encode(share.KindCards, OneLineCards(n))
	require.NoError(tb, err)
	return code, n
}
