package gameui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/tracker"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// The rulebook's own words for each phase, shown when a player taps
// "Rulebook" under a prompt.
const (
	rulebookShop = `SHOP PHASE: 1. RESET GOLD 2. CREATE SHOP 3. SHOP TURNS

1. RESET GOLD: Each player sets their 3 gold tokens to their face-up sides.

2. CREATE SHOP: Set the current round's tier deck beside the shop tile to create this round's shop deck (e.g. tier 1 for round 1). Reveal 4 cards from the shop deck to create the shop display.

3. SHOP TURNS: Starting with the First Player, each player takes turns until all players have passed.

Once all players have passed, discard the shop deck and display, and proceed to this round's Battle Phase!`
	rulebookBattle = `BATTLE PREP: Reveal any pets with Battle Prep abilities and activate them. Then, secretly arrange your cards however you like, determining the order in which your cards will be played. The TOP card of your deck will be played first, and then the next, and then the next, and so on. When you are ready, place your deck face-up in front of you.`
	rulebookTrophy = `TROPHY PHASE: If only one player has a pet remaining in their active zone, that player has won the battle and claims the current round's trophy. If neither player has a pet remaining, the battle has ended in a draw and neither player claims the trophy. Remove it from the game.

If the First Player claims the trophy, they must pass the first player token to the other player, who becomes the new First Player. Otherwise, the First Player keeps the token.

After the Trophy Phase, players return temporary cards (Apples, Bees, etc.) to the supply. Return all pets and perk foods to their owners' hands.`
	rulebookFourSix = `4 & 6 PLAYER MODE: During the Shop Phase, players take turns in alphabetical order, starting with the First Shopper. Determine the First Player for each battle by flipping a gold token. Pass the first shopper token to the next player in alphabetical order at the end of each round.`
)

// phasePrompt says what to do with the physical game now, in one line, and
// the rulebook's words behind it; "" when there is nothing to do.
func phasePrompt(g *tracker.Game) (line, rulebook string) {
	first := g.Player(g.TokenHolder()).Name
	switch g.Phase() {
	case tracker.PhaseShop:
		return fmt.Sprintf("At the table: flip every gold token face up, put the tier %d deck by the shop tile and reveal 4 cards. %s shops first.",
			g.Round(), first), rulebookShop
	case tracker.PhaseBattle:
		line = "At the table: reveal pets with Battle Prep abilities, then everyone secretly orders their deck, top card first, and lays it face up."
		if g.NumPlayers() > 2 {
			return line, rulebookBattle + "\n\n" + rulebookFourSix
		}
		return line, rulebookBattle
	case tracker.PhaseTrophy:
		return "At the table: " + trophyWords(g) + " Then return " + supplyCards(g) + " to the supply and take your pets and perk foods back into your hand.", rulebookTrophy
	}
	return "", ""
}

// trophyWords says who takes a trophy this round, by name, what happens to
// a drawn battle's trophy and, with 2 players, whether the First Player
// token changes hands: "Ana takes the trophy and hands the First Player
// token to Ben."
func trophyWords(g *tracker.Game) string {
	var parts []string
	for _, bt := range g.CurrentBattles() {
		if !bt.Done {
			continue
		}
		if bt.Winner == tracker.Draw {
			parts = append(parts, fmt.Sprintf("%s and %s drew: nobody takes that trophy; it leaves the game.",
				g.Player(bt.Pair[0]).Name, g.Player(bt.Pair[1]).Name))
			continue
		}
		line := fmt.Sprintf("%s takes %s", g.Player(bt.Winner).Name, words.Count(bt.Trophies, "trophy", "trophies"))
		if g.NumPlayers() == 2 && bt.Winner == bt.First {
			other := bt.Pair[0]
			if other == bt.Winner {
				other = bt.Pair[1]
			}
			line += fmt.Sprintf(" and hands the First Player token to %s", g.Player(other).Name)
		}
		parts = append(parts, line+".")
	}
	return strings.Join(parts, " ")
}

// supplyCards names what goes back to the supply after the Trophy Phase with
// the game's packs.
func supplyCards(g *tracker.Game) string {
	cards := []string{"Apples, Bees and other temporary cards"}
	if g.UsesPack(tracker.Golden) {
		cards = append(cards, "Trumpets and Golden Retrievers")
	}
	if g.UsesPack(tracker.Magic) {
		cards = append(cards, "Ailments")
	}
	return strings.Join(cards, ", ")
}

// promptCard shows the prompt with a button that opens the rulebook's words.
func (v *playView) promptCard(g *tracker.Game) fyne.CanvasObject {
	line, words := phasePrompt(g)
	if line == "" {
		return nil
	}
	v.prompt = kit.NewWrapLabel(line)
	var place fyne.CanvasObject = v.prompt
	if g.Phase() == tracker.PhaseShop {
		// Once the shop is under way the set-up is done: what goes on is
		// said instead, in the same room, so nothing under it moves.
		later := kit.NewWrapLabel(shopUnderWay(g))
		started := shopStarted(g)
		v.prompt.Hidden, later.Hidden = started, !started
		place = kit.NewReserve(v.prompt, later)
	}
	v.rulebook = widget.NewButtonWithIcon("Rulebook", theme.HelpIcon(), func() {
		text := widget.NewLabel(words)
		text.Wrapping = fyne.TextWrapWord
		d := dialog.NewCustom("From the rulebook", "Close", container.NewVScroll(text), v.hooks.win)
		d.Resize(fyne.NewSize(340, 480))
		d.Show()
	})
	v.rulebook.Importance = widget.LowImportance
	return container.NewVBox(place, container.NewHBox(layout.NewSpacer(), v.rulebook))
}

// shopStarted reports whether anyone has spent gold or passed in this Shop
// Phase: the shop is then set out.
func shopStarted(g *tracker.Game) bool {
	for _, p := range g.Players() {
		if p.Gold < p.StartGold || p.Passed {
			return true
		}
	}
	return false
}

// shopUnderWay says what goes on in a Shop Phase under way.
func shopUnderWay(g *tracker.Game) string {
	return fmt.Sprintf("At the table: shop turns go round, starting with %s, until everyone has passed. A card bought from the shop display is replaced from the shop deck.",
		g.Player(g.TokenHolder()).Name)
}
