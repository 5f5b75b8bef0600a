package session

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
)

func card(t *testing.T, line string) engine.Card {
	t.Helper()
	c, err := engine.ParseCard(line)
	require.NoError(t, err)
	return c
}

func TestACardAddedOnOnePhoneIsInEveryPhonesBook(t *testing.T) {
	dir := t.TempDir()
	lh := startLiveHub(t, dir, "127.0.0.1:0", nil)
	code, table := lh.table(dir)
	benStore := newMemStore()
	own := open(t, benStore)
	require.NoError(t, own.Cards().Put(card(t, "card Owl: pet 1")), "Ben's own card, before he joins")
	own.Flush()
	ana := phone(t, newMemStore(), lh.url(), code)
	ben := phone(t, benStore, lh.url(), code)
	sit(t, ana, "Ana")
	sit(t, ben, "Ben")

	yak := card(t, "card Yak: pet 3 | Faint: deal 2 damage to the enemy pet")
	require.NoError(t, ana.Cards().Save(ana.Cards().Open(""), yak))
	waitFor(t, "the Yak in Ben's book", func() bool { _, ok := ben.Cards().Book().Get("Yak"); return ok })
	got, _ := ben.Cards().Book().Get("yak")
	assert.Equal(t, yak.String(), got.String(), "every phone uses the table's card")
	assert.True(t, ben.Cards().IsTables("Yak"))
	_, owl := ben.Cards().Book().Get("Owl")
	assert.True(t, owl, "over the phone's own book, which still works")
	_, hub := table.Cards().Book().Get("Yak")
	assert.True(t, hub, "the hub's games use it too")
	assert.Equal(t, []TableCard{{Line: yak.String(), By: "Ana"}}, table.cardsDoc.Value().Cards, "the hub keeps whose phone wrote it")

	ben.LeaveTable()
	_, gone := ben.Cards().Book().Get("Yak")
	assert.False(t, gone, "away from the table, the phone's own book is as it was")
	_, owl = ben.Cards().Book().Get("Owl")
	assert.True(t, owl)
}

func TestTwoPhonesEditingOneCardLoseNeitherVersion(t *testing.T) {
	dir := t.TempDir()
	lh := startLiveHub(t, dir, "127.0.0.1:0", nil)
	code, table := lh.table(dir)
	ana := phone(t, newMemStore(), lh.url(), code)
	ben := phone(t, newMemStore(), lh.url(), code)
	sit(t, ana, "Ana")
	sit(t, ben, "Ben")
	require.NoError(t, ana.Cards().Save(ana.Cards().Open(""), card(t, "card Yak: pet 3")))
	waitFor(t, "the Yak on both", func() bool { return ben.Cards().IsTables("Yak") && ana.Cards().IsTables("Yak") })

	anaEdit, benEdit := ana.Cards().Open("Yak"), ben.Cards().Open("Yak")
	require.NoError(t, ana.Cards().Save(anaEdit, card(t, "card Yak: pet 4")))
	waitFor(t, "Ana's Yak on Ben's phone", func() bool { c, _ := ben.Cards().Book().Get("Yak"); return c.Power == 4 })
	require.NoError(t, ben.Cards().Save(benEdit, card(t, "card Yak: pet 5")), "Ben saves the edit he began before Ana's arrived")
	waitFor(t, "Ben's choice", func() bool { return len(ben.Cards().Choices()) == 1 })
	c := ben.Cards().Choices()[0]
	assert.Equal(t, CardConflict{Name: "Yak", Theirs: "card Yak: pet 4", TheirsBy: "Ana", Mine: "card Yak: pet 5", By: "Ben"}, c, "both versions, and whose")
	assert.Empty(t, ana.Cards().Choices(), "the choice is Ben's alone")
	got, _ := table.Cards().Book().Get("Yak")
	assert.Equal(t, 4, got.Power, "nothing silently overwritten")

	require.NoError(t, ben.Cards().Choose("Yak", true), "Ben keeps his")
	waitFor(t, "Ben's Yak on Ana's phone", func() bool { c, _ := ana.Cards().Book().Get("Yak"); return c.Power == 5 })
	waitFor(t, "the choice gone", func() bool { return len(ben.Cards().Choices()) == 0 })

	require.NoError(t, ben.Cards().Choose("Yak", true), "sent")
	assert.Contains(t, hubRefusal(t, ben), "There is no choice about Yak waiting for you", "a choice made twice is refused")
}

