package webtest

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// pasteGuard bounds how long a paste may take: a hang guard only (a 5,000
// character paste took 69 s on a quiet machine before fields had limits,
// and one of 200,000 never ended).
const pasteGuard = 4 * time.Minute

// TestALongPasteIsRefusedAtOnce pastes 5,000 and then 200,000 characters
// into the resolver's card field, which takes 60: each is refused whole,
// the field stays empty and a message names the text's length and the
// field's limit; then 5,000 into the friend's-code box of the card book,
// which takes them, and 200,000 more, refused. It logs how long each
// paste took (the verdict does not depend on it).
func TestALongPasteIsRefusedAtOnce(t *testing.T) {
	longTier(t)
	p := freshPhone(t)
	p.tap(p.tabCenter(tabBattle))
	p.tapText("Add a card: type a few letters")
	for _, n := range []int{5_000, 200_000} {
		took := p.paste(strings.Repeat("ant ", n/4))
		t.Logf("a paste of %d characters into the resolver's card field took %v", n, took.Round(time.Millisecond))
		p.shot(fmt.Sprintf("paste-refused-%d", n))
		p.wantRefusal(fmt.Sprintf("That is %s characters; this field takes at most 60.", thousands(n)))
		if f := p.focused(); f.Kind != "entry" || f.Text != "" {
			t.Errorf("after a paste over its limit, the resolver's card field has %d characters (%s), want none", len(f.Text), f.Kind)
		}
	}

	p.tap(p.tabCenter(tabCards))
	p.tapText("From a friend")
	p.tapText("entry:SAPCB1:CARDS:...")
	code := strings.Repeat("SAPCB1:", 5_000/7) + "SA" // 5,000 characters
	took := p.paste(code)
	t.Logf("a paste of %d characters into the friend's-code box took %v", len(code), took.Round(time.Millisecond))
	if f := p.focused(); f.Text != code {
		t.Errorf("the friend's-code box holds %d characters after a paste of %d that fits", len(f.Text), len(code))
	}
	took = p.paste(strings.Repeat("x", 200_000))
	t.Logf("a paste of 200000 characters into the friend's-code box took %v", took.Round(time.Millisecond))
	p.wantRefusal("That is 205,000 characters; this field takes at most 20,000.")
	if !slices.Contains(p.texts(), code) {
		t.Errorf("the friend's-code box lost the %d characters it held to a paste over its limit", len(code))
	}
	checkConsole(p)
}

// paste pastes text into the focused field as a phone's keyboard does:
// the page's hidden input gets it whole, in one input event
// (insertFromPaste), and the page hands it to the app. It returns once
// the app is idle again, and how long that took; it fails the test if the
// app is not idle within pasteGuard.
func (p *phone) paste(text string) time.Duration {
	p.tb.Helper()
	p.keyboardUp()
	// The app runs on the page's thread, which a paste can hold, and with
	// it every call into the page: only the test's own clock can tell that
	// it hangs.
	ctx, cancel := context.WithTimeout(p.ctx, pasteGuard)
	defer cancel()
	start := time.Now()
	_, err := chromedp.Run(ctx, chromedp.Evaluate[bool](fmt.Sprintf(`new Promise((ok) => {
  const input = document.getElementById('dummyEntry');
  input.value = %q;
  input.dispatchEvent(new InputEvent('input', { inputType: 'insertFromPaste', bubbles: true }));
  sapc.idle(() => ok(true));
})`, text), chromedp.EvalAwaitPromise))
	if err != nil {
		p.tb.Fatalf("a paste of %d characters was not done after %v: %v", len([]rune(text)), pasteGuard, err)
	}
	return time.Since(start)
}

// wantRefusal checks that the message over the screen says want, and
// taps its OK.
func (p *phone) wantRefusal(want string) {
	p.tb.Helper()
	if texts := p.dialogTexts(); !strings.Contains(strings.Join(texts, "\n"), want) {
		p.tb.Errorf("after the paste, the screen shows %q over it, want %q", texts, want)
		return
	}
	p.tapText("OK")
	if texts := p.dialogTexts(); len(texts) != 0 {
		p.tb.Errorf("OK left %q on the screen", texts)
	}
}

// thousands writes n with commas between each three digits.
func thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
