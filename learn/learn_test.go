package learn

import (
	"context"
	"fmt"
	"math/big"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/engine/search"
)

// quizOf is the quiz of the lesson with id.
func quizOf(t *testing.T, id string) *Quiz {
	t.Helper()
	l, ok := Find(id)
	require.True(t, ok, "no lesson %s", id)
	q, err := l.Quiz()
	require.NoError(t, err)
	require.NotNil(t, q)
	return q
}

// ofKind is the questions of kind k.
func ofKind(qs []Question, k Kind) []Question {
	var out []Question
	for _, q := range qs {
		if q.Kind == k {
			out = append(out, q)
		}
	}
	return out
}

func TestCourseFollowsTheRulebook(t *testing.T) {
	c := Course()
	require.GreaterOrEqual(t, len(c), 20)
	seen := map[string]bool{}
	parts := []string{}
	for _, l := range c {
		assert.False(t, seen[l.ID], "lesson %s twice", l.ID)
		seen[l.ID] = true
		if len(parts) == 0 || parts[len(parts)-1] != l.Part {
			parts = append(parts, l.Part)
		}
	}
	assert.Equal(t, []string{PartGame, PartRound, PartTiming, PartExamples, PartFAQ, PartPacks}, parts, "the parts come in the rulebook's order, each once")
	for _, id := range []string{"setup", "shop-phase", "shop-turns", "trophy", "timing-rules", "timing-1-2", "timing-3", "timing-4-5",
		"attack", "example-a", "example-b", "faq-rocks", "faq-instance", "faq-supply", "faq-shop", "faq-skunk", "faq-nine",
		"faq-dolphins", "faq-dog", "faq-video-game", "golden", "magic"} {
		assert.True(t, seen[id], "the course has no lesson %s", id)
	}
}

func TestEveryLessonChecks(t *testing.T) {
	total := 0
	for _, l := range Course() {
		n, err := Check(l)
		require.NoError(t, err, l.ID)
		if l.Battle != "" {
			assert.Positive(t, n, "lesson %s asks nothing about its battle", l.ID)
		}
		total += n
	}
	assert.Greater(t, total, 40)
}

func TestTheAttackExampleAsksWhatTheRulebookShows(t *testing.T) {
	q := quizOf(t, "attack")
	faint := ofKind(q.Questions, AskFaint)
	require.Len(t, faint, 1)
	assert.Equal(t, "Only Ana's Ant", faint[0].Choices[faint[0].Right])
	assert.Contains(t, faint[0].Explain, "Ana's Ant ends up with 2 damage on power 1")
	first := ofKind(q.Questions, AskFirst)
	require.Len(t, first, 1)
	assert.Equal(t, "Ana's Ant (Faint)", first[0].Choices[first[0].Right])
	assert.Contains(t, first[0].Choices, "Ben's Peacock (Hurt)")
	assert.Contains(t, first[0].Explain, "Ana holds the First Player token")
	win := ofKind(q.Questions, AskWinner)
	require.Len(t, win, 1)
	assert.Equal(t, "Ben wins", win[0].Choices[win[0].Right])
	assert.NotEmpty(t, win[0].Quote)
}

// The attack lesson asks about the Peacock at power 2; its Hurt ability
// gains it an Apple only after the attack. The explanation says what the
// board showed when the question was asked, then what changed.
func TestTheFaintExplanationSaysThePowerTheQuestionShowed(t *testing.T) {
	q := quizOf(t, "attack")
	faint := ofKind(q.Questions, AskFaint)
	require.Len(t, faint, 1)
	f := faint[0]
	asked, ok := q.Steps[f.At].State.Active(engine.PlayerB)
	require.True(t, ok)
	require.Equal(t, 2, asked.Power, "the question shows the Peacock at power 2")
	shown, ok := q.Steps[f.Seen].State.Active(engine.PlayerB)
	require.True(t, ok)
	require.Equal(t, 3, shown.Power, "the answer shows it after its Hurt ability")
	assert.Contains(t, f.Explain, "The attack leaves Ben's Peacock with 1 damage on power 2: less than its power. "+
		"Then abilities that went off after the attack bring it to 1 damage on power 3: still less than its power, so it stays.")
	assert.NotContains(t, f.Explain, "Peacock ends up with 1 damage on power 3")
	checkPowersShown(t, q)
}

// powerAfter finds the first power an explanation gives after a pet's name.
var powerAfter = regexp.MustCompile(`^[^.]*? on power (\d+)`)

