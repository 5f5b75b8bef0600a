package webtest

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"github.com/sapcompanion/sapcompanion/tracker"
)

// playerNames are the players of a game of up to six at a live table.
var playerNames = []string{"Ana", "Ben", "Cy", "Dee", "Eve", "Fay"}

// everyoneSees waits until every phone shows the same game, want among it,
// and fails with what each shows if they never do.
func everyoneSees(t *testing.T, phones []*phone, want string) {
	t.Helper()
	for _, p := range phones {
		p.waitShown(want)
	}
	deadline := time.Now().Add(waitTimeout)
	for {
		boards := make([][]string, len(phones))
		same := true
		for i, p := range phones {
			boards[i] = p.scoreboard()
			same = same && slices.Equal(boards[i], boards[0])
		}
		if same {
			return
		}
		if time.Now().After(deadline) {
			var all []string
			for i, p := range phones {
				p.shot(fmt.Sprintf("table-differ-%d", i+1))
			}
			for i, b := range boards {
				all = append(all, fmt.Sprintf("phone %d:\n%s", i+1, strings.Join(b, "\n")))
			}
			t.Fatalf("the phones show different games:\n%s", strings.Join(all, "\n---\n"))
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// tapInSight taps the first object showing text, first dragging the view
// under it (a finger's slow drag, no fling) while its scroll view does not
// show its middle, as a player scrolls to a battle further down: a text
// scrolled out of sight counts as on show, and a tap on its place would
// land on what covers it.
func (p *phone) tapInSight(text string) {
	p.tb.Helper()
	for range 8 {
		f := p.where(text)
		px := eval[float64](p, `sapc.scale / devicePixelRatio`)
		mid := (f.Rect[1] + f.Rect[3]/2) * px
		top, bottom := f.Seen[1]*px, (f.Seen[1]+f.Seen[3])*px
		finger := float64(p.h) / 2
		switch {
		case f.Seen[3] > 0 && mid >= top && mid < bottom:
			x, y := p.find(text)
			p.tap(x, y)
			return
		case f.Seen[3] == 0 && mid < float64(p.h)/2, f.Seen[3] > 0 && mid < top:
			p.drag(float64(p.w)/2, finger, finger+250, 10, 300*time.Millisecond)
		default:
			p.drag(float64(p.w)/2, finger, finger-250, 10, 300*time.Millisecond)
		}
	}
	p.tb.Fatalf("%q never came into sight", text)
}

// startFromForm fills the Game tab's new-game form with names and taps
// Start, as a player does: the count of players, each name typed, and for
// two players how many pets each has (the rulebook's way to pick who
// starts; with more, the first named is player A).
func (p *phone) startFromForm(names []string) {
	p.tb.Helper()
	p.tap(tabCenters[tabGame], tabY)
	p.tapText(fmt.Sprint(len(names)))
	for i, n := range names {
		p.tabTo(fmt.Sprintf("player %d's name", i+1), isEntry(fmt.Sprintf("Player %d", i+1)))
		p.insertText(n)
		if len(names) == 2 {
			p.tabTo(n+"'s pets", isEntry("Pets"))
			p.insertText(fmt.Sprint(3 - i))
		}
	}
	p.shot(fmt.Sprintf("table-new-game-%d", len(names)))
	p.tapText("Start the game")
}

// TestPhonesStartAndPlayAWholeGameAtANewTable: 2, 4 and 6 phones open a new
// table by its code; one starts the game from the new-game form, each
// sits in its own seat, and the phones take turns to play every phase of
// every round to the end, each phone showing the same game after every
// move, the hub's game the same.
func TestPhonesStartAndPlayAWholeGameAtANewTable(t *testing.T) {
	longTier(t)
	for _, n := range []int{2, 4, 6} {
		t.Run(fmt.Sprintf("%d phones", n), func(t *testing.T) { playWholeGame(t, n) })
	}
}

func playWholeGame(t *testing.T, n int) {
	lt := serveNewTable(t)
	t.Cleanup(func() {
		if g := lt.table.Game().Value().Game(); t.Failed() && g != nil {
			for _, e := range g.History() {
				t.Logf("the hub's history: %s (%s, %v)", e.Text, e.By, e.Status)
			}
		}
	})
	names := playerNames[:n]
	phones := make([]*phone, n)
	for i := range phones {
		phones[i] = openPhone(t, t.TempDir())
		phones[i].open(lt.URL + "?table=" + lt.code)
		phones[i].waitShown("Watching at table " + spaced(lt.code))
	}
	phones[n-1].startFromForm(names) // the last to arrive starts it
	for i, p := range phones {
		p.waitShown("Pick your seat:")
		p.tapText(names[i])
		p.waitShown(names[i] + "'s phone at table " + spaced(lt.code))
	}
	everyoneSees(t, phones, "Shop Phase")

	turn := 0
	next := func() *phone { turn++; return phones[turn%n] } // the phones take turns
	for round := 1; round <= 6; round++ {
		next().tapText("Everyone has passed") // pinned under the panel
		everyoneSees(t, phones, "Battle Phase")
		g := lt.table.Game().Value().Game()
		battles := g.CurrentBattles()
		for i, b := range battles {
			winner := g.Player(b.Pair[(round+i)%2]).Name
			next().tapInSight(winner + " won")
			if i < len(battles)-1 { // the last result starts the Trophy Phase
				everyoneSees(t, phones, winner+" won and claims")
			}
		}
		everyoneSees(t, phones, "Trophy Phase")
		// A player pauses before the next phase's button, as the Game tab
		// asks of a tap after one that ended a phase.
		time.Sleep(1500 * time.Millisecond)
		if round < 6 {
			next().tapText(fmt.Sprintf("Start round %d", round+1))
			everyoneSees(t, phones, fmt.Sprintf("Round %d of 6", round+1))
			time.Sleep(1500 * time.Millisecond)
		} else {
			next().tapText("Finish the game")
		}
	}
	g := lt.table.Game().Value().Game()
	if !g.Over() {
		t.Fatalf("the hub's game is not over: %s", g.Status())
	}
	o, _ := g.Outcome()
	everyoneSees(t, phones, g.Player(o.Winners[0]).Name)
	for _, e := range g.History()[1:] {
		if !slices.Contains(names, e.By) {
			t.Errorf("the history's step %q names no player's phone (%q)", e.Text, e.By)
		}
	}
}

// tapTogether taps text on phone a and other on phone b at the same moment,
// as two players do, and waits until both pages had their taps.
func tapTogether(t *testing.T, a *phone, text string, b *phone, other string) {
	t.Helper()
	ax, ay := a.find(text)
	bx, by := b.find(other)
	eval[bool](a, armClickJS)
	eval[bool](b, armClickJS)
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i, tp := range []struct {
		p    *phone
		x, y float64
	}{{a, ax, ay}, {b, bx, by}} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = tp.p.touchNow(tp.x, tp.y)
		}()
	}
	wg.Wait()
	if err := firstErr(errs...); err != nil {
		t.Fatal(err)
	}
	a.clicked(ax, ay)
	b.clicked(bx, by)
}

// touchNow is touch, returning what went wrong rather than failing the
// test: two phones' taps are sent from two goroutines.
func (p *phone) touchNow(x, y float64) error {
	at := time.Now()
	ts := func(at time.Time) input.TimeSinceEpoch { return input.TimeSinceEpoch(float64(at.UnixNano()) / 1e9) }
	return chromedp.Do(p.ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		return firstErr(
			callOnly(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart,
				TouchPoints: []*input.TouchPoint{{X: x, Y: y}}, Timestamp: ts(at)}),
			callOnly(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd,
				TouchPoints: []*input.TouchPoint{}, Timestamp: ts(at.Add(40 * time.Millisecond))}),
		)
	}))
}

