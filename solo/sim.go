package solo

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// AutomaName is the name of the app's player in a simulated game; its
// opponent is named by Opponent.Name.
const AutomaName = "App"

// maxShopTurns bounds the turns of one Shop Phase in a simulated game; a
// game that needs more stops with an error instead of looping.
const maxShopTurns = 500

// SimOptions set up a simulation.
type SimOptions struct {
	Games      int        // how many games
	Difficulty Difficulty // the automa's difficulty
	Against    Opponent   // who the automa plays: AgainstRandom unless set
	Seed       uint64     // the same seed plays the same games
	Book       *engine.Book
	// Progress, when not nil, is told the result so far after each game,
	// in Simulate's goroutine.
	Progress func(SimResult)
}

// SimResult counts the games of a simulation from the automa's side.
type SimResult struct {
	// Games counts the games played: SimOptions.Games, unless the run was
	// stopped.
	Games, Wins, Losses, Draws int
	Moves                      int // shop actions the tracker accepted, both players
	// Battles counts the rounds' battles: those the automa won, lost, drew.
	BattlesWon, BattlesLost, BattlesDrawn int
}

// String is the result's last line: "automa wins W of N, draws D".
func (r SimResult) String() string {
	return fmt.Sprintf("automa wins %d of %d, draws %d", r.Wins, r.Games, r.Draws)
}

// Simulate plays opts.Games games of the automa (player 0, "App") against
// opts.Against (player 1, named by Opponent.Name), headless. Each game deals its
// own tier decks from the card book (see newTable), checks every move with
// a tracker.Game and settles every battle with the engine's resolver and
// seeded dice. A game the tracker or the engine refuses stops the run with
// an error naming the game and the move. When ctx is done it stops and
// returns ctx's error with the games played before: a game ctx stopped, or
// that ended after ctx was done, is not counted (its automa may have run
// out of time to order its deck), so the games counted are the first ones
// of the whole run, as they would have been played.
func Simulate(ctx context.Context, opts SimOptions) (SimResult, error) {
	var res SimResult
	for i := range opts.Games {
		if err := ctx.Err(); err != nil {
			return res, err
		}
		g, err := PlayGame(ctx, opts.Book, opts.Difficulty, opts.Against, opts.Seed+uint64(i))
		if cerr := ctx.Err(); cerr != nil {
			return res, cerr
		}
		if err != nil {
			return res, problem.Newf("solo", "game %d of %d (seed %d): %w", i+1, opts.Games, opts.Seed+uint64(i), err)
		}
		res.add(g)
		if opts.Progress != nil {
			opts.Progress(res)
		}
	}
	return res, nil
}

// add counts the finished game g.
func (r *SimResult) add(g GameRecord) {
	r.Games++
	r.Moves += g.Moves
	r.countBattles(g.Game)
	switch {
	case len(g.Winners) != 1:
		r.Draws++
	case g.Winners[0] == 0:
		r.Wins++
	default:
		r.Losses++
	}
}

// countBattles adds the battles of a finished game.
func (r *SimResult) countBattles(g *tracker.Game) {
	for round := 1; round <= tracker.Rounds; round++ {
		for _, b := range g.Battles(round) {
			switch b.Winner {
			case tracker.Draw:
				r.BattlesDrawn++
			case 0:
				r.BattlesWon++
			default:
				r.BattlesLost++
			}
		}
	}
}

// GameRecord is one simulated game: the tracker's game at its end, the
// winners and how many shop actions were taken.
type GameRecord struct {
	Game    *tracker.Game
	Winners []int
	Moves   int
}

// simGame is one simulated game in play.
type simGame struct {
	ctx     context.Context
	book    *engine.Book
	seats   [2]Opponent // who plays each seat
	rng     *rand.Rand
	game    *tracker.Game
	table   *table
	hands   [2][]string
	lastRev [2][]string // [p]: the other player's last revealed deck
	moves   int
}

// PlayGame plays one whole game of the automa at difficulty d against the
// opponent against with seed seed.
func PlayGame(ctx context.Context, book *engine.Book, d Difficulty, against Opponent, seed uint64) (GameRecord, error) {
	return playSeats(ctx, book, [2]Opponent{automaOpponent(d), against}, seed)
}

// automaOpponent is the Opponent that is the automa at difficulty d.
func automaOpponent(d Difficulty) Opponent { return AgainstEasy + Opponent(d-Easy) }

// playSeats plays one whole game of seats[0] (named "App" when it is the
// automa) against seats[1] with seed seed.
func playSeats(ctx context.Context, book *engine.Book, seats [2]Opponent, seed uint64) (GameRecord, error) {
	rng := rand.New(rand.NewPCG(seed, seed^0x5eed))
	su := tracker.Setup{Packs: []tracker.Pack{tracker.Classic}, FirstPlayer: tracker.AtRandom}
	for p, o := range seats {
		ps := tracker.PlayerSetup{Name: o.Name()}
		if d, ok := o.Automa(); ok {
			ps.ExtraGold = d.ExtraGold()
			if p == 0 {
				ps.Name = AutomaName
			}
		}
		su.Players = append(su.Players, ps)
	}
	g, err := tracker.New(su, tracker.WithRand(rng))
	if err != nil {
		return GameRecord{}, err
	}
	t, err := newTable(book, rng)
	if err != nil {
		return GameRecord{}, err
	}
	s := &simGame{ctx: ctx, book: book, seats: seats, rng: rng, game: g, table: t}
	for !g.Over() {
		if err := s.round(); err != nil {
			return GameRecord{}, fmt.Errorf("round %d: %w", g.Round(), err)
		}
	}
	return gameRecord(g, s.moves)
}

