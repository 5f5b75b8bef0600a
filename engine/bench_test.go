package engine

import "testing"

// benchBattle is 5 pets a side with Apples, a perk and rocks.
const benchBattle = `first: A
A: Apple, Honey, Dolphin, Ant, Apple, Peacock, Fish, Otter
B: Mosquito, Apple, Flamingo, Badger, Apple, Otter, Peacock
rocks: 1 0 2 1 0 1 2 0 1 1 0 2 1 1 0 2 0 1 1 2 0 1 1 0 2 1 0 1 2 1
`

// BenchmarkResolve resolves a 5-pets-a-side battle with Apples, a perk and
// rocks, logging off. Target (issue 46): at most 1 µs and no allocation per
// battle.
func BenchmarkResolve(b *testing.B) {
	m := matchText(b, benchBattle)
	d := m.Dice(nil)
	want, err := m.Resolve(d, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		d.Reset()
		res, err := m.Resolve(d, nil)
		if err != nil || res != want {
			b.Fatal(res, err)
		}
	}
}

// BenchmarkResolveLogged is the same battle with the log and the order
// check on, as the resolve command runs it.
func BenchmarkResolveLogged(b *testing.B) {
	m := matchText(b, benchBattle)
	d := m.Dice(nil)
	b.ReportAllocs()
	for b.Loop() {
		d.Reset()
		if _, err := m.Resolve(d, &Log{}); err != nil {
			b.Fatal(err)
		}
	}
}
