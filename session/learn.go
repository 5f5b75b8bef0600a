package session

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
)

// LearnFile is the name of the Learn course's progress in the store.
const LearnFile = "learn.json"

// learnVersion is the version of learn.json this package writes.
const learnVersion = 1

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

// progressJSON is how progress is kept.
type progressJSON struct {
	Version  int      `json:"version"`
	Done     []string `json:"done"`
	Answered int      `json:"answered"`
	Right    int      `json:"right"`
	Missed   []Missed `json:"missed"`
}

// Check says what is wrong with pr, or nil.
func (pr Progress) Check() error {
	switch {
	case pr.Answered < 0 || pr.Right < 0 || pr.Right > pr.Answered:
		return fmt.Errorf("session: the score %d right of %d answered is not possible", pr.Right, pr.Answered)
	case len(pr.Missed) > MaxMissed:
		return fmt.Errorf("session: %d missed questions are more than the %d kept", len(pr.Missed), MaxMissed)
	}
	for i, id := range pr.Done {
		if id == "" || slices.Index(pr.Done, id) != i {
			return fmt.Errorf("session: the lesson %q is empty or finished twice", id)
		}
	}
	for i, m := range pr.Missed {
		if m.Question == "" || m.Prompt == "" || m.Right == "" {
			return fmt.Errorf("session: missed question %d has no id, question or right answer", i+1)
		}
		if slices.IndexFunc(pr.Missed, func(o Missed) bool { return o.key() == m.key() }) != i {
			return fmt.Errorf("session: the missed question %s is there twice", m.key())
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

// decodeProgress reads progress as encodeProgress writes it.
func decodeProgress(data []byte) (Progress, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var j progressJSON
	if err := dec.Decode(&j); err != nil {
		return Progress{}, err
	}
	if j.Version != learnVersion {
		return Progress{}, fmt.Errorf("session: learn.json version %d is not %d", j.Version, learnVersion)
	}
	pr := Progress{Done: j.Done, Answered: j.Answered, Right: j.Right, Missed: j.Missed}
	return pr, pr.Check()
}

func encodeProgress(pr Progress) ([]byte, error) {
	return json.MarshalIndent(progressJSON{Version: learnVersion, Done: pr.Done, Answered: pr.Answered, Right: pr.Right, Missed: pr.Missed}, "", "  ")
}

// loadLearn reads the progress from the store; none when none is kept.
func (s *Session) loadLearn() error {
	_, err := load(s.store, LearnFile, "learning progress", s.now(), func(data []byte) error {
		pr, err := decodeProgress(data)
		if err == nil {
			s.learn = pr
		}
		return err
	})
	return err
}

// Learn returns the Learn course's progress.
func (s *Session) Learn() Progress {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.learn.clone()
}

// RecordAnswer counts an answer to a question: right or not. A wrong
// answer is kept for review (in place of an older miss of the same
// question); a right one takes the question off the review.
func (s *Session) RecordAnswer(m Missed, right bool) error {
	if m.Question == "" || m.Prompt == "" || m.Right == "" {
		return fmt.Errorf("session: the answer to record has no question id, question or right answer")
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
		return fmt.Errorf("session: no lesson to mark finished")
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

// changeLearn applies change to a copy of the progress, and keeps and
// queues it to be saved when it checks out.
func (s *Session) changeLearn(change func(*Progress)) error {
	s.mu.Lock()
	pr := s.learn.clone()
	change(&pr)
	if err := pr.Check(); err != nil {
		s.mu.Unlock()
		return err
	}
	data, err := encodeProgress(pr)
	if err != nil {
		s.mu.Unlock()
		return fmt.Errorf("session: the learning progress cannot be saved: %w", err)
	}
	s.learn = pr
	s.w.put(LearnFile, data)
	s.mu.Unlock()
	s.notify(ChangeLearn)
	return nil
}
