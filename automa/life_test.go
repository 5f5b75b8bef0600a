package automa

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// withLife sets each champion's life in order, or fails the test.
func withLife(t *testing.T, r *Run, life map[string]int) {
	t.Helper()
	for c, l := range life {
		require.NoError(t, r.SetLife(c, l))
	}
}

func TestLifeIsKeptAndRefusedOutOfBounds(t *testing.T) {
	r := newRun(t, Options{Champions: solo}, 1)
	_, ok := r.LifeOf("Deryn")
	assert.False(t, ok, "no life before the players enter it")
	require.NoError(t, r.SetLife("deryn", 7))
	l, ok := r.LifeOf("Deryn")
	assert.True(t, ok)
	assert.Equal(t, 7, l, "the name is spelled as the table spells it")
	refuses(t, r, "Deryn's life must be 0 to 20, not -1", func() error { return r.SetLife("Deryn", -1) })
	refuses(t, r, "Deryn's life must be 0 to 20, not 21", func() error { return r.SetLife("Deryn", 21) })
	refuses(t, r, "Rath is not one of the automa's champions", func() error { return r.SetLife("Rath", 3) })
	c := r.Clone()
	require.NoError(t, c.SetLife("Deryn", 2))
	l, _ = r.LifeOf("Deryn")
	assert.Equal(t, 7, l, "a copy's change leaves the original as it was")
}

// The sheet: "Higher remaining health" is the last of the emergency move's
// choices, and "the automa champion with the least life heals 1".
func TestMostAndLeastLifeNameTheChampionTheRulePicks(t *testing.T) {
	r := newRun(t, Options{Champions: solo}, 1)
	names, _ := r.MostLife(0)
	assert.Nil(t, names, "nothing is named before every champion's life is entered")
	withLife(t, r, map[string]int{"Deryn": 7, "Dugrun": 3})
	names, _ = r.LeastLife(0)
	assert.Nil(t, names, "Gold'arr's life is not entered yet")
	withLife(t, r, map[string]int{"Gold'arr": 7})
	names, life := r.MostLife(0)
	assert.Equal(t, []string{"Deryn", "Gold'arr"}, names, "tied on the most life")
	assert.Equal(t, 7, life)
	names, life = r.LeastLife(0)
	assert.Equal(t, []string{"Dugrun"}, names)
	assert.Equal(t, 3, life)

	co := newRun(t, Options{Champions: coop, CoOp: true}, 1)
	withLife(t, co, map[string]int{"Deryn": 5, "Dugrun": 6, "Gwaien": 1, "Kilgore": 9})
	names, _ = co.LeastLife(0)
	assert.Equal(t, []string{"Deryn"}, names, "only the champions of the automa player named")
	names, _ = co.MostLife(1)
	assert.Equal(t, []string{"Kilgore"}, names)
}

// toHealDamage starts a turn and flips its first card, ready to resolve.
func toHealDamage(t *testing.T, r *Run) {
	t.Helper()
	rng := seeded(3)
	require.NoError(t, r.StartTurn(rng))
	require.NoError(t, r.Reveal("", rng))
}

func TestHealDamageHealsTheChampionWithTheLeastLife(t *testing.T) {
	r := newRun(t, Options{Champions: solo}, 1)
	withLife(t, r, map[string]int{"Deryn": 7, "Dugrun": 3, "Gold'arr": 5})
	toHealDamage(t, r)
	refuses(t, r, "the champion with the least life heals 1: Dugrun, not \"Deryn\"", func() error { return r.Resolve(HealDamage, "Deryn") })
	require.NoError(t, r.Resolve(HealDamage, ""))
	l, _ := r.LifeOf("Dugrun")
	assert.Equal(t, 4, l, "Dugrun heals 1")
	assert.Equal(t, "Dugrun", r.Turn.Steps[0].Healed)
	_, err := Decode([]byte(encoded(t, r)))
	require.NoError(t, err, "the heal is saved and read back")
}

func TestHealDamageWithATieAsksWhichHeals(t *testing.T) {
	r := newRun(t, Options{Champions: solo}, 1)
	withLife(t, r, map[string]int{"Deryn": 2, "Dugrun": 2, "Gold'arr": 5})
	toHealDamage(t, r)
	refuses(t, r, "the champion with the least life heals 1: Deryn or Dugrun, not \"\"", func() error { return r.Resolve(HealDamage, "") })
	require.NoError(t, r.Resolve(HealDamage, "Deryn"))
	l, _ := r.LifeOf("Deryn")
	assert.Equal(t, 3, l)
}

func TestHealDamageWithoutLifeKeepsNothing(t *testing.T) {
	r := newRun(t, Options{Champions: solo}, 1)
	toHealDamage(t, r)
	refuses(t, r, "enter the life of Deryn, Dugrun and Gold'arr first", func() error { return r.Resolve(HealDamage, "Deryn") })
	require.NoError(t, r.Resolve(HealDamage, ""))
	assert.Empty(t, r.Turn.Steps[0].Healed)
	assert.Empty(t, r.Life)
}

// The sheet's harder option 3: "the players need one trophy more to win
// and the automa one fewer".
func TestTrophyGoals(t *testing.T) {
	p, a := Options{}.Goals()
	assert.Equal(t, [2]int{5, 5}, [2]int{p, a})
	p, a = Options{Trophies: true}.Goals()
	assert.Equal(t, [2]int{6, 4}, [2]int{p, a}, "you need 6, the automa 4")

	r := newRun(t, Options{Champions: solo, Trophies: true}, 1)
	require.NoError(t, r.SetTrophies(true, 3))
	require.NoError(t, r.SetTrophies(false, 5))
	assert.Empty(t, r.Winner())
	refuses(t, r, "the automa's trophies must be 0 to 4, not 5", func() error { return r.SetTrophies(true, 5) })
	refuses(t, r, "your trophies must be 0 to 6, not -1", func() error { return r.SetTrophies(false, -1) })
	require.NoError(t, r.SetTrophies(true, 4))
	assert.Equal(t, "automa", r.Winner())
	back, err := Decode([]byte(encoded(t, r)))
	require.NoError(t, err)
	assert.Equal(t, Score{Players: 5, Automa: 4}, back.Trophies)
}

func TestDecodeRefusesLifeAndTrophiesOutOfBounds(t *testing.T) {
	for name, change := range map[string]func(r *Run){
		"life too high":   func(r *Run) { r.Life = map[string]int{"Deryn": 21} },
		"life of another": func(r *Run) { r.Life = map[string]int{"Rath": 3} },
		"trophies":        func(r *Run) { r.Trophies.Automa = 6 },
	} {
		r := newRun(t, Options{Champions: solo}, 1)
		change(r)
		_, err := Decode([]byte(encoded(t, r)))
		assert.Error(t, err, name)
	}
}
