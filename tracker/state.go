package tracker

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/textcheck"
	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/rockdie"
)

// Phase is where a round stands: each round is Shop, then Battle, then
// Trophy; after the Trophy Phase of round 6 the game is Over.
type Phase int

// The phases. PhaseSetup only labels the history entry that starts a game.
const (
	PhaseSetup Phase = iota
	PhaseShop
	PhaseBattle
	PhaseTrophy
	PhaseOver
)

var phaseNames = [...]string{"setup", "shop", "battle", "trophy", "over"}

// String returns the phase's name for the screen, such as "Shop Phase".
func (p Phase) String() string {
	switch p {
	case PhaseSetup:
		return "Set-up"
	case PhaseShop:
		return "Shop Phase"
	case PhaseBattle:
		return "Battle Phase"
	case PhaseTrophy:
		return "Trophy Phase"
	case PhaseOver:
		return "Game over"
	}
	return fmt.Sprintf("Phase(%d)", int(p))
}

// MarshalText writes the phase as a lower-case word for the save file.
func (p Phase) MarshalText() ([]byte, error) {
	if p < 0 || int(p) >= len(phaseNames) {
		return nil, errf("phase %d does not exist", int(p))
	}
	return []byte(phaseNames[p]), nil
}

// UnmarshalText reads a phase written by MarshalText.
func (p *Phase) UnmarshalText(b []byte) error {
	for i, n := range phaseNames {
		if string(b) == n {
			*p = Phase(i)
			return nil
		}
	}
	return errf("%s is not a phase", textcheck.Quote(string(b)))
}

// short is the phase's name in a history line: "Shop", "Battle" ...
func (p Phase) short() string {
	return strings.TrimSuffix(p.String(), " Phase")
}

// Draw is the Winner of a battle that ended in a draw.
const Draw = -1

// Battle is one battle of a round and its result.
type Battle struct {
	Pair Pair // the two players, by index
	// First is the First Player of this battle: with 2 players the holder of
	// the First Player token, with 4 or 6 players the side a coin flip chose.
	First    int
	ByCoin   bool // First was chosen by a coin flip
	Done     bool // the result has been entered
	Winner   int  // the winner's index, or Draw; meaningful only when Done
	Trophies int  // trophies the winner claims: 1, or 2 in round 6
}

// DieRoll is one player's rock die in a roll-off for First Player.
type DieRoll struct {
	Player int // who rolled
	Rocks  int // the rocks the die showed
}

// FirstChoice records how the set-up picked who starts, so the screen can show
// it: the method, the player, and for ByPets the players tied on most pets and
// every roll-off of the rock die between them. Players are the game's indices
// (letter order with 4 or 6): the player picked is 0, player A, except in a
// game saved in format 1.
type FirstChoice struct {
	Method  FirstPlayerMethod // the set-up's method
	Player  int               // who was picked
	Tied    []int             // players tied on most pets; nil without a tie
	RollOff [][]DieRoll       // each roll-off, in order; the last one has one highest roll
}

// maxRollOffs bounds the die roll-offs for First Player; if the tie still
// stands the app picks one of the tied players at random.
const maxRollOffs = 20

// maxResource bounds trumpets and mana a player can track.
const maxResource = 999

// maxSold bounds the pets one Sell action can record.
const maxSold = 99

// StartingGold is each player's gold at the start of every Shop Phase.
const StartingGold = 3

// MaxPetsToPass is the most pets a player may hold when passing.
const MaxPetsToPass = 5

type pstate struct {
	name, team string
	colour     string // one of Colours
	gold       int
	extraGold  int    // gold on top of StartingGold each Shop Phase
	spent      uint32 // which gold tokens are face down: bit i for the (i+1)th
	trophies   int
	trumpets   int
	mana       int
	passed     bool
}

// state is the game at one moment. It is never persisted: the save holds the
// actions, and loading replays them.
type state struct {
	players []pstate
	packs   []Pack
	round   int
	phase   Phase
	token   int        // First Player token (2 players) or first shopper token (4, 6)
	turn    int        // whose shop turn, -1 outside the Shop Phase
	rounds  [][]Battle // battles of each round played so far; [0] is round 1
	first   FirstChoice
}

