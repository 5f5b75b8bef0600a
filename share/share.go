package share

import (
	"bytes"
	"compress/flate"
	"encoding/base32"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/png"
	"io"
	"net/url"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	qrcode "github.com/skip2/go-qrcode"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/internal/textcheck"
)

// Kind is what a payload holds.
type Kind string

// The kinds of payload.
const (
	KindBattle Kind = "battle" // a battle set-up in battle notation
	KindCards  Kind = "cards"  // card definitions, one "card NAME: ..." line each
)

// Version is the payload format version this package writes. It reads this
// version and refuses newer ones with ErrNewer.
const Version = 1

// Marker starts every payload, followed by the version.
const Marker = "SAPCB"

// qrDataBits is how many bits of data the largest QR code holds (version
// 40, 177 x 177 modules) at the Medium recovery level QRCode uses: 2,334
// data codewords of 8 bits (ISO/IEC 18004, table 7).
const qrDataBits = 2334 * 8

// MaxPayload is the longest payload, in characters, that fits one QR code.
// A payload is all capitals, digits and colons, which a QR code holds in
// alphanumeric mode: a 4-bit mode and a 13-bit count, then 11 bits for each
// two characters (6 for a last odd one). The largest code at Medium, 18,672
// bits, holds floor((18,672 - 17) / 5.5) = 3,391 such characters. Encode
// refuses text whose payload would be longer, and Decode a longer payload.
const MaxPayload = (qrDataBits - 4 - 13) * 2 / 11

// inputMargin is how much longer than a payload the text Decode reads may
// be: room for what comes with a code that is pasted or scanned. A link is
// no longer than a payload (Link makes one only when it fits the same QR
// code), and a chat adds a message of a few lines or a line break and a
// quote mark ("> ") every 40 characters or so (about 260 around the longest
// code). 1,024 characters covers either.
const inputMargin = 1024

// MaxInput is the most text, in characters, Decode reads: MaxPayload plus
// the margin for a message around a pasted code or a link's address, 4,415
// characters. Decode refuses longer text before looking at it.
const MaxInput = MaxPayload + inputMargin

// MaxText is the longest text, in bytes, a payload may hold. Encode refuses
// longer text and Decode refuses a payload that unpacks to more.
const MaxText = 64 << 10

// recovery is the QR error-correction level: Medium restores up to 15% of
// the code, plenty for a code shown on a screen.
const recovery = qrcode.Medium

// The errors Decode wraps, so callers can tell the user what is wrong.
var (
	// ErrNotPayload: the text holds no companion payload at all.
	ErrNotPayload = problem.Newf("share", "this is not a code from the SAP Card Battle Companion")
	// ErrNewer: the payload was made by a newer version of the app.
	ErrNewer = problem.Newf("share", "this code was made by a newer version of the app; update the app to read it")
	// ErrDamaged: the payload was cut short or changed on the way.
	ErrDamaged = problem.Newf("share", "this code is damaged or incomplete; copy all of it again")
	// ErrEmpty: there is nothing to share, or the payload holds nothing.
	ErrEmpty = problem.Newf("share", "there is nothing in it")
	// ErrTooLong: the text does not fit one QR code.
	ErrTooLong = problem.Newf("share", "too long for one QR code")
)

// The encodings of DATA.
const (
	encText     = "T" // the UTF-8 text itself
	encDeflated = "Z" // raw DEFLATE of the text
)

var b32 = base32.StdEncoding.WithPadding(base32.NoPadding)

// kindWord is how a kind is written in a payload.
func kindWord(k Kind) (string, bool) {
	switch k {
	case KindBattle:
		return "BATTLE", true
	case KindCards:
		return "CARDS", true
	}
	return "", false
}

