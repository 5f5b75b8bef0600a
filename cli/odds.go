package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/engine/search"
	"github.com/sapcompanion/sapcompanion/internal/words"
)

// runOdds prints the exact chances of a battle over every rock outcome,
// weighted by the die's faces (the "rocks:" line is ignored):
//
//	odds FILE [--both-play-well] [--json] [--cards FILE]
//
// First come the choice points of the battle (docs/notation.md (section 4) leaves them
// open): one "order: ..." line for each point, reachable with the default
// order, where a player's order of simultaneous abilities changes the odds,
// with the odds of each order given that point is reached and of the whole
// battle if that order is used there. The last line is always
// "odds: A 0.xxxx, B 0.xxxx, draw 0.xxxx", each exact chance rounded on its
// own to 4 decimals, halves away from zero. --json prints one JSON document
// with the exact fractions too. With --both-play-well the odds are those of
// both players playing well (interpretation 14, runWellOdds).
func runOdds(env *Env) error {
	opt, err := parseFileArgs(env.Args, "--json", "--both-play-well", "--max-time", "--max-memory")
	if err != nil {
		return err
	}
	battle, match, _, err := loadMatch(env, opt.file, opt.book, opt.budget.MaxTime)
	if err != nil {
		return err
	}
	if opt.flags["--both-play-well"] {
		return runWellOdds(env, opt, battle, match)
	}
	res, err := searchOdds(env, "odds", match, search.OddsOptions{Budget: opt.budget})
	if err != nil {
		return err
	}
	// The order analysis keeps the whole graph of positions: it runs after
	// the odds, under a budget of its own, so the odds never wait on it.
	ord, err := searchOdds(env, "orders", match, search.OddsOptions{Orders: true, Budget: opt.budget})
	skipped := ""
	switch {
	case errors.Is(err, search.ErrBudget):
		var be *search.BudgetError
		errors.As(err, &be)
		skipped = "the order of abilities was not looked at: " + be.Stopped()
	case err != nil:
		return err
	default:
		res.Orders, res.OrderPoints, res.OrdersLeftOut = ord.Orders, ord.OrderPoints, ord.OrdersLeftOut
	}
	if opt.flags["--json"] {
		doc := oddsDoc(opt.file, battle, match, res)
		doc.OrdersSkipped = skipped
		return printJSON(env, doc)
	}
	for _, pt := range res.Orders {
		fmt.Fprintf(env.Stdout, "order: %s\n", pt.Describe(match.Table))
	}
	if res.OrdersLeftOut > 0 {
		fmt.Fprintf(env.Stdout, "order: %d more %s where the order changes the odds (less likely to be reached) not listed\n",
			res.OrdersLeftOut, words.Plural(res.OrdersLeftOut, "point", "points"))
	}
	if skipped != "" {
		fmt.Fprintf(env.Stdout, "order: %s\n", skipped)
	}
	fmt.Fprintf(env.Stdout, "odds: %s\n", res.Chances)
	return nil
}

// searchOdds runs search.Odds with a progress line on a terminal; at the
// budget its error says how to give more.
func searchOdds(env *Env, what string, m *engine.Match, opts search.OddsOptions) (search.OddsResult, error) {
	report, done := progressLine(env, what)
	opts.Progress = report
	res, err := search.Odds(env.context(), m, opts)
	done()
	return res, budgetHint(err)
}

// budgetHint adds to a budget error how to raise the budget.
func budgetHint(err error) error {
	if errors.Is(err, search.ErrBudget) {
		return fmt.Errorf("%w (--max-time and --max-memory give more; 0 for no limit)", err)
	}
	return err
}

// chancesJSON is a set of chances: rounded as the text prints them, and
// exact as fractions.
type chancesJSON struct {
	A    string `json:"A"`
	B    string `json:"B"`
	Draw string `json:"draw"`
	// NeverEnds is the chance of the rolls on which the battle never ends
	// (left out when there are none).
	NeverEnds string `json:"neverEnds,omitempty"`
	Exact     struct {
		A         string `json:"A"`
		B         string `json:"B"`
		Draw      string `json:"draw"`
		NeverEnds string `json:"neverEnds,omitempty"`
	} `json:"exact"`
}

func chancesDoc(c search.Chances) chancesJSON {
	d := chancesJSON{A: search.Round4(c.A), B: search.Round4(c.B), Draw: search.Round4(c.Draw)}
	d.Exact.A, d.Exact.B, d.Exact.Draw = c.A.RatString(), c.B.RatString(), c.Draw.RatString()
	if n := c.NeverEnds(); n.Sign() > 0 {
		d.NeverEnds, d.Exact.NeverEnds = search.Round4(n), n.RatString()
	}
	return d
}

// oddsJSON is the document odds --json prints.
type oddsJSON struct {
	File      string            `json:"file"`
	Die       string            `json:"die"`
	Names     map[string]string `json:"names"`
	Odds      chancesJSON       `json:"odds"`
	Positions int               `json:"positions"`
	// ChoicePoints counts the points reachable with the default order where
	// a player has 2+ abilities at once; Orders lists those where the order
	// changes the odds, the likeliest first; OrdersLeftOut how many of them
	// are not listed.
	ChoicePoints  int         `json:"choicePoints"`
	Orders        []orderJSON `json:"orders"`
	OrdersLeftOut int         `json:"ordersLeftOut"`
	// OrdersSkipped says why the orders were not looked at (the order
	// analysis reached its budget); empty when they were.
	OrdersSkipped string `json:"ordersSkipped,omitempty"`
	Line          string `json:"line"`
}

