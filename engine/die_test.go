package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The rock die lives in package rockdie; engine's names for it keep their
// behaviour, and their errors are *ParseError with no package prefix.
func TestDieForwarding(t *testing.T) {
	assert.Equal(t, "0 0 1 1 2 2", DefaultDie().String())
	d, err := ParseDie("0 1 2")
	require.NoError(t, err)
	assert.Equal(t, Die{Faces: []int{0, 1, 2}}, d)
	assert.Equal(t, DefaultDie().RollN(NewRand(3), 5), DefaultDie().RollN(NewRand(3), 5))
	assert.Equal(t, 20, MaxDieFaces)
	assert.Equal(t, 9, MaxFaceRocks)

	for in, msg := range map[string]string{
		"":      `die has no faces (write them like "0 0 1 1 2 2")`,
		"0 1 x": `die face 3 is "x"; want a whole number of rocks from 0 to 9`,
		"1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1": "die has 21 faces; at most 20",
	} {
		_, err := ParseDie(in)
		assert.EqualError(t, err, msg, "ParseDie(%q)", in)
		var pe *ParseError
		assert.ErrorAs(t, err, &pe, "ParseDie(%q)", in)
	}
}
