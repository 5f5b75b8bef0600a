package share

import (
	"bytes"
	"errors"
	"fmt"
	"image/png"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/makiuchi-d/gozxing"
	gozxingqr "github.com/makiuchi-d/gozxing/qrcode"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const battle = `# Auto Battle Example A from the rulebook
first: A
A: Ant, Fish
B: Otter
rocks: 0 1 1 1
card Dolphin: pet 2 | Play: throw 3 rocks
`

const cards = "card Turtle: pet 3 tier 2 pack classic | Faint: gain 1 mana\ncard Dolphin: pet 2 | Play: throw 3 rocks"

func TestRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		kind Kind
		text string
	}{
		{KindBattle, battle},
		{KindCards, cards},
		{KindCards, "card Ö: pet 1"},                        // short: stored as text
		{KindBattle, strings.Repeat("A: Apple, Ant\n", 80)}, // repetitive: stored deflated
		{KindCards, "  card Fish: pet 2\r\n\n"},             // exact text, spaces and CRLF kept
	} {
		p, err := Encode(tc.kind, tc.text)
		require.NoError(t, err)
		assert.True(t, strings.HasPrefix(p, "SAPCB1:"), p)
		assert.Equal(t, strings.ToUpper(p), p, "all upper case: QR alphanumeric mode")
		for _, r := range p {
			assert.Contains(t, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789:", string(r))
		}
		k, text, err := Decode(p)
		require.NoError(t, err)
		assert.Equal(t, tc.kind, k)
		assert.Equal(t, tc.text, text)
	}
}

func TestCompressionIsUsedWhenShorter(t *testing.T) {
	long := strings.Repeat("card Apple: food 1 temporary\n", 40)
	p, err := Encode(KindCards, long)
	require.NoError(t, err)
	assert.Contains(t, p, ":CARDS:Z:")
	assert.Less(t, len(p), len(long)/4)
	short, err := Encode(KindCards, "card A: pet 1")
	require.NoError(t, err)
	assert.Contains(t, short, ":CARDS:T:")
}

func TestPastedWithExtraWhitespaceIsAccepted(t *testing.T) {
	p, err := Encode(KindBattle, battle)
	require.NoError(t, err)
	var wrapped strings.Builder
	for i, r := range p {
		if i > 0 && i%20 == 0 {
			wrapped.WriteString("\r\n")
		}
		if i%33 == 7 {
			wrapped.WriteString("\u200b") // a zero-width space from a chat app
		}
		wrapped.WriteRune(r)
	}
	for _, pasted := range []string{
		"  \n" + p + "\n\n ",
		"\t" + wrapped.String() + " ",
		"Here is my battle: " + p + " ",
		"Here is my battle:\n\n\"" + p + "\".\n",
		"> " + strings.ReplaceAll(wrapped.String(), "\r\n", "\n> "), // quoted reply
		strings.ToLower(p),
		"\u00a0" + p + "\u00a0",
	} {
		k, text, err := Decode(pasted)
		require.NoError(t, err, "%q", pasted)
		assert.Equal(t, KindBattle, k)
		assert.Equal(t, battle, text)
	}
}

func TestDamagedPayloadIsRefused(t *testing.T) {
	p, err := Encode(KindCards, cards)
	require.NoError(t, err)
	flip := func(i int) string {
		b := []byte(p)
		if b[i] == 'A' {
			b[i] = 'B'
		} else {
			b[i] = 'A'
		}
		return string(b)
	}
	// Every single-character change anywhere after the marker is caught.
	for i := len("SAPCB1:"); i < len(p); i++ {
		if p[i] == ':' {
			continue
		}
		_, _, err := Decode(flip(i))
		require.Error(t, err, "changed character %d", i)
		assert.True(t, errors.Is(err, ErrDamaged) || errors.Is(err, ErrNewer), "character %d: %v", i, err)
	}
	_, _, err = Decode(flip(len(p) / 2))
	assert.ErrorIs(t, err, ErrDamaged)
	assert.Contains(t, err.Error(), "damaged")

	for _, cut := range []int{len(p) - 1, len(p) - 8, len(p) - 9, len(p) / 2, 9, 6} {
		_, _, err := Decode(p[:cut])
		assert.ErrorIs(t, err, ErrDamaged, "cut at %d", cut)
	}
	_, _, err = Decode(p[:len(p)/2] + p[len(p)/2+1:]) // a character lost in the middle
	assert.ErrorIs(t, err, ErrDamaged)
}

