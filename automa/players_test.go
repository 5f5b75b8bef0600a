package automa

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// withPlayers names the players' champions and enters the life of each,
// in order, or fails the test; a negative life is left not entered.
func withPlayers(t *testing.T, r *Run, names []string, life []int) {
	t.Helper()
	for i, n := range names {
		require.NoError(t, r.AddPlayer(n))
		if life[i] >= 0 {
			require.NoError(t, r.SetPlayerLife(n, life[i]))
		}
	}
}

func TestAddPlayerKeepsTheNameTrimmed(t *testing.T) {
	r := newRun(t, Options{Champions: solo}, 1)
	require.NoError(t, r.AddPlayer("  Ana's Brute "))
	require.NoError(t, r.AddPlayer(strings.Repeat("é", MaxPlayerName)), "30 characters, not bytes")
	assert.Equal(t, []string{"Ana's Brute", strings.Repeat("é", MaxPlayerName)}, r.Players)
	require.NoError(t, r.SetPlayerLife("ana's brute", 4))
	l, ok := r.PlayerLifeOf("Ana's Brute")
	assert.True(t, ok)
	assert.Equal(t, 4, l, "the life is kept under the name as named")
}

func TestAddPlayerRefuses(t *testing.T) {
	r := newRun(t, Options{Champions: solo}, 1)
	refuses(t, r, "type your champion's name first", func() error { return r.AddPlayer("") })
	refuses(t, r, "type your champion's name first", func() error { return r.AddPlayer(" \t ") })
	refuses(t, r, "at most 30 characters, not 31", func() error { return r.AddPlayer(strings.Repeat("a", 31)) })
	refuses(t, r, "holds a control character (U+0007)", func() error { return r.AddPlayer("Ana\aBrute") })
	refuses(t, r, "holds a control character (U+000A)", func() error { return r.AddPlayer("Ana\nBrute") })
	refuses(t, r, "changes the writing direction", func() error { return r.AddPlayer("Ana\u202eBrute") })
	require.NoError(t, r.AddPlayer("Brute"))
	refuses(t, r, "Brute is already one of your champions", func() error { return r.AddPlayer(" bRUTE ") })
	require.NoError(t, r.AddPlayer("Mage"))
	require.NoError(t, r.AddPlayer("Rogue"))
	refuses(t, r, "your side has at most 3 champions: Brute, Mage and Rogue", func() error { return r.AddPlayer("Bard") })

	co := newRun(t, Options{Champions: coop, CoOp: true}, 1)
	withPlayers(t, co, []string{"A", "B", "C", "D"}, []int{-1, -1, -1, -1})
	refuses(t, co, "your side has at most 4 champions", func() error { return co.AddPlayer("E") })
}

func TestSetPlayerLifeRefuses(t *testing.T) {
	r := newRun(t, Options{Champions: solo}, 1)
	refuses(t, r, `"Brute" is not one of your champions: you have named none`, func() error { return r.SetPlayerLife("Brute", 3) })
	withPlayers(t, r, []string{"Brute", "Mage"}, []int{5, -1})
	refuses(t, r, "Brute's life must be 0 to 20, not -1", func() error { return r.SetPlayerLife("Brute", -1) })
	refuses(t, r, "Mage's life must be 0 to 20, not 21", func() error { return r.SetPlayerLife("mage", 21) })
	refuses(t, r, `"Deryn" is not one of your champions (Brute, Mage)`, func() error { return r.SetPlayerLife("Deryn", 3) })
	c := r.Clone()
	require.NoError(t, c.SetPlayerLife("Brute", 1))
	require.NoError(t, c.AddPlayer("Rogue"))
	l, _ := r.PlayerLifeOf("Brute")
	assert.Equal(t, 5, l, "a copy's change leaves the original as it was")
	assert.Len(t, r.Players, 2)
}

// The sheet: "The player champion nearest an automa champion (break ties
// by lowest health) suffers 1 damage".
func TestDamageTargetsNameTheNearestWithTheLeastLife(t *testing.T) {
	r := newRun(t, Options{Champions: solo}, 1)
	withPlayers(t, r, []string{"Ana's Brute", "Mage", "Rogue"}, []int{4, 2, 2})
	names, life, err := r.DamageTargets([]string{"Ana's Brute"})
	require.NoError(t, err)
	assert.Equal(t, []string{"Ana's Brute"}, names, "the only one nearest, whatever the others' life")
	assert.Equal(t, 4, life)
	names, life, err = r.DamageTargets([]string{"ana's brute", "Mage"})
	require.NoError(t, err)
	assert.Equal(t, []string{"Mage"}, names, "equally near: the lowest life")
	assert.Equal(t, 2, life)
	names, _, err = r.DamageTargets([]string{"Rogue", "Ana's Brute", "Mage"})
	require.NoError(t, err)
	assert.Equal(t, []string{"Rogue", "Mage"}, names, "tied on the lowest life too: the players choose")
}

