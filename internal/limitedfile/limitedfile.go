package limitedfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/sapcompanion/sapcompanion/internal/textcheck"
)

// ErrTooBig is wrapped by the error of a file or stream over its limit.
var ErrTooBig = errors.New("too big")

// ErrNotRegular is wrapped by the error of a path that is not a regular
// file: a folder, a named pipe, a device or a socket.
var ErrNotRegular = errors.New("not a regular file")

// Read returns the contents of the regular file at path, refusing (with an
// error wrapping ErrNotRegular or ErrTooBig) anything else and a file of
// more than limit bytes. It looks at the path before opening it, so a named
// pipe is refused without waiting for a writer.
func Read(path string, limit int64) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if err := check(path, fi, limit); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err = f.Stat(); err != nil {
		return nil, err
	}
	if err := check(path, fi, limit); err != nil {
		return nil, err
	}
	return ReadAll(f, path, limit)
}

// check refuses fi unless it is a regular file of at most limit bytes.
func check(path string, fi fs.FileInfo, limit int64) error {
	if !fi.Mode().IsRegular() {
		return &fs.PathError{Op: "read", Path: path, Err: fmt.Errorf("%w (%s)", ErrNotRegular, kind(fi.Mode()))}
	}
	if fi.Size() > limit {
		return tooBig(path, limit)
	}
	return nil
}

// ReadAll reads r to its end, refusing more than limit bytes with an error
// wrapping ErrTooBig that names what r is.
func ReadAll(r io.Reader, what string, limit int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, tooBig(what, limit)
	}
	return data, nil
}

func tooBig(what string, limit int64) error {
	return &fs.PathError{Op: "read", Path: what, Err: fmt.Errorf("%w: more than %s", ErrTooBig, textcheck.Bytes(limit))}
}

// kind names a file mode that is not a regular file.
func kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "a special file"
}
