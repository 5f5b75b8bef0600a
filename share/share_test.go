package share

import (
	"bytes"
	"errors"
	"image/png"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"

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
	assert.Contains(t, err.Error(), "at most 3391")
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

func TestTheLongestPayloadFitsOneQRCode(t *testing.T) {
	// The worst case for the QR encoder: random base32 data, no runs of digits.
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
	img, err := QRCode(p, 1200)
	require.NoError(t, err)
	assert.Equal(t, p, readQR(t, img))

	_, err = QRCode(p+"A", 1200)
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
	assert.Contains(t, derr.Error(), "at most 65536")

	_, _, err = Decode(strings.Repeat(" ", MaxInput) + p)
	require.ErrorIs(t, err, ErrTooLong)

	// A code with an invisible character after each of its characters and
	// a long message in front is still read.
	var spaced strings.Builder
	spaced.WriteString(strings.Repeat("Here is a long message before the code. ", 100))
	for _, r := range p {
		spaced.WriteRune(r)
		spaced.WriteString("\u200b")
	}
	k, text, err := Decode(spaced.String())
	require.NoError(t, err)
	assert.Equal(t, KindBattle, k)
	assert.Equal(t, battle, text)
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
