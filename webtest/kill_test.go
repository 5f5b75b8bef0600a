package webtest

import (
	"encoding/json"
	"fmt"
	"image"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
	"time"
)

// The kills of TestKilledAfterATapLosesNothing.
const (
	kills    = 50
	killSeed = 20261201 // seeds the random delays before the kills
	// nearTap: a kill this soon after the tap's touch likely cut a write
	// short (the app writes within a few tens of milliseconds of a tap).
	nearTap = 200 * time.Millisecond
)

// boardPlayers are the players of the board game setUpKept starts.
var boardPlayers = [2]string{"Carla", "Dan"}

// kept is something the app keeps, that every start after a kill must
// find: the blob it is kept in and a text the blob then holds.
type kept struct{ what, blob, needle string }

// keptNeedles are what setUpKept made.
var keptNeedles = []kept{
	{"the game of Ana and Ben", "tracker-game.json", `"Ben"`},
	{"the card " + newCard, "cards.json", newCard},
	{"the die " + newDie, "settings.json", newDie},
	{"the board game of Carla and Dan", "tableau-game.json", `"` + boardPlayers[0] + `"`},
}

// TestKilledAfterATapLosesNothing kills the browser, SIGKILL to all of its
// processes at once, 0 to 300 ms after a tap that changes what the app
// keeps, 50 times on one profile, as a phone's system kills a browser it
// has sent to the background: every start after a kill opens with no
// dialog (no blob that could not be read) and finds everything stored
// before the tap (the game, the card, the die, a board game on the More
// games shelf), each blob the tap did not change byte for byte. The taps
// change each kind in turn (a gold coin on the Game tab, the theme, a new
// card in the card book, a pass or its undo in the board game), every
// other round with the change seen on the screen before the kill. A change
// the browser had not stored yet when it was killed may be missing: that
// is no loss.
func TestKilledAfterATapLosesNothing(t *testing.T) {
	longTier(t)
	began := time.Now()
	r := &killRun{t: t, site: serve(t, webDir(t)), profile: t.TempDir(), rng: rand.New(rand.NewPCG(killSeed, 0))}
	p := openPhone(t, r.profile)
	p.open(r.site.URL)
	setUpKept(p)
	r.kept = p.appBlobs()
	p.close()
	t.Logf("set up in %v; the random delays are seeded with %d", time.Since(began).Round(time.Second), killSeed)
	for i := 0; ; i++ {
		opened := time.Now()
		p = openPhone(t, r.profile)
		p.open(r.site.URL)
		r.n.starts, r.n.up = r.n.starts+1, r.n.up+time.Since(opened)
		if !r.check(p, i) || i == kills {
			break
		}
		r.changeAndKill(p, i)
	}
	r.report(time.Since(began))
}

// setUpKept makes what every start after a kill must find (keptNeedles),
// each seen stored: the game of Ana and Ben, the card, the die, and a
// board game of Carla and Dan on the More games shelf.
func setUpKept(p *phone) {
	p.tb.Helper()
	startGame(p)
	addCard(p)
	setDie(p)
	startBoardGame(p)
	p.waitStored(`"` + boardPlayers[0] + `"`)
}

// killRun is TestKilledAfterATapLosesNothing between its starts.
type killRun struct {
	t       *testing.T
	site    *site
	profile string
	rng     *rand.Rand
	kept    map[string]string // the app's blobs as stored just before the last tap, by name
	added   []kept            // what changes stored since the set-up added, which must stay
	last    *kill             // the last kill; nil before the first
	n       struct {
		starts, kills, near, writing, stored, lost, dialogs int
		up                                                  time.Duration // the starts' time to the app's first frame
	}
}

// kill is one tap and the kill after it.
type kill struct {
	change  tapChange
	target  tapTarget
	waited  bool          // the tap's change was seen on the screen before the kill
	delay   time.Duration // the random wait before the kill
	since   time.Duration // from the tap's touch to the kill
	writing bool          // a write transaction of the page was open just before the kill
}

// String says what the kill came after.
func (k *kill) String() string {
	seen := "not waited on"
	if k.waited {
		seen = "seen on the screen"
	}
	open := ""
	if k.writing {
		open = ", a write open"
	}
	return fmt.Sprintf("%s (%s), killed %v after the tap (delay %v%s)", k.change.name, seen, k.since.Round(time.Millisecond), k.delay, open)
}

