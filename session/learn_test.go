package session

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// miss is a missed question of lesson about question q.
func miss(lesson, q string) Missed {
	return Missed{Lesson: lesson, Question: q, Prompt: "Who wins?", Answer: "Ana wins", Right: "Ben wins", Explain: "Ben still has a pet."}
}

func TestLearningProgressSurvivesARestart(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	assert.Equal(t, Progress{}, s.Learn(), "a first launch")
	var heard []Change
	s.Subscribe(func(c Change) { heard = append(heard, c) })
	require.NoError(t, s.RecordAnswer(miss("attack", "winner@14"), false))
	require.NoError(t, s.RecordAnswer(miss("attack", "faint@4"), true))
	require.NoError(t, s.FinishLesson("attack"))
	require.NoError(t, s.FinishLesson("attack"))
	assert.Equal(t, []Change{ChangeLearn, ChangeLearn, ChangeLearn, ChangeLearn}, heard)
	s.Flush()

	again := open(t, store)
	assert.Empty(t, again.Problems())
	pr := again.Learn()
	assert.Equal(t, []string{"attack"}, pr.Done, "a lesson finished twice counts once")
	assert.Equal(t, 2, pr.Answered)
	assert.Equal(t, 1, pr.Right)
	assert.Equal(t, []Missed{miss("attack", "winner@14")}, pr.Missed)
}

func TestAQuestionAnsweredRightLeavesTheReview(t *testing.T) {
	s := open(t, newMemStore())
	require.NoError(t, s.RecordAnswer(miss("attack", "winner@14"), false))
	require.NoError(t, s.RecordAnswer(miss("example-a", "winner@19"), false))
	require.NoError(t, s.RecordAnswer(miss("attack", "winner@14"), false))
	pr := s.Learn()
	require.Len(t, pr.Missed, 2, "the same question missed twice is kept once")
	assert.Equal(t, "example-a", pr.Missed[0].Lesson, "the newest miss comes last")
	require.NoError(t, s.RecordAnswer(miss("attack", "winner@14"), true))
	pr = s.Learn()
	assert.Equal(t, []Missed{miss("example-a", "winner@19")}, pr.Missed)
	assert.Equal(t, 4, pr.Answered)
	assert.Equal(t, 1, pr.Right)
}

func TestTheReviewKeepsTheNewestMisses(t *testing.T) {
	s := open(t, newMemStore())
	for i := range MaxMissed + 5 {
		require.NoError(t, s.RecordAnswer(miss("quiz", fmt.Sprint("damage@", i)), false))
	}
	pr := s.Learn()
	require.Len(t, pr.Missed, MaxMissed)
	assert.Equal(t, "damage@5", pr.Missed[0].Question)
}

func TestStartingOverForgetsTheProgress(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	require.NoError(t, s.FinishLesson("welcome"))
	require.NoError(t, s.RecordAnswer(miss("attack", "winner@14"), false))
	require.NoError(t, s.ResetLearn())
	s.Flush()
	assert.Equal(t, Progress{}, open(t, store).Learn())
}

func TestAnswersWithoutAQuestionAreRefused(t *testing.T) {
	s := open(t, newMemStore())
	assert.ErrorContains(t, s.RecordAnswer(Missed{Lesson: "attack"}, false), "no question id")
	assert.Error(t, s.FinishLesson(""))
	assert.Equal(t, Progress{}, s.Learn())
}

func TestTheProgressCannotBeChangedThroughTheCopyReturned(t *testing.T) {
	s := open(t, newMemStore())
	require.NoError(t, s.FinishLesson("welcome"))
	pr := s.Learn()
	pr.Done[0] = "other"
	assert.Equal(t, []string{"welcome"}, s.Learn().Done)
}

func TestDamagedProgressIsKeptAsideAndTheCourseStartsAgain(t *testing.T) {
	store := newMemStore()
	bad := `{"version":1,"done":["a"],"answered":1,"right":3,"missed":[]}`
	require.NoError(t, store.Write(LearnFile, []byte(bad)))
	s := open(t, store)
	require.Len(t, s.Problems(), 1)
	assert.Contains(t, s.Problems()[0].Error(), "The learning progress could not be read: ")
	assert.Contains(t, s.Problems()[0].Error(), "3 right of 1 answered")
	assert.Equal(t, Progress{}, s.Learn())
	assert.Equal(t, bad, store.get("learn.damaged-20260115-190100.json"))
	require.NoError(t, s.FinishLesson("welcome"))
	s.Flush()
	assert.Equal(t, []string{"welcome"}, open(t, store).Learn().Done, "new progress is saved over the damaged file once it is kept aside")
}
