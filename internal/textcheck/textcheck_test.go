package textcheck

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestClipAndQuote(t *testing.T) {
	assert.Equal(t, "abc", Clip("abc", 3))
	assert.Equal(t, "ab…", Clip("abc", 2))
	assert.Equal(t, "Öä…", Clip("Öäü", 2), "characters, not bytes")
	long := strings.Repeat("x", 10<<20)
	q := Quote(long)
	assert.Equal(t, `"`+strings.Repeat("x", MaxQuote)+`…"`, q)
	assert.Equal(t, `"a\x00b"`, Quote("a\x00b"))
}

func TestTrimBOM(t *testing.T) {
	assert.Equal(t, "first: A", TrimBOM("\uFEFFfirst: A"))
	assert.Equal(t, "x\uFEFF", TrimBOM("x\uFEFF"), "only at the start")
	assert.Equal(t, []byte("{}"), TrimBOMBytes([]byte("\xEF\xBB\xBF{}")))
}

func TestCheckUTF8(t *testing.T) {
	require.NoError(t, CheckUTF8([]byte("Öl\nÄpfel")))
	err := CheckUTF8([]byte("first: A\nname A: Ö\xffx\n"))
	require.Error(t, err)
	assert.Equal(t, "line 2: column 10: the text is not UTF-8 (byte 0xFF); save it as UTF-8", err.Error())
}

func TestBadNameChar(t *testing.T) {
	for name, want := range map[string]string{
		"Ana":       "",
		"Zoë 🐶":     "",
		"A\x00na":   "a control character (U+0000)",
		"A\tna":     "a control character (U+0009)",
		"A\u0085na": "a control character (U+0085)",
		"A\u202Ena": "a character that changes the writing direction (U+202E)",
		"A\u2067na": "a character that changes the writing direction (U+2067)",
		"A\xffna":   "a byte that is not UTF-8",
		"A\uFFFDna": "",
	} {
		off, why := BadNameChar(name)
		assert.Equal(t, want, why, "%q", name)
		if want != "" {
			assert.Equal(t, 1, off, "%q", name)
		}
	}
}

func TestBytes(t *testing.T) {
	assert.Equal(t, "1 MiB", Bytes(1<<20))
	assert.Equal(t, "10 MiB", Bytes(10<<20))
	assert.Equal(t, "64 KiB", Bytes(64<<10))
	assert.Equal(t, "1000 bytes", Bytes(1000))
}

func TestRoundedBytes(t *testing.T) {
	assert.Equal(t, "10.0 MiB", RoundedBytes(10<<20))
	assert.Equal(t, "10.1 MiB", RoundedBytes(10<<20+1), "rounded up: never the limit it is over")
	assert.Equal(t, "10.9 MiB", RoundedBytes(11401191))
	assert.Equal(t, "2.0 KiB", RoundedBytes(2048))
	assert.Equal(t, "1023 bytes", RoundedBytes(1023))
}

// One JSON value of known names and nothing more is read; anything else is
// refused with what is wrong, in words.
func TestDecodeStrictReadsOneValueAndRefusesTheRest(t *testing.T) {
	type move struct {
		Kind string `json:"kind"`
	}
	var m move
	require.NoError(t, DecodeStrict([]byte(` {"kind":"pass"} `), 64, "move", &m))
	assert.Equal(t, "pass", m.Kind)

	for data, want := range map[string]string{
		``:                      "the move is empty",
		"  \n":                  "the move is empty",
		`{"kind":"pass","x":1}`: "the move is damaged (",
		`{"kind":"pass"} {}`:    "the move has more after it",
		`{"kind":"pass"`:        "the move is not valid JSON (",
		"{\"kind\":\"\xff\"}":   "the move is damaged: ",
		`{"kind":"` + strings.Repeat("a", 64) + `"}`: "the move is 75 bytes; a move is at most 64 bytes",
	} {
		var got move
		err := DecodeStrict([]byte(data), 64, "move", &got)
		require.Error(t, err, "%q", data)
		assert.Contains(t, err.Error(), want, "%q", data)
	}
}
