package gameui

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/solo"
	"github.com/sapcompanion/sapcompanion/tracker"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// soloMode is what the app's panel shows in a game against the app.
type soloMode int

const (
	soloShop soloMode = iota // the shop as entered, and "What does the app do?"
	soloTold                 // one instruction, waiting for "Done"
	soloPick                 // choosing a card by its name
	soloNew                  // adding a card the card book does not know
	soloRef                  // the app's reference card
)

// soloPanel is the app's side of a game against it: it shows what the app
// holds, asks what the shop offers, shows the human one instruction at a
// time what to do with the app's cards (the app decides in the session,
// or at a live table on the hub: the instruction is the game's,
// session.Solo.Told), and orders its deck for Battle Prep off the UI
// goroutine (at a live table the hub orders it).
type soloPanel struct {
	soloHooks // what the play view and the game screen give it
	mode      soloMode
	back      soloMode   // where Back goes from a pick, a new card or the reference card
	move      *solo.Move // the move being told
	// toldFrom is the game's instruction move was taken from: when the
	// game's changes, the cards drawn for the old one are forgotten.
	toldFrom solo.Move
	drawn    []string // cards the human entered for a buy from the deck (1) or a triple (2)
	// drawnEnd says the deck drawn from ran out after the cards in drawn.
	drawnEnd bool
	// decided is the game's history when the move was told: once it
	// changes (an undo, a redo), the cards drawn for it are forgotten.
	decided histMark
	// atShop says the human went back to the shop from the instruction on
	// show, to enter it again before asking once more.
	atShop bool
	onPick func(string) // where a picked card goes
	what   string       // what the pick is for, as a question
	// pickNote, when not "", is a line under the question.
	pickNote string
	// pickEmpty, when not "", is the answer for no card: "Empty slot" for
	// the shop, "The deck is empty" for a draw.
	pickEmpty string
	// pickTier is the tier deck the card picked comes from: the round's
	// for the shop, the next for a triple (Move.Tier).
	pickTier int
	// pickAt is the game's history when the pick was asked: an undo or a
	// redo since takes away what it was asked for. pickNext, when not
	// zero, is the history the move just sent will make: at a live table
	// the hub's value comes after the question.
	pickAt, pickNext histMark
	// nextMark is the history the move just sent will make, for the next
	// pick's pickNext (zero: none).
	nextMark histMark

	search   *kit.Entry // a card's name, at most kit.ShortLimit
	list     *fyne.Container
	newKind  *widget.RadioGroup
	newTier  *kit.Stepper
	newPower *kit.Stepper
	newError *kit.WrapLabel

	ordering int    // the round whose deck Best is ordering; 0 when none
	kick     func() // the ordering to start once the screen is drawn
	// prep is the app's Battle Prep being ordered, off the UI goroutine so
	// that Best never blocks the screen.
	prep kit.Task[solo.Prep]

	// The panel's buttons, rebuilt on every refresh, for tests.
	slots, drawnBtns, picks []*widget.Button
	ask, done, refBtn       *widget.Button
	backBtn, emptyBtn, add  *widget.Button
	addCard, fromDeck       *widget.Button
	reveal                  *widget.Button
	instruction             *kit.WrapLabel
}

// soloHooks are what the app's panel gets of the play view and the game
// screen.
type soloHooks struct {
	sess  *session.Session // the game against the app and the card book
	panel *fyne.Container  // the play view's panel, where the app's side goes
	// pin shows b, the main action, at the bottom of the screen (playView.pin).
	pin func(b *widget.Button)
	// refresh redraws the game screen.
	refresh func()
	// setLastError sets the refused action's words under the actions, ""
	// for none, without redrawing.
	setLastError func(text string)
}

// newSoloPanel builds the app's panel, drawn into hooks.panel.
func newSoloPanel(hooks soloHooks) *soloPanel {
	p := &soloPanel{soloHooks: hooks}
	p.search = kit.NewEntry(kit.ShortLimit)
	p.search.SetPlaceHolder("Search the card book")
	p.search.OnChanged = func(string) { p.fillList() }
	p.list = container.NewVBox()
	p.newKind = widget.NewRadioGroup([]string{"Pet", "Perk", "Food"}, nil)
	p.newKind.Horizontal = true
	p.newKind.Required = true
	p.newError = kit.ErrorLabel()
	return p
}

