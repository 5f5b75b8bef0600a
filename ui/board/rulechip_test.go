package board

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// The chips and the log's tags come from one table, the engine's: a chip
// of the rulebook names the section as the tag does, a chip of the app's
// reading names the topic the tag carries after the ruling's number, and
// the words a chip opens are the table's.
func TestRuleChipsAndLogTagsShareTheEnginesTable(t *testing.T) {
	for r := engine.RuleNone + 1; r.Info().Name != ""; r++ {
		in := r.Info()
		tag := engine.Entry{Step: 1, Text: "x", Rule: r}.String() // "step 1: x [TAG]"
		title, text := ruleWords(r)
		if in.IsRuling() {
			assert.Equal(t, "How we read it: "+in.Topic, ruleLabel(r))
			assert.True(t, strings.HasSuffix(tag, ": "+in.Topic+"]"), "the tag %s names the topic %q", tag, in.Topic)
			assert.Equal(t, rulingTitle, title)
			assert.Equal(t, kit.Sentence(in.Topic)+": "+in.Ruling, text)
			continue
		}
		assert.Equal(t, "Rulebook: "+r.String(), ruleLabel(r))
		assert.Equal(t, "step 1: x ["+r.String()+"]", tag)
		require.Len(t, rulebookPassages[r], len(in.Passages), r.String())
		for i, p := range in.Passages {
			assert.Equal(t, passage{p.From, p.To}, rulebookPassages[r][i], r.String())
		}
	}
}

// The rule a marked pet's failed gain cites is named for what it says, and
// opens the rulebook's key rule and the FAQ's Dog; ruling 18 has its chip.
func TestRuleChipsForMarkedPetsAndPerks(t *testing.T) {
	assert.Equal(t, "Rulebook: Advanced Timing: a marked pet cannot gain power", ruleLabel(engine.RuleFAQDog))
	_, text := ruleWords(engine.RuleFAQDog)
	assert.Contains(t, text, "it is marked as fainted, and cannot gain additional power.")
	assert.Contains(t, text, "it cannot gain additional Power")

	assert.Equal(t, "How we read it: a perk that replaces a perk", ruleLabel(engine.RuleNote18))
	title, text := ruleWords(engine.RuleNote18)
	assert.Equal(t, rulingTitle, title)
	assert.Contains(t, text, "that pet has KO'd it")
}

func TestEveryRuleChipOpensTheRulebooksWordsOrOurReading(t *testing.T) {
	for r := engine.RuleNone + 1; r.String() != fmt.Sprintf("rule(%d)", int(r)); r++ {
		title, text := ruleWords(r)
		if strings.HasPrefix(r.String(), "Interpretation") {
			assert.Equal(t, rulingTitle, title, r.String())
			assert.NotContains(t, ruleLabel(r), "Interpretation")
			assert.Equal(t, 1, strings.Count(text, ". ")+1, "%s: one sentence", r)
			continue
		}
		require.NotEmpty(t, rulebookPassages[r], "%s has its passage", r)
		for _, ps := range rulebookPassages[r] {
			assert.NotEmpty(t, rulebookText(ps), "%s: the rulebook has %q", r, ps.from)
		}
		assert.Equal(t, "Rulebook: "+r.String(), title)
	}
	_, rocks := ruleWords(engine.RuleRocks)
	assert.Contains(t, rocks, "Rock damage is considered to be a single instance of damage.")
	_, four := ruleWords(engine.RuleTiming4)
	assert.Contains(t, four, "4. Attack: Active pets deal damage to each other equal to their power.")
}