// Encode writes text as a payload of the given kind. It refuses an unknown
// kind, text that is empty or only spaces, text that is not UTF-8, and text
// whose payload is longer than MaxPayload (wrapping ErrTooLong), and text
// with a control character other than a tab or a line break.
func Encode(kind Kind, text string) (string, error) {
	word, ok := kindWord(kind)
	if !ok {
		return "", problem.Newf("share", "unknown kind %q (battle or cards)", string(kind))
	}
	if strings.TrimSpace(text) == "" {
		return "", ErrEmpty
	}
	if !utf8.ValidString(text) {
		return "", problem.Newf("share", "the text is not valid UTF-8")
	}
	if len(text) > MaxText {
		return "", problem.Newf("share", "%w: %s bytes of text, at most %s", ErrTooLong, count(len(text)), count(MaxText))
	}
	if r, bad := controlChar(text); bad {
		return "", problem.Newf("share", "the text holds a control character (%U)", r)
	}
	enc, data := encText, b32.EncodeToString([]byte(text))
	if z, err := deflate(text); err == nil {
		if zd := b32.EncodeToString(z); len(zd) < len(data) {
			enc, data = encDeflated, zd
		}
	}
	body := Marker + strconv.Itoa(Version) + ":" + word + ":" + enc + ":" + data
	payload := body + ":" + checksum(body)
	if len(payload) > MaxPayload {
		return "", problem.Newf("share", "%w: the code would be %s characters long, and at most %s fit; share fewer cards", ErrTooLong, count(len(payload)), count(MaxPayload))
	}
	return payload, nil
}

// Decode reads a payload, as pasted, scanned or opened: it ignores case and
// any character that cannot be part of a payload (spaces, line breaks,
// zero-width characters, quote marks) anywhere in it, and text before the
// marker (a message, or a link's address: of a link, address#payload, it
// reads what follows the last "#" when the marker is there). Nothing but
// such characters may follow the checksum. It returns the kind and the text
// exactly as encoded. Its errors wrap ErrNotPayload, ErrNewer, ErrDamaged,
// ErrEmpty or ErrTooLong: text longer than MaxInput characters is refused
// before anything else, and a payload longer than MaxPayload before it is
// unpacked.
func Decode(payload string) (Kind, string, error) {
	if err := checkLength(payload); err != nil {
		return "", "", err
	}
	if strings.TrimSpace(payload) == "" {
		return "", "", problem.Newf("share", "%w: nothing was pasted", ErrEmpty)
	}
	s, ok := findPayload(payload)
	if !ok {
		return "", "", ErrNotPayload
	}
	word, enc, data, err := readFields(s[len(Marker):])
	if err != nil {
		return "", "", err
	}
	kind, err := kindOf(word)
	if err != nil {
		return "", "", err
	}
	text, err := unpack(enc, data)
	if err != nil {
		return "", "", err
	}
	if !utf8.ValidString(text) {
		return "", "", problem.Newf("share", "%w (the text is not UTF-8)", ErrDamaged)
	}
	if r, bad := controlChar(text); bad {
		return "", "", problem.Newf("share", "%w (the text holds a control character, %U)", ErrDamaged, r)
	}
	if strings.TrimSpace(text) == "" {
		return "", "", ErrEmpty
	}
	return kind, text, nil
}

// checkLength refuses text longer than MaxInput characters.
func checkLength(text string) error {
	if len(text) <= MaxInput { // never fewer bytes than characters
		return nil
	}
	n := utf8.RuneCountInString(text)
	if n <= MaxInput {
		return nil
	}
	return problem.Newf("share", "%w: the text is %s characters long; a share code is at most %s, and with a message or a link's address around it at most %s",
		ErrTooLong, count(n), count(MaxPayload), count(MaxInput))
}

// findPayload returns the payload in text, squeezed and in capitals, from
// its marker on. Of a link, it looks after the last "#" first, so an
// address that holds the marker does not hide the payload after it.
func findPayload(text string) (string, bool) {
	if i := strings.LastIndexByte(text, '#'); i >= 0 {
		frag := strings.ToUpper(squeeze(text[i+1:]))
		if at := strings.Index(frag, Marker); at >= 0 {
			return frag[at:], true
		}
	}
	s := strings.ToUpper(squeeze(text))
	at := strings.Index(s, Marker)
	if at < 0 {
		return "", false
	}
	return s[at:], true
}

