package webtest

import (
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sapcompanion/sapcompanion/tracker"
)

// exampleB are the rulebook's Auto Battle Example B: Andreas's deck (A,
// First Player), Matthias's, each card by the letters a player types, and
// the dice the table rolled, in order.
var (
	exampleBA     = []string{"dolp", "hone", "badg"}
	exampleBB     = []string{"mosq", "flam", "peac"}
	exampleBRocks = []int{0, 1, 1, 1, 0, 2, 1, 0}
)

// rockFace is the die button of a face that shows n rocks.
func rockFace(n int) string {
	if n == 1 {
		return "1 rock"
	}
	return strconv.Itoa(n) + " rocks"
}

// playbackTexts are the texts of a phone's playback that every phone of
// the table shows alike: the line of the phone's seat and what it sent are
// its own.
func playbackTexts(p *phone) []string {
	return slices.DeleteFunc(p.texts(), func(s string) bool {
		return strings.Contains(s, "phone at table") || strings.HasPrefix(s, "Sent to the table") || strings.HasPrefix(s, notPlayed)
	})
}

// count counts the texts that match.
func count(texts []string, match func(string) bool) int {
	n := 0
	for _, s := range texts {
		if match(s) {
			n++
		}
	}
	return n
}

// TestTwoPhonesSettleExampleBADeckEach settles the round's battle of Ana
// (A, First Player) and Ben at a live table, as the rulebook's Auto Battle
// Example B: each phone enters its own player's deck while the other
// enters theirs (their cards typed in turn, as two players type at once),
// each says its deck is ready, and Ana's phone asks for the dice the
// table rolled. Both phones then show the verdict, Ben (Matthias) wins,
// with the same steps; both tap "Record" at once, and the game has the
// result once. The test logs the taps, keys and seconds from opening the
// battle to the verdict on Ana's phone (no verdict rests on them).
func TestTwoPhonesSettleExampleBADeckEach(t *testing.T) {
	longTier(t)
	lt := serveTable(t)
	ana := joinAs(t, lt, "Ana")
	ben := joinAs(t, lt, "Ben")
	ana.tapText("Everyone has passed")
	sameScoreboard(t, ana, ben, "Battle Phase")

	da, db := &dispute{p: ana, start: time.Now()}, &dispute{p: ben, start: time.Now()}
	da.tapTab(tabBattle)
	db.tapTab(tabBattle)
	da.tap("Ana vs Ben")
	ben.waitShown("Round 1: Ana vs Ben")
	db.tap("Secret decks")
	ana.waitShown("Each deck is secret from the other phones until both are ready.")
	da.tap("entry:Ana")
	da.p.tabTo("Ana's card field", isEntry("Add a card: type a few letters"))
	db.tap("entry:Ben")
	db.p.tabTo("Ben's card field", isEntry("Add a card: type a few letters"))
	da.taps++
	db.taps++
	for i := range exampleBA {
		da.typeAndEnter(exampleBA[i])
		db.typeAndEnter(exampleBB[i])
	}
	ana.waitShown("Ben is still entering (3 cards so far).")
	if texts := strings.Join(ana.texts(), "\n"); strings.Contains(texts, "Mosquito") || strings.Contains(texts, "Peacock") {
		t.Fatalf("Ben's secret deck shows on Ana's phone before both are ready:\n%s", texts)
	}
	ana.shot("tablebattle-secret")
	da.tap("Ana's deck is ready")
	db.tap("Ben's deck is ready")
	ana.waitShown("Both decks are ready.")
	ben.waitShown("Both decks are ready.")
	ana.waitShown("3. Peacock · power 2") // shown to every phone once both are ready
	ana.shot("tablebattle-ready")
	waitHub(t, "both decks on the hub", func() bool {
		v := lt.table.TableBattle().Value()
		return v.Ready() && len(v.Sides[0].Deck) == 3 && len(v.Sides[1].Deck) == 3
	})

	da.tap("Settle the battle")
	for _, r := range exampleBRocks {
		da.tap(rockFace(r))
	}
	at, of := ana.beatWhere(func(at, of int) bool { return at == of && of >= 2 })
	da.log(t, "Example B, a deck on each of two phones")
	if at != of {
		t.Fatalf("Ana's phone shows beat %d of %d, not the verdict", at, of)
	}
	ben.beatWhere(func(at, of int) bool { return at == of && of >= 2 })
	ana.waitShown("Ben wins")
	ben.waitShown("Ben wins")
	if a, b := playbackTexts(ana), playbackTexts(ben); !slices.Equal(a, b) {
		t.Fatalf("the phones show different battles:\n%s\n---\n%s", strings.Join(a, "\n"), strings.Join(b, "\n"))
	}
	ben.shot("tablebattle-verdict")

	steps := lt.table.Game().Steps().Undo
	tapTogether(t, ana, "Record this result in the game", ben, "Record this result in the game")
	// The hub plays a table's messages one at a time: one Record is
	// played, the other, coming second, refused with its reason; or the
	// other phone had the result before its tap was handled, and the
	// button was gone from under the finger.
	waitHub(t, "one tap of Record answered", func() bool {
		sent, refused, offered := 0, 0, 0
		for _, p := range []*phone{ana, ben} {
			texts := p.texts()
			sent += count(texts, func(s string) bool { return strings.HasPrefix(s, "Sent to the table") })
			refused += count(texts, func(s string) bool { return strings.HasPrefix(s, notPlayed) })
			offered += count(texts, func(s string) bool { return s == "Record this result in the game" })
		}
		return refused == 1 || sent == 1 && offered == 0
	})
	ben.shot("tablebattle-recorded")
	if got := lt.table.Game().Steps().Undo; got != steps+1 {
		t.Fatalf("the game took %d steps from two taps of Record, not one", got-steps)
	}
	if g := lt.table.Game().Value().Game(); g.Phase() == tracker.PhaseBattle {
		t.Fatalf("the hub's game still waits for the battle's result")
	}
	checkConsole(ana)
	checkConsole(ben)
}

