// phone.js makes the app's canvas behave like an app on a phone.
//
// Fyne's web driver knows the mouse, the wheel and key presses, not fingers
// and not phone keyboards. So:
//   - Scrolling: a finger drag scrolls the view under the point the finger
//     went down by the finger's movement (the app does it, sapc.scrollAt;
//     wheel events where it cannot), so whatever scrolls there follows the
//     finger; when the finger leaves moving, a short fling follows. Taps
//     are left to the browser, which sends them as mouse clicks.
//   - The page itself never scrolls or zooms (see also index.html's viewport
//     and CSS): pinch and double-tap zoom are cancelled.
//   - Typing: the hidden #dummyEntry has the focus while one of the app's
//     entries has it (Fyne's web driver focuses it on a tap, and the app
//     calls sapc.keyboard), so the phone shows its keyboard. What the keyboard sends goes to the entry through
//     sapc.typeText(text) and sapc.key(name), which the app registers
//     (ui/web_js.go): plain characters, IME composition (word by word, as
//     Android keyboards send it), Backspace and Enter. Physical key presses
//     still reach Fyne's own key handling.
'use strict';

(() => {
  const sapc = (self.sapc = self.sapc || {});
  const call = (name, ...args) => typeof sapc[name] === 'function' && sapc[name](...args);

  // ---- Scrolling by touch ------------------------------------------------

  const SLOP = 8;           // CSS px a finger moves before a touch is a drag
  const SAMPLE_MS = 100;    // the last moves that set the fling's speed
  const MIN_FLING = 0.25;   // px/ms: slower releases just stop
  const FRICTION = 0.004;   // speed lost per ms, relative (exponential decay)
  const MAX_FLING_MS = 1500;

  let drag = null;   // the finger being followed
  let fling = null;  // the running fling, if any

  function stopFling() {
    if (fling) cancelAnimationFrame(fling.frame);
    fling = null;
  }

  // Fyne's web driver turns a wheel event's delta d (CSS px) into a scroll
  // of -d * 0.2 of its units, or -d * 2 when |d| >= 5 (fyne.io/fyne/v2
  // internal/driver/glfw scroll_speed_wasm.go and processMouseScrolled).
  // wheelDeltas inverts that: the wheel deltas that scroll by `units`.
  const SLOW = 0.2, FAST = 2, FAST_FROM = 5;
  function wheelDeltas(units) {
    if (Math.abs(units) >= FAST * FAST_FROM) return [-units / FAST];
    const n = Math.floor(Math.abs(units) / (SLOW * FAST_FROM)) + 1; // each piece below FAST_FROM
    return new Array(n).fill(-units / SLOW / n);
  }

  // wheelAt scrolls what is under (x, y) by (dx, dy) CSS px with wheel
  // events, as a mouse wheel would: the content moves with the finger. The
  // app tells its scale in sapc.ready.
  sapc.wheelAt = (x, y, dx, dy) => {
    const unitsPerPx = devicePixelRatio / (sapc.scale || devicePixelRatio);
    const wheel = (deltaX, deltaY) => document.dispatchEvent(new WheelEvent('wheel',
      { clientX: x, clientY: y, deltaX, deltaY, deltaMode: 0, bubbles: true, cancelable: true }));
    for (const d of dx ? wheelDeltas(dx * unitsPerPx) : []) wheel(d, 0);
    for (const d of dy ? wheelDeltas(dy * unitsPerPx) : []) wheel(0, d);
  };

  // scroll scrolls what is under (x, y) by (dx, dy) CSS px: the app moves
  // the view under the finger by exactly that (sapc.scrollAt, in
  // ui/web_js.go), also when the finger is on an entry, whose own line of
  // text the wheel would scroll instead; wheel events where the app has not
  // said it can.
  function scroll(x, y, dx, dy) {
    if (typeof sapc.scrollAt === 'function') sapc.scrollAt(x, y, dx, dy);
    else sapc.wheelAt(x, y, dx, dy);
  }

  // pointAt moves Fyne's idea of the mouse to (x, y), where wheel events act;
  // after a drag it moves it off the screen, so that nothing stays lit as if
  // a mouse hovered over it.
  function pointAt(x, y) {
    document.dispatchEvent(new MouseEvent('mousemove', { clientX: x, clientY: y, bubbles: true, cancelable: true }));
  }

  function onTouchStart(e) {
    stopFling();
    if (e.touches.length !== 1) { drag = null; return; }
    const t = e.touches[0];
    drag = { id: t.identifier, x0: t.clientX, y0: t.clientY, x: t.clientX, y: t.clientY, axis: null, moves: [] };
    pointAt(t.clientX, t.clientY); // well before the first wheel event: Fyne handles each on its own goroutine
  }

  function onTouchMove(e) {
    if (e.touches.length > 1) { e.preventDefault(); drag = null; return; } // no pinch zoom
    if (!drag) return;
    const t = Array.from(e.changedTouches).find((c) => c.identifier === drag.id);
    if (!t) return;
    if (!drag.axis) {
      const ax = Math.abs(t.clientX - drag.x0), ay = Math.abs(t.clientY - drag.y0);
      if (Math.max(ax, ay) < SLOP) return; // still a tap
      drag.axis = ay >= ax ? 'y' : 'x';   // lock to the way the finger set off
    }
    e.preventDefault();
    const dx = drag.axis === 'x' ? t.clientX - drag.x : 0;
    const dy = drag.axis === 'y' ? t.clientY - drag.y : 0;
    drag.x = t.clientX;
    drag.y = t.clientY;
    const now = e.timeStamp; // when the finger moved, however late the page sees it
    drag.moves.push({ t: now, dx, dy });
    while (drag.moves.length && now - drag.moves[0].t > SAMPLE_MS) drag.moves.shift();
    scroll(drag.x0, drag.y0, dx, dy);
  }

  function onTouchEnd(e) {
    const d = drag;
    drag = null;
    if (!d || !d.axis || e.touches.length) return;
    const now = e.timeStamp;
    const recent = d.moves.filter((m) => now - m.t <= SAMPLE_MS);
    const span = recent.length ? Math.max(16, now - recent[0].t) : 1;
    const vx = recent.reduce((s, m) => s + m.dx, 0) / span;
    const vy = recent.reduce((s, m) => s + m.dy, 0) / span;
    if (Math.hypot(vx, vy) >= MIN_FLING) startFling(d.x0, d.y0, vx, vy);
    else pointAt(-1, -1);
  }

  // startFling keeps scrolling where the drag began, slowing down.
  function startFling(x, y, vx, vy) {
    const start = performance.now();
    let last = start;
    fling = { frame: 0 };
    const step = (now) => {
      const dt = now - last;
      last = now;
      const decay = Math.exp(-FRICTION * dt);
      vx *= decay;
      vy *= decay;
      scroll(x, y, vx * dt, vy * dt);
      if (Math.hypot(vx, vy) < 0.02 || now - start > MAX_FLING_MS) { fling = null; pointAt(-1, -1); return; }
      fling.frame = requestAnimationFrame(step);
    };
    fling.frame = requestAnimationFrame(step);
  }

  // sapc.touching tells whether a finger or a fling is still scrolling (for
  // the browser tests, which wait for the screen to settle).
  sapc.touching = () => drag !== null || fling !== null;

  document.addEventListener('touchstart', onTouchStart, { passive: true });
  document.addEventListener('touchmove', onTouchMove, { passive: false });
  document.addEventListener('touchend', onTouchEnd, { passive: true });
  document.addEventListener('touchcancel', () => { drag = null; }, { passive: true });

  // ---- The page stays put ------------------------------------------------

  for (const name of ['gesturestart', 'gesturechange', 'dblclick']) {
    document.addEventListener(name, (e) => e.preventDefault(), { passive: false });
  }
  // Focusing the hidden input can make a browser scroll the page to it.
  addEventListener('scroll', () => { if (scrollX || scrollY) scrollTo(0, 0); });

  // ---- The phone keyboard --------------------------------------------------

  const input = document.getElementById('dummyEntry');
  if (!input) return;
  let composing = false;
  let sent = ''; // what the current composition has typed into the entry so far

  // catchUp makes the entry follow the hidden input's text: Backspace for
  // what changed at the end, then the new characters.
  function catchUp() {
    const was = Array.from(sent), now = Array.from(input.value);
    let same = 0;
    while (same < was.length && same < now.length && was[same] === now[same]) same++;
    for (let i = same; i < was.length; i++) call('key', 'BackSpace');
    if (now.length > same) call('typeText', now.slice(same).join(''));
    sent = input.value;
  }

  function clear() {
    input.value = '';
    sent = '';
  }

  // Keys a keyboard sends while composing (keyCode 229) are not Fyne's to
  // handle: its listener on the document would cancel them, and with them
  // the text. The other keys that type (characters, Enter, Backspace,
  // Delete) are sent to the app through the same queue as the text from
  // input events (sapc.typeText, sapc.key), in the order they came: Fyne's
  // own key handling runs on goroutines of its own, so an Enter pressed
  // right after a word used to reach the entry before the word did.
  const typingKeys = { Enter: 'Return', Backspace: 'BackSpace', Delete: 'Delete' };
  input.addEventListener('keydown', (e) => {
    if (e.isComposing || e.keyCode === 229 || e.key === 'Unidentified' || e.key === 'Process') {
      e.stopPropagation();
      return;
    }
    if (e.ctrlKey || e.metaKey || e.altKey || typeof sapc.typeText !== 'function') return; // shortcuts stay Fyne's
    const name = typingKeys[e.key];
    if (!name && Array.from(e.key).length !== 1) return; // Tab, arrows, Escape: Fyne's
    e.stopPropagation();
    e.preventDefault();
    if (name) call('key', name);
    else call('typeText', e.key);
  });

  // Plain input (a typed character, Backspace, Enter, CDP's insertText) is
  // sent at once and cancelled, so the hidden input stays empty.
  input.addEventListener('beforeinput', (e) => {
    if (composing || !e.cancelable) return; // left to 'input' below
    switch (e.inputType) {
      case 'insertText':
      case 'insertReplacementText':
        if (e.data) call('typeText', e.data);
        break;
      case 'deleteContentBackward':
        call('key', 'BackSpace');
        break;
      case 'deleteContentForward':
        call('key', 'Delete');
        break;
      case 'insertLineBreak':
      case 'insertParagraph':
        call('key', 'Return');
        break;
      default:
        return;
    }
    e.preventDefault();
  });

  // sapc.keyboard is called by the app when an entry gains or loses the
  // focus: the focused hidden input brings up the phone's keyboard.
  sapc.keyboard = (on) => {
    if (on && document.activeElement !== input) input.focus({ preventScroll: true });
    if (!on && document.activeElement === input) input.blur();
  };

  input.addEventListener('compositionstart', () => { composing = true; });
  input.addEventListener('input', () => {
    catchUp();
    if (!composing) clear();
  });
  input.addEventListener('compositionend', () => {
    composing = false;
    catchUp();
    clear();
  });
  input.addEventListener('blur', () => { composing = false; clear(); });
})();
