package textcheck

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// BOM is the UTF-8 byte-order mark some editors put at the start of a file.
const BOM = "\uFEFF"

// MaxQuote is the most characters of input an error message quotes; longer
// input is cut and ends with an ellipsis.
const MaxQuote = 80

// TrimBOM returns s without a byte-order mark at its start.
func TrimBOM(s string) string { return strings.TrimPrefix(s, BOM) }

// TrimBOMBytes returns data without a byte-order mark at its start.
func TrimBOMBytes(data []byte) []byte { return bytes.TrimPrefix(data, []byte(BOM)) }

// Clip returns the first n characters of s, followed by "…" when s is
// longer. It never reads more of s than it keeps.
func Clip(s string, n int) string {
	i := 0
	for range n {
		if i >= len(s) {
			return s
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	if i >= len(s) {
		return s
	}
	return s[:i] + "…"
}

// Quote returns s quoted as Go's %q quotes it, cut to MaxQuote characters.
func Quote(s string) string { return strconv.Quote(Clip(s, MaxQuote)) }

// Position returns the 1-based line and column (in characters) of the byte
// at offset off in s.
func Position(s string, off int) (line, col int) {
	off = min(max(off, 0), len(s))
	before := s[:off]
	line = strings.Count(before, "\n") + 1
	start := strings.LastIndexByte(before, '\n') + 1
	return line, utf8.RuneCountInString(before[start:]) + 1
}

// InvalidUTF8 returns the byte offset of the first byte of s that is not
// UTF-8, and false when all of s is.
func InvalidUTF8(s string) (int, bool) {
	if utf8.ValidString(s) {
		return 0, false
	}
	for i, r := range s {
		if r == utf8.RuneError && !strings.HasPrefix(s[i:], "\uFFFD") {
			return i, true
		}
	}
	return len(s), true
}

// NotUTF8 is the message for the byte b that is not UTF-8.
func NotUTF8(b byte) string {
	return fmt.Sprintf("the text is not UTF-8 (byte 0x%02X); save it as UTF-8", b)
}

// CheckUTF8 returns an error naming the line and column of the first byte
// of data that is not UTF-8, or nil when all of it is.
func CheckUTF8(data []byte) error {
	s := string(data)
	off, bad := InvalidUTF8(s)
	if !bad {
		return nil
	}
	line, col := Position(s, off)
	return fmt.Errorf("line %d: column %d: %s", line, col, NotUTF8(s[off]))
}

// Bytes writes a number of bytes for people: "1 MiB", "64 KiB", "512 bytes".
func Bytes(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// RoundedBytes writes a number of bytes for people, rounded up to a tenth
// of its unit, so a size over a limit never reads as the limit: "10.9 MiB",
// "2.1 KiB", "512 bytes".
func RoundedBytes(n int64) string {
	for _, u := range []struct {
		shift uint
		name  string
	}{{20, "MiB"}, {10, "KiB"}} {
		if n >= 1<<u.shift {
			tenths := (n*10 + 1<<u.shift - 1) >> u.shift
			return fmt.Sprintf("%d.%d %s", tenths/10, tenths%10, u.name)
		}
	}
	return fmt.Sprintf("%d bytes", n)
}

// IsDirectionControl reports whether r changes the direction text is shown
// in (the bidirectional marks, embeddings, overrides and isolates), which
// can make a name look like another.
func IsDirectionControl(r rune) bool {
	switch {
	case r == 0x061C, r == 0x200E, r == 0x200F:
		return true
	case r >= 0x202A && r <= 0x202E, r >= 0x2066 && r <= 0x2069:
		return true
	}
	return false
}

// BadNameChar returns why a name may not hold the character at byte offset
// off of name, and off; why is "" when every character may be in a name.
// Names are UTF-8 without control characters (NUL, tab, line breaks and
// the like) or characters that change the text's direction.
func BadNameChar(name string) (off int, why string) {
	for i, r := range name {
		switch {
		case r == utf8.RuneError && !strings.HasPrefix(name[i:], "\uFFFD"):
			return i, "a byte that is not UTF-8"
		case unicode.IsControl(r):
			return i, fmt.Sprintf("a control character (%U)", r)
		case IsDirectionControl(r):
			return i, fmt.Sprintf("a character that changes the writing direction (%U)", r)
		}
	}
	return 0, ""
}
