package battleui

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/learn"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/share"
	"github.com/sapcompanion/sapcompanion/ui/kit"
	"github.com/sapcompanion/sapcompanion/ui/sharing"
)

// Title is the Battle tab's name in the navigator.
const Title = "Battle"

// The dice modes of the set-up, in the players' words (DiceOdds is the
// third).
const (
	// DiceAsk asks for each die as the battle needs it: the dice the table
	// rolled.
	DiceAsk = "Use the dice we rolled"
	// DiceRoll rolls the dice for the players.
	DiceRoll = "Roll for me"
)

// Options are what the Battle tab gets of the app besides the Host: the
// routes to other tabs and the app's own reading of share codes.
type Options struct {
	// Quiz opens a settled battle as a quiz on the Learn tab ("Quiz me on
	// this battle"); nil hides the button.
	Quiz func(m *engine.Match, steps []learn.Step, res engine.Result)
	// Read reads a share code off the UI goroutine, in the app's dialog
	// with a busy row and Cancel: work runs with a context that Cancel
	// cancels, and the func it returns runs on the UI goroutine. nil reads
	// the code at once, on the UI goroutine.
	Read func(what string, work func(ctx context.Context) (then func()))
	// Address returns the address of the browser build phones open, "" for
	// none, for the link a battle's QR code carries; nil for none. It is
	// read each time a code is drawn.
	Address func() string
	// ShowDecks is what the Game tab's button that turns the app's deck
	// face up says, for the hint while it lies face down.
	ShowDecks string
	// NewCard is the card book's form for a new card called name, shown in
	// place of the set-up when a deck is typed a card the book does not
	// have; it calls done with the name of the card saved, or "" when the
	// user gives up. nil offers no such form (the hint says to add the
	// card in the card book).
	NewCard func(name string, done func(saved string)) fyne.CanvasObject
}

// errCancelled ends a battle the user stopped while it asked for dice.
var errCancelled = errors.New("the battle was stopped")

// Screen is the Battle tab: enter both decks, then watch the engine
// settle the Auto Battle step by step with the rule for every step. It is
// made of the battle being entered (setupForm, battlesetup.go), the busy
// row of the battle being settled with the dice it asks for (busyRow,
// battleask.go), the exact odds (oddsView, battleodds.go) and the playback
// (playback.go); it shows one of them at a time, and takes the set-up from
// one to the next.
type Screen struct {
	h         kit.Host
	opts      Options
	content   *fyne.Container   // the set-up, the playback or the share view
	setup     *container.Scroll // the scrolling questions and decks
	setupView fyne.CanvasObject // setup with the Settle button pinned below
	problem   *kit.WrapLabel    // under the set-up: what stops the battle
	settle    *widget.Button
	copy      *widget.Button
	shareBtn  *widget.Button
	sharing   *sharing.QR
	resolving bool // a battle is being settled, or its odds worked out

	*setupForm // the battle being entered
	*busyRow   // the battle being settled, and the dice it asks for
	odds       *oddsView
	play       *playback
}