func (s *state) clone() *state {
	c := *s
	c.players = append([]pstate(nil), s.players...)
	c.packs = append([]Pack(nil), s.packs...)
	c.rounds = make([][]Battle, len(s.rounds))
	for i, r := range s.rounds {
		c.rounds[i] = append([]Battle(nil), r...)
	}
	c.first.Tied = append([]int(nil), s.first.Tied...)
	c.first.RollOff = make([][]DieRoll, len(s.first.RollOff))
	for i, r := range s.first.RollOff {
		c.first.RollOff[i] = append([]DieRoll(nil), r...)
	}
	return &c
}

func (s *state) uses(p Pack) bool {
	for _, q := range s.packs {
		if q == p {
			return true
		}
	}
	return false
}

func (s *state) name(p int) string { return s.players[p].name }

func (s *state) names(ps []int) string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = s.name(p)
	}
	return words.JoinAnd(out)
}

// tokenName is what the token is called at this table.
func (s *state) tokenName() string {
	if len(s.players) == 2 {
		return "First Player token"
	}
	return "first shopper token"
}

// prefix starts a history line with the round and phase: "Round 2 Shop: ".
func (s *state) prefix() string {
	return fmt.Sprintf("Round %d %s: ", s.round, s.phase.short())
}

// drawSource gives the random results an action needs. A live source draws
// from a generator and records each result; a replay source returns the
// results recorded in the history entry.
type drawSource interface {
	intN(n int) (int, error)
}

type liveDraws struct {
	r   *rand.Rand
	got []int
}

func (l *liveDraws) intN(n int) (int, error) {
	v := l.r.IntN(n)
	l.got = append(l.got, v)
	return v, nil
}

type replayDraws struct {
	d []int
	i int
}

func (r *replayDraws) intN(n int) (int, error) {
	if r.i >= len(r.d) {
		return 0, errf("a recorded coin flip or die roll is missing from the history")
	}
	v := r.d[r.i]
	if v < 0 || v >= n {
		return 0, errf("a recorded coin flip or die roll (%d) is out of range", v)
	}
	r.i++
	return v, nil
}

// newState starts a game from a set-up: round 1, Shop Phase. With 4 or 6
// players the player picked is player A and the players are numbered in
// letter order, unless lettersBySeat (a save of format 1) keeps the seats'
// letters and gives the first shopper token to the player picked.
func newState(su Setup, lettersBySeat bool, d drawSource) (*state, string, error) {
	if err := su.Validate(); err != nil {
		return nil, "", err
	}
	fc, err := chooseFirst(su, d)
	if err != nil {
		return nil, "", err
	}
	n, a := len(su.Players), 0
	if n > 2 && !lettersBySeat {
		a = fc.Player
	}
	s := &state{packs: append([]Pack(nil), su.Packs...), round: 1, turn: -1}
	colours := su.colours()
	for k := range n {
		p := su.Players[(k+a)%n]
		s.players = append(s.players, pstate{name: p.Name, team: p.Team, colour: colours[(k+a)%n], extraGold: p.ExtraGold})
	}
	s.first = fc.fromSeat(a, n)
	s.token = s.first.Player
	s.startShop()
	return s, s.newGameText(lettersBySeat), nil
}

// fromSeat numbers the players of fc from seat a (player A) on, round a
// table of n.
func (fc FirstChoice) fromSeat(a, n int) FirstChoice {
	at := func(seat int) int { return (seat - a + n) % n }
	out := FirstChoice{Method: fc.Method, Player: at(fc.Player)}
	for _, p := range fc.Tied {
		out.Tied = append(out.Tied, at(p))
	}
	for _, ro := range fc.RollOff {
		rolls := make([]DieRoll, len(ro))
		for i, r := range ro {
			rolls[i] = DieRoll{Player: at(r.Player), Rocks: r.Rocks}
		}
		out.RollOff = append(out.RollOff, rolls)
	}
	return out
}

// newGameText is the history line of the set-up: the players (with their
// letters with 4 or 6), the packs, and who starts and why.
func (s *state) newGameText(lettersBySeat bool) string {
	var b strings.Builder
	b.WriteString("New game: ")
	if len(s.players) == 2 {
		fmt.Fprintf(&b, "%s vs %s", s.name(0), s.name(1))
	} else {
		parts := make([]string, len(s.players))
		for i := range s.players {
			parts[i] = Letter(i) + " " + s.name(i)
		}
		b.WriteString(strings.Join(parts, ", "))
	}
	packs := make([]string, len(s.packs))
	for i, p := range s.packs {
		packs[i] = p.String()
	}
	fmt.Fprintf(&b, "; %s; %s", words.JoinAnd(packs), s.firstText(lettersBySeat))
	return b.String()
}

