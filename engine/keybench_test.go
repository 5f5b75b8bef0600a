package engine

import "testing"

// keyStates are the states of the benchmark battle at each of its throws.
func keyStates(b *testing.B) []State {
	m := matchText(b, benchBattle)
	s := m.Start()
	var out []State
	for s.Advance(nil) == NeedRoll {
		out = append(out, s)
		if err := s.ApplyThrow(1, nil, nil); err != nil {
			b.Fatal(err)
		}
	}
	return out
}

// BenchmarkCoarseKey writes the coarse key of each state of the benchmark
// battle at its throws (the bound of best writes one per position).
func BenchmarkCoarseKey(b *testing.B) {
	st := keyStates(b)
	buf := make([]byte, 0, 512)
	n := 0
	for _, s := range st {
		n += len(s.AppendCoarseKey(nil, false))
	}
	b.ReportAllocs()
	for b.Loop() {
		for k := range st {
			buf = st[k].AppendCoarseKey(buf[:0], false)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(st)), "ns/key")
	b.ReportMetric(float64(n)/float64(len(st)), "bytes/key")
}