// readFields reads what follows the marker: the version, which this package
// must be able to read, then the kind word, the encoding and the data,
// which the checksum must match.
func readFields(s string) (word, enc, data string, err error) {
	// The version: digits up to the first colon.
	colon := strings.IndexByte(s, ':')
	if colon < 0 {
		return "", "", "", problem.Newf("share", "%w (it ends after the marker)", ErrDamaged)
	}
	if err := checkVersion(s[:colon]); err != nil {
		return "", "", "", err
	}
	fields := strings.SplitN(s[colon+1:], ":", 4)
	if len(fields) < 4 || len(fields[3]) < 8 {
		return "", "", "", problem.Newf("share", "%w (it is cut short)", ErrDamaged)
	}
	if len(fields[3]) > 8 {
		return "", "", "", problem.Newf("share", "%w (more text follows the code; paste the code alone)", ErrDamaged)
	}
	word, enc, data, sum := fields[0], fields[1], fields[2], fields[3][:8]
	body := Marker + s[:colon] + ":" + word + ":" + enc + ":" + data
	if n := len(body) + 1 + len(sum); n > MaxPayload {
		return "", "", "", problem.Newf("share", "%w: the code is %s characters long; a share code is at most %s", ErrTooLong, count(n), count(MaxPayload))
	}
	if checksum(body) != sum {
		return "", "", "", problem.Newf("share", "%w (the checksum does not match)", ErrDamaged)
	}
	return word, enc, data, nil
}

// checkVersion refuses the version v of a payload unless this package can
// read it.
func checkVersion(v string) error {
	switch {
	case v == "":
		return problem.Newf("share", "%w (the version after %s is missing)", ErrDamaged, Marker)
	case !isDigits(v):
		return problem.Newf("share", "%w (the version %s is not a number)", ErrDamaged, textcheck.Quote(v))
	case strings.TrimLeft(v, "0") == "":
		return problem.Newf("share", "%w (version 0 does not exist: versions start at 1)", ErrDamaged)
	}
	ver, err := strconv.Atoi(v)
	if err != nil || ver > Version {
		return problem.Newf("share", "%w (format %s; this app reads format %d)", ErrNewer, textcheck.Clip(strings.TrimLeft(v, "0"), 20), Version)
	}
	return nil
}

func isDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// controlChar returns the first control character of text other than a
// tab or a line break, and whether there is one.
func controlChar(text string) (rune, bool) {
	for _, r := range text {
		if unicode.IsControl(r) && r != '\t' && r != '\n' && r != '\r' {
			return r, true
		}
	}
	return 0, false
}

// kindOf is the kind a payload's word names, the reverse of kindWord; an
// unknown word is from a newer app.
func kindOf(word string) (Kind, error) {
	switch word {
	case "BATTLE":
		return KindBattle, nil
	case "CARDS":
		return KindCards, nil
	}
	return "", problem.Newf("share", "%w (it holds %s, which this app does not know)", ErrNewer, textcheck.Quote(word))
}

// unpack turns a payload's data, in encoding enc, back into its text.
func unpack(enc, data string) (string, error) {
	raw, err := b32.DecodeString(data)
	if err != nil {
		return "", problem.Newf("share", "%w (bad base32)", ErrDamaged)
	}
	switch enc {
	case encText:
		if len(raw) > MaxText {
			return "", problem.Newf("share", "%w: more than %s bytes of text", ErrTooLong, count(MaxText))
		}
		return string(raw), nil
	case encDeflated:
		return inflate(raw)
	}
	return "", problem.Newf("share", "%w (it is packed as %s, which this app does not know)", ErrNewer, textcheck.Quote(enc))
}

// Link makes a payload into a link to the app at address (the browser
// build's address, without a fragment): address#payload. A phone camera
// opens it in the browser, and the app reads the payload from the fragment;
// Decode reads the link as it reads the payload. When the link would not
// fit in one QR code at the level QRCode draws (its address is held 8 bits
// a character, not 5.5), or address is "", it returns the payload alone.
func Link(address, payload string) string {
	if address == "" {
		return payload
	}
	if i := strings.IndexByte(address, '#'); i >= 0 {
		address = address[:i]
	}
	link := address + "#" + payload
	if len(link) > MaxPayload || !fitsQR(link) {
		return payload
	}
	return link
}

