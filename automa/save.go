package automa

import (
	"encoding/json"
	"slices"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/internal/textcheck"
)

// Encode writes the run as JSON, for the save file.
func (r *Run) Encode() ([]byte, error) { return json.Marshal(r) }

// Decode reads a run Encode wrote and checks it whole: the options, every
// card of the team once across the decks, discard piles and the table,
// and a turn that could have happened. A run that does not add up is
// refused with what is wrong.
func Decode(data []byte) (*Run, error) {
	var r Run
	if err := json.Unmarshal(data, &r); err != nil {
		if textcheck.IsJSONSyntax(err) {
			return nil, problem.Newf("automa", "the saved run is not valid JSON: %s", textcheck.JSONProblem(data, err))
		}
		return nil, problem.Newf("automa", "the saved run is damaged: %s", textcheck.JSONProblem(data, err))
	}
	if err := r.Options.check(); err != nil {
		return nil, err
	}
	if !slices.Equal(r.Options.Champions, canonical(r.Options.Champions)) {
		return nil, problem.Newf("automa", "the saved champions %v are not spelled as the app spells them", r.Options.Champions)
	}
	for _, check := range []func() error{r.checkSpawns, r.checkReactions, r.checkTurn, r.checkActions, r.checkTokens, r.checkLife, r.checkPlayers} {
		if err := check(); err != nil {
			return nil, err
		}
	}
	return &r, nil
}

// checkSpawns: one hex for each champion, on the hexes the set-up uses.
func (r *Run) checkSpawns() error {
	if len(r.Spawns) != len(r.Options.Champions) {
		return problem.Newf("automa", "%d champions but %d deployment hexes saved", len(r.Options.Champions), len(r.Spawns))
	}
	var champs, hexes []string
	for _, s := range r.Spawns {
		if r.team(s.Champion) < 0 || slices.Contains(champs, s.Champion) {
			return problem.Newf("automa", "the deployment hex of %q is saved wrongly", s.Champion)
		}
		if !slices.Contains(hexOrder, s.Hex) || slices.Contains(hexes, s.Hex) || (r.Options.CoOp && s.Hex == HexMiddle) {
			return problem.Newf("automa", "%q is not a free deployment hex", s.Hex)
		}
		champs, hexes = append(champs, s.Champion), append(hexes, s.Hex)
	}
	return nil
}

// checkReactions: the reaction deck holds each card of the team, but those
// taken out, exactly once, and the deck itself is never empty.
func (r *Run) checkReactions() error {
	var want []string
	for _, n := range r.Options.Champions {
		c, _ := Find(n)
		for _, card := range c.Reactions {
			if !slices.Contains(r.Options.Removed, card) {
				want = append(want, card)
			}
		}
	}
	got := append(slices.Clone(r.Reaction.Draw), r.Reaction.Discard...)
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(want, got) || len(r.Reaction.Draw) == 0 {
		return problem.Newf("automa", "the saved reaction deck and discard pile (%d cards) are not the team's %d reaction cards", len(got), len(want))
	}
	for _, f := range r.Flips {
		if !slices.Contains(want, f.Card) || r.team(f.Attacked) < 0 {
			return problem.Newf("automa", "the saved reaction flip %q does not belong to this team", f.Card)
		}
		if owner, _ := reactionOwner(f.Card); f.Owner != owner {
			return problem.Newf("automa", "the saved reaction flip %q is %s's card, not %q's", f.Card, owner, f.Owner)
		}
	}
	return nil
}

// checkActions: each automa player's deck, discard pile and cards on the
// table hold each of their champions' action cards exactly once.
func (r *Run) checkActions() error {
	if len(r.Action) != r.Options.Teams() {
		return problem.Newf("automa", "%d action decks saved; this game has %d", len(r.Action), r.Options.Teams())
	}
	for t, p := range r.Action {
		var want, got []Card
		for _, n := range r.TeamOf(t) {
			for k := 1; k <= ActionCards; k++ {
				want = append(want, Card{n, k})
			}
		}
		got = append(slices.Clone(p.Draw), p.Discard...)
		if r.Turn != nil && r.Turn.Team == t {
			for _, s := range r.Turn.Steps {
				// A real deck's card not yet flipped is still counted in
				// the deck.
				if s.Kind != FreeMove && s.Card != (Card{}) {
					got = append(got, s.Card)
				}
			}
		}
		if !sameCards(want, got) {
			return problem.Newf("automa", "automa player %d's saved action cards do not add up to their %d cards", t+1, len(want))
		}
	}
	return nil
}

// sameCards says whether got holds the cards of want, each once.
func sameCards(want, got []Card) bool {
	left := slices.Clone(want)
	for _, c := range got {
		i := slices.Index(left, c)
		if i < 0 {
			return false
		}
		left = slices.Delete(left, i, i+1)
	}
	return len(left) == 0
}

// checkTurn: the turn's steps are in an order play can reach.
func (r *Run) checkTurn() error {
	if r.Turns < 0 {
		return problem.Newf("automa", "%d turns played is not a count", r.Turns)
	}
	t := r.Turn
	if t == nil {
		return nil
	}
	if t.Team != r.NextTeam() {
		return problem.Newf("automa", "the saved turn is automa player %d's, but it is automa player %d's turn", t.Team+1, r.NextTeam()+1)
	}
	cur := t.Current()
	for i, s := range t.Steps {
		bad := s.Kind < FreeMove || s.Kind > AlkemiDraw || s.Outcome < Pending || s.Outcome > PlayedFree ||
			(i > cur && (s.Outcome != Pending || s.Shown)) ||
			(s.Outcome != Pending && s.Kind != FreeMove && !s.Shown) ||
			(s.Kind == FreeMove && (s.Shown || s.Card != Card{})) ||
			(s.Kind == ActionCard && !s.Shown && r.Options.Physical != (s.Card == Card{})) ||
			// Al'kemi's draw is dealt face up, right after his card.
			(s.Kind == AlkemiDraw && (!s.Shown || i == 0 || t.Steps[i-1].Card.Champion != Alkemi)) ||
			(s.Shown && r.team(s.Card.Champion) != t.Team) ||
			(s.Outcome == Emergency) != (s.Mover != "") ||
			(s.Healed != "" && (s.Outcome != HealDamage || r.team(s.Healed) != t.Team)) ||
			(s.Damaged != "" && (s.Outcome != HealDamage || !slices.Contains(r.Players, s.Damaged))) ||
			(s.Stunned && (!s.Shown || s.Kind != ActionCard)) ||
			(s.Mover != "" && r.team(s.Mover) != t.Team) ||
			(s.Outcome != Pending && r.checkOutcome(s, s.Outcome) != nil)
		if bad {
			return problem.Newf("automa", "step %d of the saved turn cannot have happened", i+1)
		}
	}
	return nil
}

// checkTokens: stun tokens and leveled champions belong to the team.
func (r *Run) checkTokens() error {
	for _, m := range []map[string]int{r.Stuns, r.Later} {
		for c, n := range m {
			if r.team(c) < 0 || n <= 0 || n > MaxStuns {
				return problem.Newf("automa", "%d stun tokens saved for %q", n, c)
			}
		}
	}
	for i, c := range r.Leveled {
		if r.team(c) < 0 || slices.Contains(r.Leveled[:i], c) {
			return problem.Newf("automa", "%q is saved as leveled but is not on the team once", c)
		}
	}
	return nil
}