func TestForeignTextIsRefused(t *testing.T) {
	for _, s := range []string{
		"hello there",
		"card Fish: pet 2",
		"https://example.com/?q=SAPC",
		"SAPC1:CARDS:T:ABC:00000000",
	} {
		_, _, err := Decode(s)
		assert.ErrorIs(t, err, ErrNotPayload, s)
		assert.Contains(t, err.Error(), "not a code from the SAP Card Battle Companion")
	}
	for _, s := range []string{"", "  \n\t "} {
		_, _, err := Decode(s)
		assert.ErrorIs(t, err, ErrEmpty, "%q", s)
	}
}

func TestNewerVersionIsRefused(t *testing.T) {
	p, err := Encode(KindCards, cards)
	require.NoError(t, err)
	v2 := "SAPCB2" + strings.TrimPrefix(p, "SAPCB1")
	_, _, err = Decode(v2)
	assert.ErrorIs(t, err, ErrNewer)
	assert.Contains(t, err.Error(), "newer version of the app")

	// A kind this version does not know, with a good checksum: also newer.
	body := "SAPCB1:DECK:T:" + b32.EncodeToString([]byte("x"))
	_, _, err = Decode(body + ":" + checksum(body))
	assert.ErrorIs(t, err, ErrNewer)

	for _, v := range []string{"SAPCB0", "SAPCB", "SAPCBX", "SAPCB1X"} {
		_, _, err = Decode(v + strings.TrimPrefix(p, "SAPCB1"))
		assert.ErrorIs(t, err, ErrDamaged, v)
	}
}

func TestEncodeRefuses(t *testing.T) {
	_, err := Encode(KindCards, " \n ")
	assert.ErrorIs(t, err, ErrEmpty)
	_, err = Encode("deck", "x")
	assert.ErrorContains(t, err, "unknown kind")
	_, err = Encode(KindCards, "\xff\xfe")
	assert.ErrorContains(t, err, "UTF-8")

	// Random text does not compress: about 1.6 payload characters a byte.
	r := rand.New(rand.NewPCG(1, 2))
	var b strings.Builder
	for b.Len() < 3000 {
		b.WriteByte(byte('!' + r.IntN(90)))
	}
	_, err = Encode(KindCards, b.String())
	require.ErrorIs(t, err, ErrTooLong)
	assert.Contains(t, err.Error(), "at most 3,391 fit")
	_, err = Encode(KindCards, strings.Repeat("x", MaxText+1))
	assert.ErrorIs(t, err, ErrTooLong)
}

func TestEmptyPayloadIsRefused(t *testing.T) {
	body := "SAPCB1:CARDS:T:" + b32.EncodeToString([]byte("  \n"))
	_, _, err := Decode(body + ":" + checksum(body))
	assert.ErrorIs(t, err, ErrEmpty)
	body = "SAPCB1:CARDS:T:"
	_, _, err = Decode(body + ":" + checksum(body))
	assert.ErrorIs(t, err, ErrEmpty)
}

func TestADeflateBombIsRefused(t *testing.T) {
	z, err := deflate(strings.Repeat("a", MaxText+10))
	require.NoError(t, err)
	body := "SAPCB1:CARDS:Z:" + b32.EncodeToString(z)
	_, _, err = Decode(body + ":" + checksum(body))
	assert.ErrorIs(t, err, ErrTooLong)
}

// readQR decodes the PNG of a QR code back to its text.
func readQR(t *testing.T, img []byte) string {
	t.Helper()
	m, err := png.Decode(bytes.NewReader(img))
	require.NoError(t, err)
	bmp, err := gozxing.NewBinaryBitmapFromImage(m)
	require.NoError(t, err)
	res, err := gozxingqr.NewQRCodeReader().Decode(bmp, nil)
	require.NoError(t, err)
	return res.GetText()
}

func TestQRCodeRoundTrip(t *testing.T) {
	p, err := Encode(KindBattle, battle)
	require.NoError(t, err)
	img, err := QRCode(p, 512)
	require.NoError(t, err)
	m, err := png.Decode(bytes.NewReader(img))
	require.NoError(t, err)
	assert.Equal(t, 512, m.Bounds().Dx(), "exactly the size asked for")
	assert.Equal(t, 512, m.Bounds().Dy())
	got := readQR(t, img)
	assert.Equal(t, p, got)
	k, text, err := Decode(got)
	require.NoError(t, err)
	assert.Equal(t, KindBattle, k)
	assert.Equal(t, battle, text)
}

