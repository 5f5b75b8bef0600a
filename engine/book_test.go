package engine

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/assets"
)

func TestReferenceBook(t *testing.T) {
	b, err := ParseCards(assets.ReferenceCards)
	require.NoError(t, err)
	require.NoError(t, b.Check())
	for _, name := range []string{"Apple", "Ant", "Otter", "Fish", "Dolphin", "Mosquito", "Flamingo", "Honey", "Bee",
		"Badger", "Peacock", "Dog", "Skunk", "Shark", "Golden Retriever", "Spooked", "Exposed"} {
		c, ok := b.Get(name)
		require.True(t, ok, name)
		assert.True(t, c.Example, "%s is from the rulebook examples", name)
		assert.NotEqual(t, PackUnknown, c.Pack, name)
	}
	// The values the examples leave open take the smallest that fits.
	for name, power := range map[string]int{"Fish": 2, "Mosquito": 1, "Bee": 1} {
		c, _ := b.Get(name)
		assert.Equal(t, power, c.Power, name)
		assert.True(t, c.Unverified, name)
	}
	for _, name := range []string{"Dog", "Skunk", "Shark"} {
		c, _ := b.Get(name)
		assert.True(t, c.Unverified, name)
		assert.NotEmpty(t, c.Abilities, name)
	}
	fl, _ := b.Get("flamingo")
	assert.Equal(t, 2, fl.Tier)
	apples, ok := b.Get("Apples")
	require.True(t, ok)
	assert.Equal(t, "Apple", apples.Name)
	// ReferenceBook hands out copies.
	r := ReferenceBook()
	require.NoError(t, r.Delete("Ant"))
	_, ok = ReferenceBook().Get("Ant")
	assert.True(t, ok)
}

func TestBookCRUDAndJSON(t *testing.T) {
	user := NewBook()
	fish, err := ParseCard("card Fish: pet 3 tier 1 hat fish pack classic | Hurt: gain 1 power")
	require.NoError(t, err)
	require.NoError(t, user.Add(fish))
	assert.ErrorContains(t, user.Add(fish), "already has Fish")
	yak := Card{Name: "Yak", Kind: KindPet, Power: 4}
	assert.ErrorContains(t, user.Replace(yak), "has no Yak")
	require.NoError(t, user.Add(yak))
	yak.Power = 5
	require.NoError(t, user.Replace(yak))
	got, _ := user.Get("yak")
	assert.Equal(t, 5, got.Power)
	assert.ErrorContains(t, user.Add(Card{Name: "Bad|Name", Kind: KindPet}), "may not contain")
	assert.ErrorContains(t, user.Add(Card{Name: "Zero", Kind: KindPet, Abilities: []Ability{{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectThrow, N: -1}}}}}), "expected a number")
	user.Hide("Otter")

	data, err := json.Marshal(user)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"abilities":[`)
	assert.Contains(t, string(data), `"Hurt: gain 1 power"`)
	again := NewBook()
	require.NoError(t, json.Unmarshal(data, again))
	assert.Equal(t, user.Cards(), again.Cards())
	assert.Equal(t, []string{"Otter"}, again.Hidden())

	merged, err := LoadBook(data)
	require.NoError(t, err)
	f, _ := merged.Get("Fish")
	assert.Equal(t, 3, f.Power, "the user's card wins")
	_, ok := merged.Get("Otter")
	assert.False(t, ok, "hidden reference card")
	_, ok = merged.Get("Dolphin")
	assert.True(t, ok)
	assert.Equal(t, "Yak", merged.Search("ya")[0].Name)
	assert.Equal(t, []string{"Dog"}, names(merged.Search("dog")))
	assert.Contains(t, names(merged.Search("rocks")), "Dolphin")
	require.NoError(t, merged.Delete("Yak"))
	assert.ErrorContains(t, merged.Delete("Yak"), "has no Yak")

	for _, bad := range []string{
		`{"version":1,"cards":[{"name":"X","kind":"pet","abilities":["Play: thro 1 rock"]}]}`,
		`{"version":1,"cards":[{"name":"X","kind":"bird"}]}`,
		`{"version":1,"cards":[{"name":"X"},{"name":"x"}]}`,
		`{"version":9,"cards":[]}`,
		`{"version":1,"cards":[{"name":"X","pack":"gold"}]}`,
	} {
		err := json.Unmarshal([]byte(bad), NewBook())
		require.Error(t, err, bad)
		assert.Contains(t, err.Error(), "card book: ", bad)
	}
	err = json.Unmarshal([]byte(`{"version":1,"cards":[{"name":"X","kind":"pet","abilities":["Play: thro 1 rock"]}]}`), NewBook())
	assert.ErrorContains(t, err, `card "X": ability 1 "Play: thro 1 rock": column 7: unknown effect`)
}

func names(cs []Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Name
	}
	return out
}

func TestBookCheck(t *testing.T) {
	b := NewBook()
	c, err := ParseCard("card Yak: pet 2 | Faint: put 1 Banana on top of your deck")
	require.NoError(t, err)
	require.NoError(t, b.Add(c))
	assert.ErrorContains(t, b.Check(), `unknown card "Banana"`)
}
