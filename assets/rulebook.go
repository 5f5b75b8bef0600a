package assets

import _ "embed"

// Rulebook is the text of the printed rulebook of Super Auto Pets Card
// Battle, as the app ships it: the battle playback opens its own words for
// each rule the log cites.
//
//go:embed rulebook.txt
var Rulebook string