type orderJSON struct {
	Step       int           `json:"step"`
	Player     engine.Player `json:"player"`
	Abilities  []string      `json:"abilities"`
	Reach      string        `json:"reach"`
	ReachExact string        `json:"reachExact"`
	Options    []optionJSON  `json:"options"`
	Text       string        `json:"text"`
}

type optionJSON struct {
	Default bool        `json:"default"`
	Orders  [][]string  `json:"orders"`
	Odds    chancesJSON `json:"odds"`
	Overall chancesJSON `json:"overall"`
}

func oddsDoc(file string, b *engine.Battle, m *engine.Match, res search.OddsResult) oddsJSON {
	doc := oddsJSON{File: file, Die: b.RockDie().String(), Odds: chancesDoc(res.Chances), Positions: res.Positions,
		Names:        map[string]string{"A": b.Name(engine.PlayerA), "B": b.Name(engine.PlayerB)},
		ChoicePoints: res.OrderPoints, OrdersLeftOut: res.OrdersLeftOut, Orders: []orderJSON{},
		Line: "odds: " + res.Chances.String()}
	for _, pt := range res.Orders {
		o := orderJSON{Step: pt.Step, Player: pt.Player, Reach: search.Round4(pt.Reach), ReachExact: pt.Reach.RatString(),
			Text: pt.Describe(m.Table)}
		for _, a := range pt.Abilities {
			o.Abilities = append(o.Abilities, engine.ShortName(m.Table, a))
		}
		for i, op := range pt.Options {
			oj := optionJSON{Default: i == 0, Odds: chancesDoc(op.Chances), Overall: chancesDoc(op.Overall)}
			for _, ord := range op.Orders {
				names := make([]string, len(ord))
				for k, x := range ord {
					names[k] = o.Abilities[x]
				}
				oj.Orders = append(oj.Orders, names)
			}
			o.Options = append(o.Options, oj)
		}
		doc.Orders = append(doc.Orders, o)
	}
	return doc
}

// runWellOdds prints the odds if both play well: one "choice: NAME: ..."
// line for each choice, reached when both play well, where playing well
// differs from the default (the likeliest first), then "default: ..." with
// the odds of the default order, and last the odds line of good play.
func runWellOdds(env *Env, opt fileOptions, battle *engine.Battle, match *engine.Match) error {
	def, err := searchOdds(env, "odds", match, search.OddsOptions{Budget: opt.budget})
	if err != nil {
		return err
	}
	report, done := progressLine(env, "both play well")
	res, err := search.PlayWell(env.context(), match, search.OddsOptions{Budget: search.Budget{
		MaxTime: opt.budget.MaxTime, MaxBytes: opt.budget.MaxBytes, Progress: report}})
	done()
	if err != nil {
		return budgetHint(err)
	}
	if opt.flags["--json"] {
		doc := wellJSON{File: opt.file, BothPlayWell: true, Die: battle.RockDie().String(), Odds: chancesDoc(res.Chances), Default: chancesDoc(def.Chances),
			Positions: res.Positions, Choices: []choiceJSON{}, Line: "odds: " + res.Chances.String()}
		for _, c := range res.Choices {
			doc.Choices = append(doc.Choices, choiceJSON{Step: c.Step, Player: c.Player, Text: c.Words(battle.Name(c.Player)),
				Reach: search.Round4(c.Reach), ReachExact: c.Reach.RatString()})
		}
		return printJSON(env, doc)
	}
	lines := make([]string, 0, len(res.Choices)+2)
	for _, c := range res.Choices {
		lines = append(lines, fmt.Sprintf("choice: %s (step %d, reached with chance %s)", c.Words(battle.Name(c.Player)), c.Step, search.Round4(c.Reach)))
	}
	lines = append(lines, "default: "+def.Chances.String(), "odds: "+res.Chances.String())
	_, err = fmt.Fprintln(env.Stdout, strings.Join(lines, "\n"))
	return err
}

// wellJSON is the document odds --both-play-well --json prints.
type wellJSON struct {
	File         string       `json:"file"`
	Die          string       `json:"die"`
	BothPlayWell bool         `json:"bothPlayWell"`
	Odds         chancesJSON  `json:"odds"`
	Default      chancesJSON  `json:"default"`
	Positions    int          `json:"positions"`
	Choices      []choiceJSON `json:"choices"`
	Line         string       `json:"line"`
}

type choiceJSON struct {
	Step       int           `json:"step"`
	Player     engine.Player `json:"player"`
	Text       string        `json:"text"`
	Reach      string        `json:"reach"`
	ReachExact string        `json:"reachExact"`
}

// printJSON prints doc as indented JSON.
func printJSON(env *Env, doc any) error {
	out, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return err
	}
	fmt.Fprintln(env.Stdout, string(out))
	return nil
}
