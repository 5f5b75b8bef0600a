package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
)

// formOfEntries is a tall form of name fields in a vertical scroll, as the
// new-game form and the resolver are.
func formOfEntries(n int) (*container.Scroll, []*widget.Entry) {
	box := container.NewVBox()
	var entries []*widget.Entry
	for i := range n {
		e := widget.NewEntry()
		e.SetPlaceHolder(fmt.Sprintf("Player %d", i+1))
		entries = append(entries, e)
		box.Add(e)
	}
	return container.NewVScroll(box), entries
}

// TestADragOnAnEntryScrollsTheForm: a finger that starts on an entry moves
// the form it sits in by exactly its own movement, both ways, and stops at
// the form's ends; a sideways drag moves nothing that only scrolls up and
// down.
func TestADragOnAnEntryScrollsTheForm(t *testing.T) {
	test.NewTempApp(t)
	scroll, entries := formOfEntries(30)
	w := test.NewWindow(scroll)
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(360, 740))
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(entries[2]).AddXY(20, 10)

	require.True(t, scrollAt(w.Canvas(), at, fyne.NewDelta(0, -400)))
	assert.InDelta(t, 400, scroll.Offset.Y, 0.01, "a 400 unit drag up on an entry")
	require.True(t, scrollAt(w.Canvas(), at, fyne.NewDelta(0, 150)))
	assert.InDelta(t, 250, scroll.Offset.Y, 0.01, "and 150 back down")
	require.True(t, scrollAt(w.Canvas(), at, fyne.NewDelta(0, 1000)))
	assert.Zero(t, scroll.Offset.Y, "a drag past the top stops at the top")
	assert.False(t, scrollAt(w.Canvas(), at, fyne.NewDelta(-100, 0)), "a sideways drag on a form that scrolls up and down")
	assert.Zero(t, scroll.Offset.Y)
	assert.Empty(t, entries[2].Text, "the entry's own text is left alone")
}

// TestADragScrollsTheInnermostViewAndThePopUpFirst: a list inside a scroll
// takes a drag on it, the page around it a drag beside it, and an open
// dialog every drag, before the window under it.
func TestADragScrollsTheInnermostViewAndThePopUpFirst(t *testing.T) {
	test.NewTempApp(t)
	items := make([]string, 100)
	list := widget.NewList(func() int { return len(items) },
		func() fyne.CanvasObject { return widget.NewLabel("Row") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(fmt.Sprint("Row ", i)) })
	form, _ := formOfEntries(30)
	page := container.NewGridWithRows(2, list, form)
	w := test.NewWindow(page)
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(360, 740))

	require.True(t, scrollAt(w.Canvas(), fyne.NewPos(100, 100), fyne.NewDelta(0, -120)))
	assert.InDelta(t, 120, list.GetScrollOffset(), 0.01, "the list under the finger")
	assert.Zero(t, form.Offset.Y, "the form beside it")
	require.True(t, scrollAt(w.Canvas(), fyne.NewPos(100, 500), fyne.NewDelta(0, -80)))
	assert.InDelta(t, 80, form.Offset.Y, 0.01, "the form under the finger")

	inDialog, _ := formOfEntries(30)
	d := dialog.NewCustom("Pick", "Close", inDialog, w)
	d.Resize(fyne.NewSize(300, 400))
	d.Show()
	require.True(t, scrollAt(w.Canvas(), fyne.NewPos(180, 370), fyne.NewDelta(0, -50)))
	assert.InDelta(t, 50, inDialog.Offset.Y, 0.01, "the dialog's form")
	assert.InDelta(t, 80, form.Offset.Y, 0.01, "the window under the dialog stays")
	assert.False(t, scrollAt(w.Canvas(), fyne.NewPos(5, 5), fyne.NewDelta(0, -50)), "beside the dialog, on its shade")
	assert.InDelta(t, 120, list.GetScrollOffset(), 0.01)
}

// TestAPhoneTurnedSidewaysScrollsTheScreenAndKeepsTheTabs: in a window that
// cannot refuse a size (a phone, a browser), a screen taller than the
// window asks nothing of it: the tabs stay at the window's bottom, where
// they are drawn, and the screen scrolls above them; on a desktop the
// window still asks for the whole screen.
func TestAPhoneTurnedSidewaysScrollsTheScreenAndKeepsTheTabs(t *testing.T) {
	test.NewTempApp(t)
	tall := func() fyne.CanvasObject {
		box := container.NewVBox()
		for range 30 {
			box.Add(widget.NewButton("Tap", func() {}))
		}
		return box
	}
	screens := []navScreen{{title: "One", build: tall}, {title: "Two", build: tall}}
	n := newNavigator(true, true, screens...)
	w := test.NewWindow(n.root)
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(740, 360))
	bar := navLayout{n}.barHeight()

	assert.LessOrEqual(t, n.root.MinSize().Height, bar, "the window is asked for no more than the tabs")
	assert.Less(t, n.root.Size().Height, float32(361), "the window keeps the size it was given")
	assert.Equal(t, n.root.Size().Height-bar, n.buttons[1].Position().Y, "the tabs sit at the window's bottom")
	require.True(t, scrollAt(w.Canvas(), fyne.NewPos(100, 100), fyne.NewDelta(0, -200)))
	assert.InDelta(t, 200, n.page.(*container.Scroll).Offset.Y, 0.01, "the screen scrolls above the tabs")
	test.Tap(n.buttons[1])
	assert.Equal(t, 1, n.selected)

	desk := newNavigator(false, false, screens...)
	assert.Greater(t, desk.root.MinSize().Height, float32(360), "a desktop window still asks for the whole screen")
}

// TestTheEntryTypedIntoStaysInSight: on the battle set-up, a player's card
// search stays in sight above the pinned Settle bar while cards are added
// one after another with Enter (letters typed, Enter at once: the best
// match is added), and when the window becomes as short as the phone's
// keyboard leaves it.
func TestTheEntryTypedIntoStaysInSight(t *testing.T) {
	u, w := newTestApp(t, 1)
	u.nav.selectTab(tabBattle)
	s := u.battle()
	search, setup := s.SearchEntry(engine.PlayerB), s.SetupScroll()
	inSight := func(what string) {
		t.Helper()
		drv := fyne.CurrentApp().Driver()
		top := drv.AbsolutePositionForObject(search).Y
		view := drv.AbsolutePositionForObject(setup)
		assert.GreaterOrEqual(t, top, view.Y, "%s: the search is above the set-up's top", what)
		assert.LessOrEqual(t, top+search.Size().Height, view.Y+setup.Size().Height, "%s: the search is below the set-up's bottom, under the Settle bar", what)
	}
	w.Canvas().Focus(search)
	for _, letters := range []string{"pea", "dog", "ott", "ant", "fis"} {
		test.Type(search, letters)
		search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		revealFocused(w.Canvas())
		inSight("after " + letters)
	}
	assert.Equal(t, []string{"Peacock", "Dog", "Otter", "Ant", "Fish"}, s.Deck(engine.PlayerB), "Enter adds the best match at once")
	test.Type(search, "zz")
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	assert.Equal(t, "zz", search.Text, "no card called zz: the letters stay")
	_, _, said := findText(w.Canvas(), `No card called "zz": add it to your card book here, or use a pet with power N.`)
	assert.True(t, said, "the set-up says there is no card called zz")

	w.Resize(fyne.NewSize(uitest.PhoneSize.Width, 420)) // the keyboard is up
	revealFocused(w.Canvas())
	inSight("with the keyboard up")
}