// clear forgets the buttons of the last build.
func (p *soloPanel) clear() {
	p.slots, p.drawnBtns, p.picks = nil, nil, nil
	p.ask, p.done, p.refBtn, p.backBtn, p.emptyBtn, p.add, p.addCard = nil, nil, nil, nil, nil, nil, nil
	p.fromDeck, p.reveal, p.instruction = nil, nil, nil
}

// book is the card book in use.
func (p *soloPanel) book() *engine.Book { return p.sess.Cards().Book() }

// build adds the app's panel for the phase to the play view, from state,
// the snapshot of the game the play view reads once per change, and st,
// the app's side in it. It returns
// false when the play view's own panel should follow (the human's shop
// turn, the battles, the Trophy Phase), and then the summary after it.
func (p *soloPanel) build(state session.GameState, st session.Solo) bool {
	g := state.Game()
	p.clear()
	if at := markOf(g); (p.mode == soloPick || p.mode == soloNew) && at != p.pickAt && at != p.pickNext {
		p.mode = p.back
	}
	switch p.mode {
	case soloPick:
		p.buildPick()
		return true
	case soloNew:
		p.buildNew()
		return true
	case soloRef:
		p.buildRef(st)
		return true
	}
	switch g.Phase() {
	case tracker.PhaseShop:
		if turn, _ := g.ShopTurn(); turn == st.App {
			p.buildTurn(g, st)
			p.panel.Add(p.summary(g, st))
			return true
		}
		p.mode, p.move, p.drawn, p.drawnEnd, p.atShop = soloShop, nil, nil, false, false
	case tracker.PhaseBattle:
		p.mode, p.move = soloShop, nil
		p.buildPrep(g, st)
	}
	return false
}

// buildTurn shows the app's shop turn: the game's instruction when it has
// one (decided when the human asked, or at once when the shop cannot
// change it: no gold, or a triple first), unless the human went back to
// the shop; otherwise the shop to enter.
func (p *soloPanel) buildTurn(g *tracker.Game, st session.Solo) {
	if st.Told == nil || p.atShop {
		p.mode, p.move, p.drawn, p.drawnEnd = soloShop, nil, nil, false
		p.buildShop(g, st)
		return
	}
	if p.move == nil || p.decided != markOf(g) || !sameMove(p.toldFrom, st.Told.Move) {
		m := st.Told.Move
		p.move, p.toldFrom, p.decided, p.drawn, p.drawnEnd = &m, st.Told.Move, markOf(g), nil, false
	}
	p.mode = soloTold
	p.buildTold(g, st)
}

// sameMove reports whether a and b are the same move of the app.
func sameMove(a, b solo.Move) bool {
	return a.Action == b.Action && a.Slot == b.Slot && a.Tier == b.Tier && a.Hat == b.Hat && slices.Equal(a.Cards, b.Cards)
}

// summary is the app's line at the top of the panel: its difficulty, what
// it holds, and its reference card.
func (p *soloPanel) summary(g *tracker.Game, st session.Solo) fyne.CanvasObject {
	name := g.Player(st.App).Name
	held := "no cards yet"
	switch {
	case len(st.Hand) > 0:
		held = strings.Join(st.Hand, ", ")
	case st.Held > 0: // at a live table: the hub keeps its hand
		held = words.Count(st.Held, "card", "cards") + ", face down"
	}
	p.refBtn = widget.NewButtonWithIcon("The app's rules", theme.InfoIcon(), func() { p.show(soloRef) })
	return container.NewVBox(
		kit.NewWrapLabel(fmt.Sprintf("%s plays on %s. It holds: %s.", name, st.Difficulty.Title(), held)),
		p.refBtn)
}

