// Package storetest checks that a session.Store keeps its promises, so every
// implementation (files, Fyne's storage, memory) is held to the same tests.
package storetest
