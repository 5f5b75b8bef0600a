// Package assets embeds the files the app ships: the reference card book and
// the app icon. It is pure Go so that engine can read the card book without
// Fyne.
package assets