// The 5-v-5 battle of the dispute measures: five cards each, typed by
// their first letters.
var (
	fiveA = []string{"ant", "fis", "ott", "pea", "dog"}
	fiveB = []string{"mos", "fla", "bad", "sku", "sha"}
)

// TestADisputeOnOnePhoneAndOnTwo measures a dispute as a table settles
// it, for Example B (the table's own dice entered) and a 5-v-5 battle
// (rolled): on one phone, both decks typed on it in turn; and at a live
// table, each player typing their own deck on their own phone, then
// saying it is ready. It logs the taps, keys and seconds from "let's
// check" (the Battle tab) to the verdict on screen. At a real table the
// two players type at once, each on a phone of their own; here both pages
// share two cores, so the test has each phone enter its deck in turn,
// times each, and logs the time the table would take: what both phones
// share (opening the battle, settling it) and the longer of the two
// entries. The figures are for the closing notes; no verdict rests on
// them.
func TestADisputeOnOnePhoneAndOnTwo(t *testing.T) {
	longTier(t)
	for _, c := range []struct {
		name  string
		a, b  []string
		rocks []int
	}{{"Example B", exampleBA, exampleBB, exampleBRocks}, {"a 5-v-5 battle", fiveA, fiveB, nil}} {
		t.Run(c.name, func(t *testing.T) {
			disputeOnOnePhone(t, c.name, c.a, c.b, c.rocks)
			disputeOnTwoPhones(t, c.name, c.a, c.b, c.rocks)
		})
	}
}

// disputeOnOnePhone settles decks a and b on one phone, with the dice
// rocks the table rolled (none: rolled by the app), and logs the taps,
// keys and time.
func disputeOnOnePhone(t *testing.T, name string, a, b []string, rocks []int) {
	p := freshPhone(t)
	d := &dispute{p: p, start: time.Now()}
	d.tapTab(tabBattle)
	d.deck("Player A's name", a, "")
	d.deck("Player B's name", b, "")
	if rocks == nil {
		d.settle()
	} else {
		d.tap("Use the dice we rolled")
		d.tap("Settle the battle")
		for _, r := range rocks {
			d.tap(rockFace(r))
		}
		p.beatWhere(func(at, of int) bool { return at == of && of >= 2 })
	}
	d.log(t, name+" on one phone, both decks typed on it")
}

