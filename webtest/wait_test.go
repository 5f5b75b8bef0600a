package webtest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"time"
)

// The waits on the app's and the page's own signals (ui/web_js.go,
// web/phone.js): none sleeps for a fixed time, and each takes only as long
// as the app does, so their limits are generous: only a hang reaches them.
// With the 2 cores loaded six times over (a load average of 12: make test
// beside other builds), Chromium's software GL drew no frame for over 30 s
// after Settle; hence 2 minutes.
const (
	waitTimeout = 2 * time.Minute // a tap's click, sapc.idle, a fling, the keyboard, a battle
	// settleLooks is how many screenshots settle takes, at most, for the
	// screen to stop changing: a count, not a time, so that a busy machine
	// looks as many times as a quiet one.
	settleLooks = 12
)

// armClickJS makes self.sapcTestClick a promise of the page's next mouse
// click: true once a mouseup has passed the document, where Fyne's web
// driver hears it, or false after waitTimeout. Armed before a tap's touch,
// so a click that comes at once is not missed.
var armClickJS = fmt.Sprintf(`(self.sapcTestClick = new Promise((ok) => {
  const late = setTimeout(() => ok(false), %d);
  addEventListener('mouseup', () => { clearTimeout(late); ok(true); }, { once: true });
}), true)`, waitTimeout.Milliseconds())

// until waits until the JavaScript expression cond is true, looking at
// every animation frame of the page; it reports false if cond is still
// false after timeout.
func (p *phone) until(cond string, timeout time.Duration) bool {
	p.tb.Helper()
	return eval[bool](p, fmt.Sprintf(`new Promise((ok) => {
  const end = performance.now() + %d;
  const look = () => (%s) ? ok(true) : performance.now() > end ? ok(false) : requestAnimationFrame(look);
  look();
})`, timeout.Milliseconds(), cond))
}

// untouched waits until no finger is down and no fling scrolls
// (sapc.touching, web/phone.js): every wheel event of the drag has then
// reached the app.
func (p *phone) untouched() {
	p.tb.Helper()
	if !p.until(`!(self.sapc && sapc.touching && sapc.touching())`, waitTimeout) {
		p.tb.Fatalf("a finger or a fling was still scrolling after %v", waitTimeout)
	}
}

// idle waits until no finger is down and no fling scrolls, and then until
// the app has run the work queued so far and drawn its next frame
// (sapc.idle).
func (p *phone) idle() {
	p.tb.Helper()
	p.untouched()
	drawn := eval[bool](p, fmt.Sprintf(`new Promise((ok) => {
  const late = setTimeout(() => ok(false), %d);
  sapc.idle(() => { clearTimeout(late); ok(true); });
})`, waitTimeout.Milliseconds()))
	if !drawn {
		p.tb.Fatalf("the app drew no frame within %v (sapc.idle never called back); console:\n%s", waitTimeout, p.log())
	}
}

// settle waits until the screen stops changing and returns it as a PNG:
// two screenshots alike with a frame of the app between them (a button's
// tap ripple, an entry's cursor fading in and out, are animations that go
// on after the app is idle), at most settleLooks screenshots.
func (p *phone) settle() []byte {
	p.tb.Helper()
	p.idle()
	prev := p.capture()
	for range settleLooks {
		p.idle()
		next := p.capture()
		if bytes.Equal(prev, next) {
			return next
		}
		prev = next
	}
	p.tb.Logf("the screen was still changing after %d screenshots; going on with the last one", settleLooks)
	return prev
}

// keyboardUp waits until the phone's keyboard is up: the page's hidden
// input has the focus, as the app asks through sapc.keyboard(true) once an
// entry has it (within a tenth of a second when Tab moved the focus).
func (p *phone) keyboardUp() {
	p.tb.Helper()
	if !p.until(`document.activeElement && document.activeElement.id === 'dummyEntry'`, waitTimeout) {
		p.tb.Fatalf("the keyboard did not come up within %v: the page's input has no focus (the app has %+v)", waitTimeout, p.focused())
	}
}

// texts returns the texts on show in the app, in the order of its tree
// (sapc.texts).
func (p *phone) texts() []string {
	p.tb.Helper()
	var texts []string
	raw := eval[string](p, `new Promise((ok) => sapc.texts(ok))`)
	if err := json.Unmarshal([]byte(raw), &texts); err != nil {
		p.tb.Fatalf("sapc.texts: %v: %s", err, raw)
	}
	return texts
}