func TestDamageTargetsRefuse(t *testing.T) {
	r := newRun(t, Options{Champions: solo}, 1)
	withPlayers(t, r, []string{"Brute", "Mage", "Rogue"}, []int{4, 0, -1})
	for want, nearest := range map[string][]string{
		"tap which of your champions is nearest an automa champion":          nil,
		"Brute is tapped twice as nearest":                                   {"Brute", "brute"},
		`"Deryn" is not one of your champions`:                               {"Deryn"},
		"enter Rogue's life first":                                           {"Rogue"},
		"Mage is knocked out (0 life), so cannot be nearest nor take damage": {"Brute", "Mage"},
	} {
		names, _, err := r.DamageTargets(nearest)
		assert.ErrorContains(t, err, want)
		assert.Nil(t, names)
	}
}

// toHealDamageWith is a run against the solo team with every automa
// champion's life entered (Dugrun the least) and the players' champions
// named with life (negative: not entered), its first card face up.
func toHealDamageWith(t *testing.T, names []string, life []int) *Run {
	t.Helper()
	r := newRun(t, Options{Champions: solo}, 1)
	withLife(t, r, map[string]int{"Deryn": 7, "Dugrun": 3, "Gold'arr": 5})
	withPlayers(t, r, names, life)
	toHealDamage(t, r)
	return r
}

func TestHealDamageDamagesTheNamedChampion(t *testing.T) {
	r := toHealDamageWith(t, []string{"Ana's Brute", "Mage"}, []int{4, 6})
	refuses(t, r, "tap which of Ana's Brute or Mage is nearest an automa champion", func() error { return r.HealDamage("", nil, "") })
	refuses(t, r, "tap which of Ana's Brute or Mage is nearest", func() error { return r.Resolve(HealDamage, "") })
	refuses(t, r, `the one with the least life takes 1 damage: Ana's Brute, not "Mage"`,
		func() error { return r.HealDamage("", []string{"Ana's Brute", "Mage"}, "Mage") })
	refuses(t, r, "the champion with the least life heals 1: Dugrun", func() error { return r.HealDamage("Deryn", []string{"Mage"}, "") })
	require.NoError(t, r.HealDamage("", []string{"Ana's Brute", "Mage"}, ""))
	l, _ := r.PlayerLifeOf("Ana's Brute")
	assert.Equal(t, 3, l, "Ana's Brute takes 1 damage")
	l, _ = r.PlayerLifeOf("Mage")
	assert.Equal(t, 6, l)
	l, _ = r.LifeOf("Dugrun")
	assert.Equal(t, 4, l, "Dugrun heals 1")
	s := r.Turn.Steps[0]
	assert.Equal(t, [3]any{HealDamage, "Dugrun", "Ana's Brute"}, [3]any{s.Outcome, s.Healed, s.Damaged})
	back, err := Decode([]byte(encoded(t, r)))
	require.NoError(t, err, "the damage is saved and read back")
	assert.Equal(t, r, back)
}

func TestHealDamageTiedOnLifeAsksWhichTakesIt(t *testing.T) {
	r := toHealDamageWith(t, []string{"Brute", "Mage", "Rogue"}, []int{2, 2, 9})
	refuses(t, r, `takes 1 damage: Brute or Mage, not ""`, func() error { return r.HealDamage("", []string{"Brute", "Mage", "Rogue"}, "") })
	refuses(t, r, `Brute or Mage, not "Rogue"`, func() error { return r.HealDamage("", []string{"Brute", "Mage", "Rogue"}, "Rogue") })
	require.NoError(t, r.HealDamage("", []string{"Brute", "Mage", "Rogue"}, "mage"))
	l, _ := r.PlayerLifeOf("Mage")
	assert.Equal(t, 1, l)
	assert.Equal(t, "Mage", r.Turn.Steps[0].Damaged, "spelled as named")
}

func TestHealDamageWithOneStandingNeedsNoTap(t *testing.T) {
	r := toHealDamageWith(t, []string{"Brute", "Mage"}, []int{0, 5})
	refuses(t, r, "Brute is knocked out", func() error { return r.HealDamage("", []string{"Brute"}, "") })
	require.NoError(t, r.Resolve(HealDamage, ""))
	l, _ := r.PlayerLifeOf("Mage")
	assert.Equal(t, 4, l, "the only champion standing takes the damage")
	l, _ = r.PlayerLifeOf("Brute")
	assert.Equal(t, 0, l, "a knocked-out champion takes none")
}

