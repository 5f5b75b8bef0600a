package cardsui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/share"
	"github.com/sapcompanion/sapcompanion/ui/kit"
	"github.com/sapcompanion/sapcompanion/ui/sharing"
)

// The choices of the browse filters.
const (
	anyPack = "Any pack"
	anyTier = "Any tier"
	noTier  = "No tier"
)

// Title is the card book's tab, as the navigator shows it.
const Title = "Cards"

// Options are what the card book needs of the app besides its kit.Host.
type Options struct {
	// Mobile is whether the app runs on a phone or tablet: there the book
	// is imported and exported through the clipboard, not a file dialog.
	Mobile bool
	// Address returns the address of the browser build phones open, "" for
	// none, for the links the QR codes carry; nil for none. It is read each
	// time a code is drawn (it changes while a desktop serves the build).
	Address func() string
}

// Screen is the Cards tab: the card book to browse and search, each
// card's page, the editor, sharing by QR code, cards from a friend, and the
// import and export of the user's book. On a phone one view fills the
// screen; on a wide window the list stays on the left and the open view
// sits beside it.
type Screen struct {
	sess    *session.Session
	content *fyne.Container // the list and the open view, laid out by cardBookLayout

	browse     fyne.CanvasObject // the list with its search and filters
	detail     *fyne.Container   // holds the open view, or the hint
	hint       fyne.CanvasObject // what the right side shows with no view open
	detailOpen bool              // a view is open (on a phone: it hides the list)

	search     *kit.Entry
	packFilter *widget.Select
	tierFilter *widget.Select
	note       *kit.WrapLabel // what the reference cards are
	count      *widget.Label
	list       *widget.List
	shown      []engine.Card // the cards the list shows, in order

	newButton    *widget.Button
	friendButton *widget.Button
	backupButton *widget.Button

	page    *cardPage
	editor  *cardEditor
	sharing *sharing.QR
	receive *friendImport
	backup  *bookBackup
}

// New builds the card book's screen over h's session: the list of every
// card, no view open.
func New(h kit.Host, opts Options) *Screen {
	s := &Screen{sess: h.Sess}
	address := opts.Address
	if address == nil {
		address = func() string { return "" }
	}
	clipboard := func() fyne.Clipboard { return h.Clipboard }
	views := bookViewNeeds{sess: h.Sess, showView: s.open, toList: s.back}
	s.page = newCardPage(views, h.Win,
		func(c *engine.Card) { s.editor.edit(c) },
		func(title, text string, back func()) { s.sharing.Show(title, text, back) })
	s.editor = newCardEditor(views, h.Win, s.page.show, s.page.showSent)
	s.sharing = sharing.NewQR(share.KindCards,
		"Your friend scans this code with their phone's camera, or you copy the text below into a chat. In the app, they paste it under Cards, From a friend.",
		address, clipboard, s.open)
	s.receive = newFriendImport(views, clipboard)
	s.backup = newBookBackup(views, h.Win, clipboard, opts.Mobile, s.sharing.Show)
	s.browse = s.buildBrowse()
	hint := kit.NewWrapLabel("Tap a card to see it here, or add a card of your own.")
	hint.Alignment = fyne.TextAlignCenter
	s.hint = container.NewVBox(hint)
	s.detail = container.NewStack(s.hint)
	s.content = &fyne.Container{Layout: &cardBookLayout{viewOpen: func() bool { return s.detailOpen }}, Objects: []fyne.CanvasObject{s.browse, s.detail}}
	h.Sess.Subscribe(func(c session.Change) {
		if c == session.ChangeCards {
			s.onBookChanged()
		}
	})
	s.refreshList()
	return s
}

// Content is what the tab shows: the list, and the open view over it on a
// phone or beside it on a wide window.
func (s *Screen) Content() fyne.CanvasObject { return s.content }

// OfferFriendsCode opens the page of cards from a friend with code (a share
// code of cards, or a link that carries one), which it checks; the cards
// are added only when the user taps Add.
func (s *Screen) OfferFriendsCode(code string) { s.receive.openWith(code) }

