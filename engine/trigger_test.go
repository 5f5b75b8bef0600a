package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// One table of triggers serves String, the parser and the phrase picker.
func TestTriggerTable(t *testing.T) {
	assert.Equal(t, map[string]Trigger{
		"buy": TriggerBuy, "sell": TriggerSell, "triple": TriggerTriple,
		"battle prep": TriggerBattlePrep, "battleprep": TriggerBattlePrep, "battle-prep": TriggerBattlePrep,
		"play": TriggerPlay, "hurt": TriggerHurt, "hit": TriggerHit, "faint": TriggerFaint,
		"ko": TriggerKO, "knock out": TriggerKO, "knockout": TriggerKO,
	}, triggerWords)
	assert.Equal(t, []string{"Buy", "Sell", "Triple", "Battle Prep", "Play", "Hurt", "Hit", "Faint", "KO"}, triggerList())
	assert.Equal(t, "", TriggerNone.String())
	assert.Equal(t, "Battle Prep", TriggerBattlePrep.String())
	assert.Equal(t, "trigger(10)", numTriggers.String())

	var got []Phrase
	for _, ph := range Phrases() {
		if ph.Group == GroupTrigger {
			got = append(got, ph)
		}
	}
	require.Len(t, got, int(numTriggers)-1)
	assert.Equal(t, Phrase{GroupTrigger, "Buy: EFFECTS", "when you buy this card"}, got[0])
	assert.Equal(t, Phrase{GroupTrigger, "KO: EFFECTS", "when this pet causes another pet to faint"}, got[len(got)-1])
	assert.Equal(t, GroupTrigger, Phrases()[0].Group, "the triggers come first")

	for _, w := range []string{"Battle Prep", "battle-prep", "Knock out", "KO"} {
		a, err := ParseAbility(w + ": gain 1 mana")
		require.NoError(t, err, w)
		assert.Equal(t, triggerWords[lowerWords([]word{{s: w}})], a.Trigger, w)
	}
}
