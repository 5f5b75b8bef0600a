package hub

import (
	"context"
	"net/http/httptest"
	"runtime"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/hub/hubtest"
	"github.com/sapcompanion/sapcompanion/internal/wire"
)

// loadTable is one table of the load benchmark: its phones, each reading
// on its own goroutine, and when each revision reached how many phones.
type loadTable struct {
	phones []*testPhone
	seen   chan uint64 // a phone's reader, each time a value comes
}

// readAll reads phone p's messages until its connection ends, telling
// seen the revision of each value and failing on a refused move.
func (lt *loadTable) readAll(b *testing.B, p *testPhone) {
	for {
		_, data, err := p.c.Read(context.Background())
		if err != nil {
			return
		}
		m, err := wire.Decode(data, wire.FromHub)
		if err != nil || (m.Kind == wire.KindAnswer && !m.OK) {
			b.Errorf("the hub refused a move: %s %v", m.Why, err)
			return
		}
		if m.Kind == wire.KindValue {
			lt.seen <- m.Rev
		}
	}
}

// play makes moves moves at the table, each by the next phone in turn,
// each sent once every phone has the one before, and returns the time
// from each move sent to all its table's phones having it.
func (lt *loadTable) play(b *testing.B, moves int) []time.Duration {
	took := make([]time.Duration, 0, moves)
	for rev := uint64(1); rev <= uint64(moves); rev++ {
		p := lt.phones[int(rev)%len(lt.phones)]
		p.seq++
		data, _ := wire.Move(p.seq, "count", rev-1, []byte(`{"add":1}`)).Encode()
		sent := time.Now()
		ctx, cancel := context.WithTimeout(context.Background(), patience)
		err := p.c.Write(ctx, websocket.MessageText, data)
		cancel()
		if err != nil {
			b.Error(err)
			return took
		}
		for have := 0; have < len(lt.phones); {
			if <-lt.seen == rev {
				have++
			}
		}
		took = append(took, time.Since(sent))
	}
	return took
}

// BenchmarkLoad is 20 tables of 6 phones each over loopback, every table
// playing at once, its phones taking turns: moves/s, the p50 and p99 time
// from a move sent to all 6 phones of its table having it, and the heap
// in use by the hub (and, in this one process, the phones' ends too) with
// every phone connected. A phone's limit of moves a second is raised: the
// benchmark measures the hub, not the limit.
func BenchmarkLoad(b *testing.B) {
	const tables, phones = 20, 6
	names := []string{"P1", "P2", "P3", "P4", "P5", "P6"}
	dir := b.TempDir()
	keepers := map[string]*hubtest.Counter{}
	th := &testHub{dir: dir, keepers: keepers}
	h, err := New(dir, func(d string) (Keeper, error) {
		th.keeperMu.Lock()
		defer th.keeperMu.Unlock()
		keepers[d] = hubtest.NewCounter(names...)
		return keepers[d], nil
	}, Limits{PerSecond: 1 << 20, Burst: 1 << 20})
	require.NoError(b, err)
	th.Hub = h
	th.srv = httptest.NewServer(h) // on 127.0.0.1
	defer func() { th.srv.Close(); h.Close() }()
	all := make([]*loadTable, tables)
	for i := range all {
		code, err := h.NewTable()
		require.NoError(b, err)
		lt := &loadTable{seen: make(chan uint64, 64)}
		for j := range phones {
			p := join(b, th, code, wire.NewPhone(), "")
			p.seq++
			p.write(wire.Sit(p.seq, names[j]))
			p.answer(p.seq)
			lt.phones = append(lt.phones, p)
		}
		for _, p := range lt.phones {
			go lt.readAll(b, p)
		}
		all[i] = lt
	}
	runtime.GC()
	var mem runtime.MemStats
	runtime.ReadMemStats(&mem)
	each := max(1, b.N/tables)
	var mu sync.Mutex
	var took []time.Duration
	var wg sync.WaitGroup
	b.ResetTimer()
	start := time.Now()
	for _, lt := range all {
		wg.Add(1)
		go func() {
			defer wg.Done()
			mine := lt.play(b, each)
			mu.Lock()
			took = append(took, mine...)
			mu.Unlock()
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	b.StopTimer()
	slices.Sort(took)
	if len(took) == 0 {
		b.Fatal("no move was played")
	}
	b.ReportMetric(float64(len(took))/elapsed.Seconds(), "moves/s")
	b.ReportMetric(float64(took[len(took)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(took[len(took)*99/100].Microseconds())/1000, "p99-ms")
	b.ReportMetric(float64(mem.HeapInuse)/(1<<20), "heap-MiB")
	b.ReportMetric(0, "ns/op")
}