// longestPayload is a payload of MaxPayload characters of random base32
// data, the worst case for the QR encoder: no runs of digits.
func longestPayload(t testing.TB) string {
	r := rand.New(rand.NewPCG(3, 4))
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	var b strings.Builder
	b.WriteString("SAPCB1:CARDS:T:")
	for b.Len() < MaxPayload-9 {
		b.WriteByte(alphabet[r.IntN(len(alphabet))])
	}
	body := b.String()
	p := body + ":" + checksum(body)
	require.Len(t, p, MaxPayload)
	return p
}

func TestTheLongestPayloadFitsOneQRCode(t *testing.T) {
	p := longestPayload(t)
	img, err := QRCode(p, 1200)
	require.NoError(t, err)
	assert.Equal(t, p, readQR(t, img))

	_, err = QRCode(p+"A", 1200)
	assert.ErrorIs(t, err, ErrTooLong)
	_, err = QRCode(strings.ToLower(p), 1200)
	assert.ErrorIs(t, err, ErrTooLong)
	_, err = QRCode("", 100)
	assert.ErrorIs(t, err, ErrEmpty)
	small, err := QRCode(p, 50)
	require.NoError(t, err)
	m, err := png.Decode(bytes.NewReader(small))
	require.NoError(t, err)
	assert.Equal(t, 177+8, m.Bounds().Dx(), "one pixel a module when the size is too small")
	_, err = QRCode(p, 0)
	assert.ErrorContains(t, err, "not positive")
}

func TestLinksCarryThePayloadInTheFragment(t *testing.T) {
	payload, err := Encode(KindBattle, "A: Ant\nB: Fish\n")
	require.NoError(t, err)
	link := Link("http://192.168.1.20:8080/", payload)
	assert.Equal(t, "http://192.168.1.20:8080/#"+payload, link)
	assert.Equal(t, link, Link("http://192.168.1.20:8080/#old", payload), "an old fragment is dropped")
	kind, text, err := Decode(link)
	require.NoError(t, err, "a pasted link reads as its payload")
	assert.Equal(t, KindBattle, kind)
	assert.Equal(t, "A: Ant\nB: Fish\n", text)
	assert.Equal(t, payload, Link("", payload), "no address: the payload alone")
	long := strings.Repeat("X", MaxPayload-5)
	assert.Equal(t, long, Link("http://example.org/", long), "too long for a QR code: the payload alone")

	png, err := QRCode(link, 400)
	require.NoError(t, err)
	assert.NotEmpty(t, png)
}

// The address takes 8 bits a character in the QR code, the payload 5.5: a
// link is made only when the whole of it fits. It used to be made whenever
// it was at most MaxPayload characters, and a payload 30 to 50 characters
// short of the longest made a link that could not be drawn.
func TestEveryLinkFitsOneQRCode(t *testing.T) {
	p := longestPayload(t)
	body := p[:len(p)-9]
	for _, address := range []string{"http://192.168.1.20:8080/", "https://example.org/sapcompanion/app/"} {
		longest := 0
		for n := len(body) - len(address) - 1; n > len(body)-100; n-- {
			code := body[:n] + ":" + checksum(body[:n])
			if Link(address, code) != code {
				longest = n
				break
			}
		}
		require.NotZero(t, longest, address)
		code := body[:longest] + ":" + checksum(body[:longest])
		_, err := QRCode(Link(address, code), 400)
		require.NoError(t, err, "the longest link with %s is drawn", address)
		code = body[:longest+1] + ":" + checksum(body[:longest+1])
		assert.Equal(t, code, Link(address, code), "one character more: the payload alone")
	}
}

// An address that holds the marker does not hide the payload of its link.
func TestAnAddressHoldingTheMarkerIsSkipped(t *testing.T) {
	p, err := Encode(KindCards, cards)
	require.NoError(t, err)
	for _, address := range []string{"https://example.org/sapcb/", "http://sapcb1.local:8080/", "https://example.org/#SAPCB1:CARDS:T:AAAA:00000000"} {
		link := Link(address, p)
		require.NotEqual(t, p, link)
		k, text, err := Decode(link)
		require.NoError(t, err, link)
		assert.Equal(t, KindCards, k)
		assert.Equal(t, cards, text)
	}
	// A "#" in a message after the code leaves it as it was read before.
	k, _, err := Decode(p + " #")
	require.NoError(t, err)
	assert.Equal(t, KindCards, k)
	_, _, err = Decode("#1 " + p)
	require.NoError(t, err)
}

