package exercise

import (
	"testing"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// started is a game between Ana and Ben, Ana first, each with six level-1
// animals in the front and middle rows: Ana's Lion 5, Bear 6, Frog 3 in
// front, Owl 4, Fox 4, Deer 5 behind; Ben's Cat 4, Dog 5, Hen 2 in front,
// Pig 6, Cow 7, Yak 3 behind.
func started(t testing.TB, strongWeak bool) *Game {
	t.Helper()
	g, err := New([2]string{"Ana", "Ben"}, strongWeak)
	require.NoError(t, err)
	require.NoError(t, g.Throw(Rock, Scissors))
	place := func(p int, names []string, health []int) {
		for i, n := range names {
			require.NoError(t, g.Place(p, i, n, health[i]))
		}
	}
	place(0, []string{"Lion", "Bear", "Frog", "Owl", "Fox", "Deer"}, []int{5, 6, 3, 4, 4, 5})
	place(1, []string{"Cat", "Dog", "Hen", "Pig", "Cow", "Yak"}, []int{4, 5, 2, 6, 7, 3})
	require.NoError(t, g.Begin())
	return g
}

// unchanged asserts that err is a refusal saying want and that g is as
// before.
func unchanged(t *testing.T, g *Game, before []byte, err error, want string) {
	t.Helper()
	require.Error(t, err)
	assert.Contains(t, err.Error(), want)
	assert.Equal(t, "exercise", problem.From(err), "the refusal is the game's, in the player's words")
	after, encErr := g.Encode()
	require.NoError(t, encErr)
	assert.JSONEq(t, string(before), string(after), "a refused action changes nothing")
}

func encode(t testing.TB, g *Game) []byte {
	t.Helper()
	data, err := g.Encode()
	require.NoError(t, err)
	return data
}

func TestRockPaperScissorsTiesAreThrownAgain(t *testing.T) {
	g, err := New([2]string{"Ana", "Ben"}, false)
	require.NoError(t, err)
	require.NoError(t, g.Throw(Paper, Paper))
	assert.Equal(t, ChooseFirst, g.Phase(), "a tie decides nothing")
	assert.Equal(t, "Both threw paper: a tie, throw again.", g.Last())
	require.NoError(t, g.Throw(Rock, Paper))
	assert.Equal(t, Placing, g.Phase())
	assert.Equal(t, 1, g.First(), "paper beats rock: Ben goes first")
	assert.Equal(t, "Paper beats rock: Ben goes first.", g.Last())
	assert.Len(t, g.Throws(), 2)

	before := encode(t, g)
	unchanged(t, g, before, g.Throw(Scissors, Rock), "already decided: Ben")
}

func TestNewRefusesMissingOrSameNames(t *testing.T) {
	_, err := New([2]string{"Ana", " "}, false)
	assert.EqualError(t, err, "player 2 has no name")
	_, err = New([2]string{"Ana", "ana"}, false)
	assert.ErrorContains(t, err, "both players are called Ana")
}

func TestPlacingSixAnimalsEach(t *testing.T) {
	g, err := New([2]string{"Ana", "Ben"}, false)
	require.NoError(t, err)
	before := encode(t, g)
	unchanged(t, g, before, g.Place(0, 0, "Lion", 5), "before the first turn")
	require.NoError(t, g.Throw(Scissors, Paper))
	require.NoError(t, g.Place(0, 8, "Lion", 5))

	before = encode(t, g)
	unchanged(t, g, before, g.Place(0, 8, "Bear", 5), "Ana already has Lion in that place")
	unchanged(t, g, before, g.Place(0, 5, "lion", 5), "already has lion on the grid")
	unchanged(t, g, before, g.Place(0, 5, "Bear", 0), "health must be between 1 and 99")
	unchanged(t, g, before, g.Place(0, 9, "Bear", 3), "slots 1 to 9, not 10")
	unchanged(t, g, before, g.Begin(), "Ana has placed 1 animals; place 6 to begin")

	for s, n := range []string{"Bear", "Frog", "Owl", "Fox", "Deer"} {
		require.NoError(t, g.Place(0, s, n, 3))
	}
	before = encode(t, g)
	unchanged(t, g, before, g.Place(0, 7, "Yak", 3), "already has 6 animals")
	require.NoError(t, g.Unplace(0, 8))
	assert.Equal(t, 5, g.Player(0).Animals(), "a mistake can be taken back before the first turn")
}

func TestOnlyTheFirstCardOfAColumnCanBeAttacked(t *testing.T) {
	g := started(t, false)
	for s := range Slots {
		assert.Equal(t, s < 3, g.CanBeAttacked(1, s), "Ben's slot %d: front row only", s+1)
	}
	before := encode(t, g)
	unchanged(t, g, before, g.Attack(0, 4, 2, 0), "Cow is behind another animal")
	unchanged(t, g, before, g.Attack(0, 8, 2, 0), "Ben has no animal there")

	// Ana's Lion (slot 1) defeats Ben's Hen (2 health) in column 3: Yak
	// behind it becomes the first card of that column.
	require.NoError(t, g.Attack(0, 2, 2, 0))
	assert.Nil(t, g.Player(1).Grid[2])
	assert.True(t, g.CanBeAttacked(1, 5), "Yak is now the first card of its column")
	assert.False(t, g.CanBeAttacked(1, 4), "Cow is still behind Dog")
}

func TestAnAttackerRestsForOneTurnAndCanStillBeAttacked(t *testing.T) {
	g := started(t, false)
	require.NoError(t, g.Attack(0, 1, 2, 0)) // turn 1: Ana's Lion hits Dog
	assert.True(t, g.Resting(0, 0))
	before := encode(t, g)
	unchanged(t, g, before, g.Attack(1, 1, 2, 0), "already attacked this turn")

	require.NoError(t, g.EndTurn()) // turn 2: Ben
	assert.True(t, g.Resting(0, 0), "the Lion is marked resting in Ben's turn")
	assert.True(t, g.CanBeAttacked(0, 0), "resting animals can still be attacked")
	require.NoError(t, g.Attack(1, 0, 1, 0)) // Ben's Cat hits the resting Lion
	assert.Equal(t, 4, g.Player(0).Grid[0].Health)
	require.NoError(t, g.EndTurn()) // turn 3: Ana, the Lion's rest turn

	ok, why := g.CanAttack(0)
	assert.False(t, ok)
	assert.Equal(t, "Lion is resting after attacking and cannot attack this turn", why)
	before = encode(t, g)
	unchanged(t, g, before, g.Attack(0, 0, 1, 0), "Lion is resting")
	ok, _ = g.CanAttack(1)
	assert.True(t, ok, "Ana's other animals may attack")
	require.NoError(t, g.EndTurn()) // turn 4: Ben
	assert.False(t, g.Resting(0, 0), "the rest is over after Ana's next turn")
	require.NoError(t, g.EndTurn()) // turn 5: Ana
	ok, _ = g.CanAttack(0)
	assert.True(t, ok, "the Lion may attack again")
}

func TestDamageWithStrongAndWeak(t *testing.T) {
	g := started(t, true)
	require.NoError(t, g.Attack(0, 1, 2, 1)) // strong: 2+1 on Dog's 5
	assert.Equal(t, 2, g.Player(1).Grid[1].Health)
	assert.Equal(t, "Lion hit Dog for 3. Dog has 2 health left.", g.Last())
	require.NoError(t, g.EndTurn())
	require.NoError(t, g.Attack(1, 0, 1, -1)) // weak: 1-1 on Lion's 5
	assert.Equal(t, 5, g.Player(0).Grid[0].Health, "weak takes 1 off, never below 0 damage")

	plain := started(t, false)
	before := encode(t, plain)
	unchanged(t, plain, before, plain.Attack(0, 1, 2, 1), "strong/weak rule is off")
	unchanged(t, plain, before, plain.Attack(0, 1, 0, 0), "between 1 and 99, not 0")
	unchanged(t, plain, before, plain.Attack(0, 1, 2, 2), "by 1 at most")
	require.NoError(t, plain.Attack(0, 1, 7, 0))
	assert.Nil(t, plain.Player(1).Grid[1], "7 damage on 5 health defeats; health never goes below 0")
}

func TestDefeatGoesToThePileWithAReminder(t *testing.T) {
	g := started(t, false)
	require.NoError(t, g.Attack(0, 2, 3, 0)) // Hen has 2 health
	ben := g.Player(1)
	assert.Equal(t, []Gone{{Name: "Hen", Level: 1, Beaten: true}}, ben.Defeated)
	assert.Equal(t, 5, ben.Animals())
	assert.Equal(t, "Lion hit Hen for 3. Hen is defeated and goes to the defeated pile.", g.Last())
	assert.Contains(t, g.Reminders(), "Ben: any Hen card drawn goes straight to the defeated pile.")

	require.NoError(t, g.EndTurn())
	before := encode(t, g)
	unchanged(t, g, before, g.AddAnimal(2, "Hen", 2), "Hen was defeated")
}

func TestUpgradeAfterADefeat(t *testing.T) {
	g := started(t, false)
	before := encode(t, g)
	unchanged(t, g, before, g.UpgradeAfterDefeat(8), "only an animal that defeated another")
	require.NoError(t, g.Attack(0, 1, 2, 0)) // no defeat yet
	assert.False(t, g.CanUpgrade())
	require.NoError(t, g.EndTurn())
	require.NoError(t, g.EndTurn())
	require.NoError(t, g.Attack(1, 2, 2, 0)) // Ana's Bear defeats Hen
	require.True(t, g.CanUpgrade())
	require.NoError(t, g.UpgradeAfterDefeat(8))
	bear := g.Player(0).Grid[1]
	assert.Equal(t, Animal{Name: "Bear", Level: 2, Health: 8, RestsUntil: 5}, *bear)
	assert.Contains(t, g.Player(0).Defeated, Gone{Name: "Bear", Level: 1})
	before = encode(t, g)
	unchanged(t, g, before, g.UpgradeAfterDefeat(9), "already upgraded")

	require.NoError(t, g.EndTurn())
	require.NoError(t, g.EndTurn())
	ok, _ := g.CanAttack(1)
	assert.False(t, ok, "an animal upgraded after a defeat still rests")
	require.NoError(t, g.EndTurn())
	require.NoError(t, g.EndTurn())
	before = encode(t, g)
	unchanged(t, g, before, g.AddAnimal(8, "Bear", 3), "level 1 Bear was upgraded before and cannot be played again")
}

func TestDojoUpgradeMayAttackAtOnce(t *testing.T) {
	g := started(t, false)
	require.NoError(t, g.Attack(0, 1, 1, 0)) // Lion attacks: rests in turn 3
	require.NoError(t, g.EndTurn())
	require.NoError(t, g.EndTurn())
	ok, _ := g.CanAttack(0)
	require.False(t, ok)
	require.NoError(t, g.PlayDojo(0, 9))
	lion := g.Player(0).Grid[0]
	assert.Equal(t, 2, lion.Level)
	assert.Equal(t, 9, lion.Health, "health from the new card")
	ok, _ = g.CanAttack(0)
	assert.True(t, ok, "a dojo-upgraded animal may attack at once")
	assert.Contains(t, g.Reminders(), "At the end of the turn, Ana discards Dojo.")
	before := encode(t, g)
	unchanged(t, g, before, g.PlayItem("Rope", false), "already made this turn's play (a dojo for Lion)")
	require.NoError(t, g.Attack(0, 1, 1, 0))
	require.NoError(t, g.EndTurn())
	assert.Nil(t, g.Player(0).Item, "the dojo is discarded at the end of the turn")
	assert.Equal(t, "Ana discarded Dojo. Ben's turn.", g.Last())

	top := started(t, false)
	require.NoError(t, top.PlayDojo(0, 7))
	require.NoError(t, top.EndTurn())
	require.NoError(t, top.EndTurn())
	require.NoError(t, top.PlayDojo(0, 11))
	assert.Equal(t, "Ana upgraded Lion to level 3 (11 health). The level 2 Lion is discarded.", top.Last())
	require.NoError(t, top.EndTurn())
	require.NoError(t, top.EndTurn())
	before = encode(t, top)
	unchanged(t, top, before, top.PlayDojo(0, 12), "already level 3, the highest")
}

func TestThePlayComesBeforeTheAttackOnceATurn(t *testing.T) {
	g := started(t, false)
	require.NoError(t, g.AddAnimal(6, "Ant", 2))
	assert.Equal(t, 7, g.Player(0).Animals())
	before := encode(t, g)
	unchanged(t, g, before, g.SwapCards(), "already made this turn's play (a new animal: Ant)")

	h := started(t, false)
	require.NoError(t, h.Attack(0, 0, 1, 0))
	before = encode(t, h)
	unchanged(t, h, before, h.AddAnimal(6, "Ant", 2), "the play comes before the attack")
	unchanged(t, h, before, h.AddAnimal(6, "Ant", 2), "Ana has already attacked")
}

func TestHealthAndItemCardsOneOfEachAndStayCards(t *testing.T) {
	g := started(t, false)
	require.NoError(t, g.PlayHealth("Apple", true, 2, 2)) // Frog 3 -> 5, stays
	assert.Equal(t, 5, g.Player(0).Grid[2].Health)
	require.NoError(t, g.EndTurn())
	assert.Equal(t, "Apple", g.Player(0).Health.Name, "a stay card is kept after the turn")
	assert.Contains(t, g.Reminders(), "Apple stays in front of Ana until it is replaced or destroyed.")
	require.NoError(t, g.PlayItem("Shield", false))
	require.NoError(t, g.EndTurn())
	assert.Nil(t, g.Player(1).Item, "a card that does not stay is discarded at the end of the turn")

	require.NoError(t, g.PlayHealth("Banana", false, 0, 1)) // replaces the Apple
	assert.Equal(t, "Ana played Banana: Lion has 6 health. Apple is discarded.", g.Last())
	require.NoError(t, g.EndTurn())
	assert.Nil(t, g.Player(0).Health)

	before := encode(t, g)
	unchanged(t, g, before, g.PlayHealth("Pear", false, 8, 2), "choose one of Ben's animals")
	unchanged(t, g, before, g.DestroyCard(0, HealthCard), "Ana has no health card in play")
	require.NoError(t, g.PlayItem("Net", true))
	require.NoError(t, g.DestroyCard(1, ItemCard))
	assert.Nil(t, g.Player(1).Item)
}

func TestChangeHealthFromACard(t *testing.T) {
	g := started(t, false)
	require.NoError(t, g.ChangeHealth(1, 5, -3)) // the back Yak, 3 health
	assert.Nil(t, g.Player(1).Grid[5])
	assert.Equal(t, "Yak lost 3 health. Yak is defeated and goes to the defeated pile.", g.Last())
	require.NoError(t, g.ChangeHealth(0, 0, 2))
	assert.Equal(t, 7, g.Player(0).Grid[0].Health)
	before := encode(t, g)
	unchanged(t, g, before, g.ChangeHealth(0, 0, 0), "the change of health is 0")
	unchanged(t, g, before, g.ChangeHealth(0, 8, 1), "no animal there")
}

func TestTheFirstToDefeatEveryAnimalWins(t *testing.T) {
	g := started(t, false)
	for _, s := range []int{3, 4, 5} { // the back row of Ben goes by card instructions
		require.NoError(t, g.ChangeHealth(1, s, -9))
	}
	require.NoError(t, g.ChangeHealth(1, 0, -9))
	require.NoError(t, g.ChangeHealth(1, 1, -9))
	assert.Equal(t, Playing, g.Phase())
	require.NoError(t, g.Attack(0, 2, 4, 0)) // Hen, Ben's last animal
	assert.Equal(t, Over, g.Phase())
	assert.Equal(t, 0, g.Winner())
	assert.Contains(t, g.Last(), "Ben has no animals left: Ana wins!")
	before := encode(t, g)
	unchanged(t, g, before, g.EndTurn(), "not under way")
	unchanged(t, g, before, g.Attack(1, 0, 1, 0), "not under way")
}

func TestEncodeDecodeKeepsTheGame(t *testing.T) {
	g := started(t, true)
	require.NoError(t, g.PlayHealth("Apple", true, 0, 1))
	require.NoError(t, g.Attack(0, 2, 9, 0))
	require.NoError(t, g.UpgradeAfterDefeat(8))
	data := encode(t, g)
	back, err := Decode(data)
	require.NoError(t, err)
	assert.Equal(t, g, back)

	_, err = Decode([]byte(`{"version":2}`))
	assert.EqualError(t, err, "the saved game has version 2; this app reads version 1")
	_, err = Decode([]byte(`{"version":1,"players":[{"name":"Ana"},{"name":"Ana"}],"phase":0,"first":0,"turn":0,"attacker":-1,"winner":-1}`))
	assert.ErrorContains(t, err, "both saved players are called Ana")
}

func TestCloneSharesNothing(t *testing.T) {
	g := started(t, false)
	c := g.Clone()
	require.NoError(t, c.Attack(0, 0, 1, 0))
	assert.Equal(t, 4, g.Player(1).Grid[0].Health, "the original keeps Cat's 4 health")
	assert.Equal(t, 3, c.Player(1).Grid[0].Health)
}
