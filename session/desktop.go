package session

import (
	"os"
	"path/filepath"
	"runtime"

	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// DesktopDataDir returns the folder where the desktop app keeps its state
// (the same folder Fyne's storage root names for AppID), so the command
// line reads the players' own card book: on Linux
// ~/.config/fyne/io.github.sapcompanion.companion.
func DesktopDataDir() (string, error) {
	var root string
	if runtime.GOOS == "darwin" {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", problem.Newf("session", "no home folder: %w", err)
		}
		root = filepath.Join(home, "Library", "Preferences")
	} else {
		dir, err := os.UserConfigDir()
		if err != nil {
			return "", problem.Newf("session", "no configuration folder: %w", err)
		}
		root = dir
	}
	return filepath.Join(root, "fyne", AppID), nil
}
