package automa

import (
	"testing"
)

// FuzzDecode: any bytes either decode to a run that can be saved and read
// back the same, and played on (a turn started or ended, a reaction
// flipped) without a panic, or are refused with an error.
func FuzzDecode(f *testing.F) {
	rng := seeded(40)
	for _, o := range []Options{{Champions: solo}, {Champions: coop, CoOp: true}, {Champions: solo, Physical: true, ExtraMove: true}} {
		r, err := New(o, rng)
		if err != nil {
			f.Fatal(err)
		}
		b, _ := r.Encode()
		f.Add(b)
		_ = r.StartTurn(rng)
		_ = r.Reveal("", rng)
		_ = r.Reveal("Deryn", rng)
		b, _ = r.Encode()
		f.Add(b)
	}
	f.Add(withDamage(f))
	f.Add([]byte(`{"options":{"champions":[]}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := Decode(data)
		if err != nil {
			if r != nil {
				t.Fatal("a refused run is returned")
			}
			return
		}
		b, err := r.Encode()
		if err != nil {
			t.Fatal(err)
		}
		back, err := Decode(b)
		if err != nil {
			t.Fatalf("a decoded run does not read back: %v", err)
		}
		b2, _ := back.Encode()
		if string(b) != string(b2) {
			t.Fatalf("saved twice, read twice, differs:\n%s\n%s", b, b2)
		}
		rng := seeded(1)
		if r.Turn == nil {
			_ = r.StartTurn(rng)
		}
		_ = r.Reveal("", rng)
		_ = r.Resolve(Acted, "")
		_ = r.React([]string{r.Options.Champions[0]}, rng)
		_ = r.Stun(r.Options.Champions[0])
		_ = r.AddPlayer("Ana's Brute")
		_ = r.SetPlayerLife("Ana's Brute", 2)
		_ = r.Reveal("", rng)
		_ = r.HealDamage("", r.Standing(), "")
		_ = r.EndTurn()
		if _, err := Decode(mustEncode(t, r)); err != nil {
			t.Fatalf("a run played on from a decoded one no longer reads: %v", err)
		}
	})
}

// withDamage is a run whose "heal 1, damage 1" damaged a players'
// champion, as saved.
func withDamage(f *testing.F) []byte {
	r, err := New(Options{Champions: solo}, seeded(41))
	if err != nil {
		f.Fatal(err)
	}
	for _, err := range []error{r.AddPlayer("Ana's Brute"), r.AddPlayer("Mage"), r.SetPlayerLife("Mage", 3),
		r.SetPlayerLife("Ana's Brute", 0), r.SetLife("Deryn", 4), r.StartTurn(seeded(41)), r.Reveal("", seeded(41)),
		r.HealDamage("", nil, "")} {
		if err != nil {
			f.Fatal(err)
		}
	}
	b, _ := r.Encode()
	return b
}

// mustEncode is r as saved.
func mustEncode(t *testing.T, r *Run) []byte {
	b, err := r.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return b
}
