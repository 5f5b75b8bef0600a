package assets

import _ "embed"

// ReferenceCards is the reference card book, assets/reference.cards: the
// cards the rulebook's examples show, written in the card language
// (docs/notation.md sections 2-3) with the card book's metadata. engine.ReferenceBook
// parses it.
//
//go:embed reference.cards
var ReferenceCards string
