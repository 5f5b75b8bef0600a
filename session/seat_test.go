package session

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAKeptSeatReadsBackAndAnythingElseIsNoSeat(t *testing.T) {
	s := open(t, newMemStore())
	s.keepSeatToken("ACDEFG", "abcdefghijkmnopqrstuvw")
	assert.Equal(t, "abcdefghijkmnopqrstuvw", s.seatToken("ACDEFG"))
	assert.Equal(t, "", s.seatToken("GFEDCA"), "another table's seat is not given")

	for _, bad := range []string{``, `{}`, `{"code":"ACDEFG"}`, `{"code":"ACDEFG","token":"a b"}`,
		`{"code":"ACDEFG","token":"x","more":1}`, `{"code":"ACDEFG","token":"x"} {}`, `[1]`} {
		_, err := decodeSeat([]byte(bad))
		assert.Error(t, err, bad)
	}
}

func FuzzDecodeSeat(f *testing.F) {
	f.Add([]byte(`{"code":"ACDEFG","token":"abcdefghijkmnopqrstuvw"}`))
	f.Add([]byte(`{"code":"","token":""}`))
	f.Add([]byte(`{"code":"A\u0000","token":"x"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := decodeSeat(data)
		if err != nil {
			require.NotEmpty(t, plainWords(err))
			return
		}
		require.True(t, letterDigits(b.Code) && letterDigits(b.Token) && b.Code != "" && b.Token != "",
			"a seat read is letters and digits: %q", data)
	})
}