// chooseFirst picks who starts, drawing from d for ties and random picks.
func chooseFirst(su Setup, d drawSource) (FirstChoice, error) {
	fc := FirstChoice{Method: su.FirstPlayer}
	switch su.FirstPlayer {
	case Chosen:
		fc.Player = su.Chosen
	case AtRandom:
		v, err := d.intN(len(su.Players))
		if err != nil {
			return fc, err
		}
		fc.Player = v
	case ByPets:
		tied := mostPets(su.Players)
		if len(tied) == 1 {
			fc.Player = tied[0]
			break
		}
		fc.Tied = append([]int(nil), tied...)
		return fc, rollOff(&fc, tied, d)
	}
	return fc, nil
}

// mostPets returns the players with the most pets in real life.
func mostPets(players []PlayerSetup) []int {
	most := -1
	var tied []int
	for i, p := range players {
		switch {
		case p.Pets > most:
			most, tied = p.Pets, []int{i}
		case p.Pets == most:
			tied = append(tied, i)
		}
	}
	return tied
}

// rollOff lets the tied players roll the rock die, the highest going on,
// until one is left (at most maxRollOffs times; then one of those still tied
// is drawn), and records every roll and the winner in fc.
func rollOff(fc *FirstChoice, tied []int, d drawSource) error {
	die := rockdie.DefaultDie()
	for range maxRollOffs {
		rolls := make([]DieRoll, len(tied))
		high := -1
		for i, p := range tied {
			v, err := d.intN(len(die.Faces))
			if err != nil {
				return err
			}
			rolls[i] = DieRoll{Player: p, Rocks: die.Faces[v]}
			high = max(high, rolls[i].Rocks)
		}
		fc.RollOff = append(fc.RollOff, rolls)
		var next []int
		for _, r := range rolls {
			if r.Rocks == high {
				next = append(next, r.Player)
			}
		}
		if tied = next; len(tied) == 1 {
			break
		}
	}
	if len(tied) > 1 {
		v, err := d.intN(len(tied))
		if err != nil {
			return err
		}
		tied = tied[v : v+1]
	}
	fc.Player = tied[0]
	return nil
}

// firstText explains who starts and why, in one clause. A game of format 1
// (lettersBySeat) says it as it did then.
func (s *state) firstText(lettersBySeat bool) string {
	fc := s.first
	who := s.name(fc.Player)
	what := "First Player"
	switch {
	case len(s.players) == 2:
	case lettersBySeat:
		what = "first shopper"
	default:
		what = "player A and first shopper"
	}
	switch fc.Method {
	case Chosen:
		return fmt.Sprintf("%s is %s (chosen)", who, what)
	case AtRandom:
		return fmt.Sprintf("%s is %s (picked at random)", who, what)
	}
	if len(fc.Tied) == 0 {
		return fmt.Sprintf("%s is %s (most pets in real life)", who, what)
	}
	var rolls []string
	for _, ro := range fc.RollOff {
		parts := make([]string, len(ro))
		for i, r := range ro {
			parts[i] = fmt.Sprintf("%s %d", s.name(r.Player), r.Rocks)
		}
		rolls = append(rolls, strings.Join(parts, ", "))
	}
	return fmt.Sprintf("%s is %s (%s tied on most pets; die roll-off: %s)", who, what, s.names(fc.Tied), strings.Join(rolls, "; then "))
}

// startShop begins the Shop Phase of the current round: gold is reset, nobody
// has passed, and the token holder shops first.
func (s *state) startShop() {
	s.phase = PhaseShop
	for i := range s.players {
		s.players[i].gold = s.players[i].tokens()
		s.players[i].spent = 0
		s.players[i].passed = false
	}
	s.turn = s.token
}

// checkShop refuses a shop action by p unless it is p's turn to shop.
func (s *state) checkShop(p int, verb string) error {
	if err := s.checkPlayer(p); err != nil {
		return err
	}
	who := s.name(p)
	if s.phase != PhaseShop {
		return errf("%s cannot %s now: it is the %s of round %d", who, verb, s.phase, s.round)
	}
	if s.players[p].passed {
		return errf("%s has passed and can take no more actions this Shop Phase", who)
	}
	if s.turn != p {
		return errf("it is %s's turn to shop, not %s's", s.name(s.turn), who)
	}
	return nil
}

func (s *state) checkPlayer(p int) error {
	if p < 0 || p >= len(s.players) {
		return errf("there is no player %d; players are numbered 0 to %d", p, len(s.players)-1)
	}
	if s.phase == PhaseOver {
		return errf("the game is over")
	}
	return nil
}

