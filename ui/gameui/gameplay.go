package gameui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/assets"
	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/tracker"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// trophyIcon is drawn beside a player's trophies.
var trophyIcon = fyne.NewStaticResource("trophy.svg", assets.TrophySVG)

// shopMode is what the shop panel asks: the actions, or a number of pets.
type shopMode int

const (
	shopActions shopMode = iota
	shopSelling          // how many pets are sold?
	shopPassing          // how many pets does the player have?
)

// playView is the round dashboard: the phase's panel (shop turn, battle
// results, trophies, game over) over a card per player.
type playView struct {
	hooks    playHooks
	content  fyne.CanvasObject
	bar      *topBar
	status   *kit.WrapLabel
	problem  *kit.WrapLabel
	panel    *fyne.Container
	players  *fyne.Container
	board    *fyne.Container   // the scoreboard strip
	tiles    *fyne.Container   // the table view's big tiles
	face     *widget.Button    // turns 2 players' tiles to face them, or back
	facing   bool              // the tiles face their players
	scroll   *container.Scroll // the phase's panel over the players
	phase    [2]int            // the round and phase on show, to start a new one at its top
	action   *fyne.Container   // the phase's main action, pinned at the bottom
	winner   *widget.Label     // the winner's banner at game over
	prompt   *kit.WrapLabel    // what to do with the physical game now
	rulebook *widget.Button    // opens the rulebook's words behind the prompt

	mode shopMode
	pets *kit.Stepper // the number asked in shopSelling and shopPassing

	solo *soloPanel // the app's side in a game against the app
	// app is the app's side as the last refresh read it, with the game, in
	// one snapshot; againstApp says the game is against the app.
	app        session.Solo
	againstApp bool

	// The panel's buttons, rebuilt on every refresh.
	buy, sell, triple, pass *widget.Button
	endShop                 *widget.Button // "Everyone has passed", when shop turns are not logged
	confirm, back           *widget.Button
	results                 [][3]*widget.Button // per battle: first side won, second side won, draw
	endRound                *widget.Button
	settles                 []*widget.Button // each battle's "Settle it in the resolver"
	copySummary, copyLink   *widget.Button
	openLink, newGame       *widget.Button
	copied                  *widget.Label
}

// playHooks are what the play view gets of the game screen.
type playHooks struct {
	sess *session.Session // the running game, the settings, the app's side and the card book
	win  fyne.Window      // where the rulebook's words open
	// copyText puts text on the clipboard.
	copyText func(text string)
	// openURL opens link in the system's handler (BG Stats).
	openURL func(link string) error
	// do makes a move of the rules on the running game (Screen.do).
	do func(m tracker.Move)
	// refresh redraws the view on show.
	refresh func()
	// fail shows err under the actions and redraws.
	fail func(err error)
	// lastError is the last refused action's words, "" for none.
	lastError func() string
	// setLastError sets them, without redrawing.
	setLastError func(text string)
	// settle opens the round's battle number index in the battle resolver.
	settle func(index int)
	// confirmNewGame asks before ending the running game.
	confirmNewGame func()
}

// newPlayView builds the round dashboard under bar, the Undo/Redo bar.
func newPlayView(hooks playHooks, bar *topBar) *playView {
	v := &playView{hooks: hooks, bar: bar}
	v.status = kit.NewWrapLabel("")
	v.problem = kit.ErrorLabel()
	v.panel = container.NewVBox()
	v.solo = newSoloPanel(soloHooks{sess: hooks.sess, panel: v.panel, pin: v.pin, refresh: hooks.refresh, setLastError: hooks.setLastError})
	v.players = container.New(playerGrid{})
	v.board = newScoreGrid()
	v.action = container.NewPadded()
	v.tiles = container.New(tileGrid{})
	v.face = widget.NewButtonWithIcon("Face each player", theme.ViewRefreshIcon(), func() {
		v.facing = !v.facing
		v.hooks.refresh()
	})
	v.scroll = container.NewVScroll(container.NewPadded(kit.NewSections(container.NewVBox(v.status, v.problem, v.panel), v.players)))
	v.content = newPlayLayout(v.bar.content, container.NewVBox(v.board, widget.NewSeparator()),
		v.scroll, v.action, v.tiles, v.face)
	return v
}

