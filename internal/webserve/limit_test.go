package webserve

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// patience is how long a test waits for what must happen: a hang guard,
// long enough for a machine ten times slower than a busy 2-core VM; the
// timeouts the tests set are far shorter.
const patience = time.Minute

// dial opens a connection to s, closed at the end of the test.
func dial(t *testing.T, s *Server) net.Conn {
	t.Helper()
	conn, err := net.Dial("tcp", hostPort(s))
	require.NoError(t, err)
	t.Cleanup(func() { _ = conn.Close() })
	return conn
}

// ask sends a GET of target that keeps the connection open.
func ask(t *testing.T, conn net.Conn, target string) {
	t.Helper()
	_, err := fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: %s\r\n\r\n", target, conn.RemoteAddr())
	require.NoError(t, err)
}

// answer reads the answer to a GET on conn, waiting at most wait.
func answer(conn net.Conn, r *bufio.Reader, wait time.Duration) (*http.Response, error) {
	res, err := answerHeader(conn, r, wait)
	if err != nil {
		return nil, err
	}
	_, err = io.Copy(io.Discard, res.Body)
	res.Body.Close()
	return res, err
}

// answerHeader reads the status and header of the answer to a GET on conn,
// waiting at most wait, and leaves its body unread.
func answerHeader(conn net.Conn, r *bufio.Reader, wait time.Duration) (*http.Response, error) {
	if err := conn.SetReadDeadline(time.Now().Add(wait)); err != nil {
		return nil, err
	}
	return http.ReadResponse(r, &http.Request{Method: http.MethodGet})
}

// bigFile adds a file of size bytes (a sparse one: it takes no room) to
// the build in dir.
func bigFile(t *testing.T, dir, name string, size int64) {
	t.Helper()
	big, err := os.Create(filepath.Join(dir, name))
	require.NoError(t, err)
	require.NoError(t, big.Truncate(size))
	require.NoError(t, big.Close())
	list(t, dir, name)
}

// assertCut checks that the server closes conn, well before patience ends.
func assertCut(t *testing.T, conn net.Conn, why string) {
	t.Helper()
	require.NoError(t, conn.SetReadDeadline(time.Now().Add(patience)))
	_, err := io.Copy(io.Discard, conn)
	var ne net.Error
	assert.False(t, errors.As(err, &ne) && ne.Timeout(), "%s: the server still holds the connection after %v", why, patience)
}

func TestServesWithTimeouts(t *testing.T) {
	dir, _ := stampedDir(t)
	s := serve(t, dir, Options{})
	d := DefaultOptions
	assert.Equal(t, d.ReadHeaderTimeout, s.srv.ReadHeaderTimeout)
	assert.Equal(t, d.ReadTimeout, s.srv.ReadTimeout)
	assert.Equal(t, d.WriteTimeout, s.srv.WriteTimeout)
	assert.Equal(t, d.IdleTimeout, s.srv.IdleTimeout)
	for _, v := range []time.Duration{d.ReadHeaderTimeout, d.ReadTimeout, d.WriteTimeout, d.IdleTimeout} {
		assert.Positive(t, v)
	}
	assert.Positive(t, d.MaxConns)
	assert.Equal(t, Options{ReadHeaderTimeout: time.Second, ReadTimeout: d.ReadTimeout, WriteTimeout: d.WriteTimeout,
		IdleTimeout: d.IdleTimeout, MaxConns: d.MaxConns}, Options{ReadHeaderTimeout: time.Second}.withDefaults())
}

func TestCutsAClientThatStallsInItsHeader(t *testing.T) {
	dir, _ := stampedDir(t)
	s := serve(t, dir, Options{ReadHeaderTimeout: 100 * time.Millisecond})
	conn := dial(t, s)
	_, err := io.WriteString(conn, "GET / HTTP/1.1\r\nHost: te")
	require.NoError(t, err)
	start := time.Now()
	assertCut(t, conn, "half a header")
	t.Logf("cut after %v", time.Since(start))
}

func TestCutsAnIdleConnection(t *testing.T) {
	dir, _ := stampedDir(t)
	s := serve(t, dir, Options{IdleTimeout: 100 * time.Millisecond})
	conn := dial(t, s)
	ask(t, conn, "/")
	res, err := answer(conn, bufio.NewReader(conn), patience)
	require.NoError(t, err)
	assert.Equal(t, http.StatusOK, res.StatusCode)
	assertCut(t, conn, "idle after an answer")
}

func TestCutsADownloadNobodyReads(t *testing.T) {
	dir, _ := stampedDir(t)
	const size = 64 << 20 // far more than the connection's buffers hold
	bigFile(t, dir, "big.bin", size)
	s := serve(t, dir, Options{WriteTimeout: 50 * time.Millisecond})
	conn := dial(t, s)
	ask(t, conn, "/big.bin")
	time.Sleep(time.Second) // the client reads nothing until the server has given up
	require.NoError(t, conn.SetReadDeadline(time.Now().Add(patience)))
	got, _ := io.Copy(io.Discard, conn)
	assert.Less(t, got, int64(size), "the answer is cut when its write timeout passes")
}

// TestCapsOpenConnections: while every connection is being answered (two
// downloads nobody reads), a third waits until one closes.
func TestCapsOpenConnections(t *testing.T) {
	dir, _ := stampedDir(t)
	bigFile(t, dir, "big.bin", 64<<20)
	s := serve(t, dir, Options{MaxConns: 2})
	held := []net.Conn{dial(t, s), dial(t, s)}
	for _, conn := range held {
		ask(t, conn, "/big.bin")
		res, err := answerHeader(conn, bufio.NewReader(conn), patience)
		require.NoError(t, err, "the first two connections are served")
		assert.Equal(t, http.StatusOK, res.StatusCode)
	}

	extra := dial(t, s)
	ask(t, extra, "/")
	r := bufio.NewReader(extra)
	_, err := answer(extra, r, 200*time.Millisecond)
	var ne net.Error
	require.True(t, errors.As(err, &ne) && ne.Timeout(), "the third connection waits while two are answered: %v", err)

	require.NoError(t, held[0].Close())
	res, err := answer(extra, r, patience)
	require.NoError(t, err, "the third connection is served once one closes")
	assert.Equal(t, http.StatusOK, res.StatusCode)
	require.NoError(t, s.Close(), "closing ends the wait for a free connection")
}

