// Package ui holds the app's Fyne screens and widgets: the navigation shell,
// the table tools (rock dice and team names) and the settings. It is the only
// package that imports fyne.io; the rules live in engine and tracker.
//
// Every screen is a private struct built by a newXScreen constructor, with its
// handlers as methods. Long work runs off the UI goroutine and reports back
// through fyne.Do.
package ui