// check looks, after start i, for what the last kill may have lost: a
// dialog (a blob that could not be read), a blob stored before the last
// tap that is gone or changed (but for the one the tap changes, which may
// be old or new), something set up that is missing; every 10th start on
// the screen too. It reports whether the run may go on.
func (r *killRun) check(p *phone, i int) bool {
	p.idle()
	if d := p.dialogTexts(); len(d) > 0 {
		r.n.dialogs++
		r.t.Errorf("start %d, after %v: a dialog: %q\nIndexedDB:\n%s", i, r.last, d, eval[string](p, dumpStorageJS))
		return false
	}
	now := p.appBlobs()
	if lost := r.lost(now); len(lost) > 0 {
		r.n.lost += len(lost)
		r.t.Errorf("start %d, after %v, lost:\n%s\nIndexedDB:\n%s", i, r.last, strings.Join(lost, "\n"), eval[string](p, dumpStorageJS))
		return false
	}
	if r.last != nil {
		stored := now[r.last.change.blob] != r.kept[r.last.change.blob]
		if stored {
			r.n.stored++
			if r.last.target.adds != "" {
				r.added = append(r.added, kept{r.last.change.name, r.last.change.blob, r.last.target.adds})
			}
		}
		r.t.Logf("start %d: nothing lost after %v; the change %s", i, r.last, map[bool]string{true: "was stored", false: "was not stored yet"}[stored])
	}
	r.kept = now
	if i%10 == 0 {
		checkKeptOnScreen(p)
	}
	return !r.t.Failed()
}

// lost lists what the blobs now lack of what was stored before the last
// tap: a blob gone, or changed though the tap changed another, and what
// is missing of what setUpKept made and the changes stored since added.
func (r *killRun) lost(now map[string]string) []string {
	var lost []string
	for name, was := range r.kept {
		got, ok := now[name]
		switch {
		case !ok:
			lost = append(lost, name+" is gone")
		case got != was && (r.last == nil || name != r.last.change.blob):
			lost = append(lost, fmt.Sprintf("%s changed, though the tap changed another blob: it held\n%s\nand holds\n%s", name, was, got))
		}
	}
	for _, k := range slices.Concat(keptNeedles, r.added) {
		if !strings.Contains(now[k.blob], k.needle) {
			lost = append(lost, fmt.Sprintf("%s: %s holds no %s", k.what, k.blob, k.needle))
		}
	}
	return lost
}

// changeAndKill makes change i (tapChanges, in turn) with a tap and kills
// the browser a random 0 to 300 ms later; in every other round of the
// changes it first waits until the screen shows the change.
func (r *killRun) changeAndKill(p *phone, i int) {
	c := tapChanges[i%len(tapChanges)]
	k := &kill{change: c, waited: i/len(tapChanges)%2 == 0, delay: time.Duration(r.rng.IntN(301)) * time.Millisecond}
	k.target = c.ready(p, r.kept, i)
	if d := p.dialogTexts(); len(d) > 0 { // a blob read only when its screen opens
		r.n.dialogs++
		r.t.Fatalf("start %d, after %v: a dialog on the way to %s: %q\nIndexedDB:\n%s", i, r.last, c.name, d, eval[string](p, dumpStorageJS))
	}
	r.kept = p.appBlobs() // as stored just before the tap
	eval[bool](p, watchWritesJS+" && "+armClickJS)
	at := k.target
	p.touch(at.x, at.y)
	tapped := time.Now()
	if k.waited {
		p.clicked(at.x, at.y)
		if !p.shows(at.shown) {
			r.t.Fatalf("start %d: the tap at (%.0f, %.0f) for %s changed nothing on the screen; the texts on show:\n%s\nover them: %q",
				i, at.x, at.y, c.name, strings.Join(p.texts(), "\n"), p.dialogTexts())
		}
	}
	time.Sleep(k.delay)
	k.writing = eval[bool](p, `self.sapcWrites.open > 0`)
	k.since = time.Since(tapped)
	p.kill()
	r.n.kills++
	if k.since <= nearTap {
		r.n.near++
	}
	if k.writing {
		r.n.writing++
	}
	r.last = k
}

