package session

import (
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"github.com/sapcompanion/sapcompanion/solo"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// SoloFile is the name of the app's own player's state in the store, kept
// beside GameFile while a game against the app runs.
const SoloFile = "solo-game.json"

// soloVersion is the version of SoloFile's format.
const soloVersion = 1

// soloState is what the session keeps of a game against the app, beyond the
// tracker's game: which player is the app, the difficulty, what the app
// holds after each of its moves, the shop display the human entered, and
// the decks of each round's battle.
type soloState struct {
	// Started is when the game began (its set-up entry), so a solo state is
	// never paired with another game.
	Started    time.Time       `json:"started"`
	App        int             `json:"app"`
	Difficulty solo.Difficulty `json:"difficulty"`
	// Steps are the app's hand after each of its moves, by the game's
	// history entry that recorded the move: undo and redo of that entry
	// take the hand back and forth with it.
	Steps        []soloStep `json:"steps,omitempty"`
	Display      []string   `json:"display,omitempty"`
	DisplayRound int        `json:"displayRound,omitempty"`
	// DisplaySteps is how many of Steps were taken when Display was last
	// set: once one of those is undone, the display is the one before the
	// first step undone.
	DisplaySteps int         `json:"displaySteps,omitempty"`
	Decks        []soloDecks `json:"decks,omitempty"`
	// Entries is the length of the game's history when this state was
	// saved: a solo state saved with another game history than the one
	// loaded (one file written, the other not) is not used.
	Entries int `json:"entries,omitempty"`
}

// soloStep is the app's hand after the move recorded by history entry Entry,
// and the shop display before it (what undoing the move shows again).
type soloStep struct {
	Entry        int      `json:"entry"`
	Round        int      `json:"round"`
	Hand         []string `json:"hand"`
	Display      []string `json:"display,omitempty"`
	DisplayRound int      `json:"displayRound,omitempty"`
}

// soloDecks are the decks of one round's battle: the app's after Battle
// Prep, and the human's as revealed in the resolver.
type soloDecks struct {
	Round  int      `json:"round"`
	App    []string `json:"app,omitempty"`
	AppWhy string   `json:"appWhy,omitempty"`
	Human  []string `json:"human,omitempty"`
}

// Solo is what the screens show of a game against the app.
type Solo struct {
	App        int             // the app's player index in the game
	Difficulty solo.Difficulty // the dial
	Hand       []string        // the cards the app holds now, in the order it got them
	// Display is the shop display as the human entered it this round;
	// "" is a slot not entered (or emptied by the app's buy).
	Display []string
	// Deck is the app's deck for this round's battle, once ordered, and
	// DeckWhy the Battle Prep line that ordered it.
	Deck    []string
	DeckWhy string
	// LastDeck is the human's deck of the latest battle revealed in the
	// resolver, before this round; nil before any.
	LastDeck []string
}

// StartSoloGame ends the running game, if any, and starts a game of two
// against the app: player app of su is the app, with the difficulty's extra
// gold. A set-up the rules refuse changes nothing.
func (s *Session) StartSoloGame(su tracker.Setup, app int, d solo.Difficulty) error {
	if len(su.Players) != 2 || app < 0 || app > 1 {
		return fmt.Errorf("session: a game against the app is for 2 players, the app being player 1 or 2")
	}
	su.Players = slices.Clone(su.Players)
	su.Players[app].ExtraGold = d.ExtraGold()
	return s.startGame(su, func(g *tracker.Game) *soloState {
		return &soloState{Started: g.History()[0].At, App: app, Difficulty: d}
	})
}

// Solo returns the state of the game against the app; ok is false when the
// running game is not one.
func (s *Session) Solo() (Solo, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.solo == nil || s.game == nil {
		return Solo{}, false
	}
	st, g := s.solo, s.game
	out := Solo{App: st.App, Difficulty: st.Difficulty, Hand: s.soloHandLocked(), Display: s.soloDisplayLocked()}
	for _, d := range st.Decks {
		if d.Round == g.Round() {
			out.Deck, out.DeckWhy = slices.Clone(d.App), d.AppWhy
		} else if d.Round < g.Round() && d.Human != nil {
			out.LastDeck = slices.Clone(d.Human)
		}
	}
	return out, true
}

// soloHandLocked is the app's hand: the hand after its latest move still
// done in the game's history, with temporary cards gone once the round of
// that move is over.
func (s *Session) soloHandLocked() []string {
	i := s.soloLatestLocked()
	if i < 0 {
		return nil
	}
	st := s.solo.Steps[i]
	if st.Round < s.game.Round() || s.game.Over() {
		return solo.AfterBattle(s.cards.book, st.Hand)
	}
	return slices.Clone(st.Hand)
}

// soloLatestLocked is the index in Steps of the app's latest move still
// done in the game's history; -1 when none is.
func (s *Session) soloLatestLocked() int {
	hist := s.game.History()
	for i := len(s.solo.Steps) - 1; i >= 0; i-- {
		if e := s.solo.Steps[i].Entry; e < len(hist) && hist[e].Status == tracker.Done {
			return i
		}
	}
	return -1
}

// displayAt is round's shop display when Steps[latest] is the app's latest
// move still done (-1: none): as last set, unless a move of the app taken
// before it was set is undone; then the display before the first move
// undone (the card bought is back in its slot).
func (st *soloState) displayAt(latest, round int) []string {
	out := make([]string, solo.DisplaySize)
	src, r := st.Display, st.DisplayRound
	if next := latest + 1; next < st.DisplaySteps && next < len(st.Steps) {
		src, r = st.Steps[next].Display, st.Steps[next].DisplayRound
	}
	if r == round {
		copy(out, src)
	}
	return out
}

// soloDisplayLocked is the shop display shown now (see displayAt).
func (s *Session) soloDisplayLocked() []string {
	return s.solo.displayAt(s.soloLatestLocked(), s.game.Round())
}

// SoloSituation is what the app sees on its shop turn: the round, its gold,
// its hand and the display the human entered. deckEmpty says the shop deck
// has no card left.
func (s *Session) SoloSituation(deckEmpty bool) (solo.Situation, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.solo == nil || s.game == nil {
		return solo.Situation{}, ErrNoSolo
	}
	g := s.game
	return solo.Situation{Round: g.Round(), Gold: g.Player(s.solo.App).Gold, Hand: s.soloHandLocked(),
		Display: s.soloDisplayLocked(), DeckEmpty: deckEmpty}, nil
}

// ErrNoSolo is returned by the solo actions when the running game is not
// against the app.
var ErrNoSolo = fmt.Errorf("session: the running game is not against the app")

// SoloMove records that the human did what the app told them for move m
// ("Done"): the game takes the matching action for the app (Buy, Sell,
// Triple or Pass), and the app's hand changes with it. got is the card the
// human told the app about: for a buy from the top of the shop deck the
// card bought, for a triple the card kept. A buy from the display empties
// that slot until the human enters the card that refilled it; undoing the
// buy shows the card in its slot again. A move that does not fit the app's
// hand or the shop (see solo.Check), or that the game refuses, changes
// nothing.
func (s *Session) SoloMove(m solo.Move, got string) error {
	s.mu.Lock()
	if s.game == nil || s.solo == nil {
		s.mu.Unlock()
		return ErrNoSolo
	}
	g, st := s.game, s.solo
	hand, display := s.soloHandLocked(), s.soloDisplayLocked()
	if err := solo.Check(s.cards.book, hand, display, m); err != nil {
		s.mu.Unlock()
		return err
	}
	if err := soloAction(g, st.App, m, solo.CountPets(s.cards.book, hand)); err != nil {
		s.mu.Unlock()
		return err
	}
	st.Steps = append(st.Steps, soloStep{Entry: len(g.History()) - 1, Round: g.Round(), Hand: solo.Apply(hand, m, got),
		Display: display, DisplayRound: g.Round()})
	if m.Action == solo.BuyPet || m.Action == solo.BuyPerk {
		display = slices.Clone(display)
		display[m.Slot] = ""
	}
	st.Display, st.DisplayRound, st.DisplaySteps = display, g.Round(), len(st.Steps)
	s.saveGameLocked() // and the solo state with it
	s.mu.Unlock()
	s.notify(ChangeGame)
	return nil
}

// soloAction takes the game action of move m for player p, who holds pets
// pets before it.
func soloAction(g *tracker.Game, p int, m solo.Move, pets int) error {
	switch m.Action {
	case solo.BuyPet, solo.BuyPerk, solo.BuyTop:
		return g.Buy(p)
	case solo.Sell:
		return g.Sell(p, len(m.Cards))
	case solo.Triple:
		return g.Triple(p)
	case solo.Pass:
		return g.Pass(p, pets)
	}
	return fmt.Errorf("session: the app has no move %d", int(m.Action))
}

// SetSoloDisplay records the shop display as the human entered it for this
// round, left to right ("" for an empty slot).
func (s *Session) SetSoloDisplay(display []string) error {
	return s.soloChange(func(g *tracker.Game, st *soloState) error {
		if len(display) > solo.DisplaySize {
			return fmt.Errorf("session: the shop shows %d cards, not %d", solo.DisplaySize, len(display))
		}
		st.Display = make([]string, solo.DisplaySize)
		copy(st.Display, display)
		st.DisplayRound = g.Round()
		st.DisplaySteps = s.soloLatestLocked() + 1
		return nil
	})
}

// SetSoloDeck records the app's deck for this round's battle, top card
// first, and why: the Battle Prep line that ordered it.
func (s *Session) SetSoloDeck(deck []string, why string) error {
	return s.soloChange(func(g *tracker.Game, st *soloState) error {
		d := st.decks(g.Round())
		d.App, d.AppWhy = slices.Clone(deck), why
		return nil
	})
}

// decks returns the decks of round r, adding them when missing.
func (st *soloState) decks(r int) *soloDecks {
	for i := range st.Decks {
		if st.Decks[i].Round == r {
			return &st.Decks[i]
		}
	}
	st.Decks = append(st.Decks, soloDecks{Round: r})
	return &st.Decks[len(st.Decks)-1]
}

// soloChange applies change to the solo state under the lock, then saves it
// and tells the subscribers.
func (s *Session) soloChange(change func(g *tracker.Game, st *soloState) error) error {
	s.mu.Lock()
	if s.game == nil || s.solo == nil {
		s.mu.Unlock()
		return ErrNoSolo
	}
	if err := change(s.game, s.solo); err != nil {
		s.mu.Unlock()
		return err
	}
	s.saveSoloLocked()
	s.mu.Unlock()
	s.notify(ChangeGame)
	return nil
}

// noteSoloDecksLocked keeps the decks of a battle settled in the resolver:
// the human's revealed deck is what Normal and Hard order against next.
// decks are A's and B's, players the game's players on those sides.
func (s *Session) noteSoloDecksLocked(round int, players [2]int, decks [2][]string) {
	st := s.solo
	if st == nil {
		return
	}
	for side, p := range players {
		d := st.decks(round)
		if p == st.App {
			d.App = slices.Clone(decks[side])
		} else {
			d.Human = slices.Clone(decks[side])
		}
	}
	s.saveSoloLocked()
}

// saveSoloLocked queues the solo state to be written, or removed when the
// running game is not against the app. The caller holds the lock.
func (s *Session) saveSoloLocked() {
	if s.solo == nil {
		s.w.remove(SoloFile)
		return
	}
	if s.game != nil {
		s.solo.Entries = len(s.game.History())
	}
	data, err := json.Marshal(struct {
		Version int        `json:"version"`
		Solo    *soloState `json:"solo"`
	}{soloVersion, s.solo})
	if err != nil {
		if s.w.onErr != nil {
			s.w.onErr(fmt.Errorf("session: the game against the app cannot be encoded: %w", err))
		}
		return
	}
	s.w.put(SoloFile, data)
}

// loadSolo restores the state of a game against the app, if the running
// game is one. A solo state without its game (the game ended, or another
// began) is removed.
func (s *Session) loadSolo() error {
	_, err := load(s.store, SoloFile, "game against the app", s.now(), func(data []byte) error {
		st, err := decodeSolo(data)
		if err != nil {
			return err
		}
		g := s.game
		switch {
		case g == nil || !g.History()[0].At.Equal(st.Started):
			s.w.remove(SoloFile)
		case g.NumPlayers() != 2 || st.App < 0 || st.App > 1:
			return fmt.Errorf("session: player %d cannot be the app in a game of %d", st.App+1, g.NumPlayers())
		case st.Entries != 0 && st.Entries != len(g.History()):
			return fmt.Errorf("session: the game against the app was saved with %d steps of the game's history, but the game has %d", st.Entries, len(g.History()))
		default:
			s.solo = st
		}
		return nil
	})
	return err
}

// decodeSolo reads SoloFile's format.
func decodeSolo(data []byte) (*soloState, error) {
	var doc struct {
		Version int        `json:"version"`
		Solo    *soloState `json:"solo"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("session: the game against the app is not valid JSON: %w", err)
	}
	if doc.Version != soloVersion {
		return nil, fmt.Errorf("session: the game against the app has version %d; this app reads version %d", doc.Version, soloVersion)
	}
	if doc.Solo == nil {
		return nil, fmt.Errorf("session: the game against the app has no \"solo\" part")
	}
	return doc.Solo, nil
}