// FriendsPage reports whether the page of cards from a friend is open,
// what its status line says and its Add button; for tests of the app that
// open it.
func (s *Screen) FriendsPage() (open bool, status string, add *widget.Button) {
	return s.showing(s.receive.content), s.receive.status.Text, s.receive.addButton
}

// FriendsReading is the reading of the friend's code that page checks;
// for tests of the app, which hold it or wait for it.
func (s *Screen) FriendsReading() *sharing.Reading { return s.receive.reading }

// buildBrowse lays out the search box, the filters, the list and the actions.
func (s *Screen) buildBrowse() fyne.CanvasObject {
	s.search = kit.NewEntry(kit.ShortLimit)
	s.search.SetPlaceHolder("Search names and abilities")
	s.search.ActionItem = widget.NewIcon(theme.SearchIcon())
	s.search.OnChanged = func(string) { s.refreshList() }

	packs := []string{anyPack}
	for _, p := range []engine.Pack{engine.PackClassic, engine.PackGolden, engine.PackMagic} {
		packs = append(packs, kit.Sentence(p.String()))
	}
	s.packFilter = widget.NewSelect(packs, func(string) { s.refreshList() })
	s.packFilter.SetSelected(anyPack)
	tiers := []string{anyTier}
	for t := 1; t <= engine.MaxTier; t++ {
		tiers = append(tiers, "Tier "+strconv.Itoa(t))
	}
	tiers = append(tiers, noTier)
	s.tierFilter = widget.NewSelect(tiers, func(string) { s.refreshList() })
	s.tierFilter.SetSelected(anyTier)

	s.count = widget.NewLabel("")
	s.count.SizeName = theme.SizeNameCaptionText
	s.list = widget.NewList(
		func() int { return len(s.shown) },
		func() fyne.CanvasObject { return newCardRow() },
		func(id widget.ListItemID, o fyne.CanvasObject) {
			if id < len(s.shown) {
				o.(*cardRow).show(s.shown[id], s.sess.Cards())
			}
		})
	s.list.OnSelected = s.onSelect

	s.newButton = widget.NewButtonWithIcon("New card", theme.ContentAddIcon(), func() { s.editor.edit(nil) })
	s.newButton.Importance = widget.HighImportance
	s.friendButton = widget.NewButtonWithIcon("From a friend", theme.DownloadIcon(), s.receive.open)
	s.backupButton = widget.NewButtonWithIcon("Import / export", theme.StorageIcon(), s.backup.open)

	s.note = kit.NewWrapLabel(referenceNote)
	s.note.SizeName = theme.SizeNameCaptionText
	top := container.NewVBox(s.note, s.search, kit.NewFitRow(s.packFilter, s.tierFilter), s.count)
	bottom := container.NewVBox(s.newButton, kit.NewFitRow(s.friendButton, s.backupButton))
	// Sideways, the note goes: the list and the buttons stay.
	return kit.NewSpareBorder(top, bottom, s.list, s.note)
}

// filtered returns the book's cards matching the search and the filters.
func (s *Screen) filtered() []engine.Card {
	var out []engine.Card
	pack := strings.ToLower(s.packFilter.Selected)
	for _, c := range s.sess.Cards().Book().Search(s.search.Text) {
		if s.packFilter.Selected != anyPack && s.packFilter.Selected != "" && c.Pack.String() != pack {
			continue
		}
		switch t := s.tierFilter.Selected; t {
		case anyTier, "":
		case noTier:
			if c.Tier != 0 {
				continue
			}
		default:
			if "Tier "+strconv.Itoa(c.Tier) != t {
				continue
			}
		}
		out = append(out, c)
	}
	return out
}

// refreshList shows the cards matching the search and the filters.
func (s *Screen) refreshList() {
	if s.list == nil {
		return
	}
	s.shown = s.filtered()
	total := s.sess.Cards().Book().Len()
	switch {
	case len(s.shown) == total:
		s.count.SetText(fmt.Sprintf("%d %s", total, words.Plural(total, "card", "cards")))
	case len(s.shown) == 0:
		s.count.SetText(fmt.Sprintf("No card matches (of %d). Try fewer letters or another filter.", total))
	default:
		s.count.SetText(fmt.Sprintf("%d of %d cards", len(s.shown), total))
	}
	s.list.UnselectAll()
	s.list.Refresh()
}

