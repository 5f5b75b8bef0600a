package webserve

import (
	"context"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A hub's connections are the hub's: phones that hold theirs open do not
// keep the app's files from another phone, however few connections the
// server takes.
func TestTheHubsConnectionsLeaveTheFilesServed(t *testing.T) {
	held := make(chan struct{})
	hub := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, rw, err := http.NewResponseController(w).Hijack()
		if err != nil {
			return
		}
		defer c.Close()
		_, _ = rw.WriteString("HTTP/1.1 101 Switching Protocols\r\n\r\nhi")
		_ = rw.Flush()
		<-held
	})
	defer close(held)
	s, err := StartWith(buildDir(t), "127.0.0.1:0", Options{MaxConns: 1, Hub: hub})
	require.NoError(t, err)
	defer func() { _ = s.Wait(cancelled()) }()

	addr := strings.TrimSuffix(strings.TrimPrefix(s.URL, "http://"), "/")
	for i := 0; i < 3; i++ { // more phones at the hub than the server takes connections
		c, err := net.Dial("tcp", addr)
		require.NoError(t, err)
		defer c.Close()
		_, err = io.WriteString(c, "GET "+HubPath+" HTTP/1.1\r\nHost: "+addr+"\r\n\r\n")
		require.NoError(t, err)
		got := make([]byte, len("HTTP/1.1 101 Switching Protocols\r\n\r\nhi"))
		_, err = io.ReadFull(c, got)
		require.NoError(t, err)
		assert.True(t, strings.HasSuffix(string(got), "hi"), "the hub has phone %d", i+1)
	}
	res, body := get(t, s.URL)
	assert.Equal(t, http.StatusOK, res.StatusCode)
	assert.Contains(t, body, "<title>app</title>")
}

func cancelled() context.Context {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	return ctx
}
