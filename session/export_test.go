package session

// NewMemStoreForTest gives the external tests the in-memory store.
var NewMemStoreForTest = func() Store { return newMemStore() }
