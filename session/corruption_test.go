package session

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/automa"
	"github.com/sapcompanion/sapcompanion/exercise"
	"github.com/sapcompanion/sapcompanion/solo"
	"github.com/sapcompanion/sapcompanion/tableau"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// everyKind is every blob the session keeps, with what the players call it
// and a value of it the rules refuse (written in a whole, valid envelope).
var everyKind = []struct {
	file, what, impossible string
}{
	{GameFile, "saved game", `{"game":null,"solo":{"app":1,"difficulty":"hard"}}`},
	{CardsFile, "card book", `{"version":1,"cards":[{"name":"Zed","kind":"pet","power":3},{"name":"zed","kind":"pet","power":2}]}`},
	{SettingsFile, "settings", `{"theme":"dark","textScale":99,"die":"0 0 1 1 2 2"}`},
	{LearnFile, "learning progress", `{"done":["a"],"answered":1,"right":3,"missed":[]}`},
	{TableauFile, "board game", `{"version":1,"setup":{"players":[]},"log":[],"done":0}`},
	{ExerciseFile, "animal exercise card game", `{"version":1,"players":[{"name":"Ana"},{"name":"Ben"}],"phase":7,"first":0,"turn":0,"attacker":-1,"winner":-1}`},
	{AutomaFile, "game against the Super Fantasy Brawl automa", `{"options":{"champions":["Deryn"]}}`},
	{DraftFile, "battle being set up", `{"dice":"loud"}`},
	{TableCardsFile, "table's card book", `{"cards":[{"line":"card Yak: pet 3"},{"line":"card yak: pet 2"}]}`},
	{TableBattleFile, "table's battle", `{"sides":[{"deck":["Ant"],"trumpets":-1},{}]}`},
}

// fillEveryKind gives every kind of document in s a state with steps to
// undo: a game against the app with moves, a card, settings, progress, the
// shelf's three games and a battle being set up.
func fillEveryKind(t testing.TB, s *Session) {
	t.Helper()
	require.NoError(t, s.StartSoloGame(soloSetup(), 1, solo.Hard))
	require.NoError(t, s.Game().Do(Play(tracker.Buy(0))))
	require.NoError(t, setSoloDisplay(s, []string{"Ant", "Otter", "Honey", "Fish"}))
	require.NoError(t, s.Game().Do(AppDid(solo.Move{Action: solo.BuyPet, Slot: 1, Cards: []string{"Otter"}}, "")))
	require.NoError(t, s.Cards().Put(mustCard(t, "card Zed: pet 3")))
	st := s.Settings()
	st.Theme = ThemeDark
	require.NoError(t, s.SetSettings(st))
	require.NoError(t, s.RecordAnswer(miss("attack", "first@8"), false))
	require.NoError(t, s.Tableau().Do(tableau.Start(tableauSetup(), false)))
	require.NoError(t, s.Tableau().Do(place(0, 0, "Ant", [3]int{2, 4, 6})))
	exerciseStarted(t, s)
	require.NoError(t, s.Exercise().Do(exercise.Move{Kind: exercise.MoveEndTurn}))
	require.NoError(t, s.Automa().Do(automaStart))
	require.NoError(t, s.Automa().Do(automa.Move{Kind: automa.MoveStartTurn}))
	require.NoError(t, s.SetBattleDraft(BattleDraft{Notation: "Ana: Ant\nBen: Fish", Dice: DiceAsk, Golden: true,
		Game: &PendingBattle{Round: 1, Players: [2]int{0, 1}, Names: [2]string{"Ana", "App"}}}))
	// A hub's table documents, as a table's session keeps them.
	require.NoError(t, s.cardsDoc.Do(CardMove{Kind: CardPut, Line: "card Yak: pet 3", By: "Ana"}))
	require.NoError(t, s.battleDoc.Do(BattleMove{Kind: BattleSideSet, Name: "Ana", Deck: []string{"Ant", "Yak"}, By: "Ana"}))
	s.Flush()
}

