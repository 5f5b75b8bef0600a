// Package words writes counted nouns and lists the way the app's text reads:
// "1 rock", "3 rocks", "Ana, Ben and Cy". It is the one home of these
// helpers for the engine log, the tracker history, the headless commands and
// the screens, so they all say things the same way.
package words
