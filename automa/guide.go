package automa

// This file holds the automa's decision sheet in players' words, for the
// screens: the priority list, its tie-breakers, the emergency move and the
// other reminders.

// Priority is one line of the list an automa champion follows with each
// action card: they use all of the card's movement to reach the highest
// line they can.
type Priority struct {
	N     int    // 1 is the highest
	Title string // the goal, short
	Hint  string // how to read it at the table
}

// Priorities are the automa's goals for each action card, highest first.
var Priorities = []Priority{
	{1, "Knock out a player champion", "An attack that takes a player champion to 0 life. Count a trap as 1 damage, and ignore any reaction the player might have."},
	{2, "Stop a player's challenge", "Move onto the hex to tie them, or push, pull or place them off it."},
	{3, "Win a challenge", "Reach what the automa needs to score a challenge."},
	{4, "Get part of a challenge", "Do part of what a challenge needs."},
	{5, "Hurt a player champion", "Deal any damage."},
	{6, "Go toward a challenge", "The nearest one the player has won or the automa has not."},
	{7, "Go toward a player champion", "The nearest one."},
	{8, "Go away from traps", "Farther from trap tokens."},
}

// TieBreaks say how to choose between moves that reach the same line.
var TieBreaks = []string{
	"Between challenges: the one worth more trophies (add them up when one hex wins several).",
	"Between attacks: the one that brings a player champion closest to being knocked out, then the one dealing the most damage in all.",
	"Push, pull and other effects first serve the list (off a challenge, away from it), then add damage (into traps, statues).",
	"A card that moves after attacking: pick the best hex for the whole card, then the best for its first part.",
	"Lower lines of the list break ties between equal moves; when still fully tied, you choose for the automa.",
	"A move that is plainly useless for the automa, or lets the player win, is skipped for the next line.",
}

// EmergencyTest says when an action card becomes an emergency move.
var EmergencyTest = []string{
	"The card's action does nothing for the champion (out of range, too much armour, …), and",
	"they stand on a challenge hex and cannot reach a better one, or the card's movement takes them only 0 or 1 hex nearer the nearest challenge hex without reaching it.",
}

// EmergencyChoice is how to pick the champion for an emergency move, best
// first; they move 2 hexes.
var EmergencyChoice = []string{
	"Standing on the automa's gate",
	"Able to stop a player's challenge or win one (lines 2 and 3)",
	"Nearer an automa deployment hex",
	"More life left",
}

// NoEmergency is what happens when every automa champion stands on a
// challenge hex and cannot reach a better one.
var NoEmergency = []string{
	"The automa champion with the least life heals 1.",
	"The player champion nearest an automa champion takes 1 damage (the one with less life when tied). They need not be next to each other.",
}

// TrapPlacement is where the automa puts a trap, best first.
var TrapPlacement = []string{
	"Not next to an automa champion",
	"Nearer the player champions (the most of them equally near, then the one with the least life)",
	"Nearer the challenge hexes",
}

// TrapRule says when an automa champion steps onto a trap.
const TrapRule = "Automa champions keep off traps, unless stepping on one is the only way to reach lines 1 to 3 and they have 4 or more life."

// UselessReaction is the rule for a reaction card that would do nothing.
const UselessReaction = "A reaction with no shield that would do nothing else counts as a card with 1 shield and no text."

// NotAReaction is the rule for a flipped card that is not a reaction.
const NotAReaction = "If the card is not a reaction, the automa does not react: it is just discarded."

// ReactionFree says what a reaction costs the automa.
const ReactionFree = "Reacting costs the automa no core and no action card."

// ChallengeNote is the change to the challenge deck at set-up.
const ChallengeNote = "Take both Display of Might cards out of the challenge deck and play with the other 10."

// NoHand lists what the automa ignores because it has no hand.
const NoHand = "The automa has no hand and uses no cores: it ignores anything that makes it discard, draw or plan cards."
