package kit

import (
	"fyne.io/fyne/v2"

	"github.com/sapcompanion/sapcompanion/assets"
)

// RockIcon is the rock drawn on dice.
var RockIcon = fyne.NewStaticResource("rock.svg", assets.RockSVG)

// WrapTitle is a bold line that wraps on a narrow phone: a player's name
// can be 30 letters long.
func WrapTitle(text string) *WrapLabel {
	l := NewWrapLabel(text)
	l.TextStyle.Bold = true
	return l
}
