package automa

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTurnDealsThreeAndReshuffles(t *testing.T) {
	rng := seeded(5)
	r := newRun(t, Options{Champions: solo}, 5)
	var seen []Card
	for turn := range 3 {
		require.NoError(t, r.StartTurn(rng))
		require.Len(t, r.Turn.Steps, 3, "three action cards a turn")
		for _, s := range r.Turn.Steps {
			assert.False(t, s.Shown, "dealt face down")
			assert.False(t, s.Reshuffled)
			seen = append(seen, s.Card)
		}
		assert.Len(t, r.Action[0].Draw, 9-3*(turn+1))
		playCards(t, r, rng)
		require.NoError(t, r.EndTurn())
		assert.Len(t, r.Action[0].Discard, 3*(turn+1), "the turn's cards are discarded")
	}
	assert.Equal(t, map[string]int{"Deryn": 3, "Dugrun": 3, "Gold'arr": 3}, countBy(seen), "three turns deal the whole deck once")
	assert.Equal(t, 3, r.Turns)

	require.NoError(t, r.StartTurn(rng))
	assert.True(t, r.Turn.Steps[0].Reshuffled, "the deck ran out: the discard pile became the new deck")
	assert.Len(t, r.Action[0].Draw, 6)
	assert.Empty(t, r.Action[0].Discard)
}

func TestReshuffleMidDealKeepsCardsOnTheTable(t *testing.T) {
	rng := seeded(6)
	r := newRun(t, Options{Champions: coop, CoOp: true, ExtraMove: true}, 6)
	// Each automa player has 6 cards and plays 3: two turns each, then a
	// reshuffle; the cards on the table are never shuffled back.
	for range 4 {
		require.NoError(t, r.StartTurn(rng))
		playCards(t, r, rng)
		require.NoError(t, r.EndTurn())
	}
	require.NoError(t, r.StartTurn(rng))
	assert.True(t, r.Turn.Steps[1].Reshuffled, "after the free move, the first card comes from a new deck")
	assert.Equal(t, 6, len(r.Action[0].Draw)+3)
}

func TestPlayerDealsARealDeck(t *testing.T) {
	rng := seeded(7)
	r := newRun(t, Options{Champions: solo, Physical: true}, 7)
	require.NoError(t, r.StartTurn(rng))
	assert.Equal(t, Card{}, r.Turn.Steps[0].Card, "nothing dealt until the players say whose card they flipped")
	refuses(t, r, "say whose card was flipped", func() error { return r.Reveal("", rng) })
	refuses(t, r, "Rath is not one of the automa's champions", func() error { return r.Reveal("Rath", rng) })
	for range 3 {
		require.NoError(t, r.Reveal("Deryn", rng))
		require.NoError(t, r.Resolve(Acted, ""))
	}
	require.NoError(t, r.EndTurn())
	require.NoError(t, r.StartTurn(rng))
	refuses(t, r, "no card of Deryn is left in the action deck (left: ", func() error { return r.Reveal("Deryn", rng) })
	assert.Equal(t, map[string]int{"Dugrun": 3, "Gold'arr": 3}, countBy(r.Action[0].Draw))
	require.NoError(t, r.Reveal("Gold'arr", rng))
	assert.Equal(t, "Gold'arr", r.Turn.Steps[0].Card.Champion)

	v := newRun(t, Options{Champions: solo}, 7)
	require.NoError(t, v.StartTurn(rng))
	refuses(t, v, "the app deals from its own deck", func() error { return v.Reveal("Deryn", rng) })
}

func TestTurnOrderIsEnforced(t *testing.T) {
	rng := seeded(8)
	r := newRun(t, Options{Champions: solo}, 8)
	refuses(t, r, "no automa turn is under way", func() error { return r.Reveal("", rng) })
	refuses(t, r, "no automa turn is under way", func() error { return r.Resolve(Acted, "") })
	refuses(t, r, "no automa turn is under way", r.EndTurn)
	require.NoError(t, r.StartTurn(rng))
	refuses(t, r, "already under way", func() error { return r.StartTurn(rng) })
	refuses(t, r, "flip the card before resolving it", func() error { return r.Resolve(Acted, "") })
	refuses(t, r, "3 of the turn's steps are not resolved yet", r.EndTurn)
	require.NoError(t, r.Reveal("", rng))
	refuses(t, r, "is already face up", func() error { return r.Reveal("", rng) })
	refuses(t, r, "only the card drawn for Al'kemi", func() error { return r.Resolve(PlayedFree, "") })
	refuses(t, r, "only an emergency move has a champion who moves", func() error { return r.Resolve(Acted, "Deryn") })
	refuses(t, r, "Rath is not one of the automa's champions", func() error { return r.Resolve(Emergency, "Rath") })
	refuses(t, r, "say which of Deryn, Dugrun and Gold'arr made the emergency move", func() error { return r.Resolve(Emergency, "") })
	refuses(t, r, "is not a way to resolve a card", func() error { return r.Resolve(Outcome(9), "") })
	require.NoError(t, r.Resolve(Emergency, "Dugrun"))
	assert.Equal(t, "Dugrun", r.Turn.Steps[0].Mover)
	require.NoError(t, r.Reveal("", rng))
	require.NoError(t, r.Resolve(HealDamage, ""))
	require.NoError(t, r.Reveal("", rng))
	require.NoError(t, r.Resolve(Acted, ""))
	refuses(t, r, "end the turn", func() error { return r.Reveal("", rng) })
	require.NoError(t, r.EndTurn())
}