// endTurn moves the shop turn to the next player who has not passed, in
// seating (letter) order; when everybody has passed, the Battle Phase starts.
func (s *state) endTurn(d drawSource) (string, error) {
	n := len(s.players)
	for k := 1; k <= n; k++ {
		q := (s.turn + k) % n
		if !s.players[q].passed {
			s.turn = q
			return "", nil
		}
	}
	return s.startBattle(d)
}

// startBattle sets up the round's battles, flipping a coin for the First
// Player of each when there are 4 or 6 players.
func (s *state) startBattle(d drawSource) (string, error) {
	pairs, err := Pairings(len(s.players), s.round)
	if err != nil {
		return "", err
	}
	battles := make([]Battle, len(pairs))
	texts := make([]string, len(pairs))
	for i, p := range pairs {
		b := Battle{Pair: p, Trophies: TrophiesFor(s.round), Winner: Draw}
		if len(s.players) == 2 {
			b.First = s.token
			texts[i] = fmt.Sprintf("%s vs %s, %s is First Player", s.name(p[0]), s.name(p[1]), s.name(b.First))
		} else {
			v, err := d.intN(2)
			if err != nil {
				return "", err
			}
			b.First, b.ByCoin = p[v], true
			texts[i] = fmt.Sprintf("%s %s vs %s, coin flip: %s first", p, s.name(p[0]), s.name(p[1]), s.name(b.First))
		}
		battles[i] = b
	}
	s.rounds = append(s.rounds, battles)
	s.phase = PhaseBattle
	s.turn = -1
	return "; everyone has passed. Battle Phase: " + strings.Join(texts, "; "), nil
}

// apply performs a on s, drawing random results from d, and returns the
// history line. On error s may be half changed: callers apply to a clone.
func (s *state) apply(a action, d drawSource) (string, error) {
	pre := s.prefix()
	switch a.Kind {
	case kindBuy, kindSell, kindTriple, kindPass:
		if err := s.checkShop(a.Player, string(a.Kind)); err != nil {
			return "", err
		}
		text, err := s.shopAction(a, pre)
		if err != nil {
			return "", err
		}
		more, err := s.endTurn(d)
		return text + more, err
	case kindSpend:
		return s.applySpend(a, pre)
	case kindRefund:
		return s.applyRefund(a, pre)
	case kindEndShop:
		return s.applyEndShop(pre, d)
	case kindResult:
		return s.applyResult(a, pre)
	case kindEndRound:
		return s.applyEndRound(pre)
	case kindTrumpets:
		return s.adjust(a, Golden, "trumpet", "trumpets", pre)
	case kindMana:
		return s.adjust(a, Magic, "mana", "mana", pre)
	}
	return "", errf("unknown action %s", textcheck.Quote(a.Kind))
}

// applySpend takes 1 gold from a player in the Shop Phase, whoever's turn
// it is: the gold token a.Coin (counted from 1) when it is given, else the
// last one still face up.
func (s *state) applySpend(a action, pre string) (string, error) {
	p, err := s.coinAction(a)
	if err != nil {
		return "", err
	}
	switch {
	case p.gold == 0:
		return "", errf("%s has no gold left", p.name)
	case a.Coin > 0 && p.coinSpent(a.Coin):
		return "", errf("%s's gold token %d is already spent", p.name, a.Coin)
	}
	p.spendCoin(a.Coin)
	return fmt.Sprintf("%s%s spent 1 gold (%d left)", pre, p.name, p.gold), nil
}

// applyRefund gives a player back the spent gold token a.Coin (counted
// from 1): a token tapped by mistake, in the Shop Phase, before the player
// passed.
func (s *state) applyRefund(a action, pre string) (string, error) {
	p, err := s.coinAction(a)
	if err != nil {
		return "", err
	}
	if !p.coinSpent(a.Coin) {
		return "", errf("%s's gold token %d is not spent", p.name, a.Coin)
	}
	p.spent &^= 1 << (a.Coin - 1)
	p.gold++
	return fmt.Sprintf("%s%s took back 1 gold (%d left)", pre, p.name, p.gold), nil
}

