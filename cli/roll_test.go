package cli

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/words"
)

func TestRollIsRepeatableWithASeed(t *testing.T) {
	rng = engine.NewRand(7)
	want := engine.DefaultDie().RollN(engine.NewRand(7), 4)
	out, _, code := runCLI(t, "roll", "4")
	assert.Equal(t, 0, code)
	total := want[0] + want[1] + want[2] + want[3]
	assert.Equal(t, "dice: "+joinInts(want)+"\ntotal: "+strconv.Itoa(total)+" "+words.Plural(total, "rock", "rocks")+"\n", out)
}

func TestRollRefusesAnythingButOneToFour(t *testing.T) {
	for _, arg := range []string{"0", "5", "-1", "1.5", "three", ""} {
		out, errOut, code := runCLI(t, "roll", arg)
		assert.Equal(t, 2, code, arg)
		assert.Empty(t, out, arg)
		assert.Contains(t, errOut, "from 1 to 4", arg)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), arg)
	}
}

func TestHelpListsTheCommands(t *testing.T) {
	out, _, code := runCLI(t, "help")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "roll N")
	assert.Contains(t, out, "name")
	_, errOut, code := runCLI(t)
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "no command given")
}

func joinInts(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.Itoa(x)
	}
	return strings.Join(parts, " ")
}
