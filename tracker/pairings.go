package tracker

// Rounds is the number of rounds in a game.
const Rounds = 6

// Pair is two players who battle each other, by index (0 is player A).
type Pair [2]int

// String writes the pair in letters, such as "A-B".
func (p Pair) String() string { return Letter(p[0]) + "-" + Letter(p[1]) }

// pairings4 and pairings6 are the rulebook's 4 & 6 Player Mode tables as
// restored in docs/rules.md, one row a round.
var (
	pairings4 = [Rounds][]Pair{
		{{0, 1}, {2, 3}},
		{{0, 2}, {1, 3}},
		{{0, 3}, {1, 2}},
		{{0, 1}, {2, 3}},
		{{0, 2}, {1, 3}},
		{{0, 3}, {1, 2}},
	}
	pairings6 = [Rounds][]Pair{
		{{0, 1}, {2, 3}, {4, 5}},
		{{0, 2}, {1, 4}, {3, 5}},
		{{0, 3}, {1, 5}, {2, 4}},
		{{0, 4}, {1, 3}, {2, 5}},
		{{0, 5}, {1, 2}, {3, 4}},
		{{0, 1}, {2, 3}, {4, 5}},
	}
)

// Pairings returns who battles whom in a round (1 to 6) of a game of 2, 4 or
// 6 players. Two players battle each other every round.
func Pairings(players, round int) ([]Pair, error) {
	if round < 1 || round > Rounds {
		return nil, errf("there is no round %d; rounds go from 1 to %d", round, Rounds)
	}
	var row []Pair
	switch players {
	case 2:
		row = []Pair{{0, 1}}
	case 4:
		row = pairings4[round-1]
	case 6:
		row = pairings6[round-1]
	default:
		return nil, errf("pairings are for 2, 4 or 6 players, not %d", players)
	}
	return append([]Pair(nil), row...), nil
}

// TrophiesFor returns the trophies a battle's winner claims in a round: 1 in
// rounds 1 to 5, 2 in round 6.
func TrophiesFor(round int) int {
	if round == Rounds {
		return 2
	}
	return 1
}
