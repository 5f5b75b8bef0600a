package search

import (
	"math"
	"math/big"
	"math/bits"

	"github.com/sapcompanion/sapcompanion/engine"
)

// This file is the exact arithmetic of the odds search.
//
// A rock die with faces 0 0 1 1 2 2 is, for the rules, a die whose three
// values are equally likely: the die is reduced to its distinct faces with
// integer weights (divided by their greatest common divisor) adding to q. A
// throw of n dice then has a total whose weights are the coefficients of
// (sum of w_v x^v)^n, integers adding to q^n. Every chance the search
// computes is therefore an integer over a power of q: a tally holds the three
// numerators (A wins, B wins, draw) over q^m. They fit in uint64 as long as
// q^m does (m up to 40 for the default die); past that a tally switches to
// big.Int, so the answer is exact for any battle.

// tally is the chances of A winning, B winning and a draw: n[i] / q^m.
// The three add to q^m. When big is not nil it holds the numerators instead.
type tally struct {
	n   [3]uint64
	m   uint32
	big *[3]big.Int
}

// leafTally is the tally of a decided battle.
func leafTally(r engine.Result) tally {
	var t tally
	switch r {
	case engine.AWins:
		t.n[0] = 1
	case engine.BWins:
		t.n[1] = 1
	default:
		t.n[2] = 1
	}
	return t
}

// term is one possible total of a throw and its weight.
type term struct {
	total int
	w     uint64   // when it fits
	wBig  *big.Int // always set
}

// dieDist is a die reduced for exact sums.
type dieDist struct {
	q      uint64
	qBig   *big.Int
	faces  []term // the distinct faces and their weights
	maxExp uint32 // the largest e with q^e in uint64
	pow    []uint64
	throws [][]term // by number of dice, built on demand
}

// newDieDist reduces d. An empty die counts as DefaultDie.
func newDieDist(d engine.Die) *dieDist {
	if len(d.Faces) == 0 {
		d = engine.DefaultDie()
	}
	counts := map[int]uint64{}
	for _, f := range d.Faces {
		counts[f]++
	}
	var g uint64
	for _, c := range counts {
		g = gcd(g, c)
	}
	dd := &dieDist{}
	for v := 0; v <= engine.MaxFaceRocks; v++ {
		if c, ok := counts[v]; ok {
			dd.faces = append(dd.faces, term{total: v, w: c / g, wBig: new(big.Int).SetUint64(c / g)})
			dd.q += c / g
		}
	}
	dd.qBig = new(big.Int).SetUint64(dd.q)
	dd.pow = []uint64{1}
	if dd.q == 1 {
		dd.maxExp = math.MaxUint32
		return dd
	}
	for {
		hi, lo := bits.Mul64(dd.pow[len(dd.pow)-1], dd.q)
		if hi != 0 {
			break
		}
		dd.pow = append(dd.pow, lo)
	}
	dd.maxExp = uint32(len(dd.pow) - 1)
	return dd
}

func gcd(a, b uint64) uint64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// powU returns q^e; e must be at most maxExp.
func (d *dieDist) powU(e uint32) uint64 {
	if d.q == 1 {
		return 1
	}
	return d.pow[e]
}

// throw returns the possible totals of n dice with their weights (adding to
// q^n), lowest total first.
func (d *dieDist) throw(n int) []term {
	for len(d.throws) <= n {
		d.throws = append(d.throws, nil)
	}
	if d.throws[n] != nil {
		return d.throws[n]
	}
	// Convolve with big.Int: it runs once per number of dice.
	cur := []*big.Int{big.NewInt(1)}
	for range n {
		nxt := make([]*big.Int, len(cur)+engine.MaxFaceRocks)
		for i := range nxt {
			nxt[i] = new(big.Int)
		}
		for i, c := range cur {
			if c.Sign() == 0 {
				continue
			}
			for _, f := range d.faces {
				nxt[i+f.total].Add(nxt[i+f.total], new(big.Int).Mul(c, f.wBig))
			}
		}
		cur = nxt
	}
	var out []term
	for t, c := range cur {
		if c.Sign() == 0 {
			continue
		}
		tm := term{total: t, wBig: c}
		if c.IsUint64() {
			tm.w = c.Uint64()
		}
		out = append(out, tm)
	}
	d.throws[n] = out
	return out
}

// combine returns the tally of a throw of n dice whose totals (terms) lead
// to the tallies kids.
func (d *dieDist) combine(n int, terms []term, kids []tally) tally {
	var mx uint32
	small := true
	for i := range kids {
		mx = max(mx, kids[i].m)
		if kids[i].big != nil || terms[i].w == 0 {
			small = false
		}
	}
	e := uint64(mx) + uint64(n)
	if d.q == 1 {
		e = 0
	}
	if small && e <= uint64(d.maxExp) {
		// Every partial sum is at most q^e, so nothing overflows.
		var t tally
		t.m = uint32(e)
		for i := range kids {
			f := terms[i].w * d.powU(mx-kids[i].m)
			for j := range 3 {
				t.n[j] += f * kids[i].n[j]
			}
		}
		return d.reduce(t)
	}
	acc := new([3]big.Int)
	var f, x big.Int
	for i := range kids {
		f.Exp(d.qBig, big.NewInt(int64(mx-kids[i].m)), nil)
		f.Mul(&f, terms[i].wBig)
		for j := range 3 {
			x.Mul(&f, kids[i].num(j, &x))
			acc[j].Add(&acc[j], &x)
		}
	}
	return d.reduce(tally{m: uint32(e), big: acc})
}

