package share

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzDecode checks that Decode never panics and that whatever it accepts
// encodes again to a payload that decodes to the same kind and text. Random
// changes rarely keep the checksum right, so each input is also tried with
// its checksum recomputed, which takes the fuzzer past the checksum into the
// kind, base32, DEFLATE and UTF-8 checks.
func FuzzDecode(f *testing.F) {
	for _, tc := range []struct {
		kind Kind
		text string
	}{{KindBattle, battle}, {KindCards, cards}, {KindCards, "card Ö: pet 1"}, {KindBattle, strings.Repeat("A: Apple\n", 30)}} {
		p, err := Encode(tc.kind, tc.text)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(p)
		f.Add(" \n" + p[:20] + "\n" + p[20:] + " ")
		f.Add(p[:len(p)-3])
	}
	f.Add("")
	f.Add("SAPCB1:CARDS:T::00000000")
	f.Add("SAPCB9:BATTLE:Z:AAAA:12345678")
	f.Add("hello")
	f.Fuzz(func(t *testing.T, payload string) {
		checkDecode(t, payload)
		if sealed, ok := reseal(payload); ok {
			checkDecode(t, sealed)
		}
	})
}

// checkDecode decodes payload and, when it is accepted, encodes and decodes
// the result again.
func checkDecode(t *testing.T, payload string) {
	kind, text, err := Decode(payload)
	if err != nil {
		if kind != "" || text != "" {
			t.Fatalf("Decode(%q) failed but returned %q, %q", payload, kind, text)
		}
		return
	}
	again, err := Encode(kind, text)
	if err != nil {
		t.Fatalf("Decode(%q) accepted %q %q, which does not encode again: %v", payload, kind, text, err)
	}
	k2, t2, err := Decode(again)
	if err != nil || k2 != kind || t2 != text {
		t.Fatalf("re-encoded %q decodes to %q %q %v, want %q %q", again, k2, t2, err, kind, text)
	}
}

// reseal rewrites a payload-shaped string with its checksum recomputed.
func reseal(p string) (string, bool) {
	s := strings.ToUpper(squeeze(p))
	at := strings.Index(s, Marker)
	if at < 0 {
		return "", false
	}
	s = s[at:]
	i := strings.LastIndexByte(s, ':')
	if i < 0 || strings.Count(s[:i], ":") != 3 {
		return "", false
	}
	return s[:i] + ":" + checksum(s[:i]), true
}

// FuzzDecodeLink checks the links a phone opens, ADDRESS#FRAGMENT, as the
// app reads them: the fragment as the browser gives it (FromFragment), and
// the whole link as pasted or scanned. Decode never panics; whatever it
// accepts encodes again; a link made by Link fits one QR code; and a
// fragment without a "#" of its own reads the same behind any address:
// an address never hides nor changes the code after it.
func FuzzDecodeLink(f *testing.F) {
	p, err := Encode(KindCards, cards)
	if err != nil {
		f.Fatal(err)
	}
	b, err := Encode(KindBattle, battle)
	if err != nil {
		f.Fatal(err)
	}
	for _, seed := range []struct{ address, fragment string }{
		{"http://192.168.1.20:8080/", p},
		{"https://example.org/sapcompanion/", b},
		{"https://example.org/sapcb/", p},                           // the marker in the address
		{"http://sapcb1.local:8080/app/", b},                        // the marker and a version
		{"https://example.org/", strings.ReplaceAll(p, ":", "%3A")}, // escaped, as some apps send it
		{"https://example.org/", "%E0%A4%A"},                        // a broken escape
		{"https://example.org/#old", p},                             // an old fragment
		{"", p},
		{"http://x/", p[:len(p)-4]},
		{"http://x/", "SAPCB1:CARDS:T::00000000"},
		{"http://x/", strings.Repeat("SAPCB", 50)},
		{strings.Repeat("a", 3000), b},
	} {
		f.Add(seed.address, seed.fragment)
	}
	f.Fuzz(func(t *testing.T, address, fragment string) {
		text := FromFragment("#" + fragment)
		checkDecode(t, text)
		link := address + "#" + fragment
		checkDecode(t, link)
		checkLinkOf(t, address, text)
		if strings.Contains(fragment, "#") || utf8.RuneCountInString(link) > MaxInput {
			return
		}
		k1, t1, err1 := Decode(fragment)
		k2, t2, err2 := Decode(link)
		if err1 == nil && (err2 != nil || k1 != k2 || t1 != t2) {
			t.Fatalf("%q reads as %q %q, but behind %q as %q %q %v", fragment, k1, t1, address, k2, t2, err2)
		}
	})
}

// checkLinkOf checks Link over the code text holds, when it holds one: the
// link fits one QR code (or is the code alone) and reads as the code.
func checkLinkOf(t *testing.T, address, text string) {
	kind, body, err := Decode(text)
	if err != nil {
		return
	}
	code, err := Encode(kind, body)
	if err != nil {
		t.Fatalf("%q decodes but does not encode again: %v", text, err)
	}
	link := Link(address, code)
	if link != code && !fitsQR(link) {
		t.Fatalf("Link(%q, %q) = %q, which does not fit a QR code", address, code, link)
	}
	k, b, err := Decode(link)
	if err != nil || k != kind || b != body {
		t.Fatalf("Link(%q, %q) = %q reads as %q %q %v", address, code, link, k, b, err)
	}
}
