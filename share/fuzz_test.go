package share

import (
	"strings"
	"testing"
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
