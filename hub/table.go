package hub

import (
	"slices"
	"sync"
	"time"

	"github.com/sapcompanion/sapcompanion/internal/wire"
)

// table is one table at the hub: its code, folder, documents, seats, the
// phones connected to it and what each phone was last answered.
type table struct {
	code, dir string
	keeper    Keeper
	limits    Limits
	cancel    func() // stops hearing the keeper's changes

	// play is held from a message's check for a repeat to its answer being
	// kept, so a message sent twice at once is applied once.
	play sync.Mutex

	mu      sync.Mutex
	seats   seats
	phones  map[*phone]struct{}
	answers map[string]*answered // by phone id
	sent    map[string]uint64    // the revision of each document last sent
}

// answered is what one phone id was answered lately, to answer a repeat
// again (the phone sends a message again when it did not hear the answer).
type answered struct {
	last uint64            // the highest sequence number answered
	by   map[uint64][]byte // the answers, encoded, of the latest few
}

func newTable(code, dir string, k Keeper, s seats, l Limits) *table {
	t := &table{
		code: code, dir: dir, keeper: k, limits: l, seats: s,
		phones: map[*phone]struct{}{}, answers: map[string]*answered{}, sent: map[string]uint64{},
	}
	t.cancel = k.Subscribe(t.changed)
	return t
}

// join seats a phone that said hello: with the seat its token holds, or
// watching with a new token. It is refused when the table has as many
// phones as it takes.
func (t *table) join(p *phone, hello wire.Message) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.phones) >= t.limits.Phones {
		return errf("This table has %d phones connected, as many as it takes; close the app on a phone that is only watching and try again.", len(t.phones))
	}
	p.id = hello.Phone
	p.token = hello.Token
	i := -1
	if p.token != "" {
		i = t.seats.find(p.token)
	}
	if i < 0 {
		p.token = wire.NewToken()
		t.seats.add(p.token, "")
		if err := t.seats.write(t.dir); err != nil {
			return err
		}
	} else {
		p.seat = t.seats.Tokens[i].Name
	}
	t.phones[p] = struct{}{}
	p.send(t.welcome(p))
	for _, doc := range t.keeper.Docs() {
		if data, ok := t.value(doc, p.seat); ok {
			p.send(data)
		}
	}
	return nil
}

// secret reports whether document doc looks different from some seat now.
func (t *table) secret(doc string) (Viewer, bool) {
	v, ok := t.keeper.(Viewer)
	return v, ok && v.Secret(doc)
}

// resendSecrets sends p, in a new seat, every document it sees its own
// way. Called with t.mu held.
func (t *table) resendSecrets(p *phone) {
	for _, doc := range t.keeper.Docs() {
		if _, ok := t.secret(doc); !ok {
			continue
		}
		if data, ok := t.value(doc, p.seat); ok {
			p.send(data)
		}
	}
}

// leave forgets a phone that is gone; its seat stays its token's.
func (t *table) leave(p *phone) {
	t.mu.Lock()
	delete(t.phones, p)
	t.mu.Unlock()
}

// welcome is what a phone is told of its seat.
func (t *table) welcome(p *phone) []byte {
	data, _ := wire.Message{Kind: wire.KindWelcome, Table: t.code, Token: p.token, Name: p.seat, Seats: t.keeper.Players()}.Encode()
	return data
}

// value is document doc's message to a phone in player seat's seat (""
// watching), or false when it cannot be read.
func (t *table) value(doc, seat string) ([]byte, bool) {
	data, rev, label, err := t.keeper.Value(doc)
	if v, ok := t.secret(doc); ok {
		data, rev, label, err = v.View(doc, seat)
	}
	if err != nil {
		return nil, false
	}
	msg, err := wire.Message{Kind: wire.KindValue, Doc: doc, Rev: rev, Data: data, Label: label}.Encode()
	return msg, err == nil
}

// changed sends every phone document doc as it now is, once per revision
// and never an older one after a newer.
func (t *table) changed(doc string) {
	if _, ok := t.secret(doc); ok {
		t.changedSecret(doc)
		return
	}
	data, rev, label, err := t.keeper.Value(doc)
	if err != nil {
		return
	}
	msg, err := wire.Message{Kind: wire.KindValue, Doc: doc, Rev: rev, Data: data, Label: label}.Encode()
	if err != nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if rev <= t.sent[doc] && t.sent[doc] != 0 {
		return
	}
	t.sent[doc] = rev
	for p := range t.phones {
		p.send(msg)
	}
	t.unseatGone()
}

