package ui

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/url"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"

	"github.com/sapcompanion/sapcompanion/assets"
	"github.com/sapcompanion/sapcompanion/engine"
	hublink "github.com/sapcompanion/sapcompanion/hub/link"
	"github.com/sapcompanion/sapcompanion/learn"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/share"
	"github.com/sapcompanion/sapcompanion/ui/battleui"
	"github.com/sapcompanion/sapcompanion/ui/cardsui"
	"github.com/sapcompanion/sapcompanion/ui/gameui"
	"github.com/sapcompanion/sapcompanion/ui/kit"
	"github.com/sapcompanion/sapcompanion/ui/learnui"
	"github.com/sapcompanion/sapcompanion/ui/sharing"
)

// AppID is the app's unique ID; FyneApp.toml names the same one.
const AppID = session.AppID

// AppName is the name shown in the window title.
const AppName = "SAP Card Battle Companion"

// Icon is the app icon as a Fyne resource.
var Icon = fyne.NewStaticResource("icon.png", assets.Icon)

// App is the running companion: the session and the screens over it. It
// wires the tabs together: each screen is built from a kit.Host (host) and
// its options, which carry the routes to other tabs as functions; screens
// never know each other.
type App struct {
	fyne  fyne.App
	win   fyne.Window
	sess  *session.Session
	store session.Store // where the session keeps its state
	rng   *rand.Rand
	nav   *navigator
	// webURL is the address of the browser build phones open: the page's
	// own address in the browser, the served address on a desktop that
	// serves it; "" when there is none. Share codes link to it.
	webURL string
	// reading reads, in a dialog, a code handed to the app (readShared);
	// nil until the first.
	reading *sharing.Reading
	screens screens
	// table is the line above the tabs while the app is at a live table.
	table *tableBar
}

// screens are the app's screens, each nil until the navigator builds it:
// the Game screen at launch, every other the first time it is shown or
// needed. Use the App's methods of the same names, which build them.
type screens struct {
	cardBook *cardsui.Screen
	game     *gameui.Screen
	battle   *battleui.Screen
	tools    *toolsScreen
	learn    *learnui.Screen
	settings *settingsScreen
}

// game is the Game screen (the running game and its set-up).
func (u *App) game() *gameui.Screen { u.nav.built(tabGame); return u.screens.game }

// battle is the battle resolver's screen, built the first time it is asked for.
func (u *App) battle() *battleui.Screen { u.nav.built(tabBattle); return u.screens.battle }

// cardBook is the card book's screen, built the first time it is asked for.
func (u *App) cardBook() *cardsui.Screen { u.nav.built(tabCards); return u.screens.cardBook }

// tools is the Tools screen, built the first time it is asked for.
func (u *App) tools() *toolsScreen { u.nav.built(tabTools); return u.screens.tools }

// learn is the Learn screen, built the first time it is asked for.
func (u *App) learn() *learnui.Screen { u.nav.built(tabLearn); return u.screens.learn }

// prefsTab is the Settings screen, built the first time it is asked for.
func (u *App) prefsTab() *settingsScreen { u.nav.built(tabSettings); return u.screens.settings }

// The tabs, in order.
const (
	tabGame = iota
	tabBattle
	tabCards
	tabLearn
	tabTools
	tabSettings
)

// Options are what New needs besides the window.
type Options struct {
	// Rand is where every die roll, coin flip and random pick comes from;
	// tests seed it.
	Rand *rand.Rand
	// Store keeps the card book, the running game and the settings; by
	// default the app's own storage (see appStore).
	Store session.Store
}