// fitsQR reports whether text fits one QR code at the recovery level
// QRCode uses. The QR encoder works it out without drawing the code.
func fitsQR(text string) bool {
	_, err := qrcode.New(text, recovery)
	return err == nil
}

// FromFragment returns the text a link's fragment holds, as a browser gives
// it (location.hash): without its "#" and with percent escapes undone ("%3A"
// for ":"). A fragment with a broken escape, or too long to be a code, is
// returned as it is, for Decode to judge.
func FromFragment(hash string) string {
	hash = strings.TrimPrefix(hash, "#")
	if len(hash) > 3*utf8.UTFMax*MaxInput { // every byte of the longest text escaped
		return hash
	}
	text, err := url.PathUnescape(hash)
	if err != nil {
		return hash
	}
	return text
}

// QRCode draws payload as a QR code at the Medium recovery level, as a PNG
// image size pixels square: black modules on white, with the quiet zone the
// standard asks for. Every module is the same whole number of pixels, so the
// code stays crisp for a camera; the code is centred and the spare pixels
// are white. When size is too small for one pixel a module, the image is as
// large as that needs.
func QRCode(payload string, size int) ([]byte, error) {
	if payload == "" {
		return nil, ErrEmpty
	}
	if size <= 0 {
		return nil, problem.Newf("share", "QR code size %d is not positive", size)
	}
	if len(payload) > MaxPayload {
		return nil, problem.Newf("share", "%w: %s characters, at most %s", ErrTooLong, count(len(payload)), count(MaxPayload))
	}
	q, err := qrcode.New(payload, recovery)
	if err != nil { // the only error left: the text does not fit
		return nil, problem.Newf("share", "%w: %s characters, with some that take more room than capitals and digits", ErrTooLong, count(len(payload)))
	}
	bits := q.Bitmap() // with the quiet zone
	n := len(bits)
	module := max(1, size/n)
	side := max(size, n*module)
	off := (side - n*module) / 2
	img := image.NewPaletted(image.Rect(0, 0, side, side), color.Palette{color.White, color.Black})
	for y, row := range bits {
		for x, dark := range row {
			if !dark {
				continue
			}
			for dy := range module {
				start := img.PixOffset(off+x*module, off+y*module+dy)
				for dx := range module {
					img.Pix[start+dx] = 1
				}
			}
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, problem.Newf("share", "%v", err)
	}
	return buf.Bytes(), nil
}

// count writes n with a comma between thousands: 3,391.
func count(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// checksum is the CRC-32 (IEEE) of s as 8 upper-case hex digits.
func checksum(s string) string {
	return fmt.Sprintf("%08X", crc32.ChecksumIEEE([]byte(s)))
}

// squeeze keeps only the characters a payload is made of (letters, digits
// and colons), dropping the spaces, line breaks, invisible characters and
// quote marks chat apps put into or around text. Anything dropped that was
// part of the payload is caught by the checksum.
func squeeze(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'A' && r <= 'Z', r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == ':':
			return r
		}
		return -1
	}, s)
}

func deflate(text string) ([]byte, error) {
	var buf bytes.Buffer
	w, err := flate.NewWriter(&buf, flate.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := io.WriteString(w, text); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// inflate unpacks raw DEFLATE data, refusing more than MaxText bytes and
// anything after the packed data's end.
func inflate(z []byte) (string, error) {
	in := bytes.NewReader(z) // a ByteReader: the reader takes no byte past the end
	r := flate.NewReader(in)
	defer r.Close()
	out, err := io.ReadAll(io.LimitReader(r, MaxText+1))
	if err != nil {
		return "", problem.Newf("share", "%w (it does not unpack)", ErrDamaged)
	}
	if len(out) > MaxText {
		return "", problem.Newf("share", "%w: more than %s bytes of text", ErrTooLong, count(MaxText))
	}
	if in.Len() > 0 {
		return "", problem.Newf("share", "%w (there are %d bytes after the packed text)", ErrDamaged, in.Len())
	}
	return string(out), nil
}