// refresh redraws the dashboard from one snapshot of the running game,
// read once: the game and, in a game against the app, the app's side.
func (v *playView) refresh() {
	state := v.hooks.sess.Game().Value()
	g := state.Game()
	if g == nil {
		return
	}
	v.app, v.againstApp = state.Solo(v.hooks.sess.Cards().Book())
	if now := [2]int{g.Round(), int(g.Phase())}; now != v.phase {
		v.phase = now
		v.scroll.ScrollToTop() // a new phase starts at its heading, whichever phone ended the last
	}
	v.bar.refresh(g)
	v.board.Objects = scoreboard(g)
	v.board.Refresh()
	v.tiles.Objects = scoreTiles(g, v.facing)
	v.tiles.Refresh()
	// Only 2 players sit at the two ends of a phone lying flat.
	v.face.Hidden = g.NumPlayers() != 2
	v.face.SetText(map[bool]string{false: "Face each player", true: "Turn upright"}[v.facing])
	v.status.SetText(g.Status())
	// Without logged shop turns the Shop Phase panel says it all; in the
	// Battle Phase the battles do, and a count of the results still to
	// enter would move their buttons as it shortens.
	// At game over the banner and the tie-break under it say it all.
	v.status.Hidden = g.Phase() == tracker.PhaseShop && !v.tracked() || g.Phase() == tracker.PhaseBattle || g.Over()
	problem := v.hooks.lastError()
	v.problem.SetText(problem)
	v.problem.Hidden = problem == ""
	v.clearButtons()
	v.panel.RemoveAll()
	v.pin(nil)
	st, isSolo := v.app, v.againstApp
	if isSolo {
		defer v.solo.start() // the app's Battle Prep, once the screen is drawn
	}
	if isSolo && v.solo.build(state, st) { // the app's turn comes first, whole
		v.refreshPlayers(g)
		return
	}
	if c := v.promptCard(g); c != nil {
		v.panel.Add(c)
	}
	switch g.Phase() {
	case tracker.PhaseShop:
		v.buildShop(g)
	case tracker.PhaseBattle:
		v.buildBattles(g)
	case tracker.PhaseTrophy:
		v.buildTrophy(g)
	case tracker.PhaseOver:
		v.buildOver(g)
	}
	if isSolo {
		v.panel.Add(v.solo.summary(g, st))
	}
	v.refreshPlayers(g)
}

// refreshPlayers redraws the players' cards and the panel.
func (v *playView) refreshPlayers(g *tracker.Game) {
	v.players.RemoveAll()
	for _, p := range g.Players() {
		v.players.Add(v.playerCard(g, p))
	}
	v.panel.Refresh()
	v.players.Refresh()
}

// tracked reports whether every shop turn is logged: as the settings say,
// and always in a game against the app, which takes its own turns.
func (v *playView) tracked() bool {
	return v.againstApp || v.hooks.sess.Settings().TrackShop
}

// pin shows b, the phase's main action, at the bottom of the screen within
// a thumb's reach whatever the scroll; nil for none.
func (v *playView) pin(b *widget.Button) {
	v.action.Objects = nil
	if b != nil {
		v.action.Objects = []fyne.CanvasObject{b}
	}
	v.action.Hidden = b == nil
	v.action.Refresh()
}

func (v *playView) clearButtons() {
	v.buy, v.sell, v.triple, v.pass, v.confirm, v.back, v.endShop = nil, nil, nil, nil, nil, nil, nil
	v.results, v.settles, v.endRound = nil, nil, nil
	v.prompt, v.rulebook = nil, nil
	v.copySummary, v.copyLink, v.openLink, v.newGame, v.copied = nil, nil, nil, nil, nil
}

