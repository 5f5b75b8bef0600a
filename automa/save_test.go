package automa

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// midTurn is a co-op run in the middle of a turn, with tokens and flips.
func midTurn(t *testing.T) *Run {
	rng := seeded(30)
	r := newRun(t, Options{Champions: coop, CoOp: true, Removed: []string{"Prowl", "Onwards", "Ignite", "Throw"}}, 30)
	require.NoError(t, r.Stun("Gwaien"))
	require.NoError(t, r.SetLeveled("Deryn", true))
	require.NoError(t, r.React([]string{"Kilgore", "Deryn"}, rng))
	require.NoError(t, r.StartTurn(rng))
	require.NoError(t, r.Resolve(Emergency, "Dugrun"))
	require.NoError(t, r.Reveal("", rng))
	return r
}

func TestSaveRoundTrip(t *testing.T) {
	r := midTurn(t)
	data, err := r.Encode()
	require.NoError(t, err)
	back, err := Decode(data)
	require.NoError(t, err)
	assert.Equal(t, r, back)
	assert.Equal(t, r, r.Clone())

	p := newRun(t, Options{Champions: solo, Physical: true}, 31)
	require.NoError(t, p.StartTurn(seeded(31)))
	require.NoError(t, p.Reveal("Dugrun", seeded(31)))
	data, err = p.Encode()
	require.NoError(t, err)
	back, err = Decode(data)
	require.NoError(t, err)
	assert.Equal(t, p, back)
}

func TestCloneIsDeep(t *testing.T) {
	r := midTurn(t)
	c := r.Clone()
	rng := seeded(32)
	require.NoError(t, c.Resolve(Acted, ""))
	require.NoError(t, c.React([]string{"Deryn"}, rng))
	require.NoError(t, c.Stun("Kilgore"))
	assert.Equal(t, encoded(t, midTurn(t)), encoded(t, r), "changing the copy leaves the original")
}

func TestDecodeRefusesRunsThatDoNotAddUp(t *testing.T) {
	good := encoded(t, midTurn(t))
	for _, tc := range []struct{ from, to, want string }{
		{`"version"`, `"version"`, ""},
		{`"champions":["Deryn"`, `"champions":["Rath"`, "not"},
		{`"turns":0`, `"turns":-1`, "-1 turns"},
		{`"stuns":{"Gwaien":1}`, `"stuns":{"Rath":1}`, "stun tokens saved"},
		{`"leveled":["Deryn"]`, `"leveled":["Deryn","Deryn"]`, "leveled"},
		{`"middle"`, `"left of the middle"`, "not a free deployment hex"},
		{`"outcome":2,"mover":"Dugrun"`, `"outcome":2,"mover":"Kilgore"`, "step 1"},
		{`"outcome":2,"mover":"Dugrun"`, `"outcome":1`, "step 1"},
		{`"kind":0`, `"kind":7`, "step 1"},
	} {
		bad := strings.Replace(good, tc.from, tc.to, 1)
		if bad == good {
			continue
		}
		_, err := Decode([]byte(bad))
		assert.ErrorContains(t, err, tc.want, "%s -> %s", tc.from, tc.to)
	}
	_, err := Decode([]byte("{"))
	assert.ErrorContains(t, err, "not valid JSON")
}

func TestDecodeRefusesMissingOrExtraCards(t *testing.T) {
	r := newRun(t, Options{Champions: solo}, 33)
	r.Action[0].Draw = r.Action[0].Draw[1:]
	_, err := Decode([]byte(encoded(t, r)))
	assert.ErrorContains(t, err, "action cards do not add up to their 9 cards")

	r = newRun(t, Options{Champions: solo}, 33)
	r.Reaction.Discard = append(r.Reaction.Discard, "Chop")
	_, err = Decode([]byte(encoded(t, r)))
	assert.ErrorContains(t, err, "are not the team's 9 reaction cards")
}

// A saved draw for Al'kemi that is face down, or that follows no card of
// his, could not have happened: played on, it would lose a card and the
// save would no longer read.
func TestDecodeRefusesAnAlkemiDrawThatCannotHaveHappened(t *testing.T) {
	for _, name := range []string{"face down", "after no card of his"} {
		r := newRun(t, Options{Champions: solo}, 3)
		require.NoError(t, r.StartTurn(seeded(2)))
		draw := Step{Kind: AlkemiDraw}
		if name == "after no card of his" {
			require.NoError(t, r.Reveal("", seeded(2)))
			require.NoError(t, r.Resolve(Acted, ""))
			draw.Card, draw.Shown = r.Action[0].Draw[0], true
			r.Action[0].Draw = r.Action[0].Draw[1:]
		}
		r.Turn.Steps = slices.Insert(r.Turn.Steps, 1, draw)
		_, err := Decode([]byte(encoded(t, r)))
		assert.ErrorContains(t, err, "step 2 of the saved turn cannot have happened", name)
	}
}

// A saved reaction flip must name the card's own champion as its owner:
// the screen says whose card it is.
func TestDecodeRefusesAFlipWithTheWrongOwner(t *testing.T) {
	r := midTurn(t)
	owner := r.Flips[0].Owner
	for _, c := range coop {
		if c != owner {
			r.Flips[0].Owner = c
			break
		}
	}
	_, err := Decode([]byte(encoded(t, r)))
	assert.ErrorContains(t, err, "reaction flip")
}

// A damaged save is explained in plain words, with where the damage is,
// never in Go's or encoding/json's.
func TestDecodeExplainsDamageInPlainWords(t *testing.T) {
	for data, want := range map[string]string{
		`{"stuns":{"Gwaien":"one"}}`: "the saved run is damaged: the value at stuns.Gwaien is text where a number belongs",
		`{"spawns":[{},{},"x"]}`:     "the saved run is damaged: the value at spawns[2] is text where an object belongs",
		`{"turns":-1e999}`:           "the saved run is damaged: the number at turns is too far below zero",
		``:                           "the saved run is not valid JSON: the file is empty",
		`{"spawns":[}`:               "the saved run is not valid JSON: the text is not valid JSON at line 1, column 12: an unexpected '}'",
	} {
		_, err := Decode([]byte(data))
		require.EqualError(t, err, want, data)
		for _, w := range []string{"json:", "Go ", "struct", "map[", "interface"} {
			assert.NotContains(t, err.Error(), w)
		}
	}
}
