package automa

import (
	"slices"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/internal/words"
)

// MaxLife is the most life the app keeps for one champion: more than any
// champion's card prints.
const MaxLife = 20

// TrophyGoal is how many trophies win the game without harder option 3.
// The sheet gives no number; this is the base game's goal.
const TrophyGoal = 5

// Goals are the trophies each side needs to win: TrophyGoal each, or with
// harder option 3 one more for the players and one fewer for the automa.
func (o Options) Goals() (players, automa int) {
	if o.Trophies {
		return TrophyGoal + 1, TrophyGoal - 1
	}
	return TrophyGoal, TrophyGoal
}

// LifeOf is champion's life as the players entered it; ok is false before
// they have.
func (r *Run) LifeOf(champion string) (life int, ok bool) {
	life, ok = r.Life[champion]
	return life, ok
}

// SetLife records champion's life, 0 (knocked out) to MaxLife.
func (r *Run) SetLife(champion string, life int) error {
	name, err := r.champion(champion)
	if err != nil {
		return err
	}
	if life < 0 || life > MaxLife {
		return problem.Newf("automa", "%s's life must be 0 to %d, not %d", name, MaxLife, life)
	}
	r.Life = withValue(r.Life, name, life)
	return nil
}

// SetTrophies records the trophies of the automa (automa true) or of the
// players, 0 to the goal of that side.
func (r *Run) SetTrophies(automa bool, n int) error {
	players, bot := r.Options.Goals()
	goal, who, at := players, "your", &r.Trophies.Players
	if automa {
		goal, who, at = bot, "the automa's", &r.Trophies.Automa
	}
	if n < 0 || n > goal {
		return problem.Newf("automa", "%s trophies must be 0 to %d, not %d", who, goal, n)
	}
	*at = n
	return nil
}

// Score is each side's trophies.
type Score struct {
	Players int `json:"players,omitempty"`
	Automa  int `json:"automa,omitempty"`
}

// Winner says who has reached their goal: "players", "automa" or "".
func (r *Run) Winner() string {
	players, bot := r.Options.Goals()
	switch {
	case r.Trophies.Players >= players:
		return "players"
	case r.Trophies.Automa >= bot:
		return "automa"
	}
	return ""
}

// MostLife are the champions of automa player t with the most life left:
// the last of the emergency move's choices. Nil until the players have
// entered the life of each of them.
func (r *Run) MostLife(t int) (names []string, life int) {
	return r.lifeExtreme(t, func(a, b int) bool { return a > b })
}

// LeastLife are the champions of automa player t with the least life: the
// one who heals 1 when no emergency move is possible. Nil until the
// players have entered the life of each of them.
func (r *Run) LeastLife(t int) (names []string, life int) {
	return r.lifeExtreme(t, func(a, b int) bool { return a < b })
}

// lifeExtreme are the champions of automa player t whose life is better
// than every other's by better, with that life.
func (r *Run) lifeExtreme(t int, better func(a, b int) bool) ([]string, int) {
	var names []string
	best := 0
	for _, c := range r.TeamOf(t) {
		l, ok := r.Life[c]
		switch {
		case !ok:
			return nil, 0
		case names == nil || better(l, best):
			names, best = []string{c}, l
		case l == best:
			names = append(names, c)
		}
	}
	return names, best
}

// heal is the heal of "heal 1, damage 1": the champion of the automa
// player whose turn it is with the least life heals 1 (healer, one of them,
// when several are tied). Without their life entered nothing is kept, and
// healer must be "".
func (r *Run) heal(healer string) (string, error) {
	least, _ := r.LeastLife(r.Turn.Team)
	if least == nil {
		if healer != "" {
			return "", problem.Newf("automa", "enter the life of %s first", words.JoinAnd(r.TeamOf(r.Turn.Team)))
		}
		return "", nil
	}
	if healer == "" && len(least) == 1 {
		healer = least[0]
	}
	name, _ := Find(healer)
	if !slices.Contains(least, name.Name) {
		return "", problem.Newf("automa", "the champion with the least life heals 1: %s, not %q", words.JoinOr(least), healer)
	}
	return name.Name, r.SetLife(name.Name, min(MaxLife, r.Life[name.Name]+1))
}

// checkLife: life and trophies saved are within bounds and belong to the
// team.
func (r *Run) checkLife() error {
	for c, l := range r.Life {
		if r.team(c) < 0 || l < 0 || l > MaxLife {
			return problem.Newf("automa", "life %d saved for %q", l, c)
		}
	}
	players, bot := r.Options.Goals()
	if r.Trophies.Players < 0 || r.Trophies.Players > players || r.Trophies.Automa < 0 || r.Trophies.Automa > bot {
		return problem.Newf("automa", "the saved trophies %d and %d are not within the goals %d and %d",
			r.Trophies.Players, r.Trophies.Automa, players, bot)
	}
	return nil
}
