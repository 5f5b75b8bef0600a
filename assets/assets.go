package assets

import _ "embed"

// Icon is the app icon, 512x512 PNG (drawn from icon.svg).
//
//go:embed icon.png
var Icon []byte

// RockSVG is the rock icon drawn on rock dice.
//
//go:embed rock.svg
var RockSVG []byte

// TrophySVG is the trophy icon shown beside a player's trophies.
//
//go:embed trophy.svg
var TrophySVG []byte