// show switches the panel to mode m, remembering where Back goes.
func (p *soloPanel) show(m soloMode) {
	if m == soloPick || m == soloRef {
		p.back = p.mode
	}
	p.mode = m
	p.refresh()
}

// buildShop shows the shop display as entered, each slot a button to
// change it, and the button that asks the app for its move. When the human
// bought cards since the app last saw the shop, it first asks where from,
// and names each slot to enter again: the app never decides on a shop it
// knows is stale.
func (p *soloPanel) buildShop(g *tracker.Game, st session.Solo) {
	name, human := g.Player(st.App).Name, g.Player(1-st.App).Name
	p.panel.Add(kit.Heading(fmt.Sprintf("%s's turn · %d gold left", name, g.Player(st.App).Gold)))
	asking := st.Unseen > 0
	switch {
	case asking && st.Unseen == 1:
		p.panel.Add(boldWrap(fmt.Sprintf("%s bought a card since the app last saw the shop. Which one? Tap it, or the top of the shop deck.", human)))
	case asking:
		p.panel.Add(boldWrap(fmt.Sprintf("%s bought %d cards since the app last saw the shop. Tap each one, one at a time, or the top of the shop deck.", human, st.Unseen)))
	default:
		p.panel.Add(kit.NewWrapLabel("Tap each card of the shop to tell the app what it shows. Then ask what it does."))
	}
	stale := false
	for i, card := range st.Gone {
		if card != "" {
			stale = true
			p.panel.Add(boldWrap(reenter(i, human, card)))
		}
	}
	grid := container.NewGridWithColumns(2)
	for i := range st.Display {
		b := widget.NewButton(slotText(i, st), func() {
			if asking {
				p.bought(g, st, i)
				return
			}
			p.enterSlot(g, i, "")
		})
		p.slots = append(p.slots, b)
		grid.Add(b)
	}
	p.panel.Add(grid)
	if asking {
		p.fromDeck = widget.NewButton("The top of the shop deck", func() { p.setError(p.sess.Game().Do(session.HumanBought(-1))) })
		p.panel.Add(p.fromDeck)
	}
	p.ask = widget.NewButtonWithIcon("What does the app do?", theme.QuestionIcon(), func() {
		p.atShop = false
		if err := p.sess.Game().Do(session.AskApp()); err != nil {
			p.setError(err)
			return
		}
		p.refresh() // at a live table the hub's instruction comes later, and redraws
	})
	p.ask.Importance = widget.HighImportance
	kit.SetEnabled(p.ask, !asking && !stale)
	p.pin(p.ask)
}

// slotText is the button of slot i of the shop: its card, "re-enter"
// when the human bought its card since, or "empty".
func slotText(i int, st session.Solo) string {
	switch {
	case st.Display[i] != "":
		return fmt.Sprintf("%s: %s", solo.Ordinal(i+1), st.Display[i])
	case st.Gone[i] != "":
		return solo.Ordinal(i+1) + ": re-enter"
	}
	return solo.Ordinal(i+1) + ": empty"
}

// reenter says that slot i of the shop is to be entered again: human
// bought card there.
func reenter(i int, human, card string) string {
	return fmt.Sprintf("Re-enter the %s shop card: %s bought the %s there.", solo.Ordinal(i+1), human, card)
}

// bought records that the human bought the card of slot i; when the app
// knew that card, it asks at once for the card that refilled the slot.
func (p *soloPanel) bought(g *tracker.Game, st session.Solo, i int) {
	card := st.Display[i]
	if err := p.sess.Game().Do(session.HumanBought(i)); err != nil {
		p.setError(err)
		return
	}
	if card != "" {
		p.enterSlot(g, i, reenter(i, g.Player(1-st.App).Name, card))
	}
}

// enterSlot asks which card slot i of the shop shows, with note under the
// question ("" for none), and records it.
func (p *soloPanel) enterSlot(g *tracker.Game, i int, note string) {
	// The shop deck is the round's tier deck (solo.Situation.Round).
	p.pick(fmt.Sprintf("Which card is %s in the shop?", solo.Ordinal(i+1)), note, "Empty slot", g.Round(), func(name string) {
		p.setError(p.sess.Game().Do(session.EnterShopSlot(i, name)))
	})
}

