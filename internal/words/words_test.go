package words

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPluralAndCount(t *testing.T) {
	tests := []struct {
		n             int
		plural, count string
	}{
		{-2, "rocks", "-2 rocks"},
		{0, "rocks", "0 rocks"},
		{1, "rock", "1 rock"},
		{2, "rocks", "2 rocks"},
		{120, "rocks", "120 rocks"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.plural, Plural(tt.n, "rock", "rocks"), "Plural(%d)", tt.n)
		assert.Equal(t, tt.count, Count(tt.n, "rock", "rocks"), "Count(%d)", tt.n)
	}
	assert.Equal(t, "Trumpet is", Plural(1, "Trumpet is", "Trumpets are"), "the words may be phrases")
	assert.Equal(t, "2 Trumpets are", Count(2, "Trumpet is", "Trumpets are"))
}

func TestJoinAnd(t *testing.T) {
	tests := []struct {
		in   []string
		want string
	}{
		{nil, ""},
		{[]string{}, ""},
		{[]string{"Ana"}, "Ana"},
		{[]string{"Ana", "Ben"}, "Ana and Ben"},
		{[]string{"Ana", "Ben", "Cy"}, "Ana, Ben and Cy"},
		{[]string{"Ana", "Ben", "Cy", "Dee"}, "Ana, Ben, Cy and Dee"},
		{[]string{"", "x"}, " and x"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, JoinAnd(tt.in), "JoinAnd(%q)", tt.in)
	}
}

func TestJoinOr(t *testing.T) {
	assert.Equal(t, "", JoinOr(nil))
	assert.Equal(t, "Ana", JoinOr([]string{"Ana"}))
	assert.Equal(t, "Ana or Ben", JoinOr([]string{"Ana", "Ben"}))
	assert.Equal(t, "Ana, Ben or Cy", JoinOr([]string{"Ana", "Ben", "Cy"}))
}

func TestOnPhoneNamesThePlayersPhone(t *testing.T) {
	assert.Equal(t, " (Ben's phone)", OnPhone("Ben"))
	assert.Equal(t, " (Jess' phone)", OnPhone("Jess"))
	assert.Equal(t, "", OnPhone(""), "a step made on the hub's own screen")
}
