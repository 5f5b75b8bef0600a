package webtest

import (
	"strings"
	"testing"
	"time"
)

// dispute counts what a player does to settle a battle at the table: taps,
// keys (each character typed and each Enter or Tab) and the time it took.
type dispute struct {
	p          *phone
	taps, keys int
	start      time.Time
}

func (d *dispute) tap(text string) {
	d.p.tb.Helper()
	d.p.dragIntoSight(text)
	d.p.tapText(text)
	d.taps++
}

func (d *dispute) tapTab(i int) { d.p.tap(d.p.tabCenter(i)); d.taps++ }

func (d *dispute) typeAndEnter(letters string) {
	d.p.tb.Helper()
	d.p.typeAndEnter(letters)
	d.keys += len([]rune(letters)) + 1
}

func (d *dispute) insert(text string) {
	d.p.tb.Helper()
	d.p.insertText(text)
	d.keys += len([]rune(text))
}

// deck types cards into the deck whose name field has placeholder, then
// letters, a card the book may not have, typed but not entered.
func (d *dispute) deck(placeholder string, cards []string, letters string) {
	d.p.tb.Helper()
	d.focusEntry(placeholder)
	// The deck's card field, under the name: a finger taps it, the test
	// reaches it with Tab (the other deck's field has the same words).
	d.p.tabTo("the deck's card field", isEntry("Add a card: type a few letters"))
	d.taps++
	for _, c := range cards {
		d.typeAndEnter(c)
	}
	if letters != "" {
		d.insert(letters)
	}
}

// focusEntry taps the entry with placeholder until it has the focus: on a
// busy machine the screen can still be laid out again (after Clear, the
// decks shrink) when the entry is found, and the tap then lands where it
// was, on another field (once, Player A's cards went into B's deck).
func (d *dispute) focusEntry(placeholder string) {
	d.p.tb.Helper()
	for range 5 {
		d.tap("entry:" + placeholder)
		if isEntry(placeholder)(d.p.focused()) {
			return
		}
	}
	d.p.tb.Fatalf("five taps did not put the focus on the entry %q; the texts on show:\n%s", placeholder, strings.Join(d.p.texts(), "\n"))
}

// describeCard fills the card editor's form for a new card, the name given
// already: power 3 (two taps on +) and one ability line, and saves it.
func (d *dispute) describeCard() {
	d.p.tb.Helper()
	_, y := d.p.find("Power")
	for range 2 {
		d.p.tap(float64(d.p.w)-40, y) // the power's +, at the right of its row
		d.taps++
	}
	d.tap("entry:Play: throw 3 rocks")
	d.insert("Faint: throw 2 rocks")
	d.tap("Save")
}

// settle taps the pinned Settle button and waits for the battle's verdict.
func (d *dispute) settle() {
	d.p.tb.Helper()
	d.p.tapText("Settle the battle")
	d.taps++
	if at, of := d.p.beatWhere(func(at, of int) bool { return at == of && of >= 2 }); at != of || of < 2 {
		d.p.tb.Fatalf("the settled battle opened on beat %d of %d, want the verdict", at, of)
	}
}

func (d *dispute) log(t *testing.T, how string) {
	t.Logf("%s: %d taps, %d keys, %v", how, d.taps, d.keys, time.Since(d.start).Round(100*time.Millisecond))
}

// TestACardNotInTheBookIsAddedInTheBattle settles a battle of five cards
// against five at the table, one of them a card the card book does not
// have, twice: the card added through the Cards tab and back, then added
// where it is typed, on the Battle tab (the card book's form opens there
// with the name typed). Each time the battle settles with the new card in
// its deck; the test logs the taps, keys and seconds of each (the verdict
// does not depend on the time).
func TestACardNotInTheBookIsAddedInTheBattle(t *testing.T) {
	longTier(t)
	p := freshPhone(t)
	a := []string{"ant", "fis", "ott", "pea", "dog"}
	b := []string{"mos", "fla", "bad", "sku"}

	detour := &dispute{p: p, start: time.Now()}
	detour.tapTab(tabBattle)
	detour.deck("Player A's name", a, "")
	detour.deck("Player B's name", b, "")
	detour.tapTab(tabCards)
	detour.tap("New card")
	detour.tap("entry:as printed, e.g. Turtle")
	detour.insert("Zebra")
	detour.describeCard()
	detour.tapTab(tabBattle)
	detour.deck("Player B's name", nil, "")
	detour.typeAndEnter("zeb")
	wantDeckEnd(p, "5. Zebra")
	detour.settle()
	detour.log(t, "a 5-v-5 battle with one card not in the book, added through the Cards tab")
	p.shot("dispute-detour-settled")

	p.tapText("Set-up")
	p.dragIntoSight("Clear")
	p.tapText("Clear")
	inline := &dispute{p: p, start: time.Now()}
	inline.deck("Player A's name", a, "")
	inline.deck("Player B's name", b, "Quokka")
	inline.tap(`New card "Quokka"`)
	p.shot("dispute-inline-form")
	inline.describeCard()
	wantDeckEnd(p, "5. Quokka")
	inline.settle()
	inline.log(t, "a 5-v-5 battle with one card not in the book, added where it is typed")
	p.shot("dispute-inline-settled")
	checkConsole(p)
}

// wantDeckEnd checks that a deck on show ends with the row want.
func wantDeckEnd(p *phone, want string) {
	p.tb.Helper()
	if texts := p.texts(); !strings.Contains(strings.Join(texts, "\n"), "\n"+want) {
		p.tb.Fatalf("no deck has the row %q; the texts on show:\n%s", want, strings.Join(texts, "\n"))
	}
}