// histMark is where a game's history stands: its length and how many of
// its entries are done. An undo, a redo or a new action changes it.
type histMark struct{ entries, done int }

// markOf is where g's history stands.
func markOf(g *tracker.Game) histMark {
	h := g.History()
	m := histMark{entries: len(h)}
	for _, e := range h {
		if e.Status == tracker.Done {
			m.done++
		}
	}
	return m
}

// setError shows a refused change under the actions.
func (p *soloPanel) setError(err error) {
	p.setLastError("")
	if err != nil {
		p.setLastError(kit.ErrText(err))
		p.refresh()
	}
}

// buildTold shows the app's move as one instruction, the line of its list
// that made it, and "Done"; a buy from the deck and a triple first ask
// which cards the human drew.
func (p *soloPanel) buildTold(g *tracker.Game, st session.Solo) {
	m := *p.move
	p.panel.Add(kit.Heading("The app says"))
	p.instruction = boldWrap(st.Told.Words)
	p.panel.Add(p.instruction)
	need := 0
	switch m.Action {
	case solo.BuyTop:
		need = 1
	case solo.Triple:
		need = 2
	}
	p.addDrawn(g, m, need)
	got := p.got(m, st)
	p.panel.Add(kit.NewWrapLabel("Why: " + m.Reason))
	p.panel.Add(kit.NewWrapLabel(fmt.Sprintf("Line %d of its list: %s", m.Line, solo.ShopLines[m.Line-1])))
	p.done = widget.NewButtonWithIcon("Done", theme.ConfirmIcon(), func() { p.did(g, st, m, got) })
	p.done.Importance = widget.HighImportance
	kit.SetEnabled(p.done, len(p.drawn) >= need || p.drawnEnd)
	if st.Told.Shop { // else the shop cannot change the move: no way back to it
		p.backBtn = widget.NewButtonWithIcon("Back to the shop", theme.NavigateBackIcon(), func() {
			p.mode, p.move, p.drawn, p.drawnEnd, p.atShop = soloShop, nil, nil, false, true
			p.refresh()
		})
		p.panel.Add(p.backBtn)
	}
	p.pin(p.done)
}

// did records that the human did the app's move m, the app getting got;
// a buy from the shop display then asks at once which card refilled the
// slot, as a buy of the human's does (see bought).
func (p *soloPanel) did(g *tracker.Game, st session.Solo, m solo.Move, got string) {
	drawn, end := p.drawn, p.drawnEnd
	p.mode, p.move, p.drawn, p.drawnEnd = soloShop, nil, nil, false
	done := session.AppDid(m, got)
	// A second tap of Done (or another phone's) is refused, not played again.
	done.At = len(g.History())
	if err := p.sess.Game().Do(done); err != nil { // a done move redraws the screen
		p.mode, p.move, p.drawn, p.drawnEnd = soloTold, &m, drawn, end
		p.setError(err)
		return
	}
	if m.Action == solo.BuyPet || m.Action == solo.BuyPerk {
		after := markOf(g) // the question belongs to the game after the app's buy
		after.entries++
		after.done++
		p.nextMark = after // at a live table the hub's value comes after the question
		p.enterSlot(g, m.Slot, reenter(m.Slot, g.Player(st.App).Name, m.Cards[0]))
	}
}

// got is the card the app gets from move m once the human entered the
// cards drawn ("" before, or when the deck was empty); for a triple it
// adds which card to keep.
func (p *soloPanel) got(m solo.Move, st session.Solo) string {
	book := p.book()
	switch {
	case m.Action == solo.BuyTop && len(p.drawn) == 1:
		return p.drawn[0]
	case m.Action != solo.Triple || (len(p.drawn) < 2 && !p.drawnEnd):
		return ""
	case len(p.drawn) == 0:
		p.panel.Add(boldWrap(fmt.Sprintf("Then: the tier %d deck is empty, so the app gets no card.", m.Tier)))
		return ""
	}
	keep := solo.ChooseKeepHolding(book, st.Told.HoldsPerk, p.drawn)
	p.panel.Add(boldWrap("Then: " + solo.KeepInstruction(book, p.drawn, keep, m.Tier)))
	return p.drawn[keep]
}