// checkPowersShown checks that every faint explanation of quiz first gives
// each pet the power the board showed when the question was asked: the
// table as the attack starts (its entry comes before any damage).
func checkPowersShown(t *testing.T, quiz *Quiz) {
	t.Helper()
	b := quiz.Match.Battle
	for _, q := range ofKind(quiz.Questions, AskFaint) {
		asked := &quiz.Steps[q.At].State
		for p := range 2 {
			pet, ok := asked.Active(engine.Player(p))
			require.True(t, ok, q.ID())
			who := petOf(b, engine.Player(p), asked.Table().Name(pet.Card))
			at := strings.Index(q.Explain, who)
			require.GreaterOrEqual(t, at, 0, "%s: %s", q.ID(), q.Explain)
			m := powerAfter.FindStringSubmatch(q.Explain[at:])
			require.NotNil(t, m, "%s: %s", q.ID(), q.Explain)
			assert.Equal(t, strconv.Itoa(pet.Power), m[1], "%s: %s", q.ID(), q.Explain)
		}
	}
}

func TestEveryFaintExplanationSaysThePowerTheQuestionShowed(t *testing.T) {
	for _, l := range Course() {
		q, err := l.Quiz()
		require.NoError(t, err)
		if q != nil {
			checkPowersShown(t, q)
		}
	}
}

func TestExampleBAddsTheDiceOfOneThrow(t *testing.T) {
	q := quizOf(t, "example-b")
	dmg := ofKind(q.Questions, AskDamage)
	require.NotEmpty(t, dmg)
	d := dmg[0]
	assert.Contains(t, d.Prompt, "Andreas' Dolphin throws 3 rocks at Matthias' Mosquito. The dice show 0, 1 and 1.")
	assert.Equal(t, "2 damage", d.Choices[d.Right])
	assert.Contains(t, d.Explain, "0 + 1 + 1 makes 2")
	assert.Equal(t, engine.RuleRocks, d.Rule)
	assert.Equal(t, "Matthias wins", ofKind(q.Questions, AskWinner)[0].Choices[ofKind(q.Questions, AskWinner)[0].Right])
}

func TestNineAttacksAskOnceThenAtTheNinth(t *testing.T) {
	faint := ofKind(quizOf(t, "faq-nine").Questions, AskFaint)
	require.Len(t, faint, 2, "the 7 attacks in between ask the same again and are left out")
	assert.Equal(t, "Neither of them", faint[0].Choices[faint[0].Right])
	assert.Equal(t, "Both of them", faint[1].Choices[faint[1].Right])
	assert.Equal(t, engine.RuleFAQNine, faint[1].Rule)
	assert.Contains(t, faint[1].Explain, "9 times in a row")
}

func TestTheRightAnswerIsNotAlwaysInTheSamePlace(t *testing.T) {
	places := map[int]bool{}
	for _, l := range Course() {
		q, err := l.Quiz()
		require.NoError(t, err)
		if q != nil {
			for _, x := range ofKind(q.Questions, AskDamage) {
				places[x.Right] = true
			}
		}
	}
	assert.GreaterOrEqual(t, len(places), 3)
}

func TestCheckCatchesAWrongAnswer(t *testing.T) {
	q := quizOf(t, "example-b")
	for i := range q.Questions {
		bad := *q
		bad.Questions = append([]Question(nil), q.Questions...)
		bad.Questions[i].Right = (q.Questions[i].Right + 1) % len(q.Questions[i].Choices)
		if q.Questions[i].Kind == AskFirst && strings.HasPrefix(bad.Questions[i].Choices[bad.Questions[i].Right], "Andreas") {
			continue // another of the First Player's abilities: the table cannot tell their order
		}
		err := CheckQuiz(&bad)
		require.Error(t, err, q.Questions[i].ID())
		assert.Contains(t, err.Error(), "the engine's table says")
	}
}

// randomBattle is a battle of random decks of the reference cards.
func randomBattle(r *rand.Rand) *engine.Battle {
	names := []string{"Ant", "Otter", "Fish", "Dolphin", "Mosquito", "Flamingo", "Badger", "Peacock", "Dog", "Skunk", "Shark", "Apple", "Honey", "Bee"}
	b := &engine.Battle{First: engine.Player(r.IntN(2)), Names: [2]string{"Ana", "Ben"}}
	for p := range 2 {
		for range 1 + r.IntN(4) {
			b.Decks[p] = append(b.Decks[p], names[r.IntN(len(names))])
		}
		b.Decks[p] = append(b.Decks[p], "Otter")
	}
	return b
}

