package board

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// WordsButton is a button whose words wrap, with an icon that can change:
// a choice of a question (marked, once answered, as the right choice or a
// wrong pick) or the coach's question.
type WordsButton struct {
	Box   *fyne.Container
	Btn   *widget.Button
	icon  *widget.Icon
	Label *kit.WrapLabel
}

// NewWordsButton is a button of text with icon; tapped runs on a tap.
func NewWordsButton(text string, icon fyne.Resource, tapped func()) *WordsButton {
	a := &WordsButton{Btn: widget.NewButton("", tapped), icon: widget.NewIcon(icon), Label: kit.NewWrapLabel(text)}
	a.Box = kit.Tall(container.NewStack(a.Btn, container.NewBorder(nil, nil, a.icon, nil, a.Label)))
	return a
}

// Mark shows the choice as right or wrong and takes the tap away.
func (a *WordsButton) Mark(right bool) {
	if right {
		a.icon.SetResource(theme.ConfirmIcon())
		a.Label.Importance = widget.SuccessImportance
	} else {
		a.icon.SetResource(theme.CancelIcon())
		a.Label.Importance = widget.DangerImportance
	}
	a.Label.TextStyle.Bold = true
	a.Label.Refresh()
}