// corruption is one way a blob gets damaged: from its valid bytes and
// another kind's, the bytes written in its place.
type corruption struct {
	name string
	make func(valid, other []byte, impossible string) []byte
}

// versionAsText finds an envelope's format number.
var versionAsText = regexp.MustCompile(`"version":([0-9]+),`)

var corruptions = []corruption{
	{"truncated", func(v, _ []byte, _ string) []byte { return v[:len(v)/2] }},
	{"flipped bytes", func(v, _ []byte, _ string) []byte {
		out := bytes.Clone(v)
		for _, i := range []int{len(v) / 4, len(v) / 2, 3 * len(v) / 4} {
			out[i] ^= 0xFF
		}
		return out
	}},
	{"wrong type outside", func(v, _ []byte, _ string) []byte {
		// The envelope's format number, whichever the kind writes, as text.
		return versionAsText.ReplaceAll(v, []byte(`"version":"$1",`))
	}},
	{"wrong type inside", func(v, _ []byte, _ string) []byte { return replaceFirstNumber(v, `"x"`) }},
	{"huge number", func(v, _ []byte, _ string) []byte { return replaceFirstNumber(v, `1e400`) }},
	{"impossible state", func(_, _ []byte, impossible string) []byte {
		data, err := writeDocument(tagOf(impossible), 1, []byte(impossible), nil, nil)
		if err != nil {
			panic(err)
		}
		return data
	}},
	{"another kind's file", func(_, other []byte, _ string) []byte { return other }},
	{"empty", func([]byte, []byte, string) []byte { return []byte{} }},
	{"null", func([]byte, []byte, string) []byte { return []byte("null") }},
	{"50 MB", func([]byte, []byte, string) []byte { return bytes.Repeat([]byte("a"), 50<<20) }},
	{"a link", func([]byte, []byte, string) []byte {
		return []byte("https://sapcompanion.example/#b=SAPC1-AAAA-BBBB")
	}},
}

// tagOf is the kind tag of the blob everyKind's impossible value is for
// (set by TestEveryKindRefusesEveryCorruption for the case it runs).
var tagOf func(impossible string) string

// replaceFirstNumber puts with in place of the first number of the value
// inside the envelope data (the envelope's own numbers are left alone); in
// a value with no number (a table's card book: lines of text), in place of
// its first string, a number where with is a string.
func replaceFirstNumber(data []byte, with string) []byte {
	i := bytes.Index(data, []byte(`"value":`))
	for j := i; j < len(data); j++ {
		if c := data[j]; c >= '0' && c <= '9' && data[j-1] == ':' {
			k := j
			for k < len(data) && (data[k] >= '0' && data[k] <= '9' || data[k] == '.') {
				k++
			}
			return slices.Concat(data[:j], []byte(with), data[k:])
		}
	}
	j := i + len(`"value":`) + bytes.Index(data[i+len(`"value":`):], []byte(`:"`)) + 1
	k := j + 1 + bytes.IndexByte(data[j+1:], '"') + 1
	if strings.HasPrefix(with, `"`) {
		with = "1"
	}
	return slices.Concat(data[:j], []byte(with), data[k:])
}

// goWords are bits of Go's own error messages no player should read.
var goWords = []string{"json:", "Go value", "Go struct", "struct {", "interface {", "map[", "[]", "int64", "unmarshal", "session:"}

func TestEveryKindRefusesEveryCorruption(t *testing.T) {
	tags := map[string]string{}
	for tag := range kindWords {
		tags[kindWords[tag]] = tag
	}
	for _, k := range everyKind {
		for _, c := range corruptions {
			t.Run(k.what+"/"+c.name, func(t *testing.T) {
				if c.name == "50 MB" && testing.Short() {
					t.Skip("the 50 MB file runs in the long tier")
				}
				tagOf = func(string) string { return tags[k.what] }
				other := GameFile
				if k.file == GameFile {
					other = CardsFile
				}
				checkCorruption(t, k.file, k.what, func(valid, otherData []byte) []byte { return c.make(valid, otherData, k.impossible) }, other)
			})
		}
		t.Run(k.what+"/a symbolic link to another kind's file", func(t *testing.T) {
			checkSymlink(t, k.file, k.what)
		})
	}
}

