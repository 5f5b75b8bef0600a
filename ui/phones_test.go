package ui

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/webserve"
	"github.com/sapcompanion/sapcompanion/share"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
)

func TestOpenOnPhonesServesTheBrowserBuildAndLinksShareCodes(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "build", "web"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "build", "web", "index.html"), []byte("<title>companion</title>"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "build", "web", webserve.ListFile), []byte("index.html\n"), 0o644))
	t.Chdir(dir)
	u, _ := newTestApp(t, 1)
	c := u.tools().phones
	require.NotNil(t, c, "a desktop offers to serve the phones")
	c.addr, c.tables = "127.0.0.1:0", t.TempDir()
	test.Tap(c.toggle)
	require.NotNil(t, c.server, c.problem.Text)
	t.Cleanup(func() {
		if c.server != nil {
			c.stop()
		}
	})
	assert.Equal(t, c.server.URL+"?table="+c.server.Table, uitest.ScanQR(t, c.image.Resource.Content()), "the code opens the app at the table")
	assert.DirExists(t, filepath.Join(c.tables, c.server.Table), "the table is kept in its folder")
	assert.Contains(t, c.url.Text, "Table code: "+c.server.Table[:3]+" "+c.server.Table[3:], "the code to read aloud")
	res, err := http.Get(c.server.URL)
	require.NoError(t, err)
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	assert.Contains(t, string(body), "<title>companion</title>")

	// Meanwhile a shared battle's code is a link to the served app.
	s := u.battle()
	s.Paste(exampleB)
	test.Tap(s.ShareButton())
	s.Sharing().Wait()
	link := uitest.ScanQR(t, s.Sharing().Image.Resource.Content())
	assert.Equal(t, c.server.URL+"#"+s.Sharing().Code(), link)

	test.Tap(c.toggle)
	assert.Nil(t, c.server)
	assert.Equal(t, "Open on phones", c.toggle.Text)
	_, err = http.Get(link)
	assert.Error(t, err, "no longer served")
}

func TestOpenOnPhonesSaysHowToMakeTheBuild(t *testing.T) {
	t.Chdir(t.TempDir())
	u, _ := newTestApp(t, 1)
	c := u.tools().phones
	test.Tap(c.toggle)
	assert.Nil(t, c.server)
	assert.True(t, c.problem.Visible())
	assert.Contains(t, c.problem.Text, "make web")
}

func TestAnAppOpenedFromASharedBattleOffersIt(t *testing.T) {
	u, w := newTestApp(t, 1)
	payload, err := share.Encode(share.KindBattle, "name A: Ana\nA: Otter\nB: Ant\n")
	require.NoError(t, err)
	before := u.battle().Format()
	u.offerShared("http://192.168.1.20:8080/#" + payload)
	waitReadings(u)
	assert.Equal(t, before, u.battle().Format(), "nothing changes before the user agrees")
	assert.Contains(t, uitest.DialogText(w), "Open it in the battle resolver?")
	uitest.TapDialogButton(t, w, "Open")
	waitReadings(u)
	assert.Equal(t, tabBattle, u.nav.selected)
	assert.Equal(t, "Ana", u.battle().NameEntry(engine.PlayerA).Text)
	assert.Contains(t, u.battle().Format(), "A: Otter")
}

func TestAnAppOpenedFromSharedCardsShowsThemBeforeAdding(t *testing.T) {
	u, _ := newTestApp(t, 1)
	payload, err := share.Encode(share.KindCards, "card Turtle: pet 3")
	require.NoError(t, err)
	u.offerShared(payload)
	waitReadings(u)
	assert.Equal(t, tabCards, u.nav.selected)
	open, _, add := u.cardBook().FriendsPage()
	assert.True(t, open)
	assert.False(t, add.Disabled(), "the cards are checked and ready to add")
	_, ok := u.sess.Cards().Book().Get("Turtle")
	assert.False(t, ok, "added only when the user taps Add")
	test.Tap(add)
	_, ok = u.sess.Cards().Book().Get("Turtle")
	assert.True(t, ok)
}

func TestABadSharedCodeIsReportedAndChangesNothing(t *testing.T) {
	u, w := newTestApp(t, 1)
	u.offerShared("SAPCB1:BATTLE:X:Y:ZZZZZZZZ")
	waitReadings(u)
	assert.True(t, strings.Contains(uitest.DialogText(w), "cannot be read"), uitest.DialogText(w))
	u.offerShared("http://example.org/") // a picture of another QR code
	waitReadings(u)
	assert.Contains(t, uitest.DialogText(w), "cannot be read")
}