func TestFreeEmergencyMove(t *testing.T) {
	rng := seeded(9)
	r := newRun(t, Options{Champions: solo, ExtraMove: true}, 9)
	require.NoError(t, r.StartTurn(rng))
	require.Len(t, r.Turn.Steps, 4, "option 1 alone: a free emergency move, then three cards")
	assert.Equal(t, FreeMove, r.Turn.Steps[0].Kind)
	refuses(t, r, "make the free emergency move first", func() error { return r.Reveal("", rng) })
	refuses(t, r, "a free move is an emergency move", func() error { return r.Resolve(Acted, "") })
	require.NoError(t, r.Resolve(Emergency, "Deryn"))

	plain := newRun(t, Options{Champions: solo}, 9)
	require.NoError(t, plain.StartTurn(rng))
	assert.Len(t, plain.Turn.Steps, 3, "without option 1, no free move")
}

func TestCoOpTurns(t *testing.T) {
	rng := seeded(10)
	r := newRun(t, Options{Champions: coop, CoOp: true}, 10)
	for turn := range 4 {
		team := turn % 2
		require.Equal(t, team, r.NextTeam(), "the two automa players take turns")
		require.NoError(t, r.StartTurn(rng))
		require.Len(t, r.Turn.Steps, 3, "co-op: one emergency move, then two action cards")
		assert.Equal(t, FreeMove, r.Turn.Steps[0].Kind)
		for _, s := range r.Turn.Steps[1:] {
			assert.Contains(t, r.TeamOf(team), s.Card.Champion, "cards come from that automa player's own deck")
		}
		other := r.TeamOf(1 - team)[0]
		refuses(t, r, "plays for the other automa player", func() error { return r.Resolve(Emergency, other) })
		playCards(t, r, rng)
		require.NoError(t, r.EndTurn())
	}
	assert.Len(t, r.Action[0].Discard, 4)
	assert.Len(t, r.Action[1].Discard, 4)
}

func TestLeveledAlkemiGivesAFreeMove(t *testing.T) {
	rng := seeded(11)
	r := newRun(t, Options{Champions: []string{"Al'kemi", "Deryn", "Rath"}}, 11)
	require.NoError(t, r.SetLeveled(Alkemi, true))
	require.NoError(t, r.StartTurn(rng))
	assert.Equal(t, FreeMove, r.Turn.Steps[0].Kind, "leveled Al'kemi: a free emergency move each turn")
	assert.Len(t, r.Turn.Steps, 4)
}

func TestDrawForAlkemi(t *testing.T) {
	rng := seeded(12)
	r := newRun(t, Options{Champions: []string{"Al'kemi", "Deryn", "Rath"}}, 12)
	// Put an Al'kemi card on top of the deck.
	d := r.Action[0].Draw
	for i, c := range d {
		if c.Champion == Alkemi {
			d[0], d[i] = d[i], d[0]
			break
		}
	}
	top := d[3]
	require.NoError(t, r.Stun(top.Champion))
	require.NoError(t, r.StartTurn(rng))
	require.NoError(t, r.Reveal("", rng))
	require.NoError(t, r.DrawForAlkemi("", rng))
	require.Len(t, r.Turn.Steps, 4, "the drawn card joins the turn")
	assert.Equal(t, Acted, r.Turn.Steps[0].Outcome)
	assert.Equal(t, AlkemiDraw, r.Turn.Steps[1].Kind)
	assert.Equal(t, top, r.Turn.Steps[1].Card, "the top card of the deck, after the three dealt")
	assert.True(t, r.Turn.Steps[1].Shown)
	assert.False(t, r.Turn.Steps[1].Stunned, "a drawn card is not turned by a stun token")
	next, _ := r.StunTokens(top.Champion)
	assert.Equal(t, 1, next, "and uses none")
	refuses(t, r, "only a face-up card of Al'kemi", func() error { return r.DrawForAlkemi("", rng) })
	require.NoError(t, r.Resolve(PlayedFree, ""))
	playCards(t, r, rng)
	require.NoError(t, r.EndTurn())
	assert.Len(t, r.Action[0].Discard, 4, "the drawn card is discarded with the others")
	assert.Len(t, r.Action[0].Draw, 5)
}

func TestDrawForAlkemiFromARealDeck(t *testing.T) {
	rng := seeded(18)
	r := newRun(t, Options{Champions: []string{"Al'kemi", "Deryn", "Rath"}, Physical: true}, 18)
	require.NoError(t, r.StartTurn(rng))
	require.NoError(t, r.Reveal("Al'kemi", rng))
	refuses(t, r, "say whose card was flipped", func() error { return r.DrawForAlkemi("", rng) })
	require.NoError(t, r.DrawForAlkemi("Rath", rng))
	assert.Equal(t, "Rath", r.Turn.Steps[1].Card.Champion)
	assert.Equal(t, map[string]int{"Al'kemi": 2, "Deryn": 3, "Rath": 2}, countBy(r.Action[0].Draw))
	require.NoError(t, r.Resolve(Emergency, "Deryn"))
	assert.Equal(t, ActionCard, r.Turn.Steps[2].Kind, "then the turn's second card")
}
