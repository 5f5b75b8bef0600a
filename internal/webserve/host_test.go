package webserve

import (
	"net"
	"net/http"
	"net/netip"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAnswersOnlyRequestsForItsOwnAddress: a page of another site whose
// name was made to point at this computer (DNS rebinding) sends its own
// name as the Host, and is refused; the addresses the server is opened at
// are answered.
func TestAnswersOnlyRequestsForItsOwnAddress(t *testing.T) {
	dir, _ := stampedDir(t)
	s := serve(t, dir, Options{})
	port := strings.TrimPrefix(hostPort(s), "127.0.0.1:")
	for _, line := range []string{"Host: evil.example", "Host: evil.example:" + port, "Host: 127.0.0.1.nip.io:" + port,
		"Host: localhost.evil.example", "Host: 192.168.1.20:" + port, "Host: [::2]:" + port, "Host: 999.0.0.1",
		"Host: ", "" /* none, as HTTP/1.0 allows */} {
		res, body := rawFor(t, s, line, http.MethodGet, "/")
		assert.Equal(t, http.StatusMisdirectedRequest, res.StatusCode, "%q", line)
		assert.Equal(t, "text/plain", mediaType(t, res), "%q", line)
		assert.NotContains(t, body, "<script", "%q", line)
		assert.Less(t, len(body), 300, "a short message")
	}

	name, err := os.Hostname()
	require.NoError(t, err)
	for _, host := range []string{hostPort(s), "127.0.0.1", "localhost:" + port, "LocalHost", "localhost.",
		"[::1]:" + port, name + ":" + port, strings.ToUpper(name)} {
		res, body := rawFor(t, s, "Host: "+host, http.MethodGet, "/")
		assert.Equal(t, http.StatusOK, res.StatusCode, "%q", host)
		assert.Contains(t, body, "<script", "%q", host)
	}
}

func TestReadsHostHeaders(t *testing.T) {
	for header, want := range map[string]string{
		"192.168.1.20:8080": "192.168.1.20", "192.168.1.20": "192.168.1.20", "LocalHost:8080": "localhost",
		"laptop.local.": "laptop.local", "[::1]:8080": "::1", "[::1]": "::1", "[FE80::1%25eth0]:80": "fe80::1%25eth0",
		"[::ffff:192.168.1.20]:8080": "::ffff:192.168.1.20", "a-b_c.example:": "a-b_c.example",
	} {
		host, _, ok := hostOf(header)
		assert.True(t, ok, "%q", header)
		assert.Equal(t, want, host, "%q", header)
	}
	_, ip, _ := hostOf("[::ffff:192.168.1.20]:8080")
	assert.Equal(t, netip.MustParseAddr("192.168.1.20"), ip, "an IPv4 address written as IPv6 is that IPv4 address")
	_, ip, _ = hostOf("[fe80::1%25eth0]")
	assert.Equal(t, netip.MustParseAddr("fe80::1"), ip, "without its zone")
	_, ip, _ = hostOf("laptop")
	assert.False(t, ip.IsValid(), "a name is not an address")

	for _, header := range []string{"", ":8080", "::1", "[::1", "[::1]x", "[1.2.3.4]", "a:b", "a:80:80",
		"a..b", ".a", "a b", "a/b", "a@b", "é.example", "a:8080x", strings.Repeat("a", 254)} {
		_, _, ok := hostOf(header)
		assert.False(t, ok, "%q", header)
	}
}

// TestAnswersThePhonesOnTheLocalNetwork: a server that listens everywhere
// answers what a phone sends for the address it announces, and for the
// computer's names, and for the address a request came in on.
func TestAnswersThePhonesOnTheLocalNetwork(t *testing.T) {
	h := hostsFor(net.IPv4zero, "192.168.1.20")
	h.names["laptop"], h.names["laptop.local"] = true, true
	lan := netip.MustParseAddr("192.168.1.20")
	for _, header := range []string{"192.168.1.20:8080", "laptop:8080", "LAPTOP.local:8080", "localhost:8080", "127.0.0.1:8080"} {
		assert.True(t, h.allows(header, lan), "%q", header)
	}
	assert.True(t, h.allows("10.0.0.9:8080", netip.MustParseAddr("10.0.0.9")), "the address it came in on")
	assert.True(t, h.allows("[::ffff:10.0.0.9]:8080", netip.MustParseAddr("::ffff:10.0.0.9")), "the address it came in on")
	for _, header := range []string{"10.0.0.9:8080", "192.168.1.21:8080", "0.0.0.0:8080", "evil.example:8080", "laptop.evil.example"} {
		assert.False(t, h.allows(header, lan), "%q", header)
	}

	own := hostsFor(net.IPv4(127, 0, 0, 1), "127.0.0.1")
	assert.False(t, own.allows("192.168.1.20:8080", netip.MustParseAddr("127.0.0.1")), "a server on 127.0.0.1 is not at the LAN address")
}

// FuzzHostOf: any header is read or refused without a panic; what is read
// is a lower-case name, or an address without a zone, read alike again
// when written back.
func FuzzHostOf(f *testing.F) {
	for _, seed := range []string{"192.168.1.20:8080", "localhost", "[::1]:8080", "[fe80::1%25eth0]:80", "laptop.local.",
		"[::ffff:10.0.0.1]", "", ":", "[", "[]", "a..b", "evil.example:99999", "1.2.3.4.", "é"} {
		f.Add(seed)
	}
	h := hostsFor(net.IPv4zero, "192.168.1.20")
	f.Fuzz(func(t *testing.T, header string) {
		host, ip, ok := hostOf(header)
		_ = h.allows(header, netip.MustParseAddr("192.168.1.20"))
		if !ok {
			assert.False(t, h.allows(header, netip.Addr{}))
			return
		}
		if !ip.IsValid() {
			assert.Equal(t, strings.ToLower(host), host)
			assert.True(t, isHostName(host), "%q", host)
			again, _, ok := hostOf(host)
			assert.True(t, ok && again == host, "%q reads back as %q", host, again)
			return
		}
		assert.Empty(t, ip.Zone())
		assert.False(t, ip.Is4In6())
		_, back, ok := hostOf("[" + ip.String() + "]")
		if ip.Is4() {
			_, back, ok = hostOf(ip.String())
		}
		assert.True(t, ok && back == ip, "%v reads back as %v", ip, back)
	})
}
