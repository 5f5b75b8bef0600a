package webserve

import (
	"net"
	"net/http"
	"net/netip"
	"os"
	"strings"
)

// hosts are the names and addresses a Server answers requests for: the Host
// header of a request must name one of them, whatever its port. That keeps
// out DNS rebinding: a page of another site whose name was then pointed at
// this computer can reach the server, but its requests carry the site's
// name as their Host, and are refused. A phone that opens the announced
// address sends that address (Host: 192.168.1.20:8080), and is answered.
type hosts struct {
	// names are the host names, in lower case and without a final dot:
	// localhost, and the computer's own name (see ownNames).
	names map[string]bool
	// addrs are the addresses the server announces or listens on. Besides
	// them, any loopback address (127.0.0.1, ::1) is answered, and the
	// address each request came in on.
	addrs map[netip.Addr]bool
}

// hostsFor are the hosts of a server listening on ip and announced at
// announced (an IP address).
func hostsFor(ip net.IP, announced string) hosts {
	h := hosts{names: map[string]bool{"localhost": true}, addrs: map[netip.Addr]bool{}}
	for _, name := range ownNames() {
		h.names[name] = true
	}
	if a, ok := netip.AddrFromSlice(ip); ok && !a.Unmap().IsUnspecified() {
		h.addrs[a.Unmap()] = true
	}
	if a, err := netip.ParseAddr(announced); err == nil {
		h.addrs[a.Unmap()] = true
	}
	return h
}

// ownNames are the names of this computer, as os.Hostname has it: the
// name, its first part ("laptop" of "laptop.home") and that part with
// ".local", the name it has on the local network by multicast DNS.
func ownNames() []string {
	name, err := os.Hostname()
	name = strings.TrimSuffix(strings.ToLower(name), ".")
	if err != nil || name == "" {
		return nil
	}
	first, _, _ := strings.Cut(name, ".")
	return []string{name, first, first + ".local"}
}

// allows reports whether a request whose Host header is header, which came
// in on the address local, is for this server.
func (h hosts) allows(header string, local netip.Addr) bool {
	host, ip, ok := hostOf(header)
	switch {
	case !ok:
		return false
	case ip.IsValid():
		return ip.IsLoopback() || h.addrs[ip] || ip == local.Unmap().WithZone("")
	default:
		return h.names[host]
	}
}

// hostOf reads a Host header, "HOST" or "HOST:PORT", where HOST is a name,
// an IPv4 address or an IPv6 address in brackets and PORT is digits. It
// returns the host in lower case, without brackets or a final dot, and when
// it is an IP address that address too (without a zone, IPv4 as IPv4); ok
// is false for a header of any other form.
func hostOf(header string) (host string, ip netip.Addr, ok bool) {
	host, port := header, ""
	if rest, found := strings.CutPrefix(header, "["); found {
		inside, after, closed := strings.Cut(rest, "]")
		if !closed || (after != "" && after[0] != ':') {
			return "", netip.Addr{}, false
		}
		a, err := netip.ParseAddr(inside)
		if err != nil || !a.Is6() {
			return "", netip.Addr{}, false
		}
		host, port = inside, strings.TrimPrefix(after, ":")
		ip = a.Unmap().WithZone("")
	} else if h, p, found := strings.Cut(header, ":"); found {
		host, port = h, p
	}
	if strings.Trim(port, "0123456789") != "" {
		return "", netip.Addr{}, false
	}
	if ip.IsValid() {
		return strings.ToLower(host), ip, true
	}
	host = strings.ToLower(strings.TrimSuffix(host, "."))
	if !isHostName(host) {
		return "", netip.Addr{}, false
	}
	if a, err := netip.ParseAddr(host); err == nil {
		ip = a
	}
	return host, ip, true
}

// isHostName reports whether s is a host name in lower case, or an IPv4
// address: parts of letters, digits, "-" and "_" between single dots.
func isHostName(s string) bool {
	if s == "" || len(s) > 253 {
		return false
	}
	for part := range strings.SplitSeq(s, ".") {
		if part == "" || strings.Trim(part, "abcdefghijklmnopqrstuvwxyz0123456789-_") != "" {
			return false
		}
	}
	return true
}

// onlyFor serves the requests for h with next, and answers any other 421
// Misdirected Request, with a short plain message that names url, the
// address to open.
func onlyFor(h hosts, url string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var local netip.Addr
		if a, ok := r.Context().Value(http.LocalAddrContextKey).(*net.TCPAddr); ok {
			local = a.AddrPort().Addr()
		}
		if !h.allows(r.Host, local) {
			http.Error(w, "421 misdirected request: this server answers only requests for its own address, "+url, http.StatusMisdirectedRequest)
			return
		}
		next.ServeHTTP(w, r)
	})
}
