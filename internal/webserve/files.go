package webserve

import (
	"errors"
	"io/fs"
	"net/http"
	"os"
	"path"
	"regexp"
	"strings"
)

// AllowedMethods is the Allow header of a 405 answer: the server only sends
// files.
const AllowedMethods = "GET, HEAD"

// Cache-Control values. NoCache makes a browser ask again (a cheap 304 when
// nothing changed) before it uses its copy; LongCache lets it keep a copy
// for a year without asking.
const (
	NoCache   = "no-cache"
	LongCache = "max-age=31536000, immutable"
)

// contentTypes are the types of the files a browser build holds, fixed here
// rather than taken from the system's MIME table, which varies between
// machines. app.wasm.gz is a gzip file, not WebAssembly sent with a
// Content-Encoding: the page inflates it itself (web/boot.js), so any static
// host can serve it as it is.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".wasm":        "application/wasm",
	".gz":          "application/gzip",
	".webmanifest": "application/manifest+json",
	".json":        "application/json",
	".css":         "text/css; charset=utf-8",
	".png":         "image/png",
	".svg":         "image/svg+xml",
	".ico":         "image/x-icon",
	".txt":         "text/plain; charset=utf-8",
}

// entryFiles are the files a browser fetches by a fixed name to find out
// which build to run: they are never cached long, whatever their URL.
var entryFiles = map[string]bool{IndexFile: true, "sw.js": true, "manifest.webmanifest": true}

// stampPattern finds the version `make web` stamps into index.html (the
// "?v=" of the URLs of its scripts and of app.wasm.gz).
var stampPattern = regexp.MustCompile(`[?&]v=([0-9A-Za-z]+)`)

// errNotServed is why a path is answered 404: missing, outside the folder,
// a folder, or not a regular file.
var errNotServed = errors.New("not served")

// Handler serves the files of the browser build in dir, and nothing else:
//
//   - GET and HEAD only; any other method is answered 405 with an Allow
//     header.
//   - The files on the build's own list (ListFile) only, "/" being
//     index.html: whatever else lies in dir is 404, and so is the list,
//     even one that names itself. The list is read afresh for each
//     request, with the folder.
//   - Regular files inside dir only. The folder is opened afresh for each
//     request (so a rebuild, which replaces it, is served at once) as an
//     os.Root, which refuses any path that leads out of it, through ".." or
//     through a symbolic link, checked by the operating system as each part
//     of the path is opened, so a link swapped in mid-request cannot get
//     out either. A link that stays inside (with a relative target) is
//     followed: it reaches a file of the folder, which the folder's owner put
//     there. An absolute link is refused even when it points inside.
//   - No listing: a URL ending in "/" is served as that folder's index.html,
//     404 when it has none; a folder named without the slash is 404.
//   - No dotfiles or dot-folders (.git, .env): 404. Nor names with "\", ":"
//     or NUL, which mean something else on Windows.
//   - A Content-Type from the name (see contentTypes), never sniffed.
//   - Cache-Control (see cacheControl): long for the URLs `make web`
//     versions, no-cache for everything else.
func Handler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", AllowedMethods)
			http.Error(w, "405 method not allowed: this server only sends the app's files ("+AllowedMethods+")", http.StatusMethodNotAllowed)
			return
		}
		name, ok := fileName(r.URL.Path)
		if !ok {
			http.NotFound(w, r)
			return
		}
		root, err := os.OpenRoot(dir)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer root.Close()
		if names, err := readList(root, ListFile); err != nil || !names[name] || name == ListFile {
			http.NotFound(w, r)
			return
		}
		f, info, err := openRegular(root, name)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		h := w.Header()
		h.Set("Content-Type", contentType(name))
		h.Set("Cache-Control", cacheControl(root, name, r.URL.RawQuery))
		h.Set("X-Content-Type-Options", "nosniff")
		http.ServeContent(w, r, name, info.ModTime(), f)
	})
}

// fileName is the name inside the folder that a URL path asks for, and
// false for a path that is not served: one that climbs out (".."), names a
// dotfile or dot-folder, or holds an empty part, "\", ":" or NUL. A path
// ending in "/" asks for that folder's index.html.
func fileName(urlPath string) (string, bool) {
	name, ok := strings.CutPrefix(urlPath, "/")
	if !ok {
		return "", false
	}
	if name == "" || strings.HasSuffix(name, "/") {
		name += IndexFile
	}
	if !fs.ValidPath(name) || strings.ContainsAny(name, "\\:\x00") {
		return "", false
	}
	for part := range strings.SplitSeq(name, "/") {
		if strings.HasPrefix(part, ".") {
			return "", false
		}
	}
	return name, true
}

// openRegular opens name inside root if it is a regular file: not a folder,
// a device or a pipe (which would block the request). os.Root refuses a name
// that leads out of the folder.
func openRegular(root *os.Root, name string) (*os.File, fs.FileInfo, error) {
	if info, err := root.Stat(name); err != nil || !info.Mode().IsRegular() {
		return nil, nil, errNotServed
	}
	f, err := root.Open(name)
	if err != nil {
		return nil, nil, errNotServed
	}
	info, err := f.Stat()
	if err != nil || !info.Mode().IsRegular() {
		f.Close()
		return nil, nil, errNotServed
	}
	return f, info, nil
}

// contentType is the type a file is sent with, by its extension;
// application/octet-stream for an extension not in contentTypes.
func contentType(name string) string {
	if t, ok := contentTypes[strings.ToLower(path.Ext(name))]; ok {
		return t
	}
	return "application/octet-stream"
}

// cacheControl is the Cache-Control of a file of the build in root asked
// for with the query rawQuery.
//
// `make web` stamps one version, a hash of every file of the build, into
// index.html: the page loads wasm_exec.js, phone.js, boot.js and
// app.wasm.gz as "NAME?v=VERSION". Such a URL names one build's file for
// good, so it may be cached long (LongCache): a new build has a new version,
// hence new URLs. But the server ignores the query, so it sends the current
// file for any "?v=": LongCache is given only when the version asked for is
// the one in the current index.html (read through the same root as the
// file, so the two belong to one build). Anything else must be revalidated
// (NoCache): the page, the service worker and the manifest (fetched by fixed
// names; a stale one would mix builds), the icons, and the files asked for
// without the version (the service worker fetches them so).
func cacheControl(root *os.Root, name, rawQuery string) string {
	if entryFiles[path.Base(name)] || rawQuery == "" {
		return NoCache
	}
	if stamp := buildStamp(root); stamp != "" && rawQuery == "v="+stamp {
		return LongCache
	}
	return NoCache
}

// buildStamp is the version `make web` stamped into the index.html of root;
// "" when there is none (no build, or the unstamped page of web/).
func buildStamp(root *os.Root) string {
	page, err := root.ReadFile(IndexFile)
	if err != nil {
		return ""
	}
	m := stampPattern.FindSubmatch(page)
	if m == nil {
		return ""
	}
	return string(m[1])
}