func TestAnyBattleBecomesAQuizThatChecks(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	kinds := map[Kind]bool{}
	for i := range 300 {
		b := randomBattle(r)
		m, err := engine.NewMatch(b, nil)
		require.NoError(t, err)
		steps, res, err := Play(m, engine.NewSeededDice(b.RockDie(), uint64(i)))
		require.NoError(t, err)
		quiz := NewQuiz(m, steps, res)
		require.NotEmpty(t, quiz.Questions, b.Format())
		require.NoError(t, CheckQuiz(quiz), b.Format())
		checkPowersShown(t, quiz)
		for _, q := range quiz.Questions {
			kinds[q.Kind] = true
		}
	}
	assert.Len(t, kinds, 4, "every kind of question comes up")
}

// noTimeLimit is the budget of the coach's searches in these tests: no
// time limit, so that no verdict depends on how fast or busy the machine
// is, and the platform's memory.
var noTimeLimit = search.Budget{MaxBytes: search.DefaultBudget.MaxBytes}

func TestCoachFindsTheBestOrderAndSaysWhy(t *testing.T) {
	q := quizOf(t, "example-b")
	a, err := Coach(context.Background(), q.Match.Battle, nil, engine.PlayerA, noTimeLimit)
	require.NoError(t, err)
	assert.False(t, a.Same)
	assert.Equal(t, []string{"Honey", "Badger", "Dolphin"}, a.Best)
	assert.Equal(t, 1, a.Chances.A.Cmp(a.Current.A), "the best order wins more often")
	text := strings.Join(a.Words, " ")
	assert.Contains(t, text, "Best order for Andreas, top card first: Honey, Badger, Dolphin.")
	assert.Contains(t, text, "if both play well")
	assert.Contains(t, text, "It protects Andreas' Badger")
}

func TestCoachSaysWhenTheOrderIsAlreadyBest(t *testing.T) {
	q := quizOf(t, "example-a")
	a, err := Coach(context.Background(), q.Match.Battle, nil, engine.PlayerA, noTimeLimit)
	require.NoError(t, err)
	assert.True(t, a.Same)
	assert.Equal(t, []string{"No order of Andreas' cards does better against this deck than the one they have: Andreas wins 100.00% of the time if both play well."}, a.Words)
}

// A deck with more orders than best tries: the coach keeps the top cards in
// place, orders the rest and says so.
func TestCoachKeepsTopCardsOfAHugeDeck(t *testing.T) {
	b := &engine.Battle{First: engine.PlayerA, Names: [2]string{"Ana", "Ben"},
		Decks: [2][]string{{"Ant", "Otter", "Fish", "Dolphin", "Mosquito", "Flamingo", "Badger", "Peacock", "Dog", "Skunk", "Shark", "Bee"}, {"Ant"}}}
	a, err := Coach(context.Background(), b, nil, engine.PlayerA, noTimeLimit)
	require.NoError(t, err)
	assert.Equal(t, 2, a.Fixed)
	assert.Equal(t, []string{"Ant", "Otter"}, a.Best[:2])
	assert.Equal(t, "Ana has 12 cards: too many orders to try them all, so the coach kept Ant and Otter on top, as they are, and put the other 10 in order.", a.Words[0])
}

func TestCoachStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	b := &engine.Battle{Decks: [2][]string{{"Ant", "Fish", "Otter", "Dolphin", "Badger", "Peacock", "Dog", "Skunk"}, {"Otter"}}}
	_, err := Coach(ctx, b, nil, engine.PlayerA, noTimeLimit)
	assert.ErrorIs(t, err, context.Canceled)
}

func TestPercent(t *testing.T) {
	for r, want := range map[string]string{"5/8": "62.50%", "1/3": "33.33%", "1": "100.00%", "0": "0.00%", "1/32": "3.13%"} {
		x, ok := new(big.Rat).SetString(r)
		require.True(t, ok)
		assert.Equal(t, want, Percent(x), fmt.Sprint(r))
	}
}

func TestPlayNamesTheBattleThatStops(t *testing.T) {
	b := &engine.Battle{Decks: [2][]string{{"Dolphin"}, {"Otter"}}, Rocks: []int{1}}
	m, err := engine.NewMatch(b, nil)
	require.NoError(t, err)
	_, _, err = Play(m, m.Dice(nil))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "the battle stopped")
}

func TestZeroRocksAreAHitNotAHurt(t *testing.T) {
	dmg := ofKind(quizOf(t, "hit-hurt").Questions, AskDamage)
	require.NotEmpty(t, dmg)
	assert.Equal(t, "0 damage", dmg[0].Choices[dmg[0].Right])
	assert.Contains(t, dmg[0].Explain, "0 damage is a hit, but not a hurt")
}
