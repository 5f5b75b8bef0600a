package battleui

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/textcheck"
	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// tableSetup is the set-up's part at a live table, where the battle being
// set up is the table's (session.TableBattle): each phone fills in its own
// player's side while the other does the same, every change sent to the
// hub as the move of its side or of the shared questions; each side has
// its "ready" button; the decks may be kept secret until both are ready;
// and the verdict, settled once for the table, plays on every phone.
type tableSetup struct {
	on      bool                // the set-up is the table's battle
	adopted bool                // the hub's value of the table's battle was adopted since the phone joined
	seen    session.TableBattle // the table's battle as last adopted
	// sent are the sides this phone sent and the hub has not sent back
	// yet: the form has them already, and an older value of the hub's
	// does not take them back.
	sent [2]*session.BattleSide
	// played is the Count of the table's last verdict this phone played
	// (or found settled when it joined).
	played int
	// asking is set while this phone asks for the table's dice to settle
	// the table's battle; sentRocks are the dice it then sent.
	asking    bool
	sentRocks []int
	pasted    []int // the rocks of a pasted battle, which the battle asking for dice used first

	box     *fyne.Container // the secret switch, the note and the verdict, under the questions
	secret  *widget.Check
	note    *kit.WrapLabel
	verdict *widget.Button
	ready   [2]*widget.Button
}

// newTableSetup builds the table's part of the set-up, hidden until the
// phone is at a table.
func (s *Screen) newTableSetup() {
	t := &s.tbl
	t.secret = widget.NewCheck("Secret decks", func(bool) { s.keepDraft() })
	t.note = kit.NewWrapLabel("")
	t.verdict = widget.NewButtonWithIcon("Show the table's verdict", theme.MediaPlayIcon(), func() { s.playVerdict(t.seen) })
	t.verdict.Hide()
	t.box = container.NewVBox(t.secret, t.note, t.verdict)
	t.box.Hide()
	for p, b := range t.ready {
		b.OnTapped = func() { s.toggleReady(p) }
	}
	s.h.Sess.Subscribe(func(c session.Change) {
		switch c {
		case session.ChangeTable:
			fyne.Do(s.tableChanged)
		case session.ChangeTableBattle:
			fyne.Do(s.adoptTable)
		}
	})
}

// tableChanged switches the set-up to the table's battle when the phone
// joins a live table, and back to its own when it leaves.
func (s *Screen) tableChanged() {
	t := &s.tbl
	at := s.h.Sess.AtTable()
	if at == t.on {
		return
	}
	t.on, t.adopted, t.sent, t.asking, t.sentRocks = at, false, [2]*session.BattleSide{}, false, nil
	t.box.Hidden = !at
	for _, b := range t.ready {
		b.Hidden = !at
	}
	if at {
		s.adoptTable()
		return
	}
	s.filling++
	s.load(&engine.Battle{})
	s.link = nil
	s.linkNote.Hide()
	s.restoreDraft()
	s.filling--
}

// adoptTable fills the set-up from the table's battle as the hub sent it,
// and plays a verdict new to this phone.
func (s *Screen) adoptTable() {
	t := &s.tbl
	if !t.on {
		return
	}
	doc := s.h.Sess.TableBattle()
	v := doc.Value()
	first := !t.adopted
	s.filling++
	for p, side := range v.Sides {
		if s.mineInFlight(p, side) {
			continue
		}
		s.fillSide(p, side)
	}
	s.adoptQuestions(v, first)
	s.filling--
	t.seen, t.adopted = v, doc.Heard()
	s.showTableState(v)
	if v.Settled != nil && v.Count > t.played {
		t.played = v.Count
		if !first && !s.mySettle(v) {
			s.playVerdict(v)
		}
	}
}

// adoptQuestions shows the table's answers to the set-up's questions (First
// Player, the dice, Secret decks, the game's battle, the packs), touching
// only what changed: each change redraws the form on a phone, and a table
// sends one at every card a player enters.
func (s *Screen) adoptQuestions(v session.TableBattle, first bool) {
	was := s.tbl.seen
	if first || v.First != s.first {
		s.setFirst(v.First)
	}
	for mode, kept := range draftDice {
		if kept == orRoll(v.Dice) && s.diceMode.Selected != mode {
			s.diceMode.SetSelected(mode)
		}
	}
	if s.tbl.secret.Checked != v.Secret {
		s.tbl.secret.SetChecked(v.Secret)
	}
	if !first && samePending(v.Game, s.link) && v.Golden == was.Golden && v.Magic == was.Magic && (v.Game != nil) == (was.Game != nil) {
		return
	}
	if v.Game != nil {
		s.showLink(*v.Game)
	} else {
		s.link = nil
		s.linkNote.Hide()
	}
	s.setPacks(v.Golden, v.Magic, v.Game != nil)
}

