package cardsui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// NewCardForm is the card editor, with its phrase picker, for a new card
// called name, to be shown in another tab where the name was typed (the
// battle resolver's deck, which has no such card). Save puts the card in
// the card book of h's session and calls done with its name; Cancel calls
// done with "". Either way the other tab puts the form away.
func NewCardForm(h kit.Host, name string, done func(saved string)) fyne.CanvasObject {
	shown := container.NewStack()
	views := bookViewNeeds{sess: h.Sess, showView: func(v fyne.CanvasObject) {
		shown.Objects = []fyne.CanvasObject{v}
		shown.Refresh()
	}, toList: func() { done("") }}
	e := newCardEditor(views, h.Win, done, func(c engine.Card) { done(c.Name) })
	e.edit(nil)
	e.name.SetText(name)
	e.help.SetText("Add this card from your box. " + e.savedWhere() + " Save puts it in the deck too.")
	return shown
}
