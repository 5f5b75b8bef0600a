package webtest

import (
	"image"
	"strings"
	"testing"
	"time"
)

// TestPhoneKeepsState starts a game, adds a card, changes the rock die and
// starts typing a battle in the resolver on the phone, reloads the page,
// then restarts the browser with the same profile and no network: the app
// opens from the service worker's copy, and the game, the card, the die
// and the battle being typed are still there both times.
func TestPhoneKeepsState(t *testing.T) {
	longTier(t)
	s := serve(t, webDir(t))
	profile := t.TempDir()
	p := openPhone(t, profile)
	p.open(s.URL)
	var kept keptState
	changed := t.Run("change", func(t *testing.T) {
		p.tb = t
		kept.game = startGame(p)
		kept.search = addCard(p)
		setDie(p)
		startBattle(p)
		p.waitWorker()
	})
	if !changed {
		return
	}
	t.Run("reload", func(t *testing.T) {
		p.tb = t
		p.reload()
		kept.check(p, "after-reload")
	})
	t.Run("restart-offline", func(t *testing.T) {
		p.close()
		s.down.Store(true)
		p = openPhone(t, profile)
		p.open(s.URL)
		kept.check(p, "after-restart")
		checkConsole(p)
	})
}

// keptState is what the screen showed before the reload: the game tab and
// the card book searched for the new card.
type keptState struct {
	game, search image.Image
}

const (
	newCard = "Webtest Otter"
	newDie  = "0 1 1 2 2 3"
)

// startGame fills in the new-game form for Ana and Ben and starts the game.
func startGame(p *phone) image.Image {
	p.tap(tabCenters[tabGame], tabY)
	setup := p.shot("")
	for _, field := range []struct{ placeholder, text string }{
		{"Player 1", "Ana"}, {"Pets", "3"}, {"Player 2", "Ben"}, {"Pets", "2"},
	} {
		p.tabTo("the field "+field.placeholder, isEntry(field.placeholder))
		p.insertText(field.text)
	}
	p.tabTo("the start button", isButton("Start the game"))
	p.press(" ")
	p.waitStored(`"Ben"`)
	game := p.shot("game-started")
	if differing(setup, game, bodyOf(game)) < 50 {
		p.tb.Fatal("the game did not start")
	}
	return game
}

// addCard makes a card of one's own and returns the card book searched for it.
func addCard(p *phone) image.Image {
	p.tap(tabCenters[tabCards], tabY)
	p.tabTo("the new-card button", isButton("New card"))
	p.press(" ")
	p.tabTo("the card's name", isEntry("as printed, e.g. Turtle"))
	p.insertText(newCard)
	p.shot("card-editor")
	p.tabTo("the save button", isButton("Save"))
	p.press(" ")
	p.waitStored(newCard)
	p.tabTo("the way back to the list", isButton("Cards"))
	p.press(" ")
	return p.searchCards("Webtest")
}

// searchCards types into the card search on the Cards tab and returns the
// screen, then empties the search.
func (p *phone) searchCards(text string) image.Image {
	p.tb.Helper()
	var img image.Image
	p.whileSearching(text, func() { img = p.shot("cards-search-" + strings.ToLower(text)) })
	return img
}

// whileSearching types text into the card search on the Cards tab, calls
// f, then empties the search.
func (p *phone) whileSearching(text string, f func()) {
	p.tb.Helper()
	p.tap(150, 87) // the search entry, under the note on rulebook examples
	p.insertText(text)
	p.wantText(text)
	f()
	for range text {
		p.press("Backspace")
	}
}

// setDie gives the rock die other faces in Settings.
func setDie(p *phone) {
	p.tap(tabCenters[tabSettings], tabY)
	p.tabTo("the die's faces", func(f focus) bool { return f.Kind == "entry" && f.Text == "0 0 1 1 2 2" })
	for range len("0 0 1 1 2 2") { // Tab leaves the cursor at the start
		p.press("Delete")
	}
	p.insertText(newDie)
	p.wantText(newDie)
	p.tabTo("the die button", isButton("Use this die"))
	p.press(" ")
	p.waitStored(newDie)
}

// newBattleName is the name typed for player A of the resolver's battle.
const newBattleName = "Webtest Ana"

// startBattle types a name for player A in the battle resolver.
func startBattle(p *phone) {
	p.tap(tabCenters[tabBattle], tabY)
	p.tabTo("player A's name", isEntry("Player A's name"))
	p.insertText(newBattleName)
	p.wantText(newBattleName)
	p.waitStored(newBattleName)
}

