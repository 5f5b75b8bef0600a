package session

import (
	"context"
	"slices"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/solo"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// soloTold is the app's instruction on its shop turn, decided from the
// state it is kept in: the human carries it out, then says Done (AppDid).
// It is all a phone at a live table needs of the app's hand to play the
// app's turn.
type soloTold struct {
	Move  solo.Move `json:"move"`
	Words string    `json:"words"`
	// Shop says the shop display can change the move (solo.NeedsShop):
	// the human may go back to the shop and enter it again.
	Shop bool `json:"shop,omitempty"`
	// HoldsPerk, for a triple, says the app holds a perk: of a perk and a
	// food drawn, it then keeps the food (solo.ChooseKeepHolding).
	HoldsPerk bool `json:"holdsPerk,omitempty"`
}

// Told is the app's instruction on its shop turn, as the game's state
// holds it: the move, the words to the human, whether the shop can change
// it, and what the human needs to know to finish a triple.
type Told struct {
	Move solo.Move // what the app does
	// Words is the instruction to the human, as the card book of the
	// device that decided it writes it ("Buy the Otter, 2nd card of the
	// shop, and refill the shop from the deck.").
	Words string
	// Shop says the shop display can change the move: the human may go
	// back to the shop to enter it again.
	Shop bool
	// HoldsPerk, for a triple, says the app holds a perk, which decides
	// the card it keeps of those drawn (solo.ChooseKeepHolding).
	HoldsPerk bool
}

// maxSoloWords bounds an instruction's words in a kept game.
const maxSoloWords = 2000

// checkTold says what is wrong with st's instruction, or nil.
func (st *soloState) checkTold() error {
	t := st.Told
	if t == nil {
		return nil
	}
	if len(t.Move.Cards) > maxSoloCards || len(t.Words) > maxSoloWords || len(t.Move.Reason) > maxSoloWords || len(t.Move.Hat) > maxSoloName {
		return problemf("the app's instruction is longer than an instruction can be")
	}
	if t.Move.Line < 1 || t.Move.Line > len(solo.ShopLines) {
		return problemf("the app's instruction comes from line %d of a list of %d", t.Move.Line, len(solo.ShopLines))
	}
	for _, n := range t.Move.Cards {
		if len(n) > maxSoloName {
			return problemf("a card's name in the app's instruction is %d bytes long", len(n))
		}
	}
	return nil
}

// appTurn reports whether game g waits for the app's move in the Shop
// Phase.
func (st *soloState) appTurn(g *tracker.Game) bool {
	if g.Over() || g.Phase() != tracker.PhaseShop {
		return false
	}
	turn, ok := g.ShopTurn()
	return ok && turn == st.App
}

// situation is what the app sees on its shop turn in game g.
func (st *soloState) situation(book *engine.Book, g *tracker.Game, deckEmpty bool) solo.Situation {
	return solo.Situation{Round: g.Round(), Gold: g.Player(st.App).Gold, Hand: st.hand(book, g),
		Display: st.display(g), DeckEmpty: deckEmpty || st.EmptyRound == g.Round()}
}

// tell decides the app's move in game g as it stands, and keeps it as the
// instruction on show.
func (st *soloState) tell(book *engine.Book, g *tracker.Game) {
	sit := st.situation(book, g, false)
	m := solo.Decide(book, sit)
	t := &soloTold{Move: m, Words: m.Instruction(book), Shop: solo.NeedsShop(book, sit)}
	if m.Action == solo.Triple {
		t.HoldsPerk = solo.HoldsPerk(book, sit.Hand)
	}
	st.Told = t
}

// retell is the instruction after a move that did not ask for one: on the
// app's shop turn when the shop cannot change its move (no gold, or a
// triple first), decided at once; otherwise none until the human has
// entered the shop and asks (MoveAsk).
func (st *soloState) retell(book *engine.Book, g *tracker.Game) {
	st.Told = nil
	if st.appTurn(g) && !solo.NeedsShop(book, st.situation(book, g, false)) {
		st.tell(book, g)
	}
}

// ask is the move of the human asking the app for its move on the shop as
// entered (MoveAsk).
func (st *soloState) ask(book *engine.Book, g *tracker.Game) error {
	if !st.appTurn(g) {
		return problemf("It is not %s's turn in the shop: the app has nothing to do now.", g.Player(st.App).Name)
	}
	st.tell(book, g)
	return nil
}

// deckEmpty is the move of the human finding this round's shop deck empty
// (MoveDeckEmpty): the app buys nothing unseen this round, and decides
// again when that is what it told.
func (st *soloState) deckEmpty(book *engine.Book, g *tracker.Game) error {
	if g.Over() || g.Phase() != tracker.PhaseShop {
		return problemf("The shop deck is only drawn from in the Shop Phase.")
	}
	st.EmptyRound = g.Round()
	if st.Told != nil && st.Told.Move.Action == solo.BuyTop {
		st.tell(book, g)
	}
	return nil
}

// prepare orders the app's deck for this round's battle when the keeper
// of the game decides for the app (a live table's hub) and it is not
// ordered yet: by the Battle Prep a single phone runs on its screen
// (solo.OrderDeck, within its work budget, so the same game orders the
// same deck), face down until shown.
func (st *soloState) prepare(book *engine.Book, g *tracker.Game) {
	if !st.AtTable || g.Over() || g.Phase() != tracker.PhaseBattle {
		return
	}
	hand := st.hand(book, g)
	d := st.decks(g.Round())
	if len(hand) == 0 || d.App != nil && sameCards(d.App, hand) {
		return
	}
	var last []string
	for _, o := range st.Decks {
		if o.Round < g.Round() && o.Human != nil {
			last = o.Human
		}
	}
	prep, err := solo.OrderDeck(context.Background(), book, hand, st.Difficulty, last, g.TokenHolder() == st.App)
	if err != nil {
		prep = solo.Prep{Deck: solo.SimpleOrder(book, hand), Why: "The simple order: weakest pet first (" + plainWords(err) + ")."}
	}
	d = st.decks(g.Round())
	d.App, d.AppWhy, d.Shown = prep.Deck, prep.Why, false
}

// afterMove is the app's side after any move of a game against the app:
// its next instruction (unless the move was one of those that set it) and,
// at a live table, its deck ordered once the battles come.
func (st *soloState) afterMove(book *engine.Book, g *tracker.Game, k GameMoveKind) {
	switch k {
	case MoveAsk, MoveDeckEmpty, MoveAppDeck, MoveShowDeck:
	default:
		st.retell(book, g)
	}
	st.prepare(book, g)
}

// told is the instruction on show in game g, for the screens; nil when
// none.
func (st *soloState) told(g *tracker.Game) *Told {
	if st.Told == nil || !st.appTurn(g) {
		return nil
	}
	t := st.Told
	return &Told{Move: cloneSoloMove(t.Move), Words: t.Words, Shop: t.Shop, HoldsPerk: t.HoldsPerk}
}

// cloneSoloMove is m sharing nothing with it.
func cloneSoloMove(m solo.Move) solo.Move {
	m.Cards = slices.Clone(m.Cards)
	return m
}

// appDidMove applies m, the human having done what the app told them
// (MoveAppDid). A move that names none is the instruction on show; at a
// live table a move must be that one: a phone that is not shown the app's
// hand does what it is told, never a move of its own.
func (st *soloState) appDidMove(g *tracker.Game, book *engine.Book, m GameMove) (*tracker.Game, error) {
	mv := m.App
	if mv == nil && st.Told != nil && st.appTurn(g) {
		told := cloneSoloMove(st.Told.Move)
		mv = &told
	}
	switch {
	case m.At != 0 && m.At != len(g.History()):
		return nil, problemf("The app's move was already done (Done reached the game twice); nothing was changed.")
	case mv == nil:
		return nil, problemf("the app's move is missing")
	case st.AtTable && st.Told != nil && !sameSoloMove(*mv, st.Told.Move):
		return nil, problemf("The app's instruction changed before your Done reached the table: look at it again.")
	}
	return st.appDid(g, book, *mv, m.Got)
}

// sameSoloMove reports whether a and b are the same move of the app.
func sameSoloMove(a, b solo.Move) bool {
	return a.Action == b.Action && a.Slot == b.Slot && a.Tier == b.Tier && a.Hat == b.Hat && slices.Equal(a.Cards, b.Cards)
}
