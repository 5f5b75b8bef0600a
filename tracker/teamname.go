package tracker

// TeamNameRow is one row of the rulebook's team-name generator: the words a
// player may pick from when the die shows that row's result.
type TeamNameRow struct {
	First  [3]string // first words, each starting with "The"
	Second [3]string // second words
}

// TeamNameTable is the rulebook's Super Auto Name Generator, indexed by the
// rocks a die shows (0, 1 or 2), as restored in docs/rules.md.
var TeamNameTable = [3]TeamNameRow{
	{First: [3]string{"The Rude", "The HUUUGE", "The Screaming"}, Second: [3]string{"Bagels", "Teapots", "Fuddy-Duddies"}},
	{First: [3]string{"The Smooth", "The Fizzy", "The Gasping"}, Second: [3]string{"Burglars", "Robots", "Turtles"}},
	{First: [3]string{"The Helpless", "The Iconic", "The Super Auto"}, Second: [3]string{"Hipsters", "Eggplants", "Pets"}},
}

// TeamNameRowFor turns a die result into a row of TeamNameTable. A custom die
// can show more than 2 rocks; such results use the last row.
func TeamNameRowFor(rocks int) int {
	return max(0, min(rocks, len(TeamNameTable)-1))
}

// TeamName joins a first and a second word into a team name.
func TeamName(first, second string) string { return first + " " + second }
