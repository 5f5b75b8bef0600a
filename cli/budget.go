package cli

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/engine/search"
)

// parseMaxTime reads --max-time: a Go duration ("10s", "1m30s") or a number
// of seconds ("10"); 0 for no limit.
func parseMaxTime(v string) (time.Duration, error) {
	if s, err := strconv.ParseFloat(v, 64); err == nil && s >= 0 && s <= 24*3600 {
		d := time.Duration(s * float64(time.Second))
		if s > 0 && d == 0 {
			d = 1 // a time too short to count is the shortest there is, not "no limit"
		}
		return d, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d < 0 {
		return 0, badUsage("--max-time %s is not a time such as 10s, 2m or 30 (seconds)", quote(v))
	}
	return d, nil
}

// parseMaxMemory reads --max-memory: a number of megabytes ("512"), or with
// a unit ("512MB", "1GB", "300M", "2G", "64KB"); 0 for no limit.
func parseMaxMemory(v string) (int64, error) {
	num := strings.ToUpper(strings.TrimSpace(v))
	shift := 20
	for _, u := range []struct {
		suffix string
		shift  int
	}{{"GB", 30}, {"G", 30}, {"MB", 20}, {"M", 20}, {"KB", 10}, {"K", 10}} {
		if strings.HasSuffix(num, u.suffix) {
			num, shift = strings.TrimSpace(strings.TrimSuffix(num, u.suffix)), u.shift
			break
		}
	}
	n, err := strconv.ParseInt(num, 10, 64)
	if err != nil || n < 0 || n > 1<<(62-shift) {
		return 0, badUsage("--max-memory %s is not a size such as 512MB or 2GB", quote(v))
	}
	return n << shift, nil
}

// statusLine is one line of standard error rewritten in place, shown only
// on a terminal.
type statusLine struct {
	env   *Env
	shown bool
}

// show writes the line anew.
func (l *statusLine) show(format string, args ...any) {
	fmt.Fprintf(l.env.Stderr, "\r\033[K"+format, args...)
	l.shown = true
}

// clear takes the line away, if it was shown.
func (l *statusLine) clear() {
	if l.shown {
		fmt.Fprint(l.env.Stderr, "\r\033[K")
	}
}

// progressLine returns the progress report of a search: on a terminal, one
// line on standard error rewritten in place ("odds: 3 s of at most 10 s,
// 120000 positions, 84 MB"); otherwise nothing. done clears the line.
func progressLine(env *Env, what string) (report func(search.Progress), done func()) {
	if !env.StderrIsTerminal {
		return nil, func() {}
	}
	line := &statusLine{env: env}
	report = func(p search.Progress) {
		limit := ""
		if p.Budget.MaxTime > 0 {
			limit = fmt.Sprintf(" of at most %s", p.Budget.MaxTime)
		}
		line.show("%s: %.1fs%s, %d positions, %s", what, p.Elapsed.Seconds(), limit, p.Positions, search.MegaBytes(p.Bytes))
	}
	return report, line.clear
}

// loadBookWithin is loadBook within the time budget maxTime (0 for no
// limit): reading the card book and checking its cards count against the
// budget as a search does, so a book too big to load in time stops the
// command with the budget's error, which names the book. A load that ends
// after the budget is past is refused too, so the outcome does not depend
// on which of the two was seen first.
func loadBookWithin(env *Env, path string, maxTime time.Duration) (*engine.Book, error) {
	if maxTime <= 0 {
		return loadBook(path, env.AppData)
	}
	type loaded struct {
		book *engine.Book
		err  error
	}
	start := time.Now()
	done := make(chan loaded, 1)
	go func() {
		// Past the budget nobody waits for it: it ends on its own (the
		// command is over by then) and the buffered channel lets it.
		book, err := loadBook(path, env.AppData)
		done <- loaded{book, err}
	}()
	timer := time.NewTimer(maxTime)
	defer timer.Stop()
	select {
	case r := <-done:
		if time.Since(start) <= maxTime {
			return r.book, r.err
		}
	case <-timer.C:
	case <-env.context().Done():
		return nil, env.context().Err()
	}
	what := "the card book " + path
	if path == "" {
		what = "the app's card book"
	}
	return nil, budgetHint(fmt.Errorf("%w; %s was not read and checked by then", &search.BudgetError{Budget: search.Budget{MaxTime: maxTime}}, what))
}
