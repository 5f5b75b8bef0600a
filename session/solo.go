package session

import (
	"slices"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/solo"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// soloState is the app's side of a game against the app, kept in the game
// document beside the game: which player is the app, the difficulty, what
// the app holds after its latest move, the shop display the human entered
// (with the cards the human bought from it since), and the decks of each
// round's battle. An undo of the game takes it back with the game.
type soloState struct {
	App        int             `json:"app"`
	Difficulty solo.Difficulty `json:"difficulty"`
	// Hand is what the app holds after its latest move, made in round
	// HandRound: its temporary cards are gone once that round is over.
	Hand      []string `json:"hand,omitempty"`
	HandRound int      `json:"handRound,omitempty"`
	// Display is the shop display as the human entered it in round
	// DisplayRound ("" for a slot not entered or emptied by a buy).
	Display      []string `json:"display,omitempty"`
	DisplayRound int      `json:"displayRound,omitempty"`
	// SeenGold is the human's gold left when the app last knew the shop
	// display: each gold the human spent since is a buy the human has not
	// said the place of (soloState.unseen).
	SeenGold int `json:"seenGold,omitempty"`
	// Gone is, slot by slot, the card the human said they bought from the
	// display since it was entered: the slot is to be entered again ("" for
	// none; Display is "" there).
	Gone  []string    `json:"gone,omitempty"`
	Decks []soloDecks `json:"decks,omitempty"`
	// Told is the app's instruction on show on its shop turn, decided
	// from this state (nil when none): what the human carries out.
	Told *soloTold `json:"told,omitempty"`
	// EmptyRound is the round whose shop deck the human found empty: the
	// app buys nothing unseen in it.
	EmptyRound int `json:"emptyRound,omitempty"`
	// AtTable says a live table's hub keeps the game: it orders the app's
	// deck itself when the battles come, and phones are sent the game
	// without the app's hand (publicGame).
	AtTable bool `json:"atTable,omitempty"`
	// Held is, in the game as phones at a live table are sent it, how
	// many cards the app holds, its hand left out.
	Held int `json:"held,omitempty"`
}

// soloDecks are the decks of one round's battle: the app's after Battle
// Prep, face down until Shown (the human has ordered theirs), and the
// human's as revealed in the resolver.
type soloDecks struct {
	Round  int      `json:"round"`
	App    []string `json:"app,omitempty"`
	AppWhy string   `json:"appWhy,omitempty"`
	Shown  bool     `json:"shown,omitempty"`
	Human  []string `json:"human,omitempty"`
	// Ready, in the game as phones at a live table are sent it, says the
	// app's deck is ordered for the cards it holds (App is left out until
	// it is Shown).
	Ready bool `json:"ready,omitempty"`
}

// Limits of a kept soloState: far above what a game holds.
const (
	maxSoloCards = 40
	maxSoloName  = 200
)

// check says what is wrong with st as the app's side of game g, or nil.
func (st *soloState) check(g *tracker.Game) error {
	switch {
	case g.NumPlayers() != 2 || st.App < 0 || st.App > 1:
		return problemf("player %d cannot be the app in a game of %d", st.App+1, g.NumPlayers())
	case len(st.Hand) > maxSoloCards || len(st.Display) > solo.DisplaySize || len(st.Gone) > solo.DisplaySize || len(st.Decks) > tracker.Rounds:
		return problemf("the app's side holds more cards or rounds than a game has")
	case st.SeenGold < 0 || st.SeenGold > maxSoloCards:
		return problemf("the app's side counts %d gold of yours", st.SeenGold)
	case st.HandRound < 0 || st.HandRound > g.Round() || st.DisplayRound < 0 || st.DisplayRound > g.Round() || st.EmptyRound < 0 || st.EmptyRound > g.Round():
		return problemf("the app's side is from round %d, but the game is in round %d", max(st.HandRound, st.DisplayRound, st.EmptyRound), g.Round())
	case st.Held < 0 || st.Held > maxSoloCards:
		return problemf("the app's side says it holds %d cards", st.Held)
	}
	if err := st.checkTold(); err != nil {
		return err
	}
	names := slices.Concat(st.Hand, st.Display, st.Gone)
	for _, d := range st.Decks {
		if d.Round < 1 || d.Round > tracker.Rounds || len(d.App) > maxSoloCards || len(d.Human) > maxSoloCards || len(d.AppWhy) > 2000 {
			return problemf("the decks of round %d cannot be from a game", d.Round)
		}
		names = slices.Concat(names, d.App, d.Human)
	}
	for _, n := range names {
		if len(n) > maxSoloName {
			return problemf("a card's name in the app's side is %d bytes long", len(n))
		}
	}
	return nil
}

// clone returns a copy of st that shares nothing it changes.
func (st *soloState) clone() *soloState {
	c := *st
	c.Hand, c.Display, c.Gone = slices.Clone(st.Hand), slices.Clone(st.Display), slices.Clone(st.Gone)
	c.Decks = slices.Clone(st.Decks)
	if st.Told != nil {
		t := *st.Told
		t.Move = cloneSoloMove(t.Move)
		c.Told = &t
	}
	return &c
}

// hand is the app's hand in game g: the hand after its latest move, its
// temporary cards gone once the round of that move is over.
func (st *soloState) hand(book *engine.Book, g *tracker.Game) []string {
	if st.HandRound < g.Round() || g.Over() {
		return solo.AfterBattle(book, st.Hand)
	}
	return slices.Clone(st.Hand)
}

// display is this round's shop display: DisplaySize slots, "" where none
// was entered.
func (st *soloState) display(g *tracker.Game) []string {
	out := make([]string, solo.DisplaySize)
	if st.DisplayRound == g.Round() {
		copy(out, st.Display)
	}
	return out
}

// gone is this round's Gone: DisplaySize slots, "" where the human bought
// nothing the app knew of.
func (st *soloState) gone(g *tracker.Game) []string {
	out := make([]string, solo.DisplaySize)
	if st.DisplayRound == g.Round() {
		copy(out, st.Gone)
	}
	return out
}

// knowsShop reports whether the app knows any card of this round's shop
// display, or any card the human bought from it: only then can the
// human's buys leave what it knows stale.
func (st *soloState) knowsShop(g *tracker.Game) bool {
	full := func(n string) bool { return n != "" }
	return slices.ContainsFunc(st.display(g), full) || slices.ContainsFunc(st.gone(g), full)
}

// unseen is how many cards the human bought since the app last knew the
// shop display, the places of which the human has not said: each may have
// left a slot the app knows stale. 0 out of the Shop Phase.
func (st *soloState) unseen(g *tracker.Game) int {
	if g.Phase() != tracker.PhaseShop || !st.knowsShop(g) {
		return 0
	}
	return max(0, st.SeenGold-g.Player(1-st.App).Gold)
}

// setShop makes display and gone this round's shop as the app knows it.
// When the app knew nothing of the shop before, it knows it as of now: the
// human's buys until now cannot have left it stale.
func (st *soloState) setShop(g *tracker.Game, display, gone []string) {
	if !st.knowsShop(g) {
		st.SeenGold = g.Player(1 - st.App).Gold
	}
	st.Display, st.Gone, st.DisplayRound = display, gone, g.Round()
	if !slices.ContainsFunc(gone, func(n string) bool { return n != "" }) {
		st.Gone = nil
	}
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

// Solo is what the screens show of a game against the app.
type Solo struct {
	App        int             // the app's player index in the game
	Difficulty solo.Difficulty // the dial
	Hand       []string        // the cards the app holds now, in the order it got them
	// Display is the shop display as the human entered it this round;
	// "" is a slot not entered (or emptied by a buy).
	Display []string
	// Gone is, slot by slot, the card the human said they bought from the
	// display since it was entered ("" for none): the slot is to be
	// entered again. Unseen is how many cards the human bought since the
	// app last knew the display, of which they have not said where from
	// (HumanBought): 0 when the app knows no card of it.
	Gone   []string
	Unseen int
	// DeckReady says the app has ordered its deck of this round's cards
	// for the battle. Deck is that deck and DeckWhy the Battle Prep line
	// that ordered it once shown (ShowAppDeck): nil and "" while it lies
	// face down, so that nothing shows it before the human has ordered
	// theirs.
	DeckReady bool
	Deck      []string
	DeckWhy   string
	// DeckHidden says the app holds cards but its deck for this round's
	// battle is not on show (being ordered, or face down): the app's
	// battle cannot be set up in the resolver yet.
	DeckHidden bool
	// LastDeck is the human's deck of the latest battle revealed in the
	// resolver, before this round; nil before any.
	LastDeck []string
	// Told is the app's instruction on its shop turn, decided from the
	// game as it stands (nil when none: the human enters the shop and
	// asks, AskApp).
	Told *Told
	// AtTable says a live table's hub keeps the game: it orders the app's
	// deck itself, and a phone is not shown the app's hand (Hand is nil,
	// Held counts it).
	AtTable bool
	// Held is how many cards the app holds (len(Hand) when Hand is shown).
	Held int
}

// ErrNoSolo is the reason a move of the app's side is refused when the
// running game is not against the app.
var ErrNoSolo = problemf("the running game is not against the app")

// StartSoloGame ends the running game, if any, and starts a game of two
// against the app: player app of su is the app, with the difficulty's extra
// gold. A set-up the rules refuse changes nothing.
func (s *Session) StartSoloGame(su tracker.Setup, app int, d solo.Difficulty) error {
	if len(su.Players) != 2 || app < 0 || app > 1 {
		return problemf("a game against the app is for 2 players, the app being player 1 or 2")
	}
	su.Players = slices.Clone(su.Players)
	su.Players[app].ExtraGold = d.ExtraGold()
	return s.startGame(su, &soloState{App: app, Difficulty: d})
}

// Solo is what the screens show of a game against the app, with book the
// players' card book (Cards().Book()); ok is false when the running game
// is not one.
func (v GameState) Solo(book *engine.Book) (out Solo, ok bool) {
	if !v.AgainstApp() {
		return Solo{}, false
	}
	st, g := v.solo, v.game
	out = Solo{App: st.App, Difficulty: st.Difficulty, Hand: st.hand(book, g), Display: st.display(g),
		Gone: st.gone(g), Unseen: st.unseen(g), Told: st.told(g), AtTable: st.AtTable}
	out.Held = max(len(out.Hand), st.Held)
	for _, d := range st.Decks {
		if d.Round == g.Round() {
			out.DeckReady = d.Ready || d.App != nil && sameCards(d.App, out.Hand)
			if d.Shown {
				out.Deck, out.DeckWhy = slices.Clone(d.App), d.AppWhy
			}
		} else if d.Round < g.Round() && d.Human != nil {
			out.LastDeck = slices.Clone(d.Human)
		}
	}
	out.DeckHidden = out.Held > 0 && out.Deck == nil
	return out, true
}

// Situation is what the app sees on its shop turn, with book the players'
// card book: the round, its gold, its hand and the display the human
// entered. deckEmpty says the shop deck has no card left.
func (v GameState) Situation(book *engine.Book, deckEmpty bool) (solo.Situation, error) {
	if !v.AgainstApp() {
		return solo.Situation{}, ErrNoSolo
	}
	return v.solo.situation(book, v.game, deckEmpty), nil
}

// appDid applies the move of the human doing what the app told them, m
// (AppDid): the game takes the matching action for the app (Buy, Sell,
// Triple or Pass), and st, the app's hand, changes with it. A buy from the
// display empties that slot until the human enters the card that refilled
// it. A move that does not fit the app's hand or the shop (see
// solo.Check), or that the game refuses, is refused.
func (st *soloState) appDid(g *tracker.Game, book *engine.Book, m solo.Move, got string) (*tracker.Game, error) {
	if st.AtTable && (g.Over() || g.Phase() != tracker.PhaseShop || st.Told == nil) {
		return nil, problemf("The app has told you nothing to do: enter the shop and ask it first.")
	}
	hand, display := st.hand(book, g), st.display(g)
	if err := solo.Check(book, hand, display, m); err != nil {
		return nil, err
	}
	action, err := soloAction(st.App, m, solo.CountPets(book, hand))
	if err != nil {
		return nil, err
	}
	if g, err = g.Apply(action); err != nil {
		return nil, err
	}
	st.Hand, st.HandRound = solo.Apply(hand, m, got), g.Round()
	if m.Action == solo.BuyPet || m.Action == solo.BuyPerk {
		display[m.Slot] = ""
	}
	st.setShop(g, display, st.gone(g))
	return g, nil
}

// soloAction is the move of the rules of the app's move m for player p, who
// holds pets pets before it. In a game of two no move draws (no coin is
// flipped for a battle's First Player), so it needs no chance.
func soloAction(p int, m solo.Move, pets int) (tracker.Move, error) {
	switch m.Action {
	case solo.BuyPet, solo.BuyPerk, solo.BuyTop:
		return tracker.Buy(p), nil
	case solo.Sell:
		return tracker.Sell(p, len(m.Cards)), nil
	case solo.Triple:
		return tracker.Triple(p), nil
	case solo.Pass:
		return tracker.Pass(p, pets), nil
	}
	return tracker.Move{}, problemf("the app has no move %d", int(m.Action))
}

// enterSlot records card as slot i (from 0) of this round's shop display,
// as the human entered it ("" for an empty slot); the slot no longer waits
// to be entered again.
func (st *soloState) enterSlot(g *tracker.Game, i int, card string) error {
	if i < 0 || i >= solo.DisplaySize {
		return problemf("the shop has no %s card: it shows %d", solo.Ordinal(i+1), solo.DisplaySize)
	}
	display, gone := st.display(g), st.gone(g)
	display[i], gone[i] = card, ""
	st.setShop(g, display, gone)
	return nil
}

// humanBought records where the human bought one of the cards the app has
// not placed (Solo.Unseen): slot (from 0) of the shop display, whose card
// the app then forgets and names in Solo.Gone until the slot is entered
// again, or -1 for the top of the shop deck, which leaves the display as it
// is. A slot the app knew no card of stays to be entered.
func (st *soloState) humanBought(g *tracker.Game, slot int) error {
	if slot < -1 || slot >= solo.DisplaySize {
		return problemf("the shop has no %s card: it shows %d", solo.Ordinal(slot+1), solo.DisplaySize)
	}
	if st.unseen(g) == 0 {
		return problemf("%s has bought no card the app has not placed", g.Player(1-st.App).Name)
	}
	display, gone := st.display(g), st.gone(g)
	if slot >= 0 && display[slot] != "" {
		display[slot], gone[slot] = "", display[slot]
	}
	st.SeenGold--
	st.setShop(g, display, gone)
	return nil
}

// sameCards reports whether a and b hold the same cards, in any order.
func sameCards(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	count := map[string]int{}
	for _, n := range a {
		count[n]++
	}
	for _, n := range b {
		count[n]--
		if count[n] < 0 {
			return false
		}
	}
	return true
}