// checkCorruption fills every kind in a folder, damages the blob file with
// damage (given its valid bytes and those of the blob other), opens the
// folder and checks the one rule: that blob alone is refused, in plain
// words, kept aside byte for byte, and every other blob is untouched.
func checkCorruption(t *testing.T, file, what string, damage func(valid, other []byte) []byte, other string) {
	dir, store := filledDir(t)
	before := readAll(t, dir)
	bad := damage(before[file], before[other])
	require.NoError(t, os.WriteFile(filepath.Join(dir, file), bad, 0o644))

	s := open(t, store)
	s.Flush()
	de := onlyProblem(t, s, what)
	assert.Equal(t, filepath.Join(dir, BackupName(file, fixedNow(), 1)), de.Backup)
	kept, err := os.ReadFile(de.Backup)
	require.NoError(t, err)
	assert.True(t, bytes.Equal(bad, kept), "kept aside byte for byte")
	after := readAll(t, dir)
	assert.NotContains(t, after, file, "the damaged blob is moved aside, not left to be read again")
	for name, data := range before {
		if name != file {
			assert.Equal(t, string(data), string(after[name]), "%s is untouched", name)
		}
	}
}

// checkSymlink puts a symbolic link to another kind's blob in the place of
// file: it is refused as that kind, the link moved aside, the blob it
// points to untouched.
func checkSymlink(t *testing.T, file, what string) {
	dir, store := filledDir(t)
	target := SettingsFile
	if file == SettingsFile {
		target = LearnFile
	}
	before := readAll(t, dir)
	require.NoError(t, os.Remove(filepath.Join(dir, file)))
	require.NoError(t, os.Symlink(target, filepath.Join(dir, file)))
	s := open(t, store)
	s.Flush()
	de := onlyProblem(t, s, what)
	assert.Contains(t, de.Error(), "it holds the "+kindWords[map[string]string{SettingsFile: "settings", LearnFile: "learn"}[target]])
	assert.Equal(t, string(before[target]), string(readAll(t, dir)[target]), "the file the link points to is untouched")
}

// filled holds the blobs of a session in which fillEveryKind ran, made once.
var filled struct {
	sync.Once
	blobs map[string][]byte
}

// filledDir returns a new folder holding the blobs of a session in which
// fillEveryKind ran, and a store over it.
func filledDir(t *testing.T) (string, *DirStore) {
	filled.Do(func() {
		dir := t.TempDir()
		fillEveryKind(t, open(t, NewDirStore(dir)))
		filled.blobs = readAll(t, dir)
	})
	dir := t.TempDir()
	for name, data := range filled.blobs {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), data, 0o644))
	}
	return dir, NewDirStore(dir)
}

// onlyProblem checks that Open reported one problem, of the blob holding
// what, in plain words, and returns it.
func onlyProblem(t *testing.T, s *Session, what string) *DamagedError {
	t.Helper()
	probs := s.Problems()
	require.Len(t, probs, 1, "only the damaged blob is refused: %v", probs)
	var de *DamagedError
	require.ErrorAs(t, probs[0], &de)
	assert.Equal(t, what, de.What)
	msg := de.Error()
	assert.True(t, strings.HasPrefix(msg, "The "+what+" could not be read: "), msg)
	assert.Contains(t, msg, "A copy was kept as ")
	for _, w := range goWords {
		assert.NotContains(t, msg, w, "plain words: %s", msg)
	}
	assert.Less(t, len(msg), 600, "a message a screen can show: %s", msg)
	return de
}

