package tracker

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// scriptedMoves is part of a 4-player game with every kind of move.
var scriptedMoves = []Move{
	Buy(0), Trumpets(1, 2), Sell(1, 1), Triple(2), Mana(3, 1), Pass(3, 4), Pass(0, 5), Buy(1), Pass(2, 3),
	Spend(1, 2), Refund(1, 2), Spend(1, 0),
	{Kind: KindPass, Player: 1, N: 5, Seed: 7}, // everyone passed: coin flips
	Result(1, 0, 1), Result(1, 1, Draw), // Trophy Phase
	EndRound(1), Buy(1), {Kind: KindEndShop, Round: 2, Seed: 8},
}

// Every game a move was applied to stays as it was, view and save: the
// session keeps the game before each move as the step an undo goes back
// to. The methods named after the moves make the same game in place.
func TestApplyLeavesEveryGameBeforeAsItWas(t *testing.T) {
	g := newTestGame(t, 4)
	games, views, saves := []*Game{g}, []string{view(g)}, []string{encoded(t, g)}
	for _, m := range scriptedMoves {
		next, err := g.Apply(m)
		require.NoError(t, err, m)
		g = next
		games, views, saves = append(games, g), append(views, view(g)), append(saves, encoded(t, g))
	}
	for i, kept := range games {
		assert.Equal(t, views[i], view(kept), "the game after %d moves", i)
		assert.Equal(t, saves[i], encoded(t, kept), "the game after %d moves", i)
	}

	inPlace := newTestGame(t, 4)
	for _, m := range scriptedMoves {
		require.NoError(t, inPlace.act(m), m)
	}
	assert.Equal(t, saves[len(saves)-1], encoded(t, inPlace))
	assert.Equal(t, "Round 1 Shop: Ben spent 1 gold (1 left)", games[10].LastText(), "the last move's words")
	assert.Equal(t, "Ben spent 1 gold (1 left)", games[10].LastWords(), "the words alone")
	assert.Empty(t, games[0].LastText(), "no move yet")
	assert.Empty(t, games[0].LastWords())
}

// encoded is g's save as text.
func encoded(t testing.TB, g *Game) string {
	t.Helper()
	data, err := g.Encode()
	require.NoError(t, err)
	return string(data)
}

// A save keeps the coin flips its moves drew: the game it loads shows
// them, whatever the random source of the game loaded.
func TestASaveReplaysItsCoinFlips(t *testing.T) {
	for seed := uint64(0); seed < 10; seed++ {
		g, err := New(setupFor(6), testOpts(seed)...)
		require.NoError(t, err)
		passAll(t, g)
		back, err := Decode([]byte(encoded(t, g)), testOpts(seed+100)...)
		require.NoError(t, err)
		assert.Equal(t, g.CurrentBattles(), back.CurrentBattles(), "the same flips, not new ones")
	}
}

// A save of a version whose game kept its own undo may hold undone
// entries: they load folded into discarded ones, shown as undone, not part
// of the game, and a new move goes after them.
func TestAnOldSavesUndoneEntriesAreFoldedAway(t *testing.T) {
	g := newTestGame(t, 2)
	require.NoError(t, g.Buy(0))
	require.NoError(t, g.Buy(1))
	old := editSave(t, g, func(doc map[string]any) { entryOf(doc, 2)["status"] = "undone" })
	back, err := Decode(old, testOpts(2)...)
	require.NoError(t, err)
	h := back.History()
	require.Len(t, h, 3)
	assert.Equal(t, []EntryStatus{Done, Done, Discarded}, []EntryStatus{h[0].Status, h[1].Status, h[2].Status})
	assert.Equal(t, "Round 1 Shop: Ben bought (2 gold left)", h[2].Text, "the undone entry stays visible")
	assert.Equal(t, 3, back.Player(1).Gold, "Ben's buy is not part of the game")
	assert.Equal(t, "Round 1 Shop: Ana bought (2 gold left)", back.LastText())

	require.NoError(t, back.Sell(1, 1))
	h = back.History()
	assert.Equal(t, []EntryStatus{Done, Done, Discarded, Done}, []EntryStatus{h[0].Status, h[1].Status, h[2].Status, h[3].Status})
	saved := encoded(t, back)
	assert.NotContains(t, saved, `"undone"`)
	again, err := Decode([]byte(saved))
	require.NoError(t, err)
	assert.Equal(t, view(back), view(again))
	assert.Equal(t, back.History(), again.History())

	broken := editSave(t, back, func(doc map[string]any) { entryOf(doc, 2)["status"] = "undone" })
	_, err = Decode(broken)
	require.EqualError(t, err, "history entry 3 is done but follows an undone entry")
}

// A save the version with the game's own undo wrote, with done, discarded
// and undone entries (testdata/format2-undone-entries.json), opens with
// nothing lost: every entry in its place with its words, the undone ones
// folded into discarded ones, the game where its done entries left it.
func TestAKeptSaveWithUndoneEntriesOpens(t *testing.T) {
	old, g := openKept(t, "testdata/format2-undone-entries.json")
	h := g.History()
	statuses := map[EntryStatus]int{}
	for i, e := range old {
		statuses[e.Status]++
		want := e.Status
		if want == Undone {
			want = Discarded
		}
		assert.Equal(t, want, h[i].Status, "entry %d", i)
		assert.Equal(t, e.Text, h[i].Text, "entry %d", i)
		assert.Equal(t, e.At, h[i].At, "entry %d", i)
	}
	assert.Equal(t, map[EntryStatus]int{Done: len(old) - 3, Discarded: 1, Undone: 2}, statuses, "the kept save has each kind of entry")
	assert.Equal(t, 2, g.Round())
	p, _ := g.ShopTurn()
	assert.Equal(t, "Ben", g.Player(p).Name, "Ben's undone buy is not part of the game: he shops first")
	assert.Equal(t, StartingGold, g.Player(p).Gold)
	assert.Equal(t, 1, g.Player(1).Trophies)
	assert.Equal(t, "Round 2 Shop", strings.SplitN(h[len(h)-1].Text, ":", 2)[0])
}