// mineInFlight reports whether side, the hub's side p, is older than what
// this phone sent of it: the form shows what it sent, which the hub will
// send back. Once it does, the side is no longer in flight.
func (f *setupForm) mineInFlight(p int, side session.BattleSide) bool {
	sent := f.tbl.sent[p]
	if sent == nil {
		return false
	}
	if sameSide(*sent, side) {
		f.tbl.sent[p] = nil
		return true // the form has it
	}
	return side.By == f.help.sess.TableStatus().Seat
}

// mySettle reports whether verdict v is the one this phone settled by
// asking for the table's dice, whose battle it shows already.
func (s *Screen) mySettle(v session.TableBattle) bool {
	mine := s.tbl.sentRocks != nil && slices.Equal(v.Settled.Rocks, s.tbl.sentRocks)
	s.tbl.sentRocks = nil
	return mine
}

// fillSide shows the hub's side p in its deck: a deck secret from this
// phone shows empty, with its number of cards in the note.
func (f *setupForm) fillSide(p int, side session.BattleSide) {
	d := f.decks[p]
	if d.name.Text != side.Name {
		d.name.SetText(side.Name)
	}
	if d.trumpets.Value != side.Trumpets {
		d.trumpets.Show(side.Trumpets)
	}
	if d.mana.Value != side.Mana {
		d.mana.Show(side.Mana)
	}
	for _, line := range side.Cards {
		if c, err := engine.ParseCard(line); err == nil {
			f.custom = slices.DeleteFunc(f.custom, func(o engine.Card) bool { return strings.EqualFold(o.Name, c.Name) })
			f.custom = append(f.custom, c)
		}
	}
	if !slices.Equal(d.cards, side.Deck) {
		d.setDeck(side.Deck)
	}
}

// keepTable sends the table's hub what the set-up changed: a new battle
// (another of the game's battles, or none), the shared questions, and
// each side that differs from the table's. Called for every change of the
// set-up at a table, in place of keeping the phone's own draft.
func (f *setupForm) keepTable() {
	t := &f.tbl
	opts := f.tableOptions()
	if !samePending(f.link, t.seen.Game) {
		opts.Kind, opts.Game = session.BattleOpen, f.link
		opts.Names = [2]string{f.formSide(0).Name, f.formSide(1).Name}
		f.sendTable(opts)
		t.seen = session.TableBattle{Game: f.link}
		t.seen.Sides[0].Name, t.seen.Sides[1].Name = opts.Names[0], opts.Names[1]
	} else if opts.First != t.seen.First || opts.Dice != orRoll(t.seen.Dice) || opts.Golden != t.seen.Golden || opts.Magic != t.seen.Magic || opts.Secret != t.seen.Secret {
		f.sendTable(opts)
	}
	for p := range 2 {
		side := f.formSide(p)
		was := t.seen.Sides[p]
		if t.sent[p] != nil {
			was = *t.sent[p]
		}
		if was.Hidden > 0 {
			f.keepSecret(p, side, was)
			continue
		}
		if sameSide(side, was) {
			continue
		}
		f.sendTable(session.BattleMove{Kind: session.BattleSideSet, Side: p, Name: side.Name, Deck: side.Deck, Cards: side.Cards, Trumpets: side.Trumpets, Mana: side.Mana})
		t.sent[p] = &side
	}
}

// keepSecret keeps side p, whose deck is secret from this phone (was, as
// the hub sent it), from being changed here: a card typed into it would
// replace a deck this phone cannot see. It puts the side back as it was
// and says why.
func (f *setupForm) keepSecret(p int, side, was session.BattleSide) {
	if len(side.Deck) == 0 && side.Name == was.Name {
		return
	}
	f.filling++
	f.fillSide(p, was)
	f.filling--
	f.help.showProblem(fmt.Sprintf("%s's deck is secret from this phone until both decks are ready: enter it on %s's phone.", f.decks[p].title(), f.decks[p].title()))
}

// tableOptions are the set-up's shared questions as the move that sets
// them.
func (f *setupForm) tableOptions() session.BattleMove {
	return session.BattleMove{Kind: session.BattleOptions, First: f.first, Dice: draftDice[f.diceMode.Selected],
		Golden: f.packs[packGolden].Checked, Magic: f.packs[packMagic].Checked, Secret: f.tbl.secret.Checked}
}

// orRoll is the table's dice, DiceRoll when it says none.
func orRoll(dice string) string {
	if dice == "" {
		return session.DiceRoll
	}
	return dice
}

// formSide is the set-up's deck p as a side of the table's battle, with
// the card lines of the cards the app does not ship as they are, so that
// every phone plays the same cards.
func (f *setupForm) formSide(p int) session.BattleSide {
	d := f.decks[p]
	side := session.BattleSide{Name: strings.TrimSpace(d.name.Text), Deck: slices.Clone(d.cards)}
	if f.packs[packGolden].Checked {
		side.Trumpets = d.trumpets.Value
	}
	if f.packs[packMagic].Checked {
		side.Mana = d.mana.Value
	}
	for _, name := range d.cards {
		c, ok := f.card(name)
		if ref, shipped := engine.ReferenceBook().Get(name); !ok || shipped && ref.String() == c.String() {
			continue
		}
		if line := c.String(); !slices.Contains(side.Cards, line) {
			side.Cards = append(side.Cards, line)
		}
	}
	return side
}