// readAll reads every regular file of dir by name.
func readAll(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	out := map[string][]byte{}
	for _, e := range entries {
		if e.Type().IsRegular() {
			data, err := os.ReadFile(filepath.Join(dir, e.Name()))
			require.NoError(t, err)
			out[e.Name()] = data
		}
	}
	return out
}

// A store that cannot rename (the phone's and the browser's) with an empty
// blob of every kind: each is refused and kept aside as an empty copy, and
// Open does not crash.
func TestAStoreWithoutRenameKeepsEmptyBlobsAside(t *testing.T) {
	store := newMemStore()
	for _, k := range everyKind {
		require.NoError(t, store.Write(k.file, nil))
	}
	s := open(t, store)
	s.Flush()
	probs := map[string]*DamagedError{}
	for _, p := range s.Problems() {
		var de *DamagedError
		require.ErrorAs(t, p, &de)
		probs[de.What] = de
	}
	require.Len(t, probs, len(everyKind))
	for _, k := range everyKind {
		de := probs[k.what]
		require.NotNil(t, de, k.what)
		assert.Equal(t, fmt.Sprintf("The %s could not be read: the file is empty. A copy was kept as %s, and the app started without it.", k.what, BackupName(k.file, fixedNow(), 1)), de.Error())
		kept, ok := store.blobs[de.Backup]
		assert.True(t, ok, "the empty copy is kept")
		assert.Empty(t, kept)
		_, ok = store.blobs[k.file]
		assert.False(t, ok)
	}
}

// A blob that can neither be read nor moved (too big, in a store without
// rename) is left where it is and said so, until the players' next change
// is saved over it: it never stops the app from saving.
func TestABlobThatCannotBeKeptAsideIsWrittenOverByTheNextChange(t *testing.T) {
	store := newMemStore()
	huge := bytes.Repeat([]byte("a"), MaxBlobSize+1)
	require.NoError(t, store.Write(SettingsFile, huge))
	s := open(t, store)
	require.Len(t, s.Problems(), 1)
	var de *DamagedError
	require.ErrorAs(t, s.Problems()[0], &de)
	assert.Empty(t, de.Backup)
	assert.Contains(t, de.Error(), "It could not be copied aside either: it was left as settings.json, and the app started without it. The next change you make is saved over it.")
	s.Flush()
	assert.True(t, bytes.Equal(huge, store.blobs[SettingsFile]), "the blob is left as it was until a change")
	st := s.Settings()
	st.Theme = ThemeDark
	require.NoError(t, s.SetSettings(st))
	s.Flush()
	again := open(t, store)
	assert.Empty(t, again.Problems(), "told once: the next start finds the new settings")
	assert.Equal(t, ThemeDark, again.Settings().Theme, "the change was saved")
}

// Every document a filled session writes reads back the same, with its
// steps: what Open reads is what was written.
func TestEveryKindReadsBackWhatItWrote(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	fillEveryKind(t, s)
	again := open(t, store)
	require.Empty(t, again.Problems())
	assert.Equal(t, s.Game().Steps(), again.Game().Steps())
	assert.Equal(t, s.Exercise().Steps(), again.Exercise().Steps())
	assert.Equal(t, s.Automa().Steps(), again.Automa().Steps())
	assert.Equal(t, s.Tableau().Steps(), again.Tableau().Steps())
	assert.Equal(t, s.BattleDraft(), again.BattleDraft())
	assert.Equal(t, s.Learn(), again.Learn())
	sol, _ := s.Game().Value().Solo(s.Cards().Book())
	back, _ := again.Game().Value().Solo(again.Cards().Book())
	assert.Equal(t, sol, back)
	for _, k := range everyKind {
		var env envelope
		require.NoError(t, json.Unmarshal(store.blobs[k.file], &env), k.file)
		assert.Equal(t, appTag, env.App)
		assert.Equal(t, k.what, kindWords[env.Kind])
	}
}
