package ui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// stepper picks a whole number with big - and + buttons, for fingers at a
// table rather than a keyboard.
type stepper struct {
	value, lo, hi int
	label         *widget.Label
	minus, plus   *widget.Button
	onChange      func(int) // may be nil
	content       fyne.CanvasObject
}

func newStepper(value, lo, hi int, onChange func(int)) *stepper {
	s := &stepper{lo: lo, hi: hi, onChange: onChange}
	s.label = widget.NewLabel("")
	s.label.Alignment = fyne.TextAlignCenter
	s.label.TextStyle.Bold = true
	s.label.SizeName = theme.SizeNameSubHeadingText
	s.minus = widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { s.set(s.value - 1) })
	s.plus = widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { s.set(s.value + 1) })
	s.content = container.NewGridWithColumns(3, s.minus, s.label, s.plus)
	s.show(value)
	return s
}

// set changes the value within the bounds and reports it.
func (s *stepper) set(v int) {
	v = max(s.lo, min(s.hi, v))
	if v == s.value {
		return
	}
	s.show(v)
	if s.onChange != nil {
		s.onChange(v)
	}
}

// show displays v without reporting it.
func (s *stepper) show(v int) {
	s.value = v
	s.label.SetText(strconv.Itoa(v))
	if v <= s.lo {
		s.minus.Disable()
	} else {
		s.minus.Enable()
	}
	if v >= s.hi {
		s.plus.Disable()
	} else {
		s.plus.Enable()
	}
}