func TestLimitListenerEndsAWaitingAccept(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	l := limit(ln, 1)
	for range 2 {
		conn, err := net.Dial("tcp", ln.Addr().String())
		require.NoError(t, err)
		t.Cleanup(func() { _ = conn.Close() })
	}
	first, err := l.Accept()
	require.NoError(t, err)
	defer first.Close()
	l.setState(first, http.StateActive) // the one slot is busy
	accepted := make(chan error, 1)
	go func() {
		_, err := l.Accept()
		accepted <- err
	}()
	require.NoError(t, l.Close())
	select {
	case err := <-accepted:
		assert.ErrorIs(t, err, net.ErrClosed)
	case <-time.After(patience):
		t.Fatal("Accept still waits after Close")
	}
}

// TestAnswersANewPhoneWhileIdleConnectionsHoldEverySlot: as many idle
// keep-alive connections as the server keeps open, which it would keep for
// far longer than the test waits, do not keep a new phone waiting.
func TestAnswersANewPhoneWhileIdleConnectionsHoldEverySlot(t *testing.T) {
	dir, _ := stampedDir(t)
	long := 10 * patience
	s := serve(t, dir, Options{IdleTimeout: long})
	idle := make([]net.Conn, DefaultOptions.MaxConns)
	readers := make([]*bufio.Reader, len(idle))
	for i := range idle {
		idle[i] = dial(t, s)
		readers[i] = bufio.NewReader(idle[i])
		ask(t, idle[i], "/")
		res, err := answer(idle[i], readers[i], patience)
		require.NoError(t, err)
		require.Equal(t, http.StatusOK, res.StatusCode)
	}

	fresh := dial(t, s)
	ask(t, fresh, "/")
	res, err := answer(fresh, bufio.NewReader(fresh), patience)
	require.NoError(t, err, "a new phone is answered while %d idle connections are open", len(idle))
	assert.Equal(t, http.StatusOK, res.StatusCode)

	last := len(idle) - 1
	ask(t, idle[last], "/boot.js")
	res, err = answer(idle[last], readers[last], patience)
	require.NoError(t, err, "the newest idle connection was left open")
	assert.Equal(t, http.StatusOK, res.StatusCode)
}

// TestAnswersANewPhoneDuringASlowloris: 200 connections that send their
// header a byte now and then, and would be given far longer than the test
// waits to finish it, do not keep a new phone waiting.
func TestAnswersANewPhoneDuringASlowloris(t *testing.T) {
	dir, _ := stampedDir(t)
	long := 10 * patience
	s := serve(t, dir, Options{ReadHeaderTimeout: long, ReadTimeout: long})
	stop := make(chan struct{})
	var wg sync.WaitGroup
	t.Cleanup(func() { close(stop); wg.Wait() })
	for range 200 {
		conn := dial(t, s)
		_, err := fmt.Fprintf(conn, "GET / HTTP/1.1\r\nHost: %s\r\nX-Slow: ", conn.RemoteAddr())
		require.NoError(t, err)
		wg.Add(1)
		go func() {
			defer wg.Done()
			trickle(conn, stop)
		}()
	}

	fresh := dial(t, s)
	ask(t, fresh, "/")
	res, err := answer(fresh, bufio.NewReader(fresh), patience)
	require.NoError(t, err, "a new phone is answered while 200 connections trickle their headers")
	assert.Equal(t, http.StatusOK, res.StatusCode)
}

// trickle sends one more byte of a header that never ends on conn every
// tenth of a second, until stop is closed, the server cuts conn, or
// patience has passed.
func trickle(conn net.Conn, stop <-chan struct{}) {
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for range patience / (100 * time.Millisecond) {
		select {
		case <-stop:
			return
		case <-tick.C:
		}
		if _, err := io.WriteString(conn, "a"); err != nil {
			return
		}
	}
}

// TestGivesTheSlotOfAFinishedAnswerToAWaitingPhone: a new phone waits
// while the one connection is busy with a download, and is answered as
// soon as the download ends, though that connection stays open.
func TestGivesTheSlotOfAFinishedAnswerToAWaitingPhone(t *testing.T) {
	dir, _ := stampedDir(t)
	bigFile(t, dir, "big.bin", 64<<20)
	s := serve(t, dir, Options{MaxConns: 1, IdleTimeout: 10 * patience})
	busy := dial(t, s)
	ask(t, busy, "/big.bin")
	busyReader := bufio.NewReader(busy)
	res, err := answerHeader(busy, busyReader, patience)
	require.NoError(t, err)

	waiting := dial(t, s)
	ask(t, waiting, "/")
	r := bufio.NewReader(waiting)
	_, err = answer(waiting, r, 200*time.Millisecond)
	var ne net.Error
	require.True(t, errors.As(err, &ne) && ne.Timeout(), "the new phone waits while the download runs: %v", err)

	_, err = io.Copy(io.Discard, res.Body)
	require.NoError(t, err, "the download is not cut")
	res, err = answer(waiting, r, patience)
	require.NoError(t, err, "the new phone is answered once the download ends")
	assert.Equal(t, http.StatusOK, res.StatusCode)
}
