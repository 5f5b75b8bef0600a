package session

import (
	"errors"
	"fmt"
	"io/fs"
	"regexp"
	"strings"
	"time"
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

// DamagedError says that a kept blob could not be used. The blob was copied
// to Backup and removed, so nothing is lost and the session starts afresh;
// when Backup is "" it could not be copied and was left where it was.
type DamagedError struct {
	What   string // what the blob holds, such as "saved game"
	Name   string // the blob's name
	Backup string // where it is now, for the user; "" if it could not be kept aside
	Err    error  // what is wrong with it
}

// Error explains what happened in words a screen can show as they are.
func (e *DamagedError) Error() string {
	why := packagePrefix.ReplaceAllString(e.Err.Error(), "$1")
	if e.Backup == "" {
		return fmt.Sprintf("The %s could not be read (%s), and it could not be kept aside either: it was left as %s.", e.What, why, e.Name)
	}
	return fmt.Sprintf("The %s could not be read (%s). It was kept as %s.", e.What, why, e.Backup)
}

// packagePrefix matches a package's name before an error's message, at the
// start or inside another message ("step 1 to undo of ...: exercise: ..."),
// which the players' words leave out.
var packagePrefix = regexp.MustCompile(`(^|: |\()(?:session|tableau|exercise|automa|tracker|solo|learn|engine|storage|share): `)

// Unwrap returns what is wrong with the blob.
func (e *DamagedError) Unwrap() error { return e.Err }

// load reads the blob called name and hands it to decode. With no blob it
// returns false and no error. When the blob cannot be read or decode refuses
// it, the blob is kept aside under a backup name (the one rule for every
// file) and a *DamagedError says where.
func load(store Store, name, what string, now time.Time, decode func([]byte) error) (bool, error) {
	data, err := store.Read(name)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err == nil {
		if err = decode(data); err == nil {
			return true, nil
		}
	} else {
		err = fmt.Errorf("reading it failed: %w", err)
		data = nil
	}
	de := &DamagedError{What: what, Name: where(store, name), Err: err}
	if backup, kerr := keepAside(store, name, data, now); kerr == nil {
		de.Backup = where(store, backup)
	}
	return false, de
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
// removes it, and returns the backup's name. data is the blob when it could
// be read; otherwise the blob is renamed where the store can, or read again
// (and the copy fails if it cannot be).
func keepAside(store Store, name string, data []byte, now time.Time) (string, error) {
	r, canRename := store.(renamer)
	if data == nil && !canRename {
		var err error
		if data, err = store.Read(name); err != nil {
			return "", err
		}
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
		if data == nil {
			return backup, r.rename(name, backup)
		}
		if err := store.Write(backup, data); err != nil {
			return "", err
		}
		return backup, store.Remove(name)
	}
	return "", fmt.Errorf("session: too many backups of %s in one second", name)
}
