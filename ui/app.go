package ui

import (
	"fmt"
	"math/rand/v2"
	"net/url"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"

	"github.com/sapcompanion/sapcompanion/assets"
)

// AppID is the app's unique ID; FyneApp.toml names the same one.
const AppID = "io.github.sapcompanion.companion"

// AppName is the name shown in the window title.
const AppName = "SAP Card Battle Companion"

// Icon is the app icon as a Fyne resource.
var Icon = fyne.NewStaticResource("icon.png", assets.Icon)

// rockIcon is the rock drawn on dice.
var rockIcon = fyne.NewStaticResource("rock.svg", assets.RockSVG)

// App is the running companion: its settings, its screens and the window
// that shows them.
type App struct {
	fyne     fyne.App
	win      fyne.Window
	settings *settings
	rng      *rand.Rand

	nav      *navigator
	cards    *cardStore
	cardBook *cardBookScreen
	game     *gameScreen
	battle   *battleScreen
	tools    *toolsScreen
	prefsTab *settingsScreen
}

// The tabs, in order.
const (
	tabGame = iota
	tabBattle
	tabCards
	tabTools
	tabSettings
)

// Options are what New needs besides the window.
type Options struct {
	// Rand is where every die roll, coin flip and random pick comes from;
	// tests seed it.
	Rand *rand.Rand
	// DataDir is the folder the running game is saved in.
	DataDir string
}

// New builds the app's screens for window w of app a.
func New(a fyne.App, w fyne.Window, opts Options) *App {
	u := &App{fyne: a, win: w, settings: loadSettings(a.Preferences()), rng: opts.Rand}
	u.applyTheme()
	u.cards = loadCardStore(opts.DataDir)
	u.game = newGameScreen(u, opts.DataDir)
	u.battle = newBattleScreen(u)
	u.cardBook = newCardBookScreen(u)
	u.tools = newToolsScreen(u)
	u.prefsTab = newSettingsScreen(u)
	u.nav = newNavigator(isMobile(),
		navScreen{"Game", trophyIcon, u.game.content, nil},
		navScreen{"Battle", theme.MediaPlayIcon(), u.battle.content, u.battle.refreshGameBattles},
		navScreen{"Cards", theme.DocumentIcon(), u.cardBook.content, nil},
		navScreen{"Tools", rockIcon, u.tools.content, nil},
		navScreen{"Settings", theme.SettingsIcon(), u.prefsTab.content, nil},
	)
	w.SetContent(u.nav.root)
	u.game.showLoadProblem(w)
	if u.cards.loadProblem != "" {
		dialog.ShowInformation("Card book not restored", u.cards.loadProblem, w)
	}
	return u
}

// Run opens the main window of a and runs the app until it is closed.
func Run(a fyne.App) {
	a.SetIcon(Icon)
	w := a.NewWindow(AppName)
	u := New(a, w, Options{
		Rand:    rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64())),
		DataDir: a.Storage().RootURI().Path(),
	})
	a.Lifecycle().SetOnStopped(u.game.save.flush)
	w.Resize(fyne.NewSize(420, 780))
	w.ShowAndRun()
}

// openURL opens link in the system's handler (a browser, or BG Stats).
func (u *App) openURL(link string) error {
	target, err := url.Parse(link)
	if err != nil {
		return fmt.Errorf("cannot open %q: %v", link, err)
	}
	return u.fyne.OpenURL(target)
}

// applyTheme installs the theme the settings ask for.
func (u *App) applyTheme() {
	u.fyne.Settings().SetTheme(newAppTheme(u.settings))
}

// isMobile reports whether the app runs on a phone or tablet. It is the one
// place the app asks.
func isMobile() bool {
	return fyne.CurrentDevice().IsMobile()
}