// New builds the Battle tab over h's session, with the set-up kept last
// time.
func New(h kit.Host, opts Options) *Screen {
	if opts.Address == nil {
		opts.Address = func() string { return "" }
	}
	if opts.Read == nil {
		opts.Read = func(_ string, work func(context.Context) func()) { work(context.Background())() }
	}
	s := &Screen{h: h, opts: opts, problem: kit.ErrorLabel(), odds: newOddsView()}
	h.Sess.Subscribe(func(c session.Change) {
		if c == session.ChangeSettings && s.play != nil {
			s.play.show(s.play.at) // the board's tiles take the new theme's colours
		}
		if c == session.ChangeGame {
			fyne.Do(func() { s.play.gameChanged() })
		}
		if c == session.ChangeCards {
			fyne.Do(func() { s.setupForm.cardsChanged() }) // a card another phone at the table added is offered at once
		}
	})
	s.setupForm = newSetupForm(formHelp{sess: h.Sess, showProblem: s.showProblem,
		problem: func() string { return s.problem.Text }, changed: s.setupChanged, showDecks: opts.ShowDecks,
		newCard: s.newCardOpener(), focus: h.Win.Canvas().Focus})
	s.busyRow = newBusyRow(h.Rand, s.onStop, s.finished)
	s.newTableSetup()
	s.settle = widget.NewButtonWithIcon("Settle the battle", theme.MediaPlayIcon(), s.onSettle)
	s.settle.Importance = widget.HighImportance
	s.sharing = sharing.NewQR(share.KindBattle,
		"Your friend scans this code with their phone's camera, or you copy the text below into a chat. In the app, they tap Paste on the Battle screen.",
		opts.Address, func() fyne.Clipboard { return h.Clipboard }, s.openView)
	s.setup = container.NewVScroll(container.NewPadded(container.NewVBox(
		s.fromGame, s.linkNote, s.questions(), s.tbl.box, s.odds.content,
		kit.NewSections(s.deckCard(engine.PlayerA), s.deckCard(engine.PlayerB)),
		s.rocksNote, s.setupButtons(),
	)))
	pinned := container.NewVBox(s.problem, s.busy, kit.Tall(s.settle))
	s.setupView = container.NewBorder(nil, container.NewPadded(pinned), nil, nil, s.setup)
	s.play = newPlayback(s.playbackHelp())
	s.content = container.NewStack(s.setupView)
	s.fill()
	s.tableChanged() // the phone may be at a table already
	return s
}

// setupButtons are Paste, Copy, Share and Clear under the decks.
func (s *Screen) setupButtons() fyne.CanvasObject {
	paste := widget.NewButtonWithIcon("Paste", theme.ContentPasteIcon(), s.onPaste)
	s.copy = widget.NewButtonWithIcon("Copy", theme.ContentCopyIcon(), s.onCopy)
	clear := widget.NewButtonWithIcon("Clear", theme.ContentClearIcon(), s.onClear)
	s.shareBtn = widget.NewButtonWithIcon("Share", theme.MailForwardIcon(), s.onShare)
	return kit.NewFitGrid(2, kit.Tall(paste), kit.Tall(s.copy), kit.Tall(s.shareBtn), kit.Tall(clear))
}

// Content is what the tab shows: the set-up, the playback or the share
// view.
func (s *Screen) Content() fyne.CanvasObject { return s.content }

// playbackHelp is what the playback is given.
func (s *Screen) playbackHelp() playbackHelp {
	return playbackHelp{
		sess:        s.h.Sess,
		win:         s.h.Win,
		backToSetup: s.backToSetup,
		link:        func() *session.PendingBattle { return s.link },
		quiz:        s.opts.Quiz,
	}
}

// setupChanged hears every change of the set-up: odds shown are of the
// set-up as it was, never under other names or decks.
func (s *Screen) setupChanged() {
	if !s.resolving {
		s.odds.content.Hide()
	}
}

// showProblem shows text under the set-up, or hides it when text is "".
func (s *Screen) showProblem(text string) {
	s.problem.SetText(text)
	s.problem.Hidden = text == ""
	s.problem.Refresh()
}

// onSettle starts settling the battle off the UI goroutine.
func (s *Screen) onSettle() {
	if s.resolving {
		return
	}
	b := s.battle()
	for p, d := range s.decks {
		if len(d.cards) == 0 && b.Trumpets[p] == 0 {
			s.showProblem(fmt.Sprintf("%s has no cards: add at least one pet.", d.title()))
			return
		}
	}
	m, err := engine.NewMatch(b, s.h.Sess.Cards().Book())
	if err != nil {
		s.showProblem(kit.RulesText(err))
		return
	}
	s.showProblem("")
	s.odds.content.Hide()
	if s.tbl.on {
		s.settleAtTable(m)
		return
	}
	s.resolving = true
	s.settle.Disable()
	s.working()
	switch s.diceMode.Selected {
	case DiceOdds:
		s.setup.ScrollToTop() // the odds come under the dice question
		s.runOdds(m)
	case DiceAsk:
		s.askBattle(m)
	default:
		s.playBattle(m)
	}
}

// onStop stops a battle that is waiting for dice, or the odds being worked
// out.
func (s *Screen) onStop() {
	switch {
	case s.odds.work.Busy():
		s.odds.work.Cancel()
	case !s.resolving:
	case s.stopAsking():
	default:
		s.resolving = false
		s.cancel()
	}
}

