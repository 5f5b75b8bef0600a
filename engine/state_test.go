package engine

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func matchFile(t testing.TB, name string) *Match {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", name+".battle"))
	require.NoError(t, err)
	return matchText(t, string(src))
}

func matchText(t testing.TB, src string) *Match {
	t.Helper()
	return matchBook(t, nil, src)
}

// Example B driven step by step: the odds code's view of a battle.
func TestStepwiseExampleB(t *testing.T) {
	m := matchFile(t, "example-b")
	s := m.Start()
	type throw struct {
		src, tgt string
		dice     int
		total    int
	}
	want := []throw{{"Dolphin", "Mosquito", 3, 2}, {"Mosquito", "Dolphin", 1, 1}, {"Badger", "Bee", 2, 2}, {"Badger", "Peacock", 2, 1}}
	for _, w := range want {
		require.Equal(t, NeedRoll, s.Advance(nil))
		th, ok := s.Throw()
		require.True(t, ok)
		assert.Equal(t, w.src, th.SourceName)
		assert.Equal(t, w.tgt, th.TargetName)
		assert.Equal(t, w.dice, th.Dice)
		assert.Equal(t, m.Table.Name(th.Source), w.src)
		require.NoError(t, s.checkCards())
		require.NoError(t, s.ApplyThrow(w.total, nil, nil))
	}
	require.Equal(t, Over, s.Advance(nil))
	assert.Equal(t, BWins, s.Result())
	pk, ok := s.Active(PlayerB)
	require.True(t, ok)
	assert.Equal(t, "Peacock", m.Table.Name(pk.Card))
	assert.Equal(t, 6, pk.Power)
	assert.Equal(t, 4, pk.Damage)
	assert.Equal(t, 3, s.FaintedPets(PlayerA))
	require.NoError(t, s.checkCards())
	assert.Error(t, s.ApplyThrow(1, nil, nil), "no throw is pending")
}

func TestForkAndKey(t *testing.T) {
	m := matchFile(t, "example-b")
	s := m.Start()
	require.Equal(t, NeedRoll, s.Advance(nil))
	a, b := s, s // forks
	assert.Equal(t, a.Key(), b.Key())
	require.NoError(t, b.ApplyThrow(2, []int{0, 1, 1}, nil))
	assert.NotEqual(t, s.Key(), b.Key())
	c := s
	require.NoError(t, c.ApplyThrow(2, []int{2, 0, 0}, nil))
	assert.Equal(t, b.Key(), c.Key(), "only the total matters")
	// The fork left the original alone.
	_, ok := s.Throw()
	assert.True(t, ok)
	// Different histories, same future: keys ignore step counters.
	b.Advance(nil)
	c.steps += 3
	c.Advance(nil)
	assert.Equal(t, b.Key(), c.Key())
}

func TestApplyThrowChecks(t *testing.T) {
	m := matchFile(t, "example-b")
	s := m.Start()
	require.Equal(t, NeedRoll, s.Advance(nil))
	assert.Error(t, s.ApplyThrow(-1, nil, nil))
	assert.Error(t, s.ApplyThrow(3*MaxFaceRocks+1, nil, nil))
	assert.NoError(t, s.ApplyThrow(3*MaxFaceRocks, nil, nil))
}

func TestChoiceAndReorder(t *testing.T) {
	m := matchFile(t, "note-3-order-matters")
	s := m.Start()
	s.StopAtChoices(true)
	require.Equal(t, NeedOrder, s.Advance(nil))
	p, abs := s.Choice()
	assert.Equal(t, PlayerA, p)
	require.Len(t, abs, 2)
	assert.Equal(t, "Owl", m.Table.Name(abs[0].Source))
	assert.Equal(t, "Nest", m.Table.Name(abs[1].Source))
	assert.Equal(t, "Owl", m.Table.Name(abs[1].Pet))
	assert.Equal(t, TriggerFaint, abs[1].Trigger)

	def := s
	assert.Equal(t, Over, def.Advance(nil), "Advance keeps the default order")
	assert.Equal(t, Draw, def.Result())

	alt := s
	assert.Error(t, alt.Reorder([]int{0, 0}))
	assert.Error(t, alt.Reorder([]int{0}))
	require.NoError(t, alt.Reorder([]int{1, 0}))
	assert.Equal(t, Over, alt.Advance(nil))
	assert.Equal(t, AWins, alt.Result())

	done := def
	assert.Error(t, done.Reorder([]int{1, 0}), "not at a choice")
}