// watchWritesJS counts the page's IndexedDB transactions that write and
// are not done yet in self.sapcWrites.open.
const watchWritesJS = `(() => {
  if (self.sapcWrites) return true;
  const writes = self.sapcWrites = { open: 0 };
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (stores, mode) {
    const tx = transaction.apply(this, arguments);
    if (mode === 'readwrite') {
      writes.open++;
      const done = () => { writes.open--; };
      tx.addEventListener('complete', done);
      tx.addEventListener('abort', done);
    }
    return tx;
  };
  return true;
})()`

// shows waits until shown reports that the screen shows a change, a frame
// of the app at a time, settleLooks frames at most, and reports whether it
// did.
func (p *phone) shows(shown func() bool) bool {
	p.tb.Helper()
	for range settleLooks {
		if shown() {
			return true
		}
		p.idle()
	}
	return shown()
}

// report logs the run's tallies, its time and the machine's load.
func (r *killRun) report(took time.Duration) {
	load, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		load = []byte("not known")
	}
	n := r.n
	r.t.Logf("%d kills, %d lost, %d starts with a dialog; %d kills within %v of the tap, %d with a write transaction open just before; the change tapped was stored before %d of the kills; %d starts, %v on average to the app's first frame; took %v, load average %s",
		n.kills, n.lost, n.dialogs, n.near, nearTap, n.writing, n.stored, n.starts, (n.up / time.Duration(max(n.starts, 1))).Round(100*time.Millisecond),
		took.Round(time.Second), strings.TrimSpace(string(load)))
}

// checkKeptOnScreen finds on the screen what setUpKept made: the game of
// Ana and Ben on the Game tab, the card in the card book's search, the die
// in Settings, and the board game under way on the shelf.
func checkKeptOnScreen(p *phone) {
	p.tb.Helper()
	p.tap(tabCenters[tabGame], tabY)
	if texts := p.texts(); !showsGame(texts) {
		p.tb.Errorf("the Game tab does not show the game of Ana and Ben: %q", texts)
	}
	p.tap(tabCenters[tabCards], tabY)
	p.whileSearching(newCard, func() {
		if texts := p.texts(); !slices.ContainsFunc(texts, func(t string) bool { return strings.HasPrefix(t, "1 of ") }) {
			p.tb.Errorf("the card book's search finds no %s: %q", newCard, texts)
		}
	})
	checkDie(p)
	p.openShelf()
	p.tapText(boardGame)
	p.tabTo("the board game's pass button, not its new-game form", isButton("No card left: pass"))
}

// showsGame reports whether texts, the Game tab's, show the game of Ana
// and Ben rather than the new-game form.
func showsGame(texts []string) bool {
	return slices.Contains(texts, "Ana") && slices.Contains(texts, "Ben") && !slices.Contains(texts, "Start the game")
}

// tapChange is a change of what the app keeps, made with one tap.
type tapChange struct {
	name string // what the tap does, for the log
	blob string // the blob it writes
	// ready taps the way to change i, with the app's blobs as they are,
	// and says where to tap for it.
	ready func(p *phone, blobs map[string]string, i int) tapTarget
}

// tapTarget is where to tap for a change, and what it does.
type tapTarget struct {
	x, y  float64
	shown func() bool // a look at the screen: whether it shows the change
	adds  string      // a text the blob holds once the change is stored; "" for a change that goes back and forth
}

// tapChanges are the changes made before the kills, in turn.
var tapChanges = []tapChange{
	{"a gold coin of Ana's", "tracker-game.json", readyGold},
	{"the theme", "settings.json", readyTheme},
	{"a new card", "cards.json", readyNewCard},
	{"a pass in the board game or its undo", "tableau-game.json", readyBoardTurn},
}

// Where the taps of tapChanges land on the 390x844 screen, from the app's
// layout.
const (
	coinBelowName = 60  // from the middle of a player's name on the Game tab's player card to their gold coins
	boardMainY    = 714 // the board game's bar: the phase's main button, 48 px tall, 4 px over
	boardUndoY    = 766 // its undo bar, at the bottom: Undo, then Redo
	boardMainX    = 195
	boardUndoX    = 28
)