// coinAction checks what spending or taking back a gold token needs: a
// player, the Shop Phase, a player who has not passed and, if a.Coin is
// given, one of that player's tokens; it returns the player.
func (s *state) coinAction(a action) (*pstate, error) {
	if err := s.checkPlayer(a.Player); err != nil {
		return nil, err
	}
	p := &s.players[a.Player]
	verb := map[string]string{kindSpend: "spend", kindRefund: "take back"}[a.Kind]
	switch {
	case s.phase != PhaseShop:
		return nil, errf("%s cannot %s gold now: it is the %s of round %d", p.name, verb, s.phase, s.round)
	case p.passed:
		return nil, errf("%s has passed and can %s no more gold this Shop Phase", p.name, verb)
	case a.Coin < 0 || a.Coin > p.tokens() || (a.Kind == kindRefund && a.Coin == 0):
		return nil, errf("%s has no gold token %d: there are %d", p.name, a.Coin, p.tokens())
	}
	return p, nil
}

// tokens is the player's gold tokens: StartingGold and their extra gold.
func (p *pstate) tokens() int { return StartingGold + p.extraGold }

// coinSpent reports whether gold token coin (counted from 1) is spent.
func (p *pstate) coinSpent(coin int) bool { return p.spent&(1<<(coin-1)) != 0 }

// spendCoin turns gold token coin (counted from 1) face down, or with coin
// 0 the last one still face up, and takes 1 gold. The player has gold.
func (p *pstate) spendCoin(coin int) {
	if coin == 0 {
		for coin = p.tokens(); coin > 1 && p.coinSpent(coin); coin-- {
		}
	}
	p.spent |= 1 << (coin - 1)
	p.gold--
}

// applyEndShop ends the Shop Phase for everyone at once.
func (s *state) applyEndShop(pre string, d drawSource) (string, error) {
	if s.phase != PhaseShop {
		return "", errf("the Shop Phase cannot end now: it is the %s of round %d", s.phase, s.round)
	}
	for i := range s.players {
		s.players[i].passed = true
	}
	more, err := s.startBattle(d)
	return pre + "the Shop Phase is over" + more, err
}

// shopAction performs a shop turn's action (buy, sell, triple or pass) of
// the player whose turn it is, and returns its history line.
func (s *state) shopAction(a action, pre string) (string, error) {
	p := &s.players[a.Player]
	switch a.Kind {
	case kindBuy:
		if p.gold == 0 {
			return "", errf("%s has no gold left to buy with; sell, triple or pass instead", p.name)
		}
		p.spendCoin(0)
		return fmt.Sprintf("%s%s bought (%d gold left)", pre, p.name, p.gold), nil
	case kindSell:
		if a.N < 1 {
			return "", errf("%s must sell at least 1 pet", p.name)
		}
		if a.N > maxSold {
			return "", errf("%s cannot sell more than %d pets at once", p.name, maxSold)
		}
		return fmt.Sprintf("%s%s sold %s (gains %s)", pre, p.name, words.Count(a.N, "pet", "pets"), words.Count(a.N, "Apple", "Apples")), nil
	case kindTriple:
		return fmt.Sprintf("%s%s tripled", pre, p.name), nil
	}
	if a.N < 0 {
		return "", errf("%s cannot have fewer than 0 pets", p.name)
	}
	if a.N > MaxPetsToPass {
		return "", errf("%s cannot pass with %d pets; sell or triple down to %d first", p.name, a.N, MaxPetsToPass)
	}
	p.passed = true
	return fmt.Sprintf("%s%s passed with %s", pre, p.name, words.Count(a.N, "pet", "pets")), nil
}

// adjust changes a player's trumpets (Golden Pack) or mana (Magic Pack) by a.N.
func (s *state) adjust(a action, pack Pack, one, many string, pre string) (string, error) {
	if err := s.checkPlayer(a.Player); err != nil {
		return "", err
	}
	if !s.uses(pack) {
		return "", errf("the %s is not in use, so there are no %s to track", pack, many)
	}
	p := &s.players[a.Player]
	v := &p.trumpets
	if pack == Magic {
		v = &p.mana
	}
	switch {
	case a.N == 0:
		return "", errf("no change to %s's %s", p.name, many)
	case a.N < -maxResource || a.N > maxResource:
		return "", errf("%s cannot change by more than %d at once", many, maxResource)
	case a.N < 0 && *v+a.N < 0:
		return "", errf("%s has %s and cannot spend %d", p.name, words.Count(*v, one, many), -a.N)
	case a.N > 0 && *v+a.N > maxResource:
		return "", errf("%s cannot have more than %d %s", p.name, maxResource, many)
	}
	*v += a.N
	if a.N > 0 {
		return fmt.Sprintf("%s%s gained %s (%d in all)", pre, p.name, words.Count(a.N, one, many), *v), nil
	}
	return fmt.Sprintf("%s%s spent %s (%d left)", pre, p.name, words.Count(-a.N, one, many), *v), nil
}