// wait blocks until the work of the battle being settled has finished: a
// battle with rolled dice played, one asking for dice up to its first die,
// or its odds (tests).
func (s *Screen) wait() {
	s.busyRow.wait()
	s.odds.work.Wait()
}

// finished shows the settled battle, or why it stopped.
func (s *Screen) finished(m *engine.Match, st settled, err error) {
	s.resolving = false
	s.idle()
	s.settle.Enable()
	if s.tbl.asking {
		s.tbl.asking = false
		if err == nil {
			s.askedAtTable(st)
		}
	}
	if errors.Is(err, errCancelled) {
		s.showProblem("The battle was stopped.")
		return
	}
	if err != nil {
		s.showProblem(kit.RulesText(err))
		return
	}
	s.play.load(m, st.steps, st.res)
	s.content.Objects = []fyne.CanvasObject{s.play.content}
	s.content.Refresh()
}

// backToSetup returns from the playback to the set-up.
func (s *Screen) backToSetup() {
	s.content.Objects = []fyne.CanvasObject{s.setupView}
	s.content.Refresh()
}

// onCopy copies the set-up as battle notation.
func (s *Screen) onCopy() {
	s.h.Clipboard.SetContent(s.battle().Format())
	s.showProblem("")
	s.rocksNote.SetText("The battle was copied as battle notation.")
	s.rocksNote.Show()
}

// onPaste fills the set-up from battle notation on the clipboard. Text that
// does not parse is refused and changes nothing.
func (s *Screen) onPaste() {
	s.Paste(s.h.Clipboard.Content())
}

// Paste fills the set-up from battle notation, or from a share code of a
// battle, which is read off the UI goroutine (Options.Read). Text that
// does not read is refused and changes nothing.
func (s *Screen) Paste(text string) {
	if n := utf8.RuneCountInString(text); n > kit.CodeLimit {
		s.pasted(nil, kit.TooLongFor(n, kit.CodeLimit, "a battle")+" Nothing was changed.")
		return
	}
	book := s.h.Sess.Cards().Book()
	if !strings.Contains(strings.ToUpper(text), share.Marker) {
		s.pasted(parsePasted(text, book))
		return
	}
	s.opts.Read("Reading the battle code...", func(context.Context) func() {
		b, problem := readBattleCode(text, book)
		return func() { s.pasted(b, problem) }
	})
}

// RefreshGameBattles offers the running game's battles that wait for a
// result, so one tap fills in the players and the First Player. The app
// calls it each time the tab is shown.
func (s *Screen) RefreshGameBattles() { s.refreshGameBattles() }

// onShare shows the set-up as a QR code and as text to paste on another
// phone.
func (s *Screen) onShare() {
	title := fmt.Sprintf("Share %s vs %s", s.decks[0].title(), s.decks[1].title())
	s.sharing.Show(title, s.battle().Format(), s.backToSetup)
}

// openView shows v in place of the set-up.
func (s *Screen) openView(v fyne.CanvasObject) {
	s.content.Objects = []fyne.CanvasObject{v}
	s.content.Refresh()
}

// newCardOpener opens Options.NewCard's form in place of the set-up, and
// back on the set-up hands added the card saved; nil without the form.
func (s *Screen) newCardOpener() func(name string, added func(saved string)) {
	if s.opts.NewCard == nil {
		return nil
	}
	return func(name string, added func(saved string)) {
		s.openView(s.opts.NewCard(name, func(saved string) {
			s.backToSetup()
			if saved != "" {
				added(saved)
			}
		}))
	}
}

// onClear empties the set-up and gives the first deck's card field the
// focus: what is typed next goes there (it went nowhere, the Clear button
// having the focus).
func (s *Screen) onClear() {
	s.clear()
	s.h.Win.Canvas().Focus(s.decks[0].search)
}

// Settle sets up battle b of the running game, to be settled with the
// table's dice, and shows the set-up: the two players' names, the app's
// deck in a game against it, who is First Player, the game's packs, and a
// link to record the result.
func (s *Screen) Settle(b session.PendingBattle) {
	s.startFromGame(b)
	s.backToSetup()
}