func TestFromFragment(t *testing.T) {
	p, err := Encode(KindBattle, battle)
	require.NoError(t, err)
	for hash, want := range map[string]string{
		"#" + p:                                 p,
		p:                                       p,
		"#" + strings.ReplaceAll(p, ":", "%3A"): p,
		"#" + strings.ReplaceAll(p, ":", "%3a"): p,
		"#%":                                    "%",
		"#%E0%A4%A":                             "%E0%A4%A",
		"":                                      "",
	} {
		assert.Equal(t, want, FromFragment(hash), hash)
	}
	huge := strings.Repeat("%41", 20000)
	assert.Equal(t, huge, FromFragment(huge), "too long to be a code: left to Decode to refuse")
	_, _, err = Decode(FromFragment("#" + strings.ReplaceAll(p, ":", "%3A")))
	require.NoError(t, err)
}

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// 100 MiB used to be squeezed and searched (400 MB) before it was refused,
// and junk in front of a good code did not stop it.
func TestHugeInputIsRefusedBeforeDecoding(t *testing.T) {
	p, err := Encode(KindBattle, battle)
	require.NoError(t, err)
	huge := strings.Repeat("x", 100<<20) + p
	var derr error
	used := allocated(func() { _, _, derr = Decode(huge) })
	require.ErrorIs(t, derr, ErrTooLong)
	assert.Less(t, used, uint64(1<<20), "bytes allocated")
	assert.Contains(t, derr.Error(), "the text is 104,857,811 characters long; a share code is at most 3,391, and with a message or a link's address around it at most 4,415")

	_, _, err = Decode(strings.Repeat(" ", MaxInput) + p)
	require.ErrorIs(t, err, ErrTooLong)
	_, _, err = Decode(strings.Repeat(" ", MaxInput-len(p)) + p)
	require.NoError(t, err, "MaxInput characters are read")
	_, _, err = Decode(strings.Repeat("\u200b", MaxInput-len(p)) + p)
	require.NoError(t, err, "characters are counted, not bytes")
}

// The longest code, line-wrapped and quoted by a chat with a message around
// it, is within MaxInput.
func TestTheLongestCodeQuotedInAChatIsRead(t *testing.T) {
	p := longestPayload(t)
	_, _, err := Decode(p)
	require.ErrorIs(t, err, ErrDamaged, "random data is not text; the length is not what is refused")
	var b strings.Builder
	b.WriteString("Here are all my cards, have fun with them at the table on Saturday! The first ones are the new pets.\n")
	for i := 0; i < len(p); i += 40 {
		b.WriteString("> " + p[i:min(i+40, len(p))] + "\n")
	}
	b.WriteString("See you then.\n")
	require.LessOrEqual(t, utf8.RuneCountInString(b.String()), MaxInput)
	_, _, err = Decode(b.String())
	assert.ErrorIs(t, err, ErrDamaged, "read to the end, not refused as too long")
}

// MaxPayload is what the largest QR code at the recovery level holds in
// alphanumeric mode, to the character.
func TestMaxPayloadIsTheLargestQRCode(t *testing.T) {
	assert.Equal(t, 3391, MaxPayload)
	assert.Equal(t, 4415, MaxInput)
	assert.True(t, fitsQR(strings.Repeat("A", MaxPayload)))
	assert.False(t, fitsQR(strings.Repeat("A", MaxPayload+1)))
	assert.False(t, fitsQR(strings.Repeat("a", MaxPayload)), "lower case takes 8 bits a character")
}

// oneLineCards is n cards of one short line each, "card C0: pet 1" on: a
// crafted code packs thousands of them.
func oneLineCards(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "card C%d: pet 1\n", i)
	}
	return b.String()
}