// addDrawn adds a button for each of the need cards the human draws for
// move m, each asking which card it is, in order; "The deck is empty" is an
// answer too.
func (p *soloPanel) addDrawn(g *tracker.Game, m solo.Move, need int) {
	for i := range need {
		text := "Tap to enter the card you drew"
		switch {
		case i < len(p.drawn):
			text = "Drawn: " + p.drawn[i]
		case p.drawnEnd && i > len(p.drawn):
			continue
		case p.drawnEnd:
			text = "The deck was empty"
		}
		b := widget.NewButton(text, func() {
			p.pick("Which card did you draw?", "", "The deck is empty", m.Tier, func(name string) { p.drew(g, m, i, name) })
		})
		kit.SetEnabled(b, i <= len(p.drawn))
		p.drawnBtns = append(p.drawnBtns, b)
		p.panel.Add(b)
	}
}

// drew records the i-th card drawn for move m: name, or "" when the deck
// was empty. An empty shop deck makes the app decide again: it cannot buy
// from it.
func (p *soloPanel) drew(g *tracker.Game, m solo.Move, i int, name string) {
	switch {
	case name != "" && i < len(p.drawn):
		p.drawn[i] = name
	case name != "":
		p.drawn, p.drawnEnd = append(p.drawn, name), false
	default:
		p.drawn, p.drawnEnd = p.drawn[:i], true
		if m.Action == solo.BuyTop || m.Tier == g.Round() { // a triple in round 6 draws from the shop deck
			// The app decides again when it told the human to buy from it.
			p.setError(p.sess.Game().Do(session.DeckEmpty()))
		}
	}
}

// pick asks for a card by name: what is the question, note a line under it
// ("" for none), empty the answer for no card ("" when there is none), tier
// the tier deck the card comes from, and then gets the name ("" for no
// card).
func (p *soloPanel) pick(what, note, empty string, tier int, then func(string)) {
	p.what, p.pickNote, p.pickTier = what, note, tier
	p.onPick = func(name string) {
		then(name)
		p.mode = p.back
		p.refresh()
	}
	p.pickEmpty = empty
	p.pickAt, p.pickNext, p.nextMark = markOf(p.sess.Game().Value().Game()), p.nextMark, histMark{}
	p.search.SetText("")
	p.show(soloPick)
}

// buildPick shows the search and the card book's shop cards.
func (p *soloPanel) buildPick() {
	p.panel.Add(kit.Heading(p.what))
	if p.pickNote != "" {
		p.panel.Add(boldWrap(p.pickNote))
	}
	p.panel.Add(p.search)
	p.panel.Add(p.list)
	if p.pickEmpty != "" {
		p.emptyBtn = widget.NewButton(p.pickEmpty, func() { p.onPick("") })
		p.panel.Add(p.emptyBtn)
	}
	p.backBtn = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), func() { p.mode = p.back; p.refresh() })
	p.panel.Add(p.backBtn)
	p.fillList()
}

// maxPicks is how many cards the pick list shows before the search narrows
// it.
const maxPicks = 30

