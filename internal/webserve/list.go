package webserve

import (
	"errors"
	"io"
	"maps"
	"os"
	"slices"
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// ListFile is the list of the files of a browser build, which `make web`
// writes into the build folder last: one name a line, relative to the
// folder, with "/" between a folder and a name in it. Handler serves the
// files it names and nothing else of the folder, so what else lies there
// (notes, a copy of the sources, a download left behind) stays on the
// computer. The list does not name itself: it is not served. A folder
// without it is not a browser build.
const ListFile = "files.txt"

// maxListSize is the longest list read, in bytes: a build names about ten
// files.
const maxListSize = 64 << 10

// errNoList is why a folder has no list of files to read.
var errNoList = errors.New("no list of files")

// parseList is the set of the names of a list of files (see ListFile) read
// from where (its path, for the errors). Empty lines are skipped, and a
// "\r" before the end of a line is dropped. Any other line must be the name
// of a file that Handler can serve (see fileName): no "..", no dotfile, no
// empty part, "\", ":" or NUL; the error names the first that is not.
func parseList(where string, data []byte) (map[string]bool, error) {
	names := map[string]bool{}
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSuffix(line, "\r")
		if line == "" {
			continue
		}
		if name, ok := fileName("/" + line); !ok || name != line {
			return nil, problem.Newf("webserve", "%s, line %d: %q is not the name of a file in the folder", where, i+1, line)
		}
		names[line] = true
	}
	return names, nil
}

// readList reads the list of files (ListFile) of the build in root, which
// is where; errNoList when root has none that is a regular file.
func readList(root *os.Root, where string) (map[string]bool, error) {
	f, _, err := openRegular(root, ListFile)
	if err != nil {
		return nil, errNoList
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxListSize+1))
	if err != nil {
		return nil, problem.Newf("webserve", "cannot read %s: %w", where, err)
	}
	if len(data) > maxListSize {
		return nil, problem.Newf("webserve", "%s is longer than %d KB: it is not a list of the files of a build", where, maxListSize>>10)
	}
	return parseList(where, data)
}

// listOf reads the list of files (ListFile) of the build in root, which is
// dir, with an error that says what is wrong and how to fix it; where is
// the list's path.
func listOf(root *os.Root, dir string) (names map[string]bool, where string, err error) {
	where = dir + string(os.PathSeparator) + ListFile
	names, err = readList(root, where)
	if errors.Is(err, errNoList) {
		return nil, where, problem.Newf("webserve", "%s is not a browser build: it has no %s, the list of the files `make web` writes; run `make web` first", dir, ListFile)
	}
	if err != nil {
		return nil, where, problem.Newf("webserve", "%w; run `make web` again", err)
	}
	return names, where, nil
}

// checkList reports whether the list of files of the build in root (dir)
// names index.html and only regular files of the folder, with a message
// that says what is wrong and how to fix it.
func checkList(root *os.Root, dir string) error {
	names, where, err := listOf(root, dir)
	if err != nil {
		return err
	}
	if !names[IndexFile] {
		return problem.Newf("webserve", "%s does not name %s; run `make web` again", where, IndexFile)
	}
	for _, name := range slices.Sorted(maps.Keys(names)) {
		if info, err := root.Stat(name); err != nil || !info.Mode().IsRegular() {
			return problem.Newf("webserve", "%s names %s, which is not a file in the folder; run `make web` again", where, name)
		}
	}
	return nil
}

// Files returns the names on the list of the files of the browser build in
// dir (ListFile), in byte order, or an error that says what is wrong with
// the list.
func Files(dir string) ([]string, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, problem.Newf("webserve", "cannot open the folder %s: %w", dir, err)
	}
	defer root.Close()
	names, _, err := listOf(root, dir)
	if err != nil {
		return nil, err
	}
	return slices.Sorted(maps.Keys(names)), nil
}