// undoText is the words of the phone's Undo button.
func (p *phone) undoText() string {
	p.tb.Helper()
	for _, s := range p.texts() {
		if strings.HasPrefix(s, "Undo: ") {
			return s
		}
	}
	p.tb.Fatalf("no Undo with a step's words on show:\n%s", strings.Join(p.texts(), "\n"))
	return ""
}

// TestTwoPhonesTappingAtOnceLoseNothing: Ana's and Ben's phones tap
// Ana's buy at the same moment, then one a result and the other Undo.
// Each tap's move is played once or refused with the reason on the phone
// that tapped it (a second buy of Ana's is not her turn; an undo of a step
// that is no longer the last; a result once the Battle Phase is undone);
// a tap that lands after the other phone's move reached its screen plays
// what is then under the finger (Ben's own buy). The hub's steps count
// exactly the moves played, and both phones show its game.
func TestTwoPhonesTappingAtOnceLoseNothing(t *testing.T) {
	longTier(t)
	lt := serveTable(t)
	ana := joinAs(t, lt, "Ana")
	ben := joinAs(t, lt, "Ben")
	phones := []*phone{ana, ben}
	for _, p := range phones { // a phone's own setting: each shows Buy on the player's turn
		p.tap(tabCenters[tabSettings], tabY)
		p.tapInSight("Log every shop turn")
		p.tap(tabCenters[tabGame], tabY)
	}
	sameScoreboard(t, ana, ben, "Shop Phase")

	steps := lt.table.Game().Steps().Undo
	tapTogether(t, ana, "Buy (1 gold)", ben, "Buy (1 gold)")
	delta, why := settled(t, lt, phones, steps)
	for i, p := range phones {
		p.shot(fmt.Sprintf("table-two-taps-%d", i+1)) // the refusal, on the phone refused
	}
	switch {
	case delta == 1 && strings.Contains(why, "it is Ben's turn to shop, not Ana's"): // the second buy of Ana's refused
	case delta == 2 && why == "": // Ben's tap landed on his own turn
	default:
		t.Fatalf("two buys at once took %d steps, refused with %q", delta, why)
	}
	for _, e := range lt.table.Game().Value().Game().History()[1:] {
		if e.By == "" {
			t.Errorf("the hub's step %q names no phone", e.Text)
		}
	}

	// Each phone passes for the player whose turn it is, in turn, till the
	// Battle Phase: both have a move accepted, which clears a refusal.
	for k := 0; lt.table.Game().Value().Game().Phase() == tracker.PhaseShop; k++ {
		if k == 4 {
			t.Fatalf("four passes did not end the Shop Phase: %s", lt.table.Game().Value().Game().Status())
		}
		time.Sleep(1500 * time.Millisecond)
		steps = lt.table.Game().Steps().Undo
		phones[k%2].tapInSight("Pass…")
		phones[k%2].tapInSight("Pass")
		waitHubSteps(t, lt, steps+1, "a pass")
	}
	sameScoreboard(t, ana, ben, "Battle Phase")
	steps = lt.table.Game().Steps().Undo
	time.Sleep(1500 * time.Millisecond)
	tapTogether(t, ana, "Ana won", ben, ben.undoText())
	delta, why = settled(t, lt, phones, steps)
	switch {
	case delta == 1 && strings.Contains(why, "The game changed before your Undo reached the table"): // the result first
	case delta == -1 && strings.Contains(why, "battle results are entered in the Battle Phase"): // the undo first
	case delta == -1 && why == "": // the undo first, Ana's tap on what then showed there
	case delta == 0 && why == "": // the result first, Ben's tap on its Undo
	default:
		t.Fatalf("a result and an undo at once took %d steps, refused with %q", delta, why)
	}
}