func (s *state) applyResult(a action, pre string) (string, error) {
	if s.phase != PhaseBattle {
		if s.phase == PhaseOver {
			return "", errf("the game is over")
		}
		return "", errf("battle results are entered in the Battle Phase; it is the %s of round %d", s.phase, s.round)
	}
	battles := s.rounds[s.round-1]
	if a.Battle < 0 || a.Battle >= len(battles) {
		if len(battles) == 1 {
			return "", errf("there is no battle %d this round; there is 1 battle", a.Battle+1)
		}
		return "", errf("there is no battle %d this round; there are %d battles", a.Battle+1, len(battles))
	}
	b := &battles[a.Battle]
	vs := s.name(b.Pair[0]) + " vs " + s.name(b.Pair[1])
	if b.Done {
		return "", errf("the battle %s already has a result (%s); undo it to change it", vs, s.resultText(*b))
	}
	if a.Winner != Draw && a.Winner != b.Pair[0] && a.Winner != b.Pair[1] {
		if a.Winner >= 0 && a.Winner < len(s.players) {
			return "", errf("%s is not in the battle %s", s.name(a.Winner), vs)
		}
		return "", errf("the winner of %s must be one of them, or a draw", vs)
	}
	b.Done, b.Winner = true, a.Winner
	text := pre + s.resultText(*b)
	for _, o := range battles {
		if !o.Done {
			return text, nil
		}
	}
	return text + s.trophyPhase(), nil
}

func (s *state) resultText(b Battle) string {
	if b.Winner == Draw {
		stake := "the trophy leaves"
		if b.Trophies > 1 {
			stake = fmt.Sprintf("the %d trophies leave", b.Trophies)
		}
		return fmt.Sprintf("%s and %s drew; %s the game", s.name(b.Pair[0]), s.name(b.Pair[1]), stake)
	}
	loser := b.Pair[0]
	if loser == b.Winner {
		loser = b.Pair[1]
	}
	return fmt.Sprintf("%s beat %s", s.name(b.Winner), s.name(loser))
}

// trophyPhase hands out the round's trophies and, with 2 players, passes the
// First Player token if its holder won.
func (s *state) trophyPhase() string {
	s.phase = PhaseTrophy
	var parts []string
	passTo := -1
	for _, b := range s.rounds[s.round-1] {
		if b.Winner == Draw {
			continue
		}
		s.players[b.Winner].trophies += b.Trophies
		parts = append(parts, fmt.Sprintf("%s +%d (%d in all)", s.name(b.Winner), b.Trophies, s.players[b.Winner].trophies))
		if len(s.players) == 2 && b.Winner == s.token {
			passTo = 1 - s.token
		}
	}
	text := ". Trophy Phase: "
	if len(parts) == 0 {
		text += "no trophies claimed"
	} else {
		text += strings.Join(parts, ", ")
	}
	if passTo >= 0 {
		text += fmt.Sprintf("; %s won as First Player and passes the First Player token to %s", s.name(s.token), s.name(passTo))
		s.token = passTo
	}
	return text
}

func (s *state) applyEndRound(pre string) (string, error) {
	if s.phase != PhaseTrophy {
		if s.phase == PhaseOver {
			return "", errf("the game is over")
		}
		return "", errf("the round ends after the Trophy Phase; it is the %s of round %d", s.phase, s.round)
	}
	for i := range s.players {
		s.players[i].trumpets = 0
	}
	text := pre + "round over"
	if s.uses(Golden) {
		text += ", trumpets returned to the supply"
	}
	if s.round == Rounds {
		s.phase = PhaseOver
		return text + ". Game over: " + s.outcome().Explanation, nil
	}
	if len(s.players) > 2 {
		s.token = (s.token + 1) % len(s.players)
	}
	s.round++
	s.startShop()
	return text + fmt.Sprintf(". Round %d Shop Phase: gold reset to %d%s, %s shops first (%s)", s.round, StartingGold, s.extraGoldText(), s.name(s.token), s.tokenName()), nil
}

// extraGoldText names the players who get more gold than StartingGold, as
// " (Robo 4)", or "" when nobody does.
func (s *state) extraGoldText() string {
	var parts []string
	for _, p := range s.players {
		if p.extraGold > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", p.name, p.tokens()))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return " (" + strings.Join(parts, ", ") + ")"
}