// buildShop shows whose turn it is and their four actions, or the number
// the chosen action needs.
func (v *playView) buildShop(g *tracker.Game) {
	if !v.tracked() {
		v.buildQuickShop(g)
		return
	}
	p, ok := g.ShopTurn()
	if !ok {
		return
	}
	info := g.Player(p)
	who := info.Name
	switch v.mode {
	case shopSelling, shopPassing:
		question := fmt.Sprintf("How many pets does %s sell? Each sold pet gives 1 Apple.", who)
		verb := "Sell"
		if v.mode == shopPassing {
			question = fmt.Sprintf("How many pets does %s have now? Pass with %d or fewer.", who, tracker.MaxPetsToPass)
			verb = "Pass"
		}
		v.confirm = widget.NewButton(verb, func() {
			n := v.pets.Value
			mode := v.mode
			v.mode = shopActions
			if mode == shopPassing {
				v.hooks.do(tracker.Pass(p, n))
			} else {
				v.hooks.do(tracker.Sell(p, n))
			}
		})
		v.confirm.Importance = widget.HighImportance
		v.back = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), func() { v.mode = shopActions; v.hooks.refresh() })
		v.panel.Add(kit.Heading(who + "'s turn"))
		v.panel.Add(kit.NewWrapLabel(question))
		v.panel.Add(v.pets.Content)
		v.panel.Add(container.NewGridWithColumns(2, v.back, v.confirm))
		return
	}
	v.panel.Add(kit.Heading(fmt.Sprintf("%s's turn · %s left", who, words.Count(info.Gold, "gold", "gold"))))
	v.buy = widget.NewButton("Buy (1 gold)", func() { v.hooks.do(tracker.Buy(p)) })
	v.buy.Importance = widget.HighImportance
	kit.SetEnabled(v.buy, info.Gold > 0)
	v.sell = widget.NewButton("Sell…", func() { v.ask(shopSelling, 1, 1) })
	v.triple = widget.NewButton("Triple", func() { v.hooks.do(tracker.Triple(p)) })
	v.pass = widget.NewButton("Pass…", func() { v.ask(shopPassing, tracker.MaxPetsToPass, 0) })
	v.panel.Add(container.NewGridWithColumns(2, v.buy, v.sell, v.triple, v.pass))
	v.panel.Add(kit.NewWrapLabel("Tap a gold token to buy too. Triple costs no gold."))
}

// buildQuickShop is the Shop Phase of a table that does not log every shop
// turn: who shops first, gold spent by tapping the players' gold, and one
// button when everyone has passed.
func (v *playView) buildQuickShop(g *tracker.Game) {
	v.panel.Add(kit.Heading("Shop Phase"))
	v.panel.Add(kit.NewWrapLabel(fmt.Sprintf("Take turns at the shop, starting with %s (%s). Tap a gold coin when a player spends it.",
		g.Player(g.TokenHolder()).Name, g.TokenName())))
	v.endShop = widget.NewButtonWithIcon("Everyone has passed", theme.ConfirmIcon(), func() { v.hooks.do(tracker.EndShop(g.Round())) })
	v.endShop.Importance = widget.HighImportance
	v.pin(v.endShop)
}

// ask switches the shop panel to a number question.
func (v *playView) ask(mode shopMode, start, lo int) {
	v.mode = mode
	v.pets = kit.NewStepper(start, lo, 99, nil)
	v.hooks.refresh()
}

// buildBattles offers a result for each battle of the round.
func (v *playView) buildBattles(g *tracker.Game) {
	v.panel.Add(kit.Heading("Battle Phase"))
	for i, b := range g.CurrentBattles() {
		row, box := v.battleBox(g, i, b)
		v.results = append(v.results, row)
		v.panel.Add(box)
	}
	v.panel.Add(kit.NewWrapLabel(fmt.Sprintf("The winner claims %s; after a draw the trophy leaves the game.", words.Count(tracker.TrophiesFor(g.Round()), "trophy", "trophies"))))
}

// battleBox is battle i of the round: who fights whom, who is First
// Player, a button for each result and one to settle it in the resolver.
// Once its result is in, the same places hold the result, the result's
// button marked and the others off: nothing below moves when a result
// comes or goes (its words and the First Player's share a space that fits
// either).
func (v *playView) battleBox(g *tracker.Game, i int, b tracker.Battle) ([3]*widget.Button, fyne.CanvasObject) {
	a, c := g.Player(b.Pair[0]), g.Player(b.Pair[1])
	first := g.Player(b.First).Name + " is First Player"
	if b.ByCoin {
		first += " (coin flip)"
	}
	title := a.Name + " vs " + c.Name
	if a.Letter != "" {
		title = b.Pair.String() + ": " + title
	}
	heading := kit.NewWrapLabel(title)
	heading.TextStyle.Bold = true
	// Every line this place may hold, all but one hidden: the space fits
	// the longest.
	lines := []fyne.CanvasObject{kit.NewWrapLabel(first)}
	lines[0].(*kit.WrapLabel).Hidden = b.Done
	var row [3]*widget.Button
	winners := []int{a.Index, c.Index, tracker.Draw}
	for k, text := range []string{a.Name + " won", c.Name + " won", "Draw"} {
		w := winners[k]
		result := kit.NewWrapLabel(resultWords(g, w, tracker.TrophiesFor(g.Round())))
		result.Hidden = !b.Done || b.Winner != w
		lines = append(lines, result)
		row[k] = widget.NewButton(text, func() { v.hooks.do(tracker.Result(g.Round(), i, w)) })
		switch {
		case b.Done && b.Winner == w: // the result entered, lit; Undo changes it
			row[k].Importance = widget.HighImportance
			row[k].OnTapped = nil
		case b.Done:
			row[k].Disable()
		}
	}
	settle := widget.NewButtonWithIcon("Settle it in the resolver", theme.MediaPlayIcon(), func() { v.hooks.settle(i) })
	settle.Hidden = b.Done
	if v.againstApp && v.app.DeckHidden {
		settle.Disable() // the app's deck, still face down, could not be filled in
	}
	v.settles = append(v.settles, settle)
	return row, container.NewVBox(heading, kit.NewReserve(lines...),
		kit.NewFitRow(row[0], row[1], row[2]), kit.NewReserve(settle))
}