// New builds the app's screens for window w of app a.
func New(a fyne.App, w fyne.Window, opts Options) *App {
	store := opts.Store
	if store == nil {
		store = appStore(a)
	}
	sess := session.Open(store, session.Options{Rand: opts.Rand, OnSaveError: func(err error) {
		fyne.Do(func() { dialog.ShowError(fmt.Errorf("not saved: %s", kit.ErrText(err)), w) })
	}})
	migratePreferences(a.Preferences(), sess)
	u := &App{fyne: a, win: w, sess: sess, store: store, rng: sess.Rand(), webURL: pageAddress()}
	u.applyTheme()
	sess.Subscribe(func(c session.Change) {
		if c == session.ChangeSettings {
			u.applyTheme()
		}
	})
	u.nav = newNavigator(isMobile(), isMobile() || inBrowser, u.navScreens()...)
	u.table = newTableBar(sess)
	// The line first in the tree, as on screen: what reads the screen in
	// order (a screen reader, the browser tests' sapc.find) meets it first.
	w.SetContent(container.New(layout.NewBorderLayout(u.table.box, nil, nil, nil), u.table.box, u.nav.root))
	showLoadProblems(sess.Problems(), w)
	u.joinPagesTable()
	if f := takeSharedFragment(); strings.Contains(strings.ToUpper(f), share.Marker) {
		u.offerShared(f)
	}
	return u
}

// joinPagesTable joins the live table whose code the page's address
// holds (?table=, from the QR code the serving computer shows): the
// browser build at a table. Anywhere else, or with no code, it does
// nothing; a code that is not one is said in the table's line.
func (u *App) joinPagesTable() {
	hub, code, err := hubAddress(pageHref(), "")
	if err != nil || code == "" {
		return
	}
	if err := u.sess.JoinTable(hub, code, hublink.Options{}); err != nil {
		u.table.refusal.SetText(kit.Refusal(err))
		u.table.refusal.Show()
		u.table.box.Show()
	}
}

// navScreens are the tabs, in order, each building its screen when the
// navigator first needs it. Every screen is built the same way, from a
// kit.Host and its options; the routes between tabs are functions of the
// app, read when they are taken (the navigator is made after its screens).
func (u *App) navScreens() []navScreen {
	sc := &u.screens
	return []navScreen{
		{title: gameui.Title, icon: gameui.Icon, build: func() fyne.CanvasObject {
			sc.game = gameui.New(u.host(), gameui.Options{Settle: u.settle, Learn: func() { u.nav.selectTab(tabLearn) }})
			return sc.game.Content()
		}},
		{title: battleui.Title, icon: theme.MediaPlayIcon(), build: func() fyne.CanvasObject {
			sc.battle = battleui.New(u.host(), battleui.Options{Quiz: u.quiz, Read: u.readShared,
				Address: func() string { return u.webURL }, ShowDecks: gameui.ShowBoth,
				NewCard: func(name string, done func(string)) fyne.CanvasObject {
					return cardsui.NewCardForm(u.host(), name, done)
				}})
			return sc.battle.Content()
		}, onShow: func() { sc.battle.RefreshGameBattles() }},
		{title: cardsui.Title, icon: theme.DocumentIcon(), build: func() fyne.CanvasObject {
			sc.cardBook = cardsui.New(u.host(), cardsui.Options{Mobile: isMobile(), Address: func() string { return u.webURL }})
			return sc.cardBook.Content()
		}},
		{title: learnui.Title, icon: theme.HelpIcon(), build: func() fyne.CanvasObject {
			sc.learn = learnui.New(u.host())
			return sc.learn.Content()
		}},
		{title: "Tools", icon: kit.RockIcon, build: func() fyne.CanvasObject {
			phones := newPhonesCard(func(url string) { u.webURL = url }, func() { u.scanImage(u.offerShared) })
			sc.tools = newToolsScreen(u.host(), phones, newJoinCard(u.sess))
			return sc.tools.content
		}},
		{title: "Settings", icon: theme.SettingsIcon(), build: func() fyne.CanvasObject {
			sc.settings = newSettingsScreen(u.host())
			return sc.settings.content
		}},
	}
}

// settle opens battle b of the running game in the battle resolver (the
// Game tab's "Settle it in the battle resolver").
func (u *App) settle(b session.PendingBattle) {
	u.battle().Settle(b)
	u.nav.selectTab(tabBattle)
}

// quiz opens a settled battle as a quiz on the Learn tab (the playback's
// "Quiz me on this battle").
func (u *App) quiz(m *engine.Match, steps []learn.Step, res engine.Result) {
	u.learn().QuizOn(m, steps, res)
	u.nav.selectTab(tabLearn)
}

