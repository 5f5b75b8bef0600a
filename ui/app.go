package ui

import (
	"math/rand/v2"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
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

	tabs     *container.AppTabs
	tools    *toolsScreen
	prefsTab *settingsScreen
}

// New builds the app's screens for window w of app a. Dice rolled by the app
// come from rng, so tests can seed it.
func New(a fyne.App, w fyne.Window, rng *rand.Rand) *App {
	u := &App{fyne: a, win: w, settings: loadSettings(a.Preferences()), rng: rng}
	u.applyTheme()
	u.tools = newToolsScreen(u)
	u.prefsTab = newSettingsScreen(u)
	u.tabs = container.NewAppTabs(
		container.NewTabItemWithIcon("Tools", rockIcon, u.tools.content),
		container.NewTabItemWithIcon("Settings", theme.SettingsIcon(), u.prefsTab.content),
	)
	w.SetContent(newAdaptiveNav(u.tabs, isMobile()))
	return u
}

// Run opens the main window of a and runs the app until it is closed.
func Run(a fyne.App) {
	a.SetIcon(Icon)
	w := a.NewWindow(AppName)
	New(a, w, rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64())))
	w.Resize(fyne.NewSize(420, 780))
	w.ShowAndRun()
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
