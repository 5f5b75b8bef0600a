package webserve

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParsesTheListOfFiles(t *testing.T) {
	names, err := parseList(ListFile, []byte("index.html\r\nboot.js\n\nsub/a.js\n"))
	require.NoError(t, err)
	assert.Equal(t, map[string]bool{IndexFile: true, "boot.js": true, "sub/a.js": true}, names)

	for text, want := range map[string]string{
		"index.html\n../x\n": `line 2: "../x"`, ".env": `line 1: ".env"`, "a/.git/config": `line 1: "a/.git/config"`,
		"/etc/passwd": `line 1: "/etc/passwd"`, "sub/": `line 1: "sub/"`, "a//b": `line 1: "a//b"`,
		`a\b`: `line 1: "a\\b"`, "c:x": `line 1: "c:x"`, "a\x00": `line 1: "a\x00"`,
		"index.html\n.\n": `line 2: "."`, "./boot.js": `line 1: "./boot.js"`,
	} {
		_, err := parseList("web/"+ListFile, []byte(text))
		require.Error(t, err, "%q", text)
		assert.Equal(t, "web/"+ListFile+", "+want+" is not the name of a file in the folder", err.Error(), "%q", text)
	}
}

// FuzzParseList: any list parses or is refused with the line at fault, and
// every name it yields is one Handler serves under that very name.
func FuzzParseList(f *testing.F) {
	for _, seed := range []string{"index.html\nboot.js\nsw.js\napp.wasm.gz\n", "index.html\r\n", "", "\n\n",
		"../secret\n", ".env\n", "sub/\n", "a//b\n", "a\\b\n", "c:x\n", "sub/index.html\n", "a\x00\n", "é.js\n"} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		names, err := parseList(ListFile, data)
		if err != nil {
			assert.Contains(t, err.Error(), ListFile+", line ")
			return
		}
		for name := range names {
			got, ok := fileName("/" + name)
			assert.True(t, ok, "%q", name)
			assert.Equal(t, name, got)
			assert.Contains(t, "\n"+string(data)+"\n", "\n"+name, "%q is a line of the list", name)
		}
	})
}

// TestMakeWebWritesTheListHandlerReads: the Makefile's web target writes
// its list of files under the name Handler reads.
func TestMakeWebWritesTheListHandlerReads(t *testing.T) {
	makefile, err := os.ReadFile(filepath.Join("..", "..", "Makefile"))
	require.NoError(t, err)
	assert.Contains(t, string(makefile), "\nWEB_LIST = "+ListFile+"\n")
}

func TestFilesAreTheNamesOnTheList(t *testing.T) {
	dir, _ := stampedDir(t)
	names, err := Files(dir)
	require.NoError(t, err)
	assert.Equal(t, []string{"app.wasm", "app.wasm.gz", "boot.js", "icon-192.png", IndexFile, "manifest.webmanifest", "notes.bin", "sw.js"}, names)

	require.NoError(t, os.Remove(filepath.Join(dir, ListFile)))
	_, err = Files(dir)
	require.Error(t, err)
	assert.Contains(t, err.Error(), dir+" is not a browser build: it has no "+ListFile)
	_, err = Files(filepath.Join(dir, "missing"))
	assert.ErrorContains(t, err, "cannot open the folder "+filepath.Join(dir, "missing"))
}