// desktopSize is the window a desktop opens: wide enough for the game's
// table view (every player's tile beside the round) and short enough for a
// 1280x800 laptop screen with its task bar. Fyne does not tell the
// screen's size before the window opens, so it is one size for all.
var desktopSize = fyne.NewSize(1100, 700)

// Run opens the main window of a and runs the app until it is closed.
func Run(a fyne.App) {
	a.SetIcon(Icon)
	w := a.NewWindow(AppName)
	u := New(a, w, Options{Rand: rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))})
	a.Lifecycle().SetOnStopped(func() {
		kit.StopWork() // the jobs under way end before the last writes
		u.sess.Flush()
	})
	w.Resize(desktopSize)
	startWeb(w, u.nav.selectedTitle)
	watchVisibility(u.sess.WakeTable)
	w.ShowAndRun()
}

// showLoadProblems tells the user, once, what could not be restored at
// launch and where it was kept.
func showLoadProblems(probs []error, w fyne.Window) {
	if len(probs) == 0 {
		return
	}
	var msgs []string
	title := "Not restored"
	for _, err := range probs {
		var de *session.DamagedError
		if errors.As(err, &de) {
			title = kit.Sentence(de.What) + " not restored"
		}
		msgs = append(msgs, kit.ErrText(err))
	}
	if len(probs) > 1 {
		title = "Not restored"
	}
	dialog.ShowInformation(title, strings.Join(msgs, "\n\n"), w)
}

// offerShared offers what a friend's code holds when the app was opened
// from it (the fragment of the page's address) or it was read from a
// picture: it is read off the UI goroutine (readShared), then a battle
// opens in the resolver after the user agrees; cards open on the page that
// checks them and adds them only when the user taps Add. Nothing changes
// unasked.
func (u *App) offerShared(code string) {
	if code == "" {
		return
	}
	u.readShared("Reading the shared code...", func(context.Context) func() {
		kind, _, err := share.Decode(code)
		return func() { u.offerRead(code, kind, err) }
	})
}

// offerRead offers code, which holds kind or could not be read (err).
func (u *App) offerRead(code string, kind share.Kind, err error) {
	switch {
	case err != nil:
		dialog.ShowInformation("Shared code not read", "The shared code cannot be read: "+kit.ErrText(err), u.win)
	case kind == share.KindCards:
		u.nav.selectTab(tabCards)
		u.cardBook().OfferFriendsCode(code)
	default:
		kit.Confirm("Open the shared battle?", "A friend shared a battle set-up. Open it in the battle resolver? The set-up there now is replaced.", "Open",
			func() {
				u.nav.selectTab(tabBattle)
				u.battle().Paste(code)
			}, u.win)
	}
}

// host is what every screen gets of the app (kit.Host).
func (u *App) host() kit.Host {
	return kit.Host{Sess: u.sess, Win: u.win, Clipboard: u.fyne.Clipboard(), Rand: u.rng, OpenURL: u.openURL}
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
	inGLContext(u.win, func() { u.fyne.Settings().SetTheme(kit.NewTheme(u.sess.Settings())) })
}

// isMobile reports whether the app runs on a phone or tablet. It is the one
// place the app asks.
func isMobile() bool {
	return fyne.CurrentDevice().IsMobile()
}

// readShared reads a code the app was handed (opened from a link, read
// from a picture, a battle code pasted) with Start, in a dialog that shows
// the busy row and its Cancel button; Cancel cancels the context work is
// given.
func (u *App) readShared(what string, work func(ctx context.Context) (then func())) {
	u.sharedReading().Start(what, work)
}

// sharedReading is the reading of readShared, made the first time.
func (u *App) sharedReading() *sharing.Reading {
	if u.reading == nil {
		r := sharing.NewReading()
		d := dialog.NewCustomWithoutButtons("One moment", r.Content, u.win)
		r.OnBusy = func(busy bool) {
			if busy {
				d.Show()
			} else {
				d.Hide()
			}
		}
		u.reading = r
	}
	return u.reading
}