// fillList lists the cards of the tier deck the pick comes from (see
// solo.InTierDeck) matching the search; when none of them matches, the
// shop cards of other tiers that do, said to be so (the card book's tier
// may not be the printed card's). It offers to add the searched name when
// the book does not know it.
func (p *soloPanel) fillList() {
	p.list.RemoveAll()
	p.picks = nil
	q := strings.TrimSpace(p.search.Text)
	book := p.book()
	cards := book.Cards()
	if q != "" {
		cards = book.Search(q)
	}
	var inTier, others []engine.Card
	for _, c := range cards {
		switch {
		case solo.InTierDeck(c, p.pickTier):
			inTier = append(inTier, c)
		case q != "" && solo.InTierDeck(c, c.Tier):
			others = append(others, c)
		}
	}
	if len(inTier) == 0 && len(others) > 0 {
		p.list.Add(kit.NewWrapLabel(fmt.Sprintf("No card of the tier %d deck is called that. Of other tiers in the card book:", p.pickTier)))
		inTier = others
	}
	p.addPicks(inTier)
	if _, known := book.Get(q); q != "" && !known {
		p.add = widget.NewButtonWithIcon(fmt.Sprintf("Add %s to the card book", q), theme.ContentAddIcon(), func() {
			if p.newTier != nil {
				p.newTier.Set(p.pickTier)
			}
			p.show(soloNew)
		})
		p.list.Add(p.add)
	} else if q == "" {
		p.list.Add(kit.NewWrapLabel(fmt.Sprintf("Cards of the tier %d deck. Not in the list? Type its name.", p.pickTier)))
	}
	p.list.Refresh()
}

// addPicks adds a button for each of cards, up to maxPicks, to the list.
func (p *soloPanel) addPicks(cards []engine.Card) {
	var buttons []fyne.CanvasObject
	for _, c := range cards[:min(len(cards), maxPicks)] {
		b := widget.NewButton(c.Name, func() { p.onPick(c.Name) })
		p.picks = append(p.picks, b)
		buttons = append(buttons, b)
	}
	if len(buttons) > 0 {
		p.list.Add(kit.NewFitRow(buttons...))
	}
}

// buildNew asks what the card the book does not know is: kind, tier and
// power, then adds it to the players' card book and picks it.
func (p *soloPanel) buildNew() {
	name := strings.TrimSpace(p.search.Text)
	if p.newTier == nil {
		p.newTier = kit.NewStepper(p.pickTier, 0, engine.MaxTier, nil)
		p.newPower = kit.NewStepper(1, 0, engine.MaxNumber, nil)
	}
	if p.newKind.Selected == "" {
		p.newKind.SetSelected("Pet")
	}
	p.panel.Add(kit.Heading("New card: " + name))
	for _, o := range []fyne.CanvasObject{boldWrap("What is it?"), p.newKind, boldWrap("Tier (0 if you don't know)"), p.newTier.Content, boldWrap("Power")} {
		p.panel.Add(o)
	}
	p.panel.Add(p.newPower.Content)
	p.panel.Add(kit.NewWrapLabel("You can add its abilities later in Cards."))
	p.panel.Add(p.newError)
	p.addCard = widget.NewButtonWithIcon("Add to the card book", theme.ContentAddIcon(), func() {
		c := engine.Card{Name: name, Tier: p.newTier.Value, Power: p.newPower.Value}
		switch p.newKind.Selected {
		case "Perk":
			c.Kind = engine.KindPerk
		case "Food":
			c.Kind = engine.KindFood
		}
		if c.Kind != engine.KindPet && c.Kind != engine.KindFood {
			c.Power = 0
		}
		if err := p.sess.Cards().Put(c); err != nil {
			kit.SetError(p.newError, err)
			return
		}
		p.newError.Hide()
		p.onPick(c.Name)
	})
	p.addCard.Importance = widget.HighImportance
	p.backBtn = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), func() { p.mode = soloPick; p.refresh() })
	p.panel.Add(container.NewGridWithColumns(2, p.backBtn, p.addCard))
}

// buildRef shows the app's reference card: its priority list, its rules of
// thumb, Battle Prep and the difficulty.
func (p *soloPanel) buildRef(st session.Solo) {
	p.panel.Add(kit.Heading("The app's rules"))
	for _, sec := range solo.ReferenceCard(st.Difficulty) {
		p.panel.Add(boldWrap(sec.Title))
		for _, l := range sec.Lines {
			p.panel.Add(kit.NewWrapLabel(l))
		}
	}
	p.backBtn = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), func() { p.mode = p.back; p.refresh() })
	p.pin(p.backBtn)
}

// boldWrap is a bold line of text that wraps at the screen's width.
func boldWrap(text string) *kit.WrapLabel {
	l := kit.NewWrapLabel(text)
	l.TextStyle.Bold = true
	return l
}