// sameSide reports whether a and b are the same side, readiness aside.
func sameSide(a, b session.BattleSide) bool {
	return a.Name == b.Name && slices.Equal(a.Deck, b.Deck) && slices.Equal(a.Cards, b.Cards) && a.Trumpets == b.Trumpets && a.Mana == b.Mana
}

// samePending reports whether a and b are the same battle of the game (or
// both none).
func samePending(a, b *session.PendingBattle) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Round == b.Round && a.Index == b.Index && a.Players == b.Players
}

// sendTable sends move m of the table's battle; a move that cannot be sent
// (the hub is lost) says so under the set-up.
func (f *setupForm) sendTable(m session.BattleMove) {
	if err := f.help.sess.TableBattle().Do(m); err != nil {
		f.help.showProblem("Not sent to the table: " + kit.ErrText(err))
	}
}

// toggleReady says side p's deck is ready, or not any more.
func (s *Screen) toggleReady(p int) {
	s.sendTable(session.BattleMove{Kind: session.BattleReady, Side: p, Ready: !s.tbl.seen.Sides[p].Ready})
}

// showTableState shows who is still entering and how many cards each
// side has, each side's ready button, and the table's verdict once there
// is one.
func (s *Screen) showTableState(v session.TableBattle) {
	t := &s.tbl
	parts := make([]string, 0, 3)
	for p, side := range v.Sides {
		name := s.decks[p].title()
		n := len(side.Deck) + side.Hidden
		cards := words.Count(n, "card", "cards")
		// The name clipped: a button a phone's width holds at every text size.
		text, importance := textcheck.Clip(name, 11)+"'s deck is ready", widget.HighImportance
		if side.Ready {
			parts = append(parts, fmt.Sprintf("%s is ready (%s).", name, cards))
			text, importance = "Ready (tap to undo)", widget.MediumImportance
		} else {
			parts = append(parts, fmt.Sprintf("%s is still entering (%s so far).", name, cards))
		}
		if b := t.ready[p]; b.Text != text || b.Importance != importance {
			b.Text, b.Importance = text, importance
			b.Refresh()
		}
	}
	switch {
	case v.Settled != nil:
		parts = append(parts, "The battle is settled for the table.")
	case v.Ready() && v.Dice == session.DiceAsk:
		parts = append(parts, "Both decks are ready. The phone that taps Settle the battle asks for each die as the table rolls it, so that every phone shows the same battle.")
	case v.Secret:
		parts = append(parts, "Each deck is secret from the other phones until both are ready.")
	default:
		parts = append(parts, "With Secret decks, no phone sees the other's deck until both are ready.")
	}
	if note := strings.Join(parts, " "); t.note.Text != note {
		t.note.SetText(note)
	}
	if v.Settled == nil {
		t.verdict.Hide()
	} else {
		t.verdict.Show()
	}
}

// settleAtTable settles the table's battle m: asking this phone for each
// die the table rolls (then sending them, so every phone plays them), or
// asking the hub to roll, every phone then playing its dice.
func (s *Screen) settleAtTable(m *engine.Match) {
	if s.diceMode.Selected != DiceAsk {
		s.sendTable(session.BattleMove{Kind: session.BattleSettle, Rocks: m.Battle.Rocks})
		return
	}
	s.resolving = true
	s.settle.Disable()
	s.working()
	s.tbl.asking, s.tbl.pasted = true, slices.Clone(m.Battle.Rocks)
	s.askBattle(m)
}

// askedAtTable sends the dice this phone asked for to the table, which
// settles the table's battle with them for every phone.
func (s *Screen) askedAtTable(st settled) {
	s.tbl.asking = false
	// The rocks of a pasted battle were used first, then the dice asked.
	s.tbl.sentRocks = slices.Concat([]int{}, s.tbl.pasted, st.rocks)
	s.sendTable(session.BattleMove{Kind: session.BattleSettle, Rocks: s.tbl.sentRocks})
}

// playVerdict plays the table's verdict v on this phone: the battle with
// the table's dice, or its odds.
func (s *Screen) playVerdict(v session.TableBattle) {
	if v.Settled == nil || s.resolving {
		return
	}
	b, err := v.Battle(s.h.Sess.Die())
	if err == nil {
		var m *engine.Match
		if m, err = engine.NewMatch(b, s.h.Sess.Cards().Book()); err == nil {
			s.showProblem("")
			s.odds.content.Hide()
			s.resolving = true
			s.settle.Disable()
			s.working()
			if v.Dice == session.DiceOdds {
				s.setup.ScrollToTop()
				s.runOdds(m)
				return
			}
			s.playSeeded(m, v.Settled.Seed)
			return
		}
	}
	s.showProblem("The table's battle cannot be played on this phone: " + kit.RulesText(err))
}