// Interpretations 2 and 10: a pet of power 0 is marked fainted as it is
// played, and its Faint ability waits for every Play ability of the step.
// The Ghost of note-10-power-zero has a Play and a Faint ability: A is never
// asked to order them against each other, and the Faint resolves in the
// batch after the Play batch, headed as such.
func TestPlayAbilitiesFirst(t *testing.T) {
	for _, name := range []string{"note-10-power-zero", "note-10-faint-after-play", "note-10-faint-after-play-b", "note-2-hurt-after-play"} {
		m := matchFile(t, name)
		s := m.Start()
		s.StopAtChoices(true)
		for st := s.Advance(nil); st != Over; st = s.Advance(nil) {
			require.NotEqual(t, Failed, st, name)
			if st == NeedRoll {
				require.NoError(t, s.ApplyThrow(0, nil, nil))
				continue
			}
			_, abs := s.Choice()
			for _, a := range abs {
				assert.NotEqual(t, TriggerPlay, a.Trigger, "%s: a Play ability offered in a choice of order: %v", name, abs)
			}
		}
	}
	lg := &Log{}
	m := matchFile(t, "note-10-power-zero")
	_, err := m.Resolve(m.Dice(nil), lg)
	require.NoError(t, err)
	var heads []string
	for _, e := range lg.Entries {
		if e.Event == EventBatch {
			heads = append(heads, e.Text)
		}
	}
	assert.Equal(t, []string{"because A played Ghost", "after every Play ability, because A's Ghost was marked fainted as it was played"}, heads)
}

func TestRunawayLimits(t *testing.T) {
	cases := map[string]string{
		// A deck that refills for ever.
		"card Phoenix: pet 1 | Faint: put 1 Phoenix on top of your deck\ncard Shell: perk | takes 9 less damage\nA: Phoenix\nB: Shell, Otter\n": "cards in play",
		// Triggers that never stop.
		"card Echo: pet 5 | Hit: deal 0 damage to the enemy pet\nA: Echo\nB: Echo\n": "stopped after 5000 steps",
		// Abilities that multiply.
		"card Hydra: pet 9 | Hit: deal 0 damage to the enemy pet, then deal 0 damage to the enemy pet\nA: Hydra\nB: Hydra\n": "abilities triggered at once",
	}
	for src, msg := range cases {
		m := matchText(t, src)
		res, err := m.Resolve(NewSeededDice(DefaultDie(), 1), nil)
		assert.Equal(t, Undecided, res)
		assert.ErrorIs(t, err, ErrRunaway, src)
		assert.ErrorContains(t, err, msg, src)
	}
}

// Logging on or off, the result is the same, and logging off allocates
// nothing.
func TestResolveWithoutLog(t *testing.T) {
	m := matchFile(t, "example-b")
	d := m.Dice(nil)
	allocs := testing.AllocsPerRun(100, func() {
		d.Reset()
		res, err := m.Resolve(d, nil)
		if err != nil || res != BWins {
			t.Fatal(res, err)
		}
	})
	assert.Zero(t, allocs)
}

// Deep in a batch the step-wise API and Resolve agree, and state invariants
// hold after every single step.
func TestInvariantsEveryTick(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.battle"))
	for _, f := range files {
		src, _ := os.ReadFile(f)
		b, err := ParseBattle(string(src), nil)
		if err != nil {
			continue
		}
		m, err := NewMatch(b, nil)
		require.NoError(t, err)
		res, err := m.Resolve(NewSeededDice(DefaultDie(), 7), nil)
		got, err2 := tickChecked(t, m, NewSeededDice(DefaultDie(), 7))
		assert.Equal(t, res, got, f)
		assert.Equal(t, err, err2, f)
	}
}

// tickChecked resolves m one tick at a time, checking the cards after each.
func tickChecked(t testing.TB, m *Match, d Dice) (Result, error) {
	return tickWith(t, m, d, func(_, s *State) {
		if err := s.checkCards(); err != nil {
			t.Fatalf("after step %d: %v", s.steps, err)
		}
	})
}

// tickWith plays m to the end one step at a time with dice d, and calls
// check with the state before and after each step.
func tickWith(t testing.TB, m *Match, d Dice, check func(before, after *State)) (Result, error) {
	s := m.Start()
	for {
		switch s.status {
		case Running:
			before := s
			s.tick(nil)
			check(&before, &s)
		case NeedRoll:
			if err := roll(&s, d, nil); err != nil {
				return Undecided, err
			}
		case Over:
			return s.result, nil
		case Failed:
			return Undecided, s.Err()
		default:
			t.Fatalf("unexpected status %s", s.status)
		}
	}
}

