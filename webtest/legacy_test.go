package webtest

import (
	"strings"
	"testing"
)

// TestALegacySaveCutShortOpensItsSpareCopy leaves the saved game as a
// kill left it in the storage older versions of the app used, Fyne's file
// emulation over IndexedDB (fyne.io/fyne/v2/internal/repository: the
// database "files", a file's entry in its object store "meta" and its
// bytes, a Blob, in "data", under the file's path): the game's spare copy
// whole, and the game itself an entry with no data, as Fyne's write leaves
// it when it is cut between putting the entry and putting the data. The
// app's own database no longer has the game. After a reload the app opens
// the game from the spare copy, with no dialog, and the next change is
// saved in its own database, Fyne's copies gone.
//
// Before the browser build had a database of its own, the app read the
// game itself first, since its entry was there; the read failed, the blob
// could not be copied aside either, and a dialog said the saved game could
// not be read and that the app would not write over it.
func TestALegacySaveCutShortOpensItsSpareCopy(t *testing.T) {
	longTier(t)
	p := freshPhone(t)
	startGame(p)
	if problem := eval[string](p, cutShortJS); problem != "" {
		t.Fatal(problem)
	}
	t.Logf("IndexedDB before the reload:\n%s", eval[string](p, dumpStorageJS))
	p.reload()
	p.idle()
	if d := p.dialogTexts(); len(d) > 0 {
		t.Fatalf("after the reload, a dialog: %q", d)
	}
	if texts := p.texts(); !showsGame(texts) {
		t.Fatalf("after the reload, the Game tab does not show the game of Ana and Ben: %q", texts)
	}
	coin := readyGold(p, nil, 0)
	p.tap(coin.x, coin.y)
	if !p.shows(coin.shown) {
		t.Fatal("a tap on Ana's gold coin changed nothing on the screen")
	}
	if !p.poll(movedJS) {
		t.Errorf("the game was not saved in the app's own database, or Fyne's copies stayed; IndexedDB:\n%s", eval[string](p, dumpStorageJS))
	}
}

// fyneRoot is the folder of the app's storage in Fyne's file emulation,
// as the "files" database of a fresh start has it (Fyne's
// app/preferences_wasm.go: idbfile:///fyne/); the files in it have the
// parent "/fyne".
const fyneRoot = "/fyne/"

// cutShortJS moves the saved game from the app's own database into Fyne's
// as a kill in the middle of Fyne's write left it: a whole spare copy
// (".tracker-game.json.spare", which the app wrote before the game itself)
// and the game's entry without its data. It returns what went wrong, or
// "".
var cutShortJS = `(async () => {
  const req = (r) => new Promise((ok, no) => { r.onsuccess = () => ok(r.result); r.onerror = () => no(r.error); });
  const done = (tx) => new Promise((ok, no) => { tx.oncomplete = () => ok(); tx.onabort = () => no(tx.error); });
  const app = await req(indexedDB.open('sapcompanion'));
  const files = await req(indexedDB.open('files'));
  try {
    const bytes = await req(app.transaction('blobs').objectStore('blobs').get('tracker-game.json'));
    if (!(bytes instanceof Uint8Array)) return 'the app keeps no saved game in its database: ' + bytes;
    const root = await req(files.transaction('meta').objectStore('meta').get('` + fyneRoot + `'));
    if (!root || !root.isDir) return "Fyne's storage has no folder ` + fyneRoot + `: " + JSON.stringify(await req(files.transaction('meta').objectStore('meta').getAllKeys()));
    const entry = { parent: '` + strings.TrimSuffix(fyneRoot, "/") + `', size: bytes.length, ctime: 0, mtime: 0 };
    const tx = files.transaction(['meta', 'data'], 'readwrite', { durability: 'strict' });
    tx.objectStore('meta').put(entry, '` + fyneRoot + `.tracker-game.json.spare');
    tx.objectStore('data').put(new Blob([bytes]), '` + fyneRoot + `.tracker-game.json.spare');
    tx.objectStore('meta').put(entry, '` + fyneRoot + `tracker-game.json');
    await done(tx);
    const gone = app.transaction('blobs', 'readwrite', { durability: 'strict' });
    gone.objectStore('blobs').delete('tracker-game.json');
    await done(gone);
    return '';
  } finally { app.close(); files.close(); }
})()`

// movedJS reports whether the saved game, with Ana's coin spent, is in the
// app's own database and nothing of it is left in Fyne's.
var movedJS = `(async () => {
  const records = await ` + recordsJS + `();
  const mine = records.find((r) => r.db === 'sapcompanion' && r.store === 'blobs' && r.key === 'tracker-game.json');
  return !!mine && mine.text.includes('Ana spent 1 gold') && !records.some((r) => r.db === 'files' && String(r.key).includes('tracker-game'));
})()`
