package main

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLayersRefuseAFeaturePackageImportingAnother runs the Makefile's check
// of the screens' packages (make layers-ui) on a scratch copy of the
// module: as it is, it passes; with the Learn tab importing the card book
// planted, it fails and names both; with a screen opening files itself it
// fails and names the screen and the import. The long tier runs the whole
// of make layers too, with Fyne planted below the session.
func TestLayersRefuseAFeaturePackageImportingAnother(t *testing.T) {
	if _, err := exec.LookPath("make"); err != nil {
		t.Skip("make is not installed")
	}
	dir := t.TempDir()
	copyModule(t, ".", dir)
	out, err := makeIn(dir, "layers-ui")
	require.NoError(t, err, "the module as it is passes: %s", out)

	refused(t, dir, "layers-ui", "ui/learnui/planted.go", "package learnui\n\nimport _ \"github.com/sapcompanion/sapcompanion/ui/cardsui\"\n",
		"layers: github.com/sapcompanion/sapcompanion/ui/learnui imports github.com/sapcompanion/sapcompanion/ui/cardsui: a feature package")
	out = refused(t, dir, "layers-ui", "ui/battleui/planted.go", "package battleui\n\nimport _ \"os\"\n",
		"layers: github.com/sapcompanion/sapcompanion/ui/battleui imports os: a ui package opens no files itself")
	assert.NotContains(t, out, "ui/learnui", "only what is planted is refused")
	if testing.Short() {
		return
	}
	out = refused(t, dir, "layers", "tracker/planted.go", "package tracker\n\nimport _ \"fyne.io/fyne/v2\"\n",
		"layers: a package outside main and ui/... imports Fyne, itself or through another (only the screens draw):\n")
	assert.Contains(t, out, "\ngithub.com/sapcompanion/sapcompanion/tracker\n", "the package that imports it is named")
	out, err = makeIn(dir, "layers")
	require.NoError(t, err, "the whole check passes once the plants are gone: %s", out)
}

// refused plants the Go file src at rel in the scratch module dir, runs
// make target there and asserts that it fails saying want; then it takes
// the plant away. It returns what make printed.
func refused(t *testing.T, dir, target, rel, src, want string) string {
	t.Helper()
	path := filepath.Join(dir, rel)
	require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
	out, err := makeIn(dir, target)
	require.Error(t, err, "%s is refused: %s", rel, out)
	assert.Contains(t, out, want)
	require.NoError(t, os.Remove(path))
	return out
}

// makeIn runs make target in dir and returns what it printed.
func makeIn(dir, target string) (string, error) {
	cmd := exec.Command("make", "--no-print-directory", "-C", dir, target)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// copyModule copies what go list reads of the module at src into dst: the
// Makefile, go.mod, go.sum and every package's files, without git's
// folder, builds, pictures and documents, test data and folders Go leaves
// alone (starting with "." or "_").
func copyModule(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if rel != "." && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") ||
				name == "testdata" || rel == "build" || rel == "screenshots" || rel == "docs") {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
	})
	require.NoError(t, err)
}
