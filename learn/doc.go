// Package learn is the Learn course: short lessons in the rulebook's order,
// in plain words with the rulebook's own words where it is the authority,
// and "What happens next?" questions made from the engine's log of any
// battle, each with its right answer and the rule that explains it. Check
// plays every lesson's battle and checks every question's right answer
// against the engine's table; Coach finds the best order of a player's deck
// and says in plain words what it protects and what it avoids.
//
// The package is pure Go over the engine: it imports no Fyne and nothing of
// the session, the screens or the commands.
package learn