// resultWords says what a battle's result means: who won and the trophies
// they claim, or that a draw's trophy leaves the game.
func resultWords(g *tracker.Game, winner, trophies int) string {
	if winner == tracker.Draw {
		return "A draw: the trophy leaves the game."
	}
	return fmt.Sprintf("%s won and claims %s.", g.Player(winner).Name, words.Count(trophies, "trophy", "trophies"))
}

// buildTrophy shows the round's results and ends the round.
func (v *playView) buildTrophy(g *tracker.Game) {
	v.panel.Add(kit.Heading("Trophy Phase"))
	for _, b := range g.CurrentBattles() {
		v.panel.Add(kit.NewWrapLabel(g.BattleText(b)))
	}
	label := fmt.Sprintf("Start round %d", g.Round()+1)
	if g.Round() == 6 {
		label = "Finish the game"
	}
	v.endRound = widget.NewButtonWithIcon(label, theme.NavigateNextIcon(), func() { v.hooks.do(tracker.EndRound(g.Round())) })
	v.endRound.Importance = widget.HighImportance
	v.pin(v.endRound)
}

// buildOver names the winner, explains the tie-break and offers to share.
func (v *playView) buildOver(g *tracker.Game) {
	o, _ := g.Outcome()
	names := make([]string, len(o.Winners))
	for i, w := range o.Winners {
		names[i] = g.Player(w).Name
	}
	title := words.JoinAnd(names) + " wins!"
	if len(names) > 1 {
		title = words.JoinAnd(names) + " share the victory!"
	}
	banner, label := winnerBanner(g, title)
	v.winner = label
	v.panel.Add(banner)
	v.panel.Add(kit.NewWrapLabel(o.Explanation))
	for _, st := range g.Standings() {
		p := g.Player(st.Player)
		v.panel.Add(widget.NewLabel(fmt.Sprintf("%d. %s: %s", st.Place, lettered(p), words.Count(st.Trophies, "trophy", "trophies"))))
	}
	v.copied = widget.NewLabel("")
	v.copied.Hide()
	v.copySummary = widget.NewButtonWithIcon("Copy summary", theme.ContentCopyIcon(), func() {
		v.hooks.copyText(g.Summary())
		v.showCopied("The game summary was copied.")
	})
	v.copyLink = widget.NewButtonWithIcon("Copy BG Stats link", theme.ContentCopyIcon(), func() {
		link, err := g.BGStatsLink()
		if err != nil {
			v.hooks.fail(err)
			return
		}
		v.hooks.copyText(link)
		v.showCopied("The BG Stats link was copied: open it on a phone with BG Stats to log the play.")
	})
	v.openLink = widget.NewButtonWithIcon("Open in BG Stats", theme.MailForwardIcon(), func() {
		link, err := g.BGStatsLink()
		if err == nil {
			err = v.hooks.openURL(link)
		}
		if err != nil {
			v.hooks.fail(err)
		}
	})
	v.newGame = widget.NewButtonWithIcon("New game", theme.ContentAddIcon(), v.hooks.confirmNewGame)
	v.newGame.Importance = widget.HighImportance
	v.panel.Add(kit.NewFitRow(v.copySummary, v.copyLink, v.openLink, v.newGame))
	v.panel.Add(v.copied)
}

func (v *playView) showCopied(text string) {
	v.copied.SetText(text)
	v.copied.Wrapping = fyne.TextWrapWord
	v.copied.Show()
}