// The order check has a budget of replayed steps; once it is spent the log
// says so once and the battle goes on with the default order.
func TestOrderCheckBudget(t *testing.T) {
	m := matchFile(t, "note-3-order-matters")
	for budget, want := range map[int]string{0: "too long to compare other orders", 1: "Other orders were not compared", OrderCheckBudget: "A chooses the order: Owl first gives a draw; Nest first gives A the win"} {
		s := m.Start()
		s.StopAtChoices(true)
		lg := &Log{}
		b := budget
		res, err := m.run(&s, m.Dice(nil), lg, &b)
		require.NoError(t, err)
		assert.Equal(t, Draw, res)
		var notes []string
		for _, e := range lg.Entries {
			if e.Event == EventOrder {
				notes = append(notes, e.Text)
			}
		}
		require.Len(t, notes, 1, budget)
		assert.Contains(t, notes[0], want, budget)
	}
}

// Interpretation 16 step by step: in the middle of step 2 the Hider, set
// aside by its own Play ability, is already out of the active zone and
// counts as fainted; the Slinger's damage then finds no pet, so the Hider's
// Hurt never puts an Apple on A's deck, and A plays the Cat at the next step 1.
func TestSetAsideLeavesAtOnce(t *testing.T) {
	m := matchFile(t, "set-aside-smallest")
	s := m.Start()
	for _, ok := s.Active(PlayerA); ok || s.phase != phResolve; _, ok = s.Active(PlayerA) {
		require.Equal(t, Running, s.status)
		s.tick(nil)
	}
	assert.Equal(t, 2, int(s.step))
	assert.Equal(t, 1, s.FaintedPets(PlayerA))
	for i := range s.Cards() {
		if id, owner, zone := s.Where(i); m.Table.Name(id) == "Hider" {
			assert.Equal(t, PlayerA, owner)
			assert.Equal(t, ZoneSetAside, zone)
		}
	}
	for s.phase != phPlay {
		s.tick(nil)
	}
	assert.Equal(t, 1, s.DeckLen(PlayerA), "only the Cat: no Apple from the Hider's Hurt")
	require.NoError(t, s.checkCards())
	assert.Equal(t, Over, s.Advance(nil))
	assert.Equal(t, Draw, s.Result())
}

// An order chosen one ability at a time (the searches of good play): the
// six Play abilities of six-play-abilities wait at the choice; the gains
// resolve alike, a gain and a deal do not; SettleNext resolves one and
// ReorderWaiting orders those left.
func TestWaitingAbilities(t *testing.T) {
	m := matchFile(t, "six-play-abilities")
	s := m.Start()
	assert.Equal(t, 0, s.Waiting())
	s.StopAtChoices(true)
	require.Equal(t, NeedOrder, s.Advance(nil))
	require.Equal(t, 6, s.Waiting())
	assert.True(t, s.Alike(0, 2))
	assert.True(t, s.Alike(1, 5))
	assert.False(t, s.Alike(0, 1))
	assert.Error(t, s.ReorderWaiting([]int{0, 1}))
	require.NoError(t, s.ReorderWaiting([]int{0, 2, 4, 1, 3, 5}))
	for left := 5; left >= 0; left-- {
		require.True(t, s.SettleNext())
		assert.Equal(t, left, s.Waiting())
	}
	a, _ := s.Active(PlayerA)
	b, _ := s.Active(PlayerB)
	assert.Equal(t, 4, a.Power)
	assert.Equal(t, 12, b.Damage)
	assert.True(t, b.Marked)
	assert.Error(t, s.ReorderWaiting([]int{0}), "no ability waits")
	assert.Equal(t, Over, s.Advance(nil))
	assert.Equal(t, AWins, s.Result())
}

// The orders resolve's log compares: of six abilities, three alike gains
// and three alike deals, the 19 that can differ from the default, every
// one; of seven that all differ, the first 719 of 5,039, and it says so.
func TestTheLogComparesOneOrderOfAlikeAbilities(t *testing.T) {
	for _, c := range []struct {
		name  string
		want  int
		every bool
	}{{"six-play-abilities", 19, true}, {"seven-play-abilities", maxCompared, false}} {
		s := matchFile(t, c.name).Start()
		s.StopAtChoices(true)
		require.Equal(t, NeedOrder, s.Advance(nil), c.name)
		list, every := orderList(&s, s.Waiting())
		assert.Len(t, list, c.want, c.name)
		assert.Equal(t, c.every, every, c.name)
		seen := map[string]bool{}
		for _, o := range list {
			key := fmt.Sprint(o)
			assert.False(t, seen[key], "%s: %v listed twice", c.name, o)
			seen[key] = true
		}
	}
}
