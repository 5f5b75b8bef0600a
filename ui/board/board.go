package board

import (
	"fmt"
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/words"
)

// The board draws one player's side of the table as it lies: the active
// pet as a card with its power badge, square damage cubes and the cards it
// carries; the deck and the fainted pile as small stacks; the pets set
// aside beside them.

// maxCubes is the most damage cubes drawn; more is written as a number.
const maxCubes = 10

// cubeSize is the side of a damage cube.
const cubeSize = 14

// cubeColour is the colour of a damage cube.
var cubeColour = color.NRGBA{R: 0xD0, G: 0x30, B: 0x30, A: 0xFF}

// Side is what one side of the table shows at one moment.
type Side struct {
	Name     string
	First    bool
	Pet      *engine.ActivePet // nil: no active pet
	PetName  string
	JustIn   bool     // the pet is being played at this moment
	Foods    []string // foods and perks the pet carries or will eat
	Ailments []string
	SetAside []string
	Deck     int
	Fainted  int
	Trumpets int
	Mana     int
}

// ReadSide reads player p's side from state st of match m. A pet being
// played is in the active zone before it becomes the active pet: it is
// shown in play, with the foods it is about to eat.
func ReadSide(m *engine.Match, p engine.Player, st *engine.State) Side {
	tab := m.Table
	sv := Side{Name: PlayerName(m.Battle, p), First: st.First() == p, Deck: st.DeckLen(p),
		Trumpets: st.Trumpets(p), Mana: st.Mana(p)}
	pet, hasPet := st.Active(p)
	if hasPet {
		sv.Pet, sv.PetName = &pet, tab.Name(pet.Card)
	}
	for i := range st.Cards() {
		id, owner, zone := st.Where(i)
		if owner != p {
			continue
		}
		c := tab.Card(id)
		switch {
		case zone == engine.ZoneFainted && c.Kind == engine.KindPet:
			sv.Fainted++
		case zone == engine.ZoneSetAside:
			sv.SetAside = append(sv.SetAside, c.Name)
		case zone != engine.ZoneActive || (hasPet && id == pet.Card):
		case c.Kind == engine.KindPet && !hasPet:
			sv.Pet, sv.PetName, sv.JustIn = &engine.ActivePet{Card: id, Power: c.Power}, c.Name, true
		case c.Kind == engine.KindAilment:
			sv.Ailments = append(sv.Ailments, c.Name)
		default:
			sv.Foods = append(sv.Foods, c.Name)
		}
	}
	return sv
}