// gameRecord is the record of game g, which must be over, after moves shop
// actions.
func gameRecord(g *tracker.Game, moves int) (GameRecord, error) {
	o, ok := g.Outcome()
	if !ok {
		return GameRecord{}, fmt.Errorf("the game stopped in round %d before it was over: it has no winner", g.Round())
	}
	return GameRecord{Game: g, Winners: o.Winners, Moves: moves}, nil
}

// round plays one round: the shop, the battle and the Trophy Phase.
func (s *simGame) round() error {
	s.table.openShop(s.game.Round())
	for turns := 0; s.game.Phase() == tracker.PhaseShop; turns++ {
		if turns == maxShopTurns {
			return fmt.Errorf("the Shop Phase took more than %d turns", maxShopTurns)
		}
		if err := s.shopTurn(); err != nil {
			return err
		}
	}
	s.table.closeShop()
	if err := s.battle(); err != nil {
		return err
	}
	for p := range s.hands {
		s.hands[p] = AfterBattle(s.book, s.hands[p])
	}
	return s.game.EndRound()
}

// shopTurn plays the shop turn of whoever is to act.
func (s *simGame) shopTurn() error {
	p, _ := s.game.ShopTurn()
	sit := s.table.situation(s.hands[p], s.game.Player(p).Gold)
	m := s.move(p, sit)
	var err error
	got := ""
	switch m.Action {
	case BuyPet, BuyPerk:
		if got = s.table.buy(m.Slot); got != m.Cards[0] {
			return fmt.Errorf("%s bought the %s from slot %d, which shows %s", s.game.Player(p).Name, m.Cards[0], m.Slot+1, got)
		}
		err = s.game.Buy(p)
	case BuyTop:
		got = s.table.draw(s.table.round)
		err = s.game.Buy(p)
	case Sell:
		err = s.game.Sell(p, len(m.Cards))
	case Triple:
		got = s.table.triple(func(drawn []string) int {
			if _, ok := s.automa(p); ok {
				return ChooseKeep(s.book, s.hands[p], drawn)
			}
			return s.rng.IntN(len(drawn))
		})
		err = s.game.Triple(p)
	case Pass:
		err = s.game.Pass(p, CountPets(s.book, s.hands[p]))
	}
	if err != nil {
		return fmt.Errorf("the tracker refused %s's move %v: %w", s.game.Player(p).Name, m.Action, err)
	}
	s.hands[p] = Apply(s.hands[p], m, got)
	s.moves++
	return nil
}

// automa returns the difficulty of player p when p plays by the automa's
// list.
func (s *simGame) automa(p int) (Difficulty, bool) { return s.seats[p].Automa() }

// move is player p's shop action in sit.
func (s *simGame) move(p int, sit Situation) Move {
	if _, ok := s.automa(p); ok {
		return Decide(s.book, sit)
	}
	if s.seats[p] == AgainstBaseline {
		return baselineMove(s.book, sit)
	}
	return randomMove(s.book, sit, s.rng)
}

// deck is player p's Battle Prep: the automa orders its deck at its
// difficulty against the other's last revealed deck.
func (s *simGame) deck(p int) ([]string, error) {
	if d, ok := s.automa(p); ok {
		prep, err := OrderDeck(s.ctx, s.book, s.hands[p], d, s.lastRev[p], s.game.TokenHolder() == p)
		return prep.Deck, err
	}
	if s.seats[p] == AgainstBaseline {
		return baselineDeck(s.book, s.hands[p]), nil
	}
	return randomDeck(s.hands[p], s.rng), nil
}

// battle orders both decks, resolves the battle with the engine and enters
// the result.
func (s *simGame) battle() error {
	var decks [2][]string
	for p := range decks {
		d, err := s.deck(p)
		if err != nil {
			return err
		}
		decks[p] = d
	}
	b := &engine.Battle{First: engine.PlayerB, Names: [2]string{s.game.Player(0).Name, s.game.Player(1).Name}, Decks: decks}
	if s.game.TokenHolder() == 0 {
		b.First = engine.PlayerA
	}
	m, err := engine.NewMatch(b, s.book)
	if err != nil {
		return fmt.Errorf("the battle %s against %v: %w", decks[0], decks[1], err)
	}
	r, err := m.Resolve(engine.NewSeededDice(engine.DefaultDie(), s.rng.Uint64()), nil)
	if err != nil {
		return fmt.Errorf("the battle %s against %v: %w", decks[0], decks[1], err)
	}
	s.lastRev = [2][]string{decks[1], decks[0]}
	winner := tracker.Draw
	switch r.Winner() {
	case engine.PlayerA:
		winner = 0
	case engine.PlayerB:
		winner = 1
	}
	return s.game.RecordResult(0, winner)
}