func TestHealDamageWithoutPlayerLifeNamesNone(t *testing.T) {
	for name, tc := range map[string]struct {
		names []string
		life  []int
		want  string
	}{
		"none named":        {nil, nil, "name your champions and enter the life of each first"},
		"none entered":      {[]string{"Brute", "Mage"}, []int{-1, -1}, "name your champions and enter the life of each first"},
		"one not entered":   {[]string{"Brute", "Mage"}, []int{4, -1}, "name your champions and enter the life of each first"},
		"all knocked out":   {[]string{"Brute", "Mage"}, []int{0, 0}, "every one of your champions is knocked out"},
		"the only one is 0": {[]string{"Brute"}, []int{0}, "every one of your champions is knocked out"},
	} {
		r := toHealDamageWith(t, tc.names, tc.life)
		refuses(t, r, tc.want, func() error { return r.HealDamage("", []string{"Brute"}, "") })
		refuses(t, r, tc.want, func() error { return r.HealDamage("", nil, "Brute") })
		before := r.Clone().PlayerLife
		require.NoError(t, r.HealDamage("", nil, ""), name)
		assert.Empty(t, r.Turn.Steps[0].Damaged, name)
		assert.Equal(t, "Dugrun", r.Turn.Steps[0].Healed, "%s: the heal is kept", name)
		assert.Equal(t, before, r.PlayerLife, "%s: no life changes", name)
	}
}

func TestHealDamageBeforeTheCardIsFlippedIsRefused(t *testing.T) {
	r := newRun(t, Options{Champions: solo}, 1)
	withPlayers(t, r, []string{"Brute"}, []int{3})
	refuses(t, r, "no automa turn is under way", func() error { return r.HealDamage("", nil, "") })
	require.NoError(t, r.StartTurn(seeded(3)))
	refuses(t, r, "flip the card before resolving it", func() error { return r.HealDamage("", nil, "") })
}

func TestDecodeRefusesPlayersThatDoNotAddUp(t *testing.T) {
	for want, change := range map[string]func(r *Run){
		"refused: Brute is already one of your champions": func(r *Run) { r.Players = []string{"Brute", "BRUTE"} },
		"refused: type your champion's name first":        func(r *Run) { r.Players = []string{""} },
		`" Brute" has spaces around the name`:             func(r *Run) { r.Players = []string{" Brute"} },
		"refused: a champion's name is at most 30":        func(r *Run) { r.Players = []string{strings.Repeat("a", 31)} },
		"refused: the champion's name \"a\\x00b\" holds":  func(r *Run) { r.Players = []string{"a\x00b"} },
		"refused: your side has at most 3 champions":      func(r *Run) { r.Players = []string{"A", "B", "C", "D"} },
		`life 3 saved for "Deryn", not one of your`:       func(r *Run) { r.PlayerLife = map[string]int{"Deryn": 3} },
		`life 21 saved for "A"`:                           func(r *Run) { r.Players, r.PlayerLife = []string{"A"}, map[string]int{"A": 21} },
		`life -1 saved for "A"`:                           func(r *Run) { r.Players, r.PlayerLife = []string{"A"}, map[string]int{"A": -1} },
		"step 1 of the saved turn cannot have happened": func(r *Run) {
			toHealDamage(t, r)
			require.NoError(t, r.Resolve(HealDamage, ""))
			r.Turn.Steps[0].Damaged = "Brute" // not one of theirs
		},
		"step 2 of the saved turn cannot have happened": func(r *Run) {
			r.Players = []string{"Brute"}
			toHealDamage(t, r)
			require.NoError(t, r.Resolve(Acted, ""))
			require.NoError(t, r.Reveal("", seeded(3)))
			require.NoError(t, r.Resolve(Acted, ""))
			r.Turn.Steps[1].Damaged = "Brute" // a card played, not heal and damage
		},
	} {
		r := newRun(t, Options{Champions: solo}, 1)
		change(r)
		_, err := Decode([]byte(encoded(t, r)))
		assert.ErrorContains(t, err, want)
	}
}

func TestSaveRoundTripWithPlayers(t *testing.T) {
	r := toHealDamageWith(t, []string{"Ana's Brute", "Mage", "Rogue"}, []int{4, 0, -1})
	back, err := Decode([]byte(encoded(t, r)))
	require.NoError(t, err)
	assert.Equal(t, r, back)
	assert.Equal(t, r, r.Clone())
	assert.Contains(t, encoded(t, r), `"players":["Ana's Brute","Mage","Rogue"],"playerLife":{"Ana's Brute":4,"Mage":0}`)
	assert.NotContains(t, encoded(t, newRun(t, Options{Champions: solo}, 1)), "player", "a run without them saves as before")
}
