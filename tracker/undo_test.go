package tracker

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// scriptedActions plays part of a 4-player game with every kind of action,
// returning the view after each step.
func scriptedActions(t *testing.T, g *Game) []string {
	t.Helper()
	views := []string{view(g)}
	step := func(err error) {
		t.Helper()
		require.NoError(t, err)
		views = append(views, view(g))
	}
	step(g.Buy(0))
	step(g.AdjustTrumpets(1, 2))
	step(g.Sell(1, 1))
	step(g.Triple(2))
	step(g.AdjustMana(3, 1))
	step(g.Pass(3, 4))
	step(g.Pass(0, 5))
	step(g.Buy(1))
	step(g.Pass(2, 3))
	step(g.Pass(1, 5)) // everyone passed: coin flips
	step(g.RecordResult(0, 1))
	step(g.RecordResult(1, Draw)) // Trophy Phase
	step(g.EndRound())
	step(g.Buy(1))
	return views
}

func TestUndoRedoRoundTrip(t *testing.T) {
	g := newTestGame(t, 4)
	views := scriptedActions(t, g)
	final, err := g.Encode()
	require.NoError(t, err)

	for i := len(views) - 2; i >= 0; i-- {
		require.True(t, g.CanUndo())
		require.NoError(t, g.Undo())
		assert.Equal(t, stripUndo(views[i]), stripUndo(view(g)), "after undoing back to step %d", i)
	}
	assert.False(t, g.CanUndo(), "the set-up cannot be undone")
	assert.ErrorContains(t, g.Undo(), "there is nothing to undo")
	for _, e := range g.History()[1:] {
		assert.Equal(t, Undone, e.Status, "undone entries stay in the log: %s", e.Text)
	}
	for i := 1; i < len(views); i++ {
		require.True(t, g.CanRedo())
		require.NoError(t, g.Redo())
		assert.Equal(t, stripUndo(views[i]), stripUndo(view(g)), "after redoing step %d", i)
	}
	assert.ErrorContains(t, g.Redo(), "there is nothing to redo")
	again, err := g.Encode()
	require.NoError(t, err)
	assert.Equal(t, string(final), string(again), "undo all + redo all gives the same game, coin flips included")
}

// stripUndo removes the undo/redo line, which differs while entries are undone.
func stripUndo(v string) string {
	for i := len(v) - 2; i >= 0; i-- {
		if v[i] == '\n' {
			return v[:i]
		}
	}
	return v
}

func TestRedoReusesRecordedCoinFlips(t *testing.T) {
	for seed := uint64(0); seed < 10; seed++ {
		g, err := New(setupFor(6), testOpts(seed)...)
		require.NoError(t, err)
		passAll(t, g)
		before := g.CurrentBattles()
		for range 5 {
			require.NoError(t, g.Undo())
			assert.Nil(t, g.CurrentBattles())
			require.NoError(t, g.Redo())
			assert.Equal(t, before, g.CurrentBattles(), "redo shows the same flips, not new ones")
		}
	}
}

func TestNewActionDiscardsRedoBranch(t *testing.T) {
	g := newTestGame(t, 2)
	require.NoError(t, g.Buy(0))
	require.NoError(t, g.Buy(1))
	require.NoError(t, g.Undo())
	assert.Equal(t, "Round 1 Shop: Ben bought (2 gold left)", g.RedoText())
	assert.Equal(t, "Round 1 Shop: Ana bought (2 gold left)", g.UndoText())
	require.NoError(t, g.Undo())
	require.NoError(t, g.Redo())
	// A new action instead of redoing Ben's buy.
	require.NoError(t, g.Sell(1, 1))
	assert.False(t, g.CanRedo())
	h := g.History()
	require.Len(t, h, 4)
	assert.Equal(t, []EntryStatus{Done, Done, Discarded, Done}, []EntryStatus{h[0].Status, h[1].Status, h[2].Status, h[3].Status})
	assert.Equal(t, "Round 1 Shop: Ben bought (2 gold left)", h[2].Text, "the discarded entry stays visible")
	assert.Equal(t, 3, g.Player(1).Gold)
	// Undo skips discarded entries.
	require.NoError(t, g.Undo())
	require.NoError(t, g.Undo())
	assert.Equal(t, 3, g.Player(0).Gold)
	require.NoError(t, g.Redo())
	require.NoError(t, g.Redo())
	assert.Equal(t, "Round 1 Shop: Ben sold 1 pet (gains 1 Apple)", g.History()[3].Text)
	assert.Equal(t, 2, g.Player(0).Gold)
}

func TestOnChangeCalledAfterEveryChange(t *testing.T) {
	g := newTestGame(t, 2)
	calls := 0
	g.SetOnChange(func(*Game) { calls++ })
	require.NoError(t, g.Buy(0))
	require.NoError(t, g.Undo())
	require.NoError(t, g.Redo())
	assert.Error(t, g.Buy(0))
	assert.Equal(t, 3, calls, "not called when an action is refused")
}
