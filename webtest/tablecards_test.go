package webtest

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/sapcompanion/sapcompanion/engine"
)

// addPower taps the + of the card editor's power n times.
func addPower(p *phone, n int) {
	p.tb.Helper()
	_, y := p.find("Power")
	for range n {
		p.tap(float64(p.w)-40, y) // the power's +, at the right of its row
	}
}

// openTableCard opens the page of the table's card called name from the
// Cards tab's search (by its first letters), and its edit form.
func openTableCard(p *phone, name string) {
	p.tb.Helper()
	p.tap(p.tabCenter(tabCards))
	p.tapText("entry:Search names and abilities")
	p.insertText(strings.ToLower(name[:3]))
	// The list's one row, under the count of what the search finds (the
	// probe does not look into a list's rows).
	x, y := p.find(fmt.Sprintf("1 of %d cards", engine.ReferenceBook().Len()+1))
	p.tap(x, y+60)
	p.waitShown("A card of this table")
	p.tapInSight("Edit")
	p.waitShown("Edit " + name)
}

// TestTheTablesCardBookReachesEveryPhone: a card Ana adds on her phone
// is offered by the type-ahead of Ben's deck at once, where he had typed
// its first letters before it existed; then both edit it at once, and
// Ben, whose Save reached the table second, is shown both versions and
// keeps his, which every phone then has. Nothing is overwritten unseen.
// The test logs how long the card took to reach Ben's type-ahead (no
// verdict rests on it).
func TestTheTablesCardBookReachesEveryPhone(t *testing.T) {
	longTier(t)
	lt := serveTable(t)
	ana := joinAs(t, lt, "Ana")
	ben := joinAs(t, lt, "Ben")

	ben.tap(ben.tabCenter(tabBattle))
	ben.tapText("entry:Player A's name")
	ben.tabTo("the deck's card field", isEntry("Add a card: type a few letters"))
	ben.insertText("zeb")
	ben.waitShown(`No card called "zeb"`)

	ana.tap(ana.tabCenter(tabCards))
	ana.tapText("New card")
	ana.waitShown("saved in the table's card book")
	ana.tapText("entry:as printed, e.g. Turtle")
	ana.insertText("Zebra")
	ana.dragIntoSight("Save")
	saved := time.Now()
	ana.tapText("Save")
	ben.waitShown("Zebra")
	t.Logf("Ana's new card was offered on Ben's phone %v after her Save", time.Since(saved).Round(10*time.Millisecond))
	ben.shot("tablecards-offered")
	ben.tapText("Zebra")
	wantDeckEnd(ben, "1. Zebra")

	ana.waitShown("A card of this table")
	ana.tapInSight("Edit")
	ana.waitShown("Edit Zebra")
	openTableCard(ben, "Zebra")
	addPower(ana, 2)
	ana.dragIntoSight("Save")
	ana.tapText("Save")
	ana.waitShown("card Zebra: pet 3")
	waitHub(t, "Ana's Zebra on the hub", func() bool { c, _ := lt.table.Cards().Book().Get("Zebra"); return c.Power == 3 })

	addPower(ben, 1) // Ben's form opened on power 1, before Ana's change
	ben.dragIntoSight("Save")
	ben.tapText("Save")
	ben.waitShown("Ana's phone changed Zebra before your change reached the table")
	ben.waitShown("Ana's: card Zebra: pet 3. Yours: card Zebra: pet 2.")
	ben.shot("tablecards-choice")
	if c, _ := lt.table.Cards().Book().Get("Zebra"); c.Power != 3 {
		t.Fatalf("Ben's later Save overwrote Ana's Zebra on the hub: power %d", c.Power)
	}
	ben.tapText("Use mine")
	ana.waitShown("card Zebra: pet 2")
	ben.waitShown("card Zebra: pet 2")
	for _, text := range ben.texts() {
		if strings.Contains(text, "before your change reached the table") {
			t.Fatalf("the choice is still on show once made: %q", text)
		}
	}
	ana.shot("tablecards-chosen")
	checkConsole(ana)
	checkConsole(ben)
}

// waitHub waits until ok says the hub has what the test waits for.
func waitHub(t *testing.T, what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(waitTimeout)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatalf("the hub never had %s", what)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
