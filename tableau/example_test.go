package tableau_test

import (
	"fmt"

	"github.com/sapcompanion/sapcompanion/tableau"
)

// A round of two: Ana's Ant against Ben's wounded Fish and his Pig.
func Example() {
	g, _ := tableau.New(tableau.Setup{Players: []tableau.SeatSetup{{Name: "Ana", Colour: "red"}, {Name: "Ben", Colour: "blue"}}})
	_ = g.Place(0, 0, "Ant", [3]int{2, 4, 6})
	_ = g.Place(1, 0, "Fish", [3]int{3, 5, 7})
	_ = g.Upgrade(0, 0, "Ant")
	_ = g.Place(1, 1, "Pig", [3]int{1, 2, 3})
	for g.Phase() == tableau.PhaseMarket {
		_ = g.Pass(g.Turn())
	}
	_ = g.Wound(1, 0)
	for _, sm := range g.Preview().Sums {
		fmt.Printf("%s: %s\n", g.Player(sm.Player).Name, sm.Words())
	}
	_ = g.Score()
	c := g.Combats()[0]
	fmt.Printf("Ana +%d, Ben +%d; %s drafts first in round %d\n", c.Points[0], c.Points[1], g.Player(g.First()).Name, g.Round())
	// Output:
	// Ana: Ant 4 = 4
	// Ben: Fish 0 (wounded) + Pig 1 = 1
	// Ana +4, Ben +2; Ben drafts first in round 2
}
