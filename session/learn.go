package session

import (
	"encoding/json"
	"slices"

	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// LearnFile is the name of the Learn course's progress in the store.
const LearnFile = "learn.json"

// MaxMissed is the most missed questions kept for review; past it the
// oldest is dropped.
const MaxMissed = 100

// Progress is what the Learn course keeps: the lessons finished, the score,
// and the questions missed and not answered right since.
type Progress struct {
	Done     []string // the ids of the lessons finished, in the order finished
	Answered int      // questions answered
	Right    int      // answered right the first time they were asked then
	Missed   []Missed // oldest first
}

// Missed is a question answered wrong, kept for review with what was
// answered, the right answer and why.
type Missed struct {
	Lesson   string `json:"lesson"`   // the lesson's id; "" for a quiz on another battle
	Question string `json:"question"` // the question's id within its battle
	Prompt   string `json:"prompt"`
	Answer   string `json:"answer"` // what was answered
	Right    string `json:"right"`  // the right answer
	Explain  string `json:"explain"`
}

// key names the question the entry is about.
func (m Missed) key() string { return m.Lesson + "/" + m.Question }

// progressJSON is how progress is kept; Version only in a learn.json of
// before kind tags.
type progressJSON struct {
	Version  int      `json:"version,omitempty"`
	Done     []string `json:"done"`
	Answered int      `json:"answered"`
	Right    int      `json:"right"`
	Missed   []Missed `json:"missed"`
}

// learnKind is how the Learn course's progress is kept.
func learnKind() *kind[Progress] {
	return &kind[Progress]{
		file: LearnFile, tag: "learn", version: 1, what: kindWords["learn"],
		empty:  func() Progress { return Progress{} },
		check:  Progress.Check,
		encode: encodeProgress,
		decode: func(data []byte, _ int) (Progress, error) { return decodeProgress(data, 0) },
		legacy: alone(func(data []byte) (Progress, error) { return decodeProgress(data, 1) }),
	}
}

// Check says what is wrong with pr, or nil.
func (pr Progress) Check() error {
	switch {
	case pr.Answered < 0 || pr.Right < 0 || pr.Right > pr.Answered:
		return problem.Newf("session", "the score %d right of %d answered is not possible", pr.Right, pr.Answered)
	case len(pr.Missed) > MaxMissed:
		return problem.Newf("session", "%d missed questions are more than the %d kept", len(pr.Missed), MaxMissed)
	}
	for i, id := range pr.Done {
		if id == "" || slices.Index(pr.Done, id) != i {
			return problem.Newf("session", "the lesson %q is empty or finished twice", id)
		}
	}
	for i, m := range pr.Missed {
		if m.Question == "" || m.Prompt == "" || m.Right == "" {
			return problem.Newf("session", "missed question %d has no id, question or right answer", i+1)
		}
		if slices.IndexFunc(pr.Missed, func(o Missed) bool { return o.key() == m.key() }) != i {
			return problem.Newf("session", "the missed question %s is there twice", m.key())
		}
	}
	return nil
}

// clone returns a copy of pr that shares nothing with it.
func (pr Progress) clone() Progress {
	pr.Done = slices.Clone(pr.Done)
	pr.Missed = slices.Clone(pr.Missed)
	return pr
}

// decodeProgress reads progress as encodeProgress writes it, with the
// version a learn.json of before kind tags has (0 in a document).
func decodeProgress(data []byte, version int) (Progress, error) {
	var j progressJSON
	if err := strictJSON(data, &j); err != nil {
		return Progress{}, err
	}
	if j.Version != version {
		return Progress{}, problemf("the progress has version %d, not %d", j.Version, version)
	}
	pr := Progress{Done: j.Done, Answered: j.Answered, Right: j.Right, Missed: j.Missed}
	return pr, pr.Check()
}

func encodeProgress(pr Progress) ([]byte, error) {
	return json.Marshal(progressJSON{Done: pr.Done, Answered: pr.Answered, Right: pr.Right, Missed: pr.Missed})
}

// Learn returns the Learn course's progress.
func (s *Session) Learn() Progress { return s.learn.get().clone() }

// RecordAnswer counts an answer to a question: right or not. A wrong
// answer is kept for review (in place of an older miss of the same
// question); a right one takes the question off the review.
func (s *Session) RecordAnswer(m Missed, right bool) error {
	if m.Question == "" || m.Prompt == "" || m.Right == "" {
		return problemf("the answer to record has no question id, question or right answer")
	}
	return s.changeLearn(func(pr *Progress) {
		pr.Answered++
		pr.Missed = slices.DeleteFunc(pr.Missed, func(o Missed) bool { return o.key() == m.key() })
		if right {
			pr.Right++
			return
		}
		pr.Missed = append(pr.Missed, m)
		if len(pr.Missed) > MaxMissed {
			pr.Missed = pr.Missed[len(pr.Missed)-MaxMissed:]
		}
	})
}

// FinishLesson marks the lesson with id finished (once).
func (s *Session) FinishLesson(id string) error {
	if id == "" {
		return problemf("no lesson to mark finished")
	}
	return s.changeLearn(func(pr *Progress) {
		if !slices.Contains(pr.Done, id) {
			pr.Done = append(pr.Done, id)
		}
	})
}

// ResetLearn forgets the lessons finished, the score and the review.
func (s *Session) ResetLearn() error {
	return s.changeLearn(func(pr *Progress) { *pr = Progress{} })
}

// changeLearn applies change to a copy of the progress, and keeps it when
// it checks out (the document checks every new value).
func (s *Session) changeLearn(change func(*Progress)) error {
	return s.learn.change(ChangeLearn, func(v Progress) (Progress, string, error) {
		pr := v.clone()
		change(&pr)
		return pr, "", nil
	})
}