// readyGold: Ana's first gold coin on the Game tab, which a tap spends or
// gives back; the scoreboard shows her gold.
func readyGold(p *phone, _ map[string]string, _ int) tapTarget {
	p.tap(tabCenters[tabGame], tabY)
	x, y := p.find("Ana")
	was := p.goldOfAna()
	return tapTarget{x: x, y: y + coinBelowName, shown: func() bool { return p.goldOfAna() != was }}
}

// goldOfAna is the gold the scoreboard shows for Ana, the first player,
// such as " 3 gold".
func (p *phone) goldOfAna() string {
	p.tb.Helper()
	texts := p.texts()
	if i := slices.IndexFunc(texts, func(t string) bool { return strings.HasSuffix(t, " gold") }); i >= 0 {
		return texts[i]
	}
	p.tb.Fatalf("the Game tab shows no player's gold: %q", texts)
	return ""
}

// readyTheme: Dark in Settings, or Light when the theme is dark; the
// screen turns dark or light.
func readyTheme(p *phone, blobs map[string]string, _ int) tapTarget {
	p.tap(tabCenters[tabSettings], tabY)
	var s struct{ Theme string }
	valueOf(p.tb, blobs["settings.json"], &s)
	choice := "Dark"
	if s.Theme == "dark" {
		choice = "Light"
	}
	x, y := p.find(choice)
	dark := p.looksDark()
	return tapTarget{x: x, y: y, shown: func() bool { return p.looksDark() != dark }}
}

// looksDark reports whether the screen is mostly dark: the dark theme.
func (p *phone) looksDark() bool {
	img := rgba(p.keep("", p.capture()))
	sum, n := 0, 0
	for y := img.Rect.Min.Y; y < img.Rect.Max.Y; y += 8 {
		for x := img.Rect.Min.X; x < img.Rect.Max.X; x += 8 {
			c := img.RGBAAt(x, y)
			sum += int(c.R) + int(c.G) + int(c.B)
			n += 3
		}
	}
	return sum < 128*n
}

// readyNewCard: Save in the card editor, a new card of one's own typed
// into it, Webtest Kill and i; its page then shows.
func readyNewCard(p *phone, _ map[string]string, i int) tapTarget {
	p.tap(tabCenters[tabCards], tabY)
	p.tapText("New card")
	p.tapText("as printed, e.g. Turtle") // the name, empty
	name := fmt.Sprintf("Webtest Kill %d", i)
	p.insertText(name)
	p.wantText(name)
	x, y := p.find("Save")
	return tapTarget{x: x, y: y, adds: `"` + name + `"`, shown: func() bool {
		texts := p.texts()
		return slices.Contains(texts, name) && slices.Contains(texts, "Delete") // the card's page
	}}
}

// readyBoardTurn: on the board game's bar, its main button when the game
// has no action in effect (Carla passes: no card left for her), else its
// undo bar's Undo, so that the game goes back and forth between the two
// for as many kills as there are. The page shows whose turn it is. (The
// screen's own widgets are not looked into by find: hence places.)
func readyBoardTurn(p *phone, blobs map[string]string, _ int) tapTarget {
	p.openShelf()
	p.tapText(boardGame)
	var g struct{ Done int }
	valueOf(p.tb, blobs["tableau-game.json"], &g)
	x, y := float64(boardMainX), float64(boardMainY)
	if g.Done > 0 {
		x, y = boardUndoX, boardUndoY
	}
	turn := image.Rect(0, 240, phoneW-12, 700) // the turn's card, whose title names the player
	was := p.keep("", p.capture())
	return tapTarget{x: x, y: y, shown: func() bool { return differing(was, p.keep("", p.capture()), turn) > 0 }}
}

// valueOf decodes the value the blob, as the app keeps it (its envelope's
// "value"), holds into v.
func valueOf(tb testing.TB, blob string, v any) {
	tb.Helper()
	var envelope struct{ Value json.RawMessage }
	if err := json.Unmarshal([]byte(blob), &envelope); err != nil {
		tb.Fatalf("the blob %q: %v", blob, err)
	}
	if err := json.Unmarshal(envelope.Value, v); err != nil {
		tb.Fatalf("the value of the blob %q: %v", blob, err)
	}
}