// playerCard shows one player: gold tokens, trophies, the token, the turn,
// and the pack resources in use.
func (v *playView) playerCard(g *tracker.Game, p tracker.PlayerInfo) fyne.CanvasObject {
	if !v.tracked() {
		p.ToAct = false // shop turns are not logged: nobody is marked to act
	}
	box := container.NewVBox(playerTitle(p))
	if p.Team != "" {
		team := widget.NewLabel(p.Team)
		team.Truncation = fyne.TextTruncateEllipsis
		box.Add(team)
	}
	box.Add(v.goldAndTrophies(g, p))
	if badges := playerBadges(g, p); len(badges) > 0 {
		b := widget.NewLabel(kit.Sentence(strings.Join(badges, " · ")))
		b.Importance = widget.HighImportance
		box.Add(b)
	}
	if g.UsesPack(tracker.Golden) {
		box.Add(v.resource("Trumpets", p.Trumpets, func(d int) tracker.Move { return tracker.Trumpets(p.Index, d) }))
	}
	if g.UsesPack(tracker.Magic) {
		box.Add(v.resource("Mana", p.Mana, func(d int) tracker.Move { return tracker.Mana(p.Index, d) }))
	}
	stripe := canvas.NewRectangle(kit.PlayerColour(p.Colour))
	stripe.SetMinSize(fyne.NewSize(8, 0))
	stripe.CornerRadius = 4
	return container.NewStack(playerBackground(g, p), container.NewPadded(container.NewBorder(nil, nil, stripe, nil, box)))
}

// lettered is the player's name after their letter, "A · Ana", or the name
// alone with 2 players, who have no letters.
func lettered(p tracker.PlayerInfo) string {
	if p.Letter == "" {
		return p.Name
	}
	return p.Letter + " · " + p.Name
}

// playerTitle is the player's name, after the letter when there is one.
func playerTitle(p tracker.PlayerInfo) *widget.Label {
	title := widget.NewLabelWithStyle(lettered(p), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameSubHeadingText
	title.Truncation = fyne.TextTruncateEllipsis
	return title
}

// goldAndTrophies is the row of the player's gold tokens, shown only in the
// shop and tapped to buy on the player's turn, and trophies.
func (v *playView) goldAndTrophies(g *tracker.Game, p tracker.PlayerInfo) fyne.CanvasObject {
	gold := container.NewHBox()
	tracked := v.tracked()
	shopping := g.Phase() == tracker.PhaseShop && v.mode == shopActions && (p.ToAct || !tracked && !p.Passed)
	if v.againstApp && v.app.App == p.Index {
		shopping = false // the app buys through its own instructions
	}
	for i, spent := range p.Spent {
		var tap func()
		switch {
		case shopping && tracked && !spent:
			tap = func() { v.hooks.do(tracker.Buy(p.Index)) }
		case shopping && !tracked && spent: // tapped by mistake: taken back
			tap = func() { v.hooks.do(tracker.Refund(p.Index, i+1)) }
		case shopping && !tracked:
			tap = func() { v.hooks.do(tracker.Spend(p.Index, i+1)) }
		}
		gold.Add(newGoldToken(spent, tap))
	}
	trophy := canvas.NewImageFromResource(trophyIcon)
	trophy.SetMinSize(fyne.NewSquareSize(32))
	trophies := widget.NewLabelWithStyle(strconv.Itoa(p.Trophies), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	trophies.SizeName = theme.SizeNameHeadingText
	if g.Phase() != tracker.PhaseShop {
		gold = container.NewHBox() // gold matters only while shopping
	}
	return container.NewHBox(gold, layout.NewSpacer(), trophy, trophies)
}

// playerBadges are the player's marks: the token, and in the shop whether
// the player is to act or has passed.
func playerBadges(g *tracker.Game, p tracker.PlayerInfo) []string {
	var badges []string
	if p.HasToken {
		badges = append(badges, g.TokenName())
	}
	if p.ToAct && g.Phase() == tracker.PhaseShop {
		badges = append(badges, "to act")
	}
	if p.Passed && g.Phase() == tracker.PhaseShop {
		badges = append(badges, "passed")
	}
	return badges
}

// playerBackground is the card behind a player, outlined while it is the
// player's turn in the shop.
func playerBackground(g *tracker.Game, p tracker.PlayerInfo) fyne.CanvasObject {
	bg := kit.NewThemedRect(theme.ColorNameInputBackground)
	bg.Radius = theme.Size(theme.SizeNameInputRadius)
	if p.ToAct && g.Phase() == tracker.PhaseShop {
		bg.Stroke, bg.Width = theme.ColorNamePrimary, 3
	}
	return bg
}

// resource is a labelled stepper for trumpets or mana: adjust is the move
// of a change by delta.
func (v *playView) resource(label string, value int, adjust func(delta int) tracker.Move) fyne.CanvasObject {
	st := kit.NewStepper(value, 0, 999, func(n int) { v.hooks.do(adjust(n - value)) })
	return container.NewBorder(nil, nil, widget.NewLabel(label), nil, st.Content)
}
