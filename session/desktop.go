package session

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
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
			return "", fmt.Errorf("session: no home folder: %w", err)
		}
		root = filepath.Join(home, "Library", "Preferences")
	} else {
		dir, err := os.UserConfigDir()
		if err != nil {
			return "", fmt.Errorf("session: no configuration folder: %w", err)
		}
		root = dir
	}
	return filepath.Join(root, "fyne", AppID), nil
}