// changedSecret is changed for a document each seat sees its own way:
// each phone is sent its seat's view, made once a seat.
func (t *table) changedSecret(doc string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	_, rev, _, err := t.keeper.Value(doc)
	if err != nil || rev <= t.sent[doc] && t.sent[doc] != 0 {
		return
	}
	t.sent[doc] = rev
	views := map[string][]byte{}
	for p := range t.phones {
		msg, made := views[p.seat]
		if !made {
			msg, _ = t.value(doc, p.seat)
			views[p.seat] = msg
		}
		if msg != nil {
			p.send(msg)
		}
	}
	t.unseatGone()
}

// unseatGone makes every seat whose player is not in the table's new game
// a watcher's (a game of other players was started), telling each phone
// connected in one so that it offers the new seats. With no game running
// (one put away, which Undo may bring back) the seats stay. Called with
// t.mu held.
func (t *table) unseatGone() {
	players := t.keeper.Players()
	if len(players) == 0 {
		return
	}
	changed := false
	for i, s := range t.seats.Tokens {
		if s.Name != "" && !slices.Contains(players, s.Name) {
			t.seats.Tokens[i].Name = ""
			changed = true
		}
	}
	if !changed {
		return
	}
	_ = t.seats.write(t.dir) // a seat not kept is only asked for again
	for p := range t.phones {
		if p.seat != "" && !slices.Contains(players, p.seat) {
			p.seat = ""
			p.send(t.welcome(p))
			t.resendSecrets(p)
		}
	}
}

// handle answers one message of a phone that has joined.
func (t *table) handle(p *phone, m wire.Message, now time.Time) {
	t.play.Lock()
	defer t.play.Unlock()
	if again, ok := t.repeat(p, m.Seq); ok {
		if again == nil {
			again, _ = wire.Refused(m.Seq, "This came after newer moves from this phone and was not played; the game is as the table shows it.").Encode()
		}
		p.send(again)
		return
	}
	var err error
	switch {
	case !p.allow.take(now):
		err = errf("Too many moves at once from this phone (at most %d a second); wait a moment and try again.", t.limits.PerSecond)
	case m.Kind == wire.KindSit:
		err = t.sit(p, m.Name)
	case p.seat == "" && len(t.keeper.Players()) > 0:
		err = errf("You are watching this table; pick your seat to play.")
	case !slices.Contains(t.keeper.Docs(), m.Doc):
		err = errf("This table keeps no %s.", m.Doc)
	default:
		if err = t.keeper.Play(m, p.seat); err == nil {
			flush(t.keeper) // answered as played only once it is kept
		}
	}
	answer := wire.Accepted(m.Seq)
	if err != nil {
		answer = wire.Refused(m.Seq, clip(err.Error()))
	}
	data, _ := answer.Encode()
	t.remember(p, m.Seq, data)
	p.send(data)
}

// repeat reports whether message seq of p was answered already, with the
// answer to send again (nil when it was not kept: it is older than the
// latest few, or it came after a newer one and was never played).
func (t *table) repeat(p *phone, seq uint64) ([]byte, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	a := t.answers[p.id]
	if a == nil || seq > a.last {
		return nil, false
	}
	return a.by[seq], true
}

// remember keeps p's answer to message seq, and only the latest few.
func (t *table) remember(p *phone, seq uint64, answer []byte) {
	t.mu.Lock()
	defer t.mu.Unlock()
	a := t.answers[p.id]
	if a == nil {
		a = &answered{by: map[uint64][]byte{}}
		t.answers[p.id] = a
	}
	a.last = max(a.last, seq)
	a.by[seq] = answer
	for s := range a.by {
		if s+uint64(t.limits.RememberSeqs) <= a.last {
			delete(a.by, s)
		}
	}
}

// sit moves p to player name's seat, or with name "" to watching. A seat
// another connected phone holds is refused.
func (t *table) sit(p *phone, name string) error {
	if name != "" && !slices.Contains(t.keeper.Players(), name) {
		return errf("%s is not playing at this table; pick one of the players, or watch.", name)
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	for o := range t.phones {
		if o != p && name != "" && o.seat == name {
			return errf("%s's seat is taken by another phone; ask them to watch, or pick another seat.", name)
		}
	}
	mine := t.seats.find(p.token)
	for i := range t.seats.Tokens {
		if name != "" && t.seats.Tokens[i].Name == name && i != mine {
			t.seats.Tokens[i].Name = "" // the seat's old phone, gone, watches when it returns
		}
	}
	if mine < 0 {
		t.seats.add(p.token, name)
	} else {
		t.seats.Tokens[mine].Name = name
	}
	if err := t.seats.write(t.dir); err != nil {
		return err
	}
	p.seat = name
	p.send(t.welcome(p))
	t.resendSecrets(p)
	return nil
}

// clip keeps a reason within what a message may carry.
func clip(why string) string {
	r := []rune(why)
	if len(r) > wire.MaxWords {
		return string(r[:wire.MaxWords-1]) + "…"
	}
	return why
}
