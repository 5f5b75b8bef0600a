package ui

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/internal/webserve"
	"github.com/sapcompanion/sapcompanion/session"
)

func TestTheTableLineSaysHowThePhoneStandsInThePlayersWords(t *testing.T) {
	st := session.TableStatus{State: session.TableConnecting, Code: "ACDEFG"}
	assert.Equal(t, "Connecting to the table ACD EFG…", tableLine(st, false, 0))
	assert.Equal(t, "Reconnecting to the table ACD EFG… The table is read-only until it is back.", tableLine(st, true, 0))
	st.Retry = 4 * time.Second
	assert.Equal(t, "Reconnecting… (next try in 4 s). The table is read-only until it is back.", tableLine(st, true, 3500*time.Millisecond))
	st = session.TableStatus{State: session.TableJoined, Code: "ACDEFG", Seat: "Ana"}
	assert.Equal(t, "Ana's phone at table ACD EFG", tableLine(st, true, 0))
	st.Seat = ""
	assert.Equal(t, "Watching at table ACD EFG", tableLine(st, true, 0))
	st = session.TableStatus{State: session.TableRefused, Code: "ACDEFG", Why: "there is no table ACDEFG here"}
	assert.Equal(t, "There is no table ACDEFG here", tableLine(st, false, 0))
}

func TestATablesAddressIsReadAsServePrintsIt(t *testing.T) {
	for _, c := range []struct{ address, code, hub, table string }{
		{"http://192.168.1.20:8080/?table=ACDEFG", "", "ws://192.168.1.20:8080/hub", "ACDEFG"},
		{"https://table.example:8443/?table=acd-efg", "", "wss://table.example:8443/hub", "acd-efg"},
		{" 192.168.1.20:8080 ", "ACD EFG", "ws://192.168.1.20:8080/hub", "ACD EFG"},
		{"http://192.168.1.20:8080/?table=ACDEFG", "GFEDCA", "ws://192.168.1.20:8080/hub", "GFEDCA"},
	} {
		hub, table, err := hubAddress(c.address, c.code)
		require.NoError(t, err, c.address)
		assert.Equal(t, c.hub, hub, c.address)
		assert.Equal(t, c.table, table, c.address)
	}
	for address, words := range map[string]string{
		"":                          "Type the table's address",
		"http://192.168.1.20:8080/": "Type the table's code too",
		"ftp://192.168.1.20/":       "starts with http:// or https://, not ftp://",
		"http://":                   "is not a table's address",
		strings.Repeat("a", 400):    "one is at most 300",
	} {
		_, _, err := hubAddress(address, "")
		assert.ErrorContains(t, err, words, address)
	}
}

func TestTheHubIsWhereServeMountsIt(t *testing.T) {
	assert.Equal(t, webserve.HubPath, hubPath)
}

func FuzzHubAddress(f *testing.F) {
	f.Add("http://192.168.1.20:8080/?table=ACDEFG", "")
	f.Add("192.168.1.20:8080", "ACD EFG")
	f.Add("wss://[::1]:9/x?table=%zz", "")
	f.Fuzz(func(t *testing.T, address, code string) {
		hub, table, err := hubAddress(address, code)
		if err != nil {
			require.NotEmpty(t, err.Error())
			return
		}
		require.NotEmpty(t, table, "a table's address read has its code")
		require.True(t, strings.HasPrefix(hub, "ws://") || strings.HasPrefix(hub, "wss://"), hub)
		require.True(t, strings.HasSuffix(hub, "/hub"), hub)
	})
}

func TestAChoiceOverACardShowsBothVersionsInThePlayersWords(t *testing.T) {
	c := session.CardConflict{Name: "Yak", Theirs: "card Yak: pet 4", TheirsBy: "Ana", Mine: "card Yak: pet 5", By: "Ben"}
	assert.Equal(t, "Ana's phone changed Yak before your change reached the table, so the table kept theirs. Ana's: card Yak: pet 4. Yours: card Yak: pet 5.", choiceWords(c))
	c = session.CardConflict{Name: "Yak", Theirs: "card Yak: pet 4", By: "Ben"}
	assert.Equal(t, "Another phone changed Yak before your change reached the table, so the table kept theirs. The other phone's: card Yak: pet 4. Yours: removed.", choiceWords(c))
	assert.Equal(t, "Keep Ana's", "Keep "+whose("Ana"))
}