// settled waits until both taps at once have their outcome, and returns
// the steps the hub's game took since it had steps and the one refusal on
// show ("" for none); two refusals fail. A tap's move is either played,
// a new revision of the hub's game, or refused on its phone: once the two
// add up to two, both are answered, however slow the machine. A tap that
// landed on no button sends nothing: with one outcome only, the test waits
// a loose 10 s of quiet (a hang guard's margin, not a verdict) first.
func settled(t *testing.T, lt *liveTable, phones []*phone, steps int) (int, string) {
	t.Helper()
	_, rev0, _, err := lt.table.Table().Value("game")
	if err != nil {
		t.Fatal(err)
	}
	var refusals []string
	last, since := -1, time.Now()
	for deadline := time.Now().Add(waitTimeout); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		_, rev, _, _ := lt.table.Table().Value("game")
		refusals = refusalsOn(phones)
		n := int(rev-rev0) + len(refusals)
		if n != last {
			last, since = n, time.Now()
		}
		if n >= 2 || n == 1 && time.Since(since) > 10*time.Second {
			break
		}
	}
	sameScoreboard(t, phones[0], phones[1], "Round 1 of 6")
	refusals = refusalsOn(phones)
	delta := lt.table.Game().Steps().Undo - steps
	switch len(refusals) {
	case 0:
		return delta, ""
	case 1:
		return delta, refusals[0]
	}
	t.Fatalf("both moves were refused: %q", refusals)
	return 0, ""
}

// refusalsOn is the hub's refusals the phones show.
func refusalsOn(phones []*phone) []string {
	var refusals []string
	for _, p := range phones {
		for _, s := range p.texts() {
			if strings.HasPrefix(s, notPlayed) {
				refusals = append(refusals, s)
			}
		}
	}
	return refusals
}

// notPlayed starts the line of the hub's refusal of a phone's move
// (ui/table.go).
const notPlayed = "Not played: "

// waitHubSteps waits until the hub's game has taken want steps, and
// returns it.
func waitHubSteps(t *testing.T, lt *liveTable, want int, what string) *tracker.Game {
	t.Helper()
	deadline := time.Now().Add(waitTimeout)
	for lt.table.Game().Steps().Undo != want {
		if time.Now().After(deadline) {
			t.Fatalf("%s: the hub's game has %d steps, not %d", what, lt.table.Game().Steps().Undo, want)
		}
		time.Sleep(50 * time.Millisecond)
	}
	return lt.table.Game().Value().Game()
}