// onSelect opens the tapped card's page.
func (s *Screen) onSelect(id widget.ListItemID) {
	if id < 0 || id >= len(s.shown) {
		return
	}
	name := s.shown[id].Name
	s.list.UnselectAll()
	s.page.show(name)
}

// onBookChanged runs after every change to the card book, from any screen.
func (s *Screen) onBookChanged() {
	s.refreshList()
	switch {
	case s.showing(s.page.content):
		s.page.refresh()
	case s.showing(s.backup.content):
		s.backup.refresh()
	}
}

// open shows view v: over the list on a phone, beside it on a wide window.
func (s *Screen) open(v fyne.CanvasObject) {
	s.detail.Objects = []fyne.CanvasObject{v}
	s.detailOpen = true
	s.detail.Refresh()
	s.content.Refresh()
}

// back closes the open view and shows the list.
func (s *Screen) back() {
	s.detail.Objects = []fyne.CanvasObject{s.hint}
	s.detailOpen = false
	s.detail.Refresh()
	s.content.Refresh()
}

// showing reports whether view v is open.
func (s *Screen) showing(v fyne.CanvasObject) bool {
	return s.detailOpen && len(s.detail.Objects) == 1 && s.detail.Objects[0] == v
}

// bookViewNeeds is what every view of the card book (a card's page, the
// editor, cards from a friend, import and export) is given by the screen
// that makes it.
type bookViewNeeds struct {
	sess     *session.Session          // whose card book the view shows and changes
	showView func(v fyne.CanvasObject) // shows view v: over the list on a phone, beside it on a wide window
	toList   func()                    // closes the open view and shows the list
}

// cardBookLayout shows the list and the open view side by side when the
// window is wide enough for two columns, and only one of them otherwise.
type cardBookLayout struct {
	viewOpen func() bool // whether a view is open (on a phone: it hides the list)
}

// wide reports whether width holds the list and a view side by side.
func (l *cardBookLayout) wide(width float32) bool { return width >= 2*kit.ColumnWidth }

// Layout places the list and the open view side by side, or only the one
// on show.
func (l *cardBookLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	browse, detail := objs[0], objs[1]
	if l.wide(size.Width) {
		left := min(kit.ColumnWidth, size.Width*0.42)
		browse.Show()
		detail.Show()
		browse.Move(fyne.NewPos(0, 0))
		browse.Resize(fyne.NewSize(left, size.Height))
		pad := theme.Padding() * 2
		detail.Move(fyne.NewPos(left+pad, 0))
		detail.Resize(fyne.NewSize(size.Width-left-pad, size.Height))
		return
	}
	on, off := browse, detail
	if l.viewOpen() {
		on, off = detail, browse
	}
	off.Hide()
	on.Show()
	on.Move(fyne.NewPos(0, 0))
	on.Resize(size)
}

// MinSize is that of the wider of the two: on a phone they take turns.
func (l *cardBookLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	a, b := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(max(a.Width, b.Width), max(a.Height, b.Height))
}

// cardRow is one row of the card list: the card's mark, name, kind and
// power, and a line with its tier, pack and origin.
type cardRow struct {
	widget.BaseWidget
	icon   *widget.Icon
	name   *widget.Label
	power  *widget.Label
	detail *widget.Label
}

func newCardRow() *cardRow {
	r := &cardRow{icon: widget.NewIcon(nil), name: widget.NewLabel("Name"), power: widget.NewLabel("pet 2"), detail: widget.NewLabel("tier")}
	r.name.TextStyle.Bold = true
	r.name.Truncation = fyne.TextTruncateEllipsis
	r.detail.SizeName = theme.SizeNameCaptionText
	r.detail.Truncation = fyne.TextTruncateEllipsis
	r.ExtendBaseWidget(r)
	return r
}