// num returns numerator j as a big.Int (tmp may be used for it; the result
// must not be kept past the next call with tmp).
func (t *tally) num(j int, tmp *big.Int) *big.Int {
	if t.big != nil {
		return &t.big[j]
	}
	return tmp.SetUint64(t.n[j])
}

// reduce divides the numerators and q^m by q while it divides them all, and
// turns a big tally that fits back into uint64.
func (d *dieDist) reduce(t tally) tally {
	if d.q == 1 {
		t.m = 0
	}
	if t.big == nil {
		for t.m > 0 && t.n[0]%d.q == 0 && t.n[1]%d.q == 0 && t.n[2]%d.q == 0 {
			t.n[0] /= d.q
			t.n[1] /= d.q
			t.n[2] /= d.q
			t.m--
		}
		return t
	}
	var quo, rem big.Int
	for t.m > 0 {
		ok := true
		for j := range 3 {
			if rem.Rem(&t.big[j], d.qBig); rem.Sign() != 0 {
				ok = false
				break
			}
		}
		if !ok {
			break
		}
		for j := range 3 {
			quo.Quo(&t.big[j], d.qBig)
			t.big[j].Set(&quo)
		}
		t.m--
	}
	if t.m <= d.maxExp && t.big[0].IsUint64() && t.big[1].IsUint64() && t.big[2].IsUint64() {
		return tally{n: [3]uint64{t.big[0].Uint64(), t.big[1].Uint64(), t.big[2].Uint64()}, m: t.m}
	}
	return t
}

// denom returns q^m as a big.Int.
func (d *dieDist) denom(m uint32) *big.Int {
	if d.q == 1 {
		return big.NewInt(1)
	}
	return new(big.Int).Exp(d.qBig, big.NewInt(int64(m)), nil)
}

// chances turns a tally into exact rationals.
func (d *dieDist) chances(t tally) Chances {
	den := d.denom(t.m)
	var c Chances
	var tmp big.Int
	for j, r := range []**big.Rat{&c.A, &c.B, &c.Draw} {
		*r = new(big.Rat).SetFrac(new(big.Int).Set(t.num(j, &tmp)), den)
	}
	return c
}

// Chances are the exact chances that A wins, that B wins and of a draw. They
// add to 1 unless some outcome of the dice never ends (a battle stopped at a
// limit of the rules): that chance is NeverEnds.
type Chances struct {
	A, B, Draw *big.Rat
}

// Floats returns the chances as float64 (for display; the exact values are
// the Rats).
func (c Chances) Floats() (a, b, draw float64) {
	a, _ = c.A.Float64()
	b, _ = c.B.Float64()
	draw, _ = c.Draw.Float64()
	return a, b, draw
}

// String writes "A 0.6250, B 0.3750, draw 0.0000": each chance rounded on
// its own to 4 decimals, halves away from zero (docs/notation.md §4).
// When some outcome never ends, ", never ends 0.0123" follows (", never
// ends under 0.0001" when it rounds to 0).
func (c Chances) String() string {
	s := "A " + Round4(c.A) + ", B " + Round4(c.B) + ", draw " + Round4(c.Draw)
	if n := c.NeverEnds(); n.Sign() > 0 {
		r := Round4(n)
		if r == "0.0000" {
			r = "under 0.0001"
		}
		s += ", never ends " + r
	}
	return s
}

// NeverEnds is the chance that the battle never ends: 1 minus the other
// three chances (0 for almost every battle).
func (c Chances) NeverEnds() *big.Rat {
	n := big.NewRat(1, 1)
	for _, r := range []*big.Rat{c.A, c.B, c.Draw} {
		if r != nil {
			n.Sub(n, r)
		}
	}
	return n
}

// Equal reports whether c and o are the same chances.
func (c Chances) Equal(o Chances) bool {
	return c.A.Cmp(o.A) == 0 && c.B.Cmp(o.B) == 0 && c.Draw.Cmp(o.Draw) == 0
}

// Round4 writes the non-negative rational r rounded to 4 decimals, halves
// away from zero, computed exactly: "0.0313" for 1/32. A nil r is "0.0000".
func Round4(r *big.Rat) string {
	if r == nil {
		return "0.0000"
	}
	neg := r.Sign() < 0
	num := new(big.Int).Abs(r.Num())
	den := r.Denom()
	// round(|r| * 10^4) = floor((2 * |num| * 10^4 + den) / (2 * den))
	x := new(big.Int).Mul(num, big.NewInt(20000))
	x.Add(x, den)
	x.Quo(x, new(big.Int).Lsh(den, 1))
	ip, fp := new(big.Int).QuoRem(x, big.NewInt(10000), new(big.Int))
	s := ip.String() + "." + pad4(fp.Int64())
	if neg && x.Sign() != 0 {
		s = "-" + s
	}
	return s
}

func pad4(v int64) string {
	b := []byte{'0', '0', '0', '0'}
	for i := 3; i >= 0; i-- {
		b[i] = byte('0' + v%10)
		v /= 10
	}
	return string(b)
}

// throwDice is how many dice the throw s waits for (s is at a NeedRoll
// stop).
func throwDice(s *engine.State) int {
	t, _ := s.Throw()
	return t.Dice
}
