package share

import (
	"sort"
	"strings"
	"testing"
)

// mostCards is the payload of as many one-line cards as one QR code holds
// (about 1,000), and how many.
func mostCards(tb testing.TB) (string, int) {
	tb.Helper()
	n := sort.Search(5000, func(n int) bool {
		_, err := Encode(KindCards, oneLineCards(n+1))
		return err != nil
	})
	p, err := Encode(KindCards, oneLineCards(n))
	if err != nil || n == 0 {
		tb.Fatalf("no cards fit: %v", err)
	}
	return p, n
}

// BenchmarkDecodeAtCap decodes the worst inputs Decode still reads, and the
// crafted link of the issue it now refuses:
//
//   - most-cards: a link at the cap, MaxInput characters: a message, then
//     the address and a payload of as many one-line cards as fit.
//   - most-text: a payload that unpacks to MaxText bytes of text.
//   - 2000-cards-refused: 2,000 one-line cards in a 7.8 KB link, which
//     Decode read before it was capped.
func BenchmarkDecodeAtCap(b *testing.B) {
	p, n := mostCards(b)
	link := "https://sapcompanion.example/app/#" + p
	most := strings.Repeat("Have fun. ", (MaxInput-len(link))/10) + link
	most = strings.Repeat(" ", MaxInput-len(most)) + most
	text := strings.Repeat("card Turtle: pet 3 tier 2 | Faint: gain 1 mana\n", MaxText/47+1)[:MaxText]
	long, err := Encode(KindCards, text)
	if err != nil {
		b.Fatal(err)
	}
	z, err := deflate(oneLineCards(2000))
	if err != nil {
		b.Fatal(err)
	}
	crafted := "https://sapcompanion.example/app/#" + seal("CARDS", encDeflated, z)
	b.Logf("most-cards: %d cards, %d characters; most-text: %d characters; 2000-cards: %d characters", n, len(most), len(long), len(crafted))
	for _, bc := range []struct {
		name, input string
		ok          bool
	}{{"most-cards", most, true}, {"most-text", long, true}, {"2000-cards-refused", crafted, false}} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(len(bc.input)))
			for b.Loop() {
				if _, _, err := Decode(bc.input); (err == nil) != bc.ok {
					b.Fatal(err)
				}
			}
		})
	}
}