// disputeOnTwoPhones settles decks a (Ana's) and b (Ben's) as the round's
// battle at a live table, each deck typed on its player's phone at the
// same time, and logs each phone's taps and keys and the time to the
// verdict on Ana's phone.
func disputeOnTwoPhones(t *testing.T, name string, a, b []string, rocks []int) {
	lt := serveTable(t)
	ana := joinAs(t, lt, "Ana")
	ben := joinAs(t, lt, "Ben")
	ana.tapText("Everyone has passed")
	sameScoreboard(t, ana, ben, "Battle Phase")

	start := time.Now()
	da, db := &dispute{p: ana, start: start}, &dispute{p: ben, start: start}
	da.tapTab(tabBattle)
	db.tapTab(tabBattle)
	da.tap("Ana vs Ben")
	if rocks == nil {
		da.tap("Roll for me")
	}
	ben.waitShown("Round 1: Ana vs Ben")
	var entry [2]time.Duration
	for i, side := range []struct {
		d     *dispute
		name  string
		cards []string
	}{{da, "Ana", a}, {db, "Ben", b}} {
		began := time.Now()
		side.d.tap("entry:" + side.name)
		side.d.p.tabTo(side.name+"'s card field", isEntry("Add a card: type a few letters"))
		side.d.taps++
		for _, c := range side.cards {
			side.d.typeAndEnter(c)
		}
		side.d.tap(side.name + "'s deck is ready")
		entry[i] = time.Since(began)
	}
	if rocks != nil {
		ana.waitShown("Both decks are ready.")
		da.tap("Settle the battle")
		for _, r := range rocks {
			da.tap(rockFace(r))
		}
	}
	ana.beatWhere(func(at, of int) bool { return at == of && of >= 2 })
	total := time.Since(start)
	shared := total - entry[0] - entry[1]
	t.Logf("%s at a table: Ana's phone %d taps, %d keys; Ben's phone %d taps, %d keys; each phone's own entry: Ana %v, Ben %v; shared (opening, settling, the verdict) %v; the table, both typing at once: %v (here one after the other: %v)",
		name, da.taps, da.keys, db.taps, db.keys, entry[0].Round(100*time.Millisecond), entry[1].Round(100*time.Millisecond),
		shared.Round(100*time.Millisecond), (shared + max(entry[0], entry[1])).Round(100*time.Millisecond), total.Round(100*time.Millisecond))
}

// TestTheTablesBattleFitsAPhone: the Battle tab at a live table (the
// shared questions, Secret decks, who is still entering, each deck's ready
// button) asks for no more than a phone's screen at Extra large text,
// upright and sideways, with a player's long name; screenshots of each.
func TestTheTablesBattleFitsAPhone(t *testing.T) {
	longTier(t)
	lt := serveTable(t)
	ana := joinAs(t, lt, "Ana")
	ana.tapText("Everyone has passed")
	ana.waitShown("Battle Phase")
	ana.tap(ana.tabCenter(tabSettings))
	ana.tapText("Extra large")
	ana.tap(ana.tabCenter(tabBattle))
	ana.tapInSight("Ana vs Ben")
	ana.waitShown("Round 1: Ana vs Ben")
	ana.tapInSight("Secret decks")
	ana.waitShown("Each deck is secret from the other phones until both are ready.")
	for _, size := range [][2]int64{{phoneW, phoneH}, {844, 390}} {
		ana.turn(size[0], size[1])
		s := ana.screen()
		if len(s.Min) != 2 || s.Min[0] > float64(ana.w) {
			t.Errorf("the table's battle at Extra large text asks for %v, wider than the %dx%d screen", s.Min, ana.w, ana.h)
		}
		ana.shot("tablebattle-xl-" + strconv.FormatInt(size[0], 10))
		ana.tapInSight("Ana's deck is ready")
		ana.waitShown("Ready (tap to undo)")
		ana.shot("tablebattle-xl-ready-" + strconv.FormatInt(size[0], 10))
		ana.tapInSight("Ready (tap to undo)")
		ana.waitShown("Ana's deck is ready")
	}
	checkConsole(ana)
}
