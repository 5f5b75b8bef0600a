package tracker

import (
	"math/rand/v2"
)

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

// seededDraws draws from a generator seeded by a move's Seed, made at the
// first draw, and records each result: a move's chance, the same each time
// the move is applied. A move that needs a draw and has no seed is
// refused.
type seededDraws struct {
	seed uint64
	r    *rand.Rand
	got  []int
}

func (s *seededDraws) intN(n int) (int, error) {
	if s.seed == 0 {
		return 0, errf("the move needs a coin flip, but none was drawn for it")
	}
	if s.r == nil {
		s.r = rand.New(rand.NewPCG(s.seed, s.seed>>32|s.seed<<32))
	}
	v := s.r.IntN(n)
	s.got = append(s.got, v)
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
