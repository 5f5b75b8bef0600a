package kit

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Stepper picks a whole number with big - and + buttons, for fingers at a
// table rather than a keyboard.
type Stepper struct {
	Value, Lo, Hi int
	Label         *widget.Label
	Minus, Plus   *widget.Button
	OnChange      func(int) // may be nil
	Content       fyne.CanvasObject
}

func NewStepper(value, lo, hi int, onChange func(int)) *Stepper {
	s := &Stepper{Lo: lo, Hi: hi, OnChange: onChange}
	s.Label = widget.NewLabel("")
	s.Label.Alignment = fyne.TextAlignCenter
	s.Label.TextStyle.Bold = true
	s.Label.SizeName = theme.SizeNameSubHeadingText
	s.Minus = widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { s.Set(s.Value - 1) })
	s.Plus = widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { s.Set(s.Value + 1) })
	s.Content = container.NewGridWithColumns(3, s.Minus, s.Label, s.Plus)
	s.Show(value)
	return s
}

// Set changes the value within the bounds and reports it.
func (s *Stepper) Set(v int) {
	v = max(s.Lo, min(s.Hi, v))
	if v == s.Value {
		return
	}
	s.Show(v)
	if s.OnChange != nil {
		s.OnChange(v)
	}
}

// Show displays v without reporting it.
func (s *Stepper) Show(v int) {
	s.Value = v
	s.Label.SetText(strconv.Itoa(v))
	if v <= s.Lo {
		s.Minus.Disable()
	} else {
		s.Minus.Enable()
	}
	if v >= s.Hi {
		s.Plus.Disable()
	} else {
		s.Plus.Enable()
	}
}
