package cli

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/hub/link"
	"github.com/sapcompanion/sapcompanion/internal/wire"
	"github.com/sapcompanion/sapcompanion/tracker"
)

func TestServeSendsPhonesToItsTableAndRefusesAnother(t *testing.T) {
	s, _ := serving(t, "127.0.0.1:0", "--tables", t.TempDir())
	require.NoError(t, wire.CheckTable(s.code))
	p := dialPhone(t, s.hubURL(), s.code)
	p.connected()
	assert.Empty(t, p.seat, "a new phone watches")

	other := wire.NewTable()
	for other == s.code {
		other = wire.NewTable()
	}
	stranger := dialPhone(t, s.hubURL(), other)
	stranger.await("the refusal", func() bool { return stranger.state == link.Refused })
	assert.Contains(t, stranger.why, "No table at this hub has the code "+other+"; check the code on the hub's screen.")
}

func TestARestartedServeHasTheSameTableAndGame(t *testing.T) {
	tables := t.TempDir()
	code := startTable(t, tables, "Ana", "Ben")
	s, _, stop := servingUntil(t, "127.0.0.1:0", "--tables", tables)
	require.Equal(t, code, s.code, "the table kept in the folder")
	ana := dialPhone(t, s.hubURL(), s.code)
	ana.sit("Ana")
	require.True(t, ana.play(tracker.Buy(0)).OK)
	before := ana.game()
	stop()

	again, _ := serving(t, "127.0.0.1:0", "--tables", tables)
	assert.Equal(t, code, again.code)
	back := dialPhone(t, again.hubURL(), again.code)
	back.connected()
	assert.Equal(t, before.data, back.game().data, "the game as it was, the buy in it")
	assert.Contains(t, before.data, `"buy"`)
}

func TestNewTableStartsAnother(t *testing.T) {
	tables := t.TempDir()
	first, _ := serving(t, "127.0.0.1:0", "--tables", tables)
	second, _ := serving(t, "127.0.0.1:0", "--tables", tables, "--new-table")
	assert.NotEqual(t, first.code, second.code)
	assert.DirExists(t, tables+"/"+first.code)
	assert.DirExists(t, tables+"/"+second.code)
	dialPhone(t, second.hubURL(), first.code).connected() // the hub holds both
}

func TestPhonesAtAServedTablePlayAGameAndAllSeeEveryMove(t *testing.T) {
	for _, n := range []int{2, 4, 6} {
		t.Run(fmt.Sprintf("%d players", n), func(t *testing.T) {
			names := []string{"Ana", "Ben", "Cy", "Dee", "Eve", "Fox"}[:n]
			tables := t.TempDir()
			startTable(t, tables, names...)
			s, _ := serving(t, "127.0.0.1:0", "--tables", tables)
			phones := make([]*phone, n)
			for i, name := range names {
				phones[i] = dialPhone(t, s.hubURL(), s.code)
				phones[i].sit(name)
			}
			moves := playOn(t, phones, 0)
			assert.True(t, gameOf(t, phones[0].game()).Over(), "played to the end")
			assert.Greater(t, moves, 4*n, "every player made moves")
		})
	}
}

// playOn plays the game at the phones' table on, each move by its
// player's phone, checking after each that every phone has the game as
// the mover was sent it, until the game is over or after most moves (0:
// no most); it returns how many it played.
func playOn(t *testing.T, phones []*phone, most int) int {
	played := 0
	for ; most == 0 || played < most; played++ {
		m, by, ok := nextMove(gameOf(t, phones[0].game()))
		if !ok {
			break
		}
		a := phones[by].play(m)
		require.True(t, a.OK, "move %d: %s", played+1, a.Why)
		want := phones[by].game()
		for _, p := range phones {
			p.await("the move", func() bool { return p.values["game"].rev >= want.rev })
			assert.Equal(t, want, p.game(), "every phone has the game as it is")
		}
	}
	return played
}
