package session_test

import (
	"path/filepath"
	"testing"

	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/session/storetest"
)

func TestDirStoreKeepsTheContract(t *testing.T) {
	storetest.Run(t, session.NewDirStore(filepath.Join(t.TempDir(), "not", "yet")))
}

func TestMemStoreKeepsTheContract(t *testing.T) {
	storetest.Run(t, session.NewMemStoreForTest())
}

func TestMovedStoreKeepsTheContract(t *testing.T) {
	storetest.Run(t, &session.MovedStore{Now: session.NewMemStoreForTest(), Old: session.NewMemStoreForTest()})
}