// check finds the game, the card, the die and the battle as they were.
func (k keptState) check(p *phone, when string) {
	p.tb.Helper()
	p.tap(tabCenters[tabGame], tabY)
	if n := differing(k.game, p.shot("game-"+when), bodyOf(k.game)); n != 0 {
		p.tb.Errorf("%s, the game tab differs in %d rows", when, n)
	}
	p.tap(tabCenters[tabCards], tabY)
	if n := differing(k.search, p.searchCards("Webtest"), cardsList); n != 0 {
		p.tb.Errorf("%s, the card book searched for the new card differs in %d rows", when, n)
	}
	checkDie(p)
	p.tap(tabCenters[tabBattle], tabY)
	p.tabTo("player A's name "+newBattleName, func(f focus) bool { return f.Kind == "entry" && f.Text == newBattleName })
}

// checkDie finds the rock die set by setDie in Settings.
func checkDie(p *phone) {
	p.tb.Helper()
	p.tap(tabCenters[tabSettings], tabY)
	p.tabTo("the die's faces "+newDie, func(f focus) bool { return f.Kind == "entry" && f.Text == newDie })
}

// recordsJS is a function returning every record of every IndexedDB
// database of the page, in whatever database and store the app uses: its
// place (its database, object store and key), what it is (a Blob or
// bytes, and how many) and its value as text (a blob's bytes decoded,
// anything else as JSON).
const recordsJS = `(async () => {
  const req = (r) => new Promise((ok, no) => { r.onsuccess = () => ok(r.result); r.onerror = () => no(r.error); });
  const records = [];
  for (const { name } of await indexedDB.databases()) {
    const db = await req(indexedDB.open(name));
    try {
      for (const store of db.objectStoreNames) {
        const st = db.transaction(store).objectStore(store);
        const [keys, values] = [await req(st.getAllKeys()), await req(st.getAll())];
        for (let i = 0; i < keys.length; i++) {
          const v = values[i];
          const [what, text] = v instanceof Blob ? ['Blob of ' + v.size + ' bytes', await v.text()] :
            v instanceof Uint8Array ? [v.length + ' bytes', new TextDecoder().decode(v)] :
            typeof v === 'string' ? ['text', v] : ['', JSON.stringify(v)];
          records.push({ db: name, store, key: keys[i], what, text });
        }
      }
    } finally { db.close(); }
  }
  return records;
})`

// storedJS reports whether any value the page keeps in IndexedDB contains
// needle, in whatever database and store the app uses.
const storedJS = `(async (needle) => (await ` + recordsJS + `()).some((r) => r.text.includes(needle)))`

// dumpStorageJS lists every record the page keeps in IndexedDB, one a
// line, for a test's report.
const dumpStorageJS = `(async () => (await ` + recordsJS + `()).map((r) => r.db + '/' + r.store + ' ' + JSON.stringify(r.key) + ' = ' + (r.what && r.what + ': ') + r.text).join('\n'))()`

// waitStored waits until the app has written needle to the browser's storage.
func (p *phone) waitStored(needle string) {
	p.tb.Helper()
	if !p.poll(storedJS + "(" + jsString(needle) + ")") {
		p.tb.Fatalf("%q never reached the browser's storage", needle)
	}
}

// poll evaluates the JavaScript expression cond, which may return a
// promise, every tenth of a second until it is true, 100 times at most,
// and reports whether it was.
func (p *phone) poll(cond string) bool {
	p.tb.Helper()
	for range 100 {
		if eval[bool](p, cond) {
			return true
		}
		time.Sleep(100 * time.Millisecond)
	}
	return false
}

// appBlobsJS returns the blobs in the app's own IndexedDB database
// (ui/store_js.go: the database "sapcompanion", its object store "blobs",
// each blob a Uint8Array under its name) as an object of texts by name.
const appBlobsJS = `(async () => Object.fromEntries((await ` + recordsJS + `())
  .filter((r) => r.db === 'sapcompanion' && r.store === 'blobs').map((r) => [r.key, r.text])))()`

// appBlobs returns the blobs the app keeps in its own database, by name.
func (p *phone) appBlobs() map[string]string {
	p.tb.Helper()
	return eval[map[string]string](p, appBlobsJS)
}

// waitWorker waits until the service worker is installed and active, so
// the app's files are in its cache.
func (p *phone) waitWorker() {
	p.tb.Helper()
	if !eval[bool](p, `navigator.serviceWorker.ready.then((r) => !!r.active)`) {
		p.tb.Fatal("no active service worker")
	}
}

// jsString quotes s as a JavaScript string.
func jsString(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(s) + "'"
}
