package automa

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/internal/textcheck"
	"github.com/sapcompanion/sapcompanion/internal/words"
)

// MaxPlayerName is the most characters a player champion's name may have.
const MaxPlayerName = 30

// PlayerSide is the most champions the players name: as many as the
// automa's side has, 3 alone and 4 in co-op (two each).
func (o Options) PlayerSide() int { return o.TeamSize() }

// AddPlayer names one more of the players' champions, trimmed: 1 to
// MaxPlayerName characters, no control characters, not a name already
// given (in any case), and no more than PlayerSide of them. Their life is
// entered apart, with SetPlayerLife.
func (r *Run) AddPlayer(name string) error {
	n := strings.TrimSpace(name)
	switch {
	case n == "":
		return problem.Newf("automa", "type your champion's name first")
	case utf8.RuneCountInString(n) > MaxPlayerName:
		return problem.Newf("automa", "a champion's name is at most %d characters, not %d", MaxPlayerName, utf8.RuneCountInString(n))
	case len(r.Players) >= r.Options.PlayerSide():
		return problem.Newf("automa", "your side has at most %d champions: %s", r.Options.PlayerSide(), words.JoinAnd(r.Players))
	}
	if _, why := textcheck.BadNameChar(n); why != "" {
		return problem.Newf("automa", "the champion's name %s holds %s", textcheck.Quote(n), why)
	}
	if old, err := r.player(n); err == nil {
		return problem.Newf("automa", "%s is already one of your champions", old)
	}
	r.Players = append(slices.Clone(r.Players), n)
	return nil
}

// player returns the players' champion called name (any case, spaces
// around) as it was named, or an error saying it is not one of theirs.
func (r *Run) player(name string) (string, error) {
	n := strings.TrimSpace(name)
	for _, p := range r.Players {
		if strings.EqualFold(p, n) {
			return p, nil
		}
	}
	if len(r.Players) == 0 {
		return "", problem.Newf("automa", "%s is not one of your champions: you have named none", textcheck.Quote(n))
	}
	return "", problem.Newf("automa", "%s is not one of your champions (%s)", textcheck.Quote(n), strings.Join(r.Players, ", "))
}

// PlayerLifeOf is the life of the players' champion as entered; ok is
// false before it is.
func (r *Run) PlayerLifeOf(champion string) (life int, ok bool) {
	life, ok = r.PlayerLife[champion]
	return life, ok
}

// SetPlayerLife records the life of one of the players' champions, 0
// (knocked out) to MaxLife.
func (r *Run) SetPlayerLife(champion string, life int) error {
	name, err := r.player(champion)
	if err != nil {
		return err
	}
	if life < 0 || life > MaxLife {
		return problem.Newf("automa", "%s's life must be 0 to %d, not %d", name, MaxLife, life)
	}
	r.PlayerLife = withValue(r.PlayerLife, name, life)
	return nil
}

// Standing are the players' champions not knocked out, the ones the
// automa's damage can go to. Nil until every one of them named has their
// life entered (and when none is named).
func (r *Run) Standing() []string {
	var out []string
	for _, p := range r.Players {
		l, ok := r.PlayerLife[p]
		if !ok {
			return nil
		}
		if l > 0 {
			out = append(out, p)
		}
	}
	return out
}

// LifeEntered says whether the players have named champions and entered
// the life of every one, so that the damage of "heal 1, damage 1" can be
// named.
func (r *Run) LifeEntered() bool {
	for _, p := range r.Players {
		if _, ok := r.PlayerLife[p]; !ok {
			return false
		}
	}
	return len(r.Players) > 0
}

// DamageTargets are the champions of nearest (the players' champions the
// players say are nearest an automa champion, several when equally near)
// that "heal 1, damage 1" damages: those with the least life, with that
// life. Refused when nearest is empty, names a champion twice, one not
// theirs, one whose life is not entered or one knocked out.
func (r *Run) DamageTargets(nearest []string) (names []string, life int, err error) {
	if len(nearest) == 0 {
		return nil, 0, problem.Newf("automa", "tap which of your champions is nearest an automa champion")
	}
	seen := make([]string, 0, len(nearest))
	for _, n := range nearest {
		p, err := r.player(n)
		if err != nil {
			return nil, 0, err
		}
		l, ok := r.PlayerLife[p]
		switch {
		case slices.Contains(seen, p):
			return nil, 0, problem.Newf("automa", "%s is tapped twice as nearest", p)
		case !ok:
			return nil, 0, problem.Newf("automa", "enter %s's life first", p)
		case l == 0:
			return nil, 0, problem.Newf("automa", "%s is knocked out (0 life), so cannot be nearest nor take damage", p)
		case names == nil || l < life:
			names, life = []string{p}, l
		case l == life:
			names = append(names, p)
		}
		seen = append(seen, p)
	}
	return names, life, nil
}

// damage is the damage of "heal 1, damage 1": of the players' champions
// nearest an automa champion, target (the one with the least life, or one
// of those tied on it; "" when only one has it) takes 1 damage. With one
// champion standing, nearest may be left out. Until the players have
// entered their champions' life, or when every one is knocked out, nothing
// is kept and nearest and target must be empty.
func (r *Run) damage(nearest []string, target string) (string, error) {
	standing := r.Standing()
	if len(standing) == 0 {
		if len(nearest) > 0 || target != "" {
			if r.LifeEntered() {
				return "", problem.Newf("automa", "every one of your champions is knocked out: the damage goes to none")
			}
			return "", problem.Newf("automa", "name your champions and enter the life of each first")
		}
		return "", nil
	}
	if len(nearest) == 0 && len(standing) == 1 {
		nearest = standing
	}
	if len(nearest) == 0 {
		return "", problem.Newf("automa", "the damage goes to one of your champions: tap which of %s is nearest an automa champion", words.JoinOr(standing))
	}
	names, life, err := r.DamageTargets(nearest)
	if err != nil {
		return "", err
	}
	if target == "" && len(names) == 1 {
		target = names[0]
	}
	i := slices.IndexFunc(names, func(n string) bool { return strings.EqualFold(n, strings.TrimSpace(target)) })
	if i < 0 {
		return "", problem.Newf("automa", "of those nearest, the one with the least life takes 1 damage: %s, not %s", words.JoinOr(names), textcheck.Quote(target))
	}
	return names[i], r.SetPlayerLife(names[i], life-1)
}

// checkPlayers: the players' champions saved are named as AddPlayer
// allows, and their life is within bounds and belongs to one of them.
func (r *Run) checkPlayers() error {
	var seen Run
	seen.Options = r.Options
	for _, p := range r.Players {
		if p != strings.TrimSpace(p) {
			return problem.Newf("automa", "the saved champion of yours %s has spaces around the name", textcheck.Quote(p))
		}
		if err := seen.AddPlayer(p); err != nil {
			return problem.Newf("automa", "a saved champion of yours is refused: %w", err)
		}
	}
	for p, l := range r.PlayerLife {
		if !slices.Contains(r.Players, p) || l < 0 || l > MaxLife {
			return problem.Newf("automa", "life %d saved for %s, not one of your champions or not 0 to %d", l, textcheck.Quote(p), MaxLife)
		}
	}
	return nil
}
