package hub

import "time"

// Limits bound what one hub takes. The zero value of a field means its
// default.
type Limits struct {
	Tables       int           // tables at the hub (default 50)
	Phones       int           // phones connected to one table (default 12)
	PerSecond    int           // messages a phone may send a second, on average (default 10)
	Burst        int           // messages a phone may send at once (default 20)
	Queue        int           // messages waiting for one phone before it is dropped (default 256)
	HelloWithin  time.Duration // how long a new connection has to say hello (default 10 s)
	WriteWithin  time.Duration // how long one message may take to reach a phone (default 10 s)
	RememberSeqs int           // answers kept per phone to answer a repeat again (default 64)
}

func (l Limits) withDefaults() Limits {
	or := func(v, d int) int {
		if v <= 0 {
			return d
		}
		return v
	}
	orTime := func(v, d time.Duration) time.Duration {
		if v <= 0 {
			return d
		}
		return v
	}
	l.Tables = or(l.Tables, 50)
	l.Phones = or(l.Phones, 12)
	l.PerSecond = or(l.PerSecond, 10)
	l.Burst = or(l.Burst, 20)
	l.Queue = or(l.Queue, 256)
	l.RememberSeqs = or(l.RememberSeqs, 64)
	l.HelloWithin = orTime(l.HelloWithin, 10*time.Second)
	l.WriteWithin = orTime(l.WriteWithin, 10*time.Second)
	return l
}

// bucket is a phone's allowance of messages: Burst at once, refilled at
// PerSecond.
type bucket struct {
	tokens, rate, max float64
	last              time.Time
}

func newBucket(l Limits, now time.Time) bucket {
	return bucket{tokens: float64(l.Burst), rate: float64(l.PerSecond), max: float64(l.Burst), last: now}
}

// take reports whether one more message may be taken at now.
func (b *bucket) take(now time.Time) bool {
	b.tokens = min(b.max, b.tokens+now.Sub(b.last).Seconds()*b.rate)
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}
