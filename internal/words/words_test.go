package words

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPlural(t *testing.T) {
	tests := []struct {
		n    int
		want string
	}{
		{-1, "rocks"},
		{0, "rocks"},
		{1, "rock"},
		{2, "rocks"},
		{11, "rocks"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, Plural(tt.n, "rock", "rocks"), "Plural(%d)", tt.n)
	}
	assert.Equal(t, "Trumpet is", Plural(1, "Trumpet is", "Trumpets are"), "the words may be phrases")
}

func TestCount(t *testing.T) {
	tests := []struct {
		n    int
		want string
	}{
		{-2, "-2 pets"},
		{0, "0 pets"},
		{1, "1 pet"},
		{2, "2 pets"},
		{120, "120 pets"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, Count(tt.n, "pet", "pets"), "Count(%d)", tt.n)
	}
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