func TestTheTablesCardBookRefusesBadMovesChangingNothing(t *testing.T) {
	start := TableCards{Cards: []TableCard{{Line: "card Yak: pet 3", By: "Ana"}, {Line: "card Owl: pet 1", By: "Ben"}}}
	for name, tc := range map[string]struct {
		m    CardMove
		want string
	}{
		"not a card":        {CardMove{Kind: CardPut, Line: "card Zebra: animal 3"}, "the card cannot be added"},
		"a bad ability":     {CardMove{Kind: CardPut, Line: "card Zebra: pet 3 | Play: fly away"}, "the card cannot be added"},
		"a name taken":      {CardMove{Kind: CardPut, Line: "card Owl: pet 2", Old: "Yak", Was: "card Yak: pet 3"}, "already has a card called Owl"},
		"nothing to remove": {CardMove{Kind: CardDelete, Name: "Zebra"}, "has no Zebra"},
		"no such choice":    {CardMove{Kind: CardChoose, Name: "Yak", Keep: "mine", By: "Ana"}, "There is no choice about Yak"},
		"an unknown kind":   {CardMove{Kind: "burn"}, `no move called "burn"`},
	} {
		t.Run(name, func(t *testing.T) {
			before := start
			_, err := applyCardMove(start, tc.m)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			assert.Equal(t, before, start)
		})
	}
	for _, data := range []string{`{"kind":"put","line":"card Yak: pet 3","seed":1}`, `{"kind":"steal"}`, `[1]`, `{"kind":"put"} {}`} {
		_, err := DecodeCardMove([]byte(data))
		assert.Error(t, err, data)
	}
}

func TestARemovedCardMeetingAnEditWaitsForAChoice(t *testing.T) {
	v := TableCards{Cards: []TableCard{{Line: "card Yak: pet 3", By: "Ana"}}}
	v, err := applyCardMove(v, CardMove{Kind: CardPut, Line: "card Yak: pet 4", Was: "card Yak: pet 3", By: "Ana"})
	require.NoError(t, err)
	v, err = applyCardMove(v, CardMove{Kind: CardDelete, Name: "Yak", Was: "card Yak: pet 3", By: "Ben"})
	require.NoError(t, err)
	assert.Equal(t, "card Yak: pet 4", v.Line("Yak"), "Ben's removal did not take Ana's newer Yak")
	require.Len(t, v.ConflictsOf("Ben"), 1)
	v, err = applyCardMove(v, CardMove{Kind: CardChoose, Name: "yak", Keep: "mine", By: "Ben"})
	require.NoError(t, err)
	assert.Empty(t, v.Line("Yak"), "Ben chose to remove it")
	assert.Empty(t, v.Conflicts)
}

func FuzzATablesCardMove(f *testing.F) {
	f.Add([]byte(`{"kind":"put","line":"card Yak: pet 3 | Faint: deal 2 damage to the enemy pet","was":""}`))
	f.Add([]byte(`{"kind":"delete","name":"Yak","was":"card Yak: pet 3"}`))
	f.Add([]byte(`{"kind":"choose","name":"Yak","keep":"mine"}`))
	start := TableCards{Cards: []TableCard{{Line: "card Yak: pet 3", By: "Ana"}}, Conflicts: []CardConflict{{Name: "Yak", Mine: "card Yak: pet 1", By: "Ben"}}}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := DecodeCardMove(data)
		if err != nil {
			return
		}
		m.By = "Ben"
		next, err := applyCardMove(start, m)
		if err != nil {
			assert.Equal(t, "card Yak: pet 3", start.Line("Yak"), "a refused move changes nothing")
			return
		}
		assert.NoError(t, next.check(), "what a move makes is kept and read back")
	})
}