// CreateRenderer lays the row out: icon left, name and power on top, the
// details under them.
func (r *cardRow) CreateRenderer() fyne.WidgetRenderer {
	top := container.NewBorder(nil, nil, nil, r.power, r.name)
	lines := container.New(tightRows{}, top, r.detail)
	return widget.NewSimpleRenderer(container.NewBorder(nil, nil, r.icon, nil, lines))
}

// show fills the row with card c of store.
func (r *cardRow) show(c engine.Card, store *session.CardBook) {
	o := originOf(c, store)
	r.icon.SetResource(o.icon())
	r.name.SetText(c.Name)
	r.power.SetText(powerText(c))
	parts := []string{}
	if c.Tier != 0 {
		parts = append(parts, "tier "+strconv.Itoa(c.Tier))
	}
	if c.Pack != engine.PackUnknown {
		parts = append(parts, c.Pack.String())
	}
	if c.Temporary {
		parts = append(parts, "temporary")
	}
	parts = append(parts, o.short())
	if c.Unverified && o == originPrinted {
		parts = append(parts, "unverified")
	}
	r.detail.SetText(strings.Join(parts, " · "))
}

// tightRows stacks labels top to bottom at their minimum heights, each as
// wide as the container, their lines of text a padding apart: a label's
// padding is meant for one line, and would part two lines of a row widely.
type tightRows struct{}

// gap is the space between two objects: less than none, to overlap the
// labels' padding.
func (tightRows) gap() float32 { return theme.Padding() - 2*theme.InnerPadding() }

// Layout stacks the objects.
func (l tightRows) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	var y float32
	for _, o := range objs {
		h := o.MinSize().Height
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h + l.gap()
	}
}

// MinSize is the widest object's width and the stacked height.
func (l tightRows) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var w, h float32
	for i, o := range objs {
		m := o.MinSize()
		w = max(w, m.Width)
		h += m.Height
		if i > 0 {
			h += l.gap()
		}
	}
	return fyne.NewSize(w, h)
}

// origin says where a card of the book comes from.
type origin int

const (
	originPrinted   origin = iota // a reference card as the app ships it
	originCorrected               // a reference card the user corrected
	originOwn                     // a card the user added
	originTable                   // a card of the live table the phone is at
)

// originOf tells where card c of store comes from.
func originOf(c engine.Card, store *session.CardBook) origin {
	switch {
	case store.IsTables(c.Name):
		return originTable
	case store.IsReference(c.Name) && store.IsUsers(c.Name):
		return originCorrected
	case store.IsReference(c.Name):
		return originPrinted
	}
	return originOwn
}

// short is the origin as the list shows it.
func (o origin) short() string {
	switch o {
	case originCorrected:
		return "corrected by you"
	case originOwn:
		return "your card"
	case originTable:
		return "the table's card"
	}
	return "rulebook example"
}

// long is the origin as a card's page explains it.
func (o origin) long() string {
	switch o {
	case originCorrected:
		return "A rulebook card you corrected: your version is used. Restore brings back the version the app ships."
	case originOwn:
		return "Your own card."
	case originTable:
		return "A card of this table: every phone at the table uses it, and a change here changes it for everyone."
	}
	return "From the rulebook examples; check your card. The printed card lists did not survive in the rulebook text, so correct this card if yours differs."
}

func (o origin) icon() fyne.Resource {
	switch o {
	case originCorrected:
		return theme.DocumentCreateIcon()
	case originOwn:
		return theme.AccountIcon()
	case originTable:
		return theme.HomeIcon()
	}
	return theme.FileIcon()
}

// referenceNote explains the reference cards once, over the list, rather
// than a warning on every row.
const referenceNote = "Cards marked \"rulebook example\" are the cards the rulebook's examples show. Check them against your printed cards; tap one to correct it."

// powerText is a card's kind and power as the list shows it: "pet 2",
// "food +1", "perk", "ailment".
func powerText(c engine.Card) string {
	switch {
	case c.Kind == engine.KindPet:
		return "pet " + strconv.Itoa(c.Power)
	case c.Power != 0:
		return c.Kind.String() + " +" + strconv.Itoa(c.Power)
	}
	return c.Kind.String()
}
