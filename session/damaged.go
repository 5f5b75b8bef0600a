package session

import (
	"fmt"
	"strings"
	"time"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/internal/textcheck"
)

// Locator is a Store that can say where a blob lives in words a user can
// follow (a file path). Stores that cannot are named by the blob's name.
type Locator interface {
	Where(name string) string
}

// Where implements Locator: the file's full path.
func (d *DirStore) Where(name string) string {
	p, err := d.path(name)
	if err != nil {
		return name
	}
	return p
}

// where names the blob called name in store for the user.
func where(store Store, name string) string {
	if l, ok := store.(Locator); ok {
		return l.Where(name)
	}
	return name
}

// DamagedError says that a kept blob could not be used. A copy of it was
// kept as Backup and the blob removed, so nothing is lost and the session
// starts without it. When Backup is "" no copy could be made (the blob can
// be neither read nor moved): it was left where it was until the players'
// next change of that kind is saved over it. Nothing of it could be kept
// anyway, and refusing to save would lose every later game as well.
type DamagedError struct {
	What   string // what the blob holds, such as "saved game"
	Name   string // the blob's name, for the user
	Backup string // where the copy is, for the user; "" if none could be made
	Err    error  // what is wrong with it, in plain words
}

// Error explains what happened in words a screen can show as they are:
// what was wrong, where the copy is and what the app did.
func (e *DamagedError) Error() string {
	why := plainWords(e.Err)
	if e.Backup == "" {
		return fmt.Sprintf("The %s could not be read: %s. It could not be copied aside either: it was left as %s, and the app started without it. The next change you make is saved over it.", e.What, why, e.Name)
	}
	return fmt.Sprintf("The %s could not be read: %s. A copy was kept as %s, and the app started without it.", e.What, why, e.Backup)
}

// Unwrap returns what is wrong with the blob.
func (e *DamagedError) Unwrap() error { return e.Err }

// PlayersWords returns Error(): a screen shows the whole notice, not only
// what is wrong with the blob (problem.Worded).
func (e *DamagedError) PlayersWords() string { return e.Error() }

// problemf makes what is wrong with a blob, in plain words, as the
// session's error.
func problemf(format string, args ...any) error { return problem.Newf("session", format, args...) }

// plainWords is err's message, as the session's words end a sentence.
func plainWords(err error) string { return strings.TrimSuffix(err.Error(), ".") }

// jsonWords says in plain words what encoding/json found wrong in data.
func jsonWords(data []byte, err error) string { return textcheck.JSONProblem(data, err) }

// keepDamaged keeps the blob called name aside (see keepAside) and returns
// the *DamagedError that says so. data is the blob when it was read (read
// true; it may be empty).
func keepDamaged(store Store, name, what string, data []byte, read bool, now time.Time, why error) error {
	de := &DamagedError{What: what, Name: where(store, name), Err: why}
	if backup, err := keepAside(store, name, data, read, now); err == nil {
		de.Backup = where(store, backup)
	}
	return de
}

// BackupName returns the name a damaged blob called name is kept under at
// time now: "cards.json" becomes "cards.damaged-20260115-190203.json", and
// the n-th backup of the same second gets "-n" before ".json".
func BackupName(name string, now time.Time, n int) string {
	base := strings.TrimSuffix(name, ".json")
	stamp := now.UTC().Format("20060102-150405")
	if n > 1 {
		return fmt.Sprintf("%s.damaged-%s-%d.json", base, stamp, n)
	}
	return fmt.Sprintf("%s.damaged-%s.json", base, stamp)
}

// renamer is a Store that can move a blob to another name without reading
// it, so a blob that cannot be read (too big, not a file) is kept aside too.
type renamer interface {
	rename(from, to string) error
}

// keepAside copies the damaged blob to a backup name not yet taken, then
// removes it, and returns the backup's name. data is the blob when read is
// true (it may be empty); otherwise the blob is renamed where the store
// can, or read again (and the copy fails if it cannot be).
func keepAside(store Store, name string, data []byte, read bool, now time.Time) (string, error) {
	r, canRename := store.(renamer)
	if !read && !canRename {
		var err error
		if data, err = store.Read(name); err != nil {
			return "", err
		}
		read = true
	}
	for n := 1; n <= 100; n++ {
		backup := BackupName(name, now, n)
		taken, err := store.Exists(backup)
		if err != nil {
			return "", err
		}
		if taken {
			continue
		}
		if !read {
			return backup, r.rename(name, backup)
		}
		if err := store.Write(backup, data); err != nil {
			return "", err
		}
		return backup, store.Remove(name)
	}
	return "", problemf("there are already 100 copies of %s from this second", name)
}
