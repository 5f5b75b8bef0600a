package search

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The memory budgets of each search of a random case (see randomCases),
// chosen by measuring every case of the tests' seeds with no budget: the
// cases that end take far less, and a few monsters take gigabytes and tens
// of seconds when not stopped (TestPlayWellRandom's case 129 and
// TestBestTopIsTheFullRankingsTop's case 39 reach MaxOddsStates after
// about 2.2 GB and 2.4 GB of tables, 40 s and 18 s; at these budgets they
// stop within 0.2 s).
const (
	// oddsCaseBytes bounds Odds and PlayWell on random battles
	// (TestPlayWellRandom, TestOddsBruteForce, TestOddsBruteForceLooseCards):
	// the biggest search that ends takes under 128 KB (PlayWell on
	// TestPlayWellRandom's case 63), the brute force's cases under 8 KB.
	oddsCaseBytes = 4 << 20
	// bestCaseBytes bounds Best, its bound and the searches of each order
	// on random battles with a deck to order
	// (TestBestTopIsTheFullRankingsTop, bestMatchesOdds, ...): the biggest
	// search that ends takes under 8 MB (TestBoundIsNeverBelowAnOrder's case
	// 7), most under 1 MB.
	bestCaseBytes = 32 << 20
)

// randomCases bounds the cases of a random property test. Every search of
// a case gets the same memory budget (Budget.MaxBytes: the memory of the
// search's tables, counted the same on every machine, however busy), so
// that a few monsters among the seeded cases cannot make the test slow or
// big. A case whose search stops at the budget (or at MaxOddsStates) is
// skipped and counted; done logs how many cases ran and were skipped and
// the biggest case that ran, to be made a named case of its own, and fails
// when a quarter of the cases or more were skipped, so that a test cannot
// quietly stop testing.
//
// A test draws all the random numbers of a case before it searches, so
// that skipping a case does not change the cases after it.
type randomCases struct {
	t        *testing.T
	maxBytes int64
	cases    int   // cases begun
	skipped  []int // the cases over the budget
	cur      caseSize
	biggest  caseSize // of the cases that ran
}

// caseSize is how big case i (battle src) got: the most memory and
// positions one of its searches took, as the searches' results and
// progress reports tell them (PlayWell and Best tell their memory only in
// progress reports, every few thousand positions, so a small search of
// theirs counts for less than it took).
type caseSize struct {
	i         int
	src       string
	bytes     int64
	positions int
	skipped   bool
}

// newRandomCases bounds each search of t's random cases to maxBytes bytes.
func newRandomCases(t *testing.T, maxBytes int64) *randomCases {
	t.Helper()
	require.Positive(t, maxBytes)
	return &randomCases{t: t, maxBytes: maxBytes, biggest: caseSize{i: -1}}
}

// begin starts case i, the battle src (written before the case runs).
func (rc *randomCases) begin(i int, src string) {
	rc.end()
	rc.cases++
	rc.cur = caseSize{i: i, src: src}
}

// end closes the current case, if any.
func (rc *randomCases) end() {
	if rc.cases == 0 {
		return
	}
	c := rc.cur
	if c.skipped {
		return
	}
	if c.bytes > rc.biggest.bytes || (c.bytes == rc.biggest.bytes && c.positions > rc.biggest.positions) {
		rc.biggest = c
	}
}

// budget is the budget of every search of a case: the memory budget, and
// progress reports that size the case.
func (rc *randomCases) budget() Budget {
	return Budget{MaxBytes: rc.maxBytes, Progress: func(p Progress) { rc.saw(p.Bytes, p.Positions) }}
}

// odds is the options of an Odds or PlayWell search of a case.
func (rc *randomCases) odds() OddsOptions { return OddsOptions{Budget: rc.budget()} }

// best is the options of a Best search of a case for the top orders.
func (rc *randomCases) best(top int) BestOptions { return BestOptions{Top: top, Budget: rc.budget()} }

// saw sizes the current case by a search that took bytes and positions.
func (rc *randomCases) saw(bytes int64, positions int) {
	rc.cur.bytes = max(rc.cur.bytes, bytes)
	rc.cur.positions = max(rc.cur.positions, positions)
}

// over reports whether err stopped a search of the current case at the
// budget (or at MaxOddsStates); the case is skipped then.
func (rc *randomCases) over(err error) bool {
	rc.t.Helper()
	if !errors.Is(err, ErrBudget) && !errors.Is(err, ErrTooManyStates) {
		return false
	}
	if !rc.cur.skipped {
		rc.skipped = append(rc.skipped, rc.cur.i)
		rc.cur.skipped = true
		rc.t.Logf("case %d skipped (%v): %s", rc.cur.i, err, strings.ReplaceAll(battleLines(rc.cur.src), "\n", " | "))
	}
	return true
}

// done logs the cases run and skipped and the biggest case, and requires
// that fewer than a quarter were skipped.
func (rc *randomCases) done() {
	rc.t.Helper()
	rc.end()
	ran := rc.cases - len(rc.skipped)
	rc.t.Logf("%d cases ran, %d skipped over the %s budget per search %v", ran, len(rc.skipped), MegaBytes(rc.maxBytes), rc.skipped)
	if b := rc.biggest; b.i >= 0 {
		rc.t.Logf("the biggest case: %d, %d bytes (%s), %d positions:\n%s", b.i, b.bytes, MegaBytes(b.bytes), b.positions, battleLines(b.src))
	} else {
		rc.t.Logf("no search was big enough to report its size")
	}
	require.Less(rc.t, 4*len(rc.skipped), rc.cases, "a quarter of the cases or more over the budget: the test would go hollow")
}

// battleLines is src without its card definitions: the battle itself, to
// paste into a testdata file after the cards it uses (propertyCards,
// keyCards).
func battleLines(src string) string {
	var out []string
	for l := range strings.SplitSeq(src, "\n") {
		if l != "" && !strings.HasPrefix(l, "card ") {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}