// A crafted link to 2,000 one-line cards (7.8 KB; the app used to spend 20
// s checking them) is refused before anything is unpacked.
func TestACraftedLongCodeIsRefused(t *testing.T) {
	z, err := deflate(oneLineCards(2000))
	require.NoError(t, err)
	link := "https://sapcompanion.example/app/#" + seal("CARDS", encDeflated, z)
	require.Greater(t, len(link), 7700)
	_, _, err = Decode(link)
	require.ErrorIs(t, err, ErrTooLong)
	assert.Contains(t, err.Error(), "a share code is at most 3,391")

	// Longer than a payload, shorter than MaxInput: the code itself is too long.
	r := rand.New(rand.NewPCG(5, 6))
	raw := make([]byte, (MaxPayload-20)*5/8+10)
	for i := range raw {
		raw[i] = byte(r.Uint32())
	}
	p := seal("CARDS", encText, raw)
	require.Greater(t, len(p), MaxPayload)
	require.Less(t, len(p), MaxInput)
	_, _, err = Decode(p)
	require.ErrorIs(t, err, ErrTooLong)
	assert.Contains(t, err.Error(), fmt.Sprintf("the code is %s characters long; a share code is at most 3,391", count(len(p))))
}

func TestCountWritesThousands(t *testing.T) {
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 3391: "3,391", 104857811: "104,857,811", -4415: "-4,415"} {
		assert.Equal(t, want, count(n), n)
	}
}

func TestTextAfterTheCodeIsRefused(t *testing.T) {
	p, err := Encode(KindBattle, battle)
	require.NoError(t, err)
	for _, pasted := range []string{p + " good luck!", p + "0", p + ":", p + "\n" + p} {
		_, _, err := Decode(pasted)
		require.ErrorIs(t, err, ErrDamaged, pasted)
		assert.Contains(t, err.Error(), "more text follows the code", pasted)
	}
}

// seal makes a payload of kind word, encoding enc and raw data with the
// right checksum.
func seal(word, enc string, raw []byte) string {
	body := "SAPCB1:" + word + ":" + enc + ":" + b32.EncodeToString(raw)
	return body + ":" + checksum(body)
}

func TestDataAfterThePackedTextIsRefused(t *testing.T) {
	z, err := deflate(battle)
	require.NoError(t, err)
	k, text, err := Decode(seal("BATTLE", encDeflated, z))
	require.NoError(t, err)
	assert.Equal(t, KindBattle, k)
	assert.Equal(t, battle, text)

	_, _, err = Decode(seal("BATTLE", encDeflated, append(z, "garbage"...)))
	require.ErrorIs(t, err, ErrDamaged)
	assert.Contains(t, err.Error(), "7 bytes after the packed text")
}

func TestControlCharactersAreRefused(t *testing.T) {
	for _, bad := range []string{"A: Ant\x00\nB: Fish\n", "A: Ant\x1b[2J\n", "A: Ant\u0085\n"} {
		_, _, err := Decode(seal("BATTLE", encText, []byte(bad)))
		require.ErrorIs(t, err, ErrDamaged, "%q", bad)
		assert.Contains(t, err.Error(), "control character", "%q", bad)
		z, err := deflate(bad)
		require.NoError(t, err)
		_, _, err = Decode(seal("BATTLE", encDeflated, z))
		require.ErrorIs(t, err, ErrDamaged, "%q", bad)
		_, err = Encode(KindBattle, bad)
		require.Error(t, err, "%q", bad)
	}
	k, text, err := Decode(seal("BATTLE", encText, []byte("A: Ant\r\n\tB: Fish\n")))
	require.NoError(t, err, "tabs and line breaks are text")
	assert.Equal(t, KindBattle, k)
	assert.Equal(t, "A: Ant\r\n\tB: Fish\n", text)
}

func TestVersionZeroIsExplained(t *testing.T) {
	p, err := Encode(KindCards, cards)
	require.NoError(t, err)
	rest := strings.TrimPrefix(p, "SAPCB1")
	for v, want := range map[string]string{
		"SAPCB0":   "version 0 does not exist: versions start at 1",
		"SAPCB000": "version 0 does not exist: versions start at 1",
		"SAPCB":    "the version after SAPCB is missing",
		"SAPCBX":   `the version "X" is not a number`,
		"SAPCB1X":  `the version "1X" is not a number`,
	} {
		_, _, err := Decode(v + rest)
		require.ErrorIs(t, err, ErrDamaged, v)
		assert.Contains(t, err.Error(), want, v)
	}
	_, _, err = Decode("SAPCB99999999999999999999999" + rest)
	require.ErrorIs(t, err, ErrNewer)
}