// DrawSide draws side sv.
func DrawSide(sv Side) fyne.CanvasObject {
	title := widget.NewLabelWithStyle(sv.Name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.Truncation = fyne.TextTruncateEllipsis
	head := fyne.CanvasObject(title)
	if sv.First {
		head = container.NewBorder(nil, nil, nil, tokenBadge("1st"), title)
	}
	box := container.NewVBox(head, petTile(sv))
	piles := newFlow(pile("Deck", sv.Deck, false), pile("Fainted", sv.Fainted, true))
	if sv.Trumpets > 0 {
		piles.Add(chip(words.Count(sv.Trumpets, "Trumpet", "Trumpets"), widget.MediumImportance))
	}
	if sv.Mana > 0 {
		piles.Add(chip(fmt.Sprintf("%d Mana", sv.Mana), widget.MediumImportance))
	}
	box.Add(piles)
	if len(sv.SetAside) > 0 {
		aside := newFlow(smallText("Set aside:"))
		for _, n := range sv.SetAside {
			aside.Add(chip(n, widget.WarningImportance))
		}
		box.Add(aside)
	}
	return box
}

// petTile is the active pet as a card on the table, or an empty space.
func petTile(sv Side) fyne.CanvasObject {
	var rows []fyne.CanvasObject
	if sv.Pet == nil {
		empty := widget.NewLabel("No pet in play")
		empty.Importance = widget.LowImportance
		rows = append(rows, empty)
	} else {
		name := widget.NewLabel(sv.PetName)
		name.SizeName = theme.SizeNameSubHeadingText
		name.TextStyle.Bold = true
		name.Truncation = fyne.TextTruncateEllipsis
		rows = append(rows, container.NewBorder(nil, nil, nil, powerBadge(sv.Pet.Power), name), damageCubes(sv.Pet.Damage))
		if sv.JustIn {
			rows = append(rows, chip("just played", widget.HighImportance))
		}
		if sv.Pet.Marked {
			rows = append(rows, chip("marked fainted", widget.DangerImportance))
		}
	}
	if len(sv.Foods)+len(sv.Ailments) > 0 {
		carried := newFlow()
		for _, f := range Counted(sv.Foods) {
			carried.Add(chip(f, widget.SuccessImportance))
		}
		for _, a := range Counted(sv.Ailments) {
			carried.Add(chip(a, widget.DangerImportance))
		}
		rows = append(rows, carried)
	}
	return cardFrame(container.NewVBox(rows...))
}

// Counted writes each name once, with how many there are when more than
// one: "Apple ×2".
func Counted(names []string) []string {
	var out []string
	n := map[string]int{}
	for _, name := range names {
		if n[name] == 0 {
			out = append(out, name)
		}
		n[name]++
	}
	for i, name := range out {
		if n[name] > 1 {
			out[i] = fmt.Sprintf("%s ×%d", name, n[name])
		}
	}
	return out
}

// cardFrame draws content on a card-like tile with rounded corners.
func cardFrame(content fyne.CanvasObject) fyne.CanvasObject {
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bg.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	bg.StrokeWidth = 1
	bg.CornerRadius = 8
	return container.NewStack(bg, container.NewPadded(content))
}

// powerBadge is a pet's power in a round badge, as printed on the card.
func powerBadge(power int) fyne.CanvasObject {
	c := canvas.NewCircle(theme.Color(theme.ColorNamePrimary))
	t := canvas.NewText(strconv.Itoa(power), theme.Color(theme.ColorNameForegroundOnPrimary))
	t.TextStyle.Bold = true
	t.TextSize = theme.TextSubHeadingSize()
	bg := container.NewGridWrap(fyne.NewSquareSize(34), c)
	return container.NewCenter(container.NewStack(bg, container.NewCenter(t)))
}

// tokenBadge is a small round token, such as the First Player token.
func tokenBadge(text string) fyne.CanvasObject {
	return container.NewCenter(chip(text, widget.WarningImportance))
}

// damageCubes draws damage as square red cubes, as at the table.
func damageCubes(damage int) fyne.CanvasObject {
	if damage == 0 {
		return smallText("no damage")
	}
	cubes := container.NewHBox()
	for range min(damage, maxCubes) {
		c := canvas.NewRectangle(cubeColour)
		c.CornerRadius = 2
		cubes.Add(container.NewGridWrap(fyne.NewSquareSize(cubeSize), c))
	}
	row := newFlow(container.NewCenter(cubes))
	if damage > maxCubes {
		row.Add(smallText(fmt.Sprintf("+%d", damage-maxCubes)))
	}
	row.Add(smallText(fmt.Sprintf("%d damage", damage)))
	return row
}

// pile is a deck or fainted pile drawn as a small stack of cards with its
// count; the fainted pile lies turned, as the rulebook suggests.
func pile(label string, n int, turned bool) fyne.CanvasObject {
	size := fyne.NewSize(16, 22)
	if turned {
		size = fyne.NewSize(22, 16)
	}
	stack := container.NewWithoutLayout()
	for k := range min(max(n, 1), 3) {
		r := canvas.NewRectangle(theme.Color(theme.ColorNameButton))
		if n == 0 {
			r.FillColor = color.Transparent
		}
		r.StrokeColor = theme.Color(theme.ColorNameForeground)
		r.StrokeWidth = 1
		r.CornerRadius = 2
		r.Resize(size)
		r.Move(fyne.NewPos(float32(k*3), float32(6-k*3)))
		stack.Add(r)
	}
	holder := container.NewGridWrap(fyne.NewSize(size.Width+8, size.Height+8), stack)
	return container.NewHBox(container.NewCenter(holder), smallText(fmt.Sprintf("%s %d", label, n)))
}

// chip is a small rounded label, for a card the pet carries or a status.
func chip(text string, imp widget.Importance) fyne.CanvasObject {
	bg := canvas.NewRectangle(chipColour(imp))
	bg.CornerRadius = 10
	t := canvas.NewText(text, theme.Color(theme.ColorNameForeground))
	t.TextSize = theme.CaptionTextSize() * 1.15
	return container.NewStack(bg, container.New(chipPadding{}, t))
}

// chipColour is the faint fill of a chip of importance imp.
func chipColour(imp widget.Importance) color.Color {
	name := theme.ColorNameButton
	switch imp {
	case widget.SuccessImportance:
		name = theme.ColorNameSuccess
	case widget.DangerImportance:
		name = theme.ColorNameError
	case widget.WarningImportance:
		name = theme.ColorNameWarning
	case widget.HighImportance:
		name = theme.ColorNamePrimary
	}
	r, g, b, _ := theme.Color(name).RGBA()
	return color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: 0x60}
}

// smallText is a short line of text, set close to what it belongs to.
func smallText(text string) fyne.CanvasObject {
	t := canvas.NewText(text, theme.Color(theme.ColorNameForeground))
	return container.NewCenter(t)
}

// chipPadding pads a chip's text: more at the sides than above and below.
type chipPadding struct{}

func (chipPadding) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		m := o.MinSize()
		o.Resize(m)
		o.Move(fyne.NewPos((size.Width-m.Width)/2, (size.Height-m.Height)/2))
	}
}

func (chipPadding) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s.Add(fyne.NewSize(16, 8))
}
