package engine

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sapcompanion/sapcompanion/rockdie"
)

// MaxRocks is the most results a "rocks:" line may give.
const MaxRocks = 10000

// Battle is a battle scenario as the battle notation (NOTATION.md §1)
// writes it. ParseBattle makes one; Format writes it back.
type Battle struct {
	First    Player      // who holds the First Player token
	Names    [2]string   // display names, "" when not given
	Decks    [2][]string // each deck's card names, top card first, as the card book spells them
	Rocks    []int       // rock-die results in roll order; nil when not given
	Die      Die         // the rock die; Faces nil means DefaultDie
	Trumpets [2]int      // Golden Pack Trumpets at the start
	Mana     [2]int      // Magic Pack Mana at the start
	Cards    []Card      // the battle's card lines, in order
}

// RockDie returns the battle's rock die: Die, or DefaultDie when not given.
func (b *Battle) RockDie() Die {
	if b.Die.Faces == nil {
		return DefaultDie()
	}
	return b.Die
}

// Name returns player p's display name, or "A"/"B" when not given.
func (b *Battle) Name(p Player) string {
	if b.Names[p] != "" {
		return b.Names[p]
	}
	return p.String()
}

// String returns Format().
func (b *Battle) String() string { return b.Format() }

// Format writes the battle in the battle notation; ParseBattle reads it back
// to an equal Battle.
func (b *Battle) Format() string {
	var w strings.Builder
	fmt.Fprintf(&w, "first: %s\n", b.First)
	for p := range 2 {
		if b.Names[p] != "" {
			fmt.Fprintf(&w, "name %s: %s\n", Player(p), b.Names[p])
		}
	}
	for p := range 2 {
		fmt.Fprintf(&w, "%s: %s\n", Player(p), strings.Join(b.Decks[p], ", "))
	}
	if len(b.Rocks) > 0 {
		parts := make([]string, len(b.Rocks))
		for i, r := range b.Rocks {
			parts[i] = strconv.Itoa(r)
		}
		fmt.Fprintf(&w, "rocks: %s\n", strings.Join(parts, " "))
	}
	if b.Die.Faces != nil {
		fmt.Fprintf(&w, "die: %s\n", b.Die)
	}
	for p := range 2 {
		if b.Trumpets[p] != 0 {
			fmt.Fprintf(&w, "%s trumpets: %d\n", Player(p), b.Trumpets[p])
		}
	}
	for p := range 2 {
		if b.Mana[p] != 0 {
			fmt.Fprintf(&w, "%s mana: %d\n", Player(p), b.Mana[p])
		}
	}
	for _, c := range b.Cards {
		w.WriteString(c.String())
		w.WriteByte('\n')
	}
	return w.String()
}

// statementKeys are the statements of the notation, for suggestions.
var statementKeys = []string{"first", "name A", "name B", "A", "B", "rocks", "die", "A trumpets", "B trumpets", "A mana", "B mana", "card"}

// deckItem is one card of a deck line, before its name is looked up.
type deckItem struct {
	name string
	off  int
}

// ParseBattle reads a battle scenario. Card names are looked up in the
// battle's own card lines first, then in book (ReferenceBook when nil). Any
// mistake is a *ParseError naming the line (and column), and no Battle is
// returned.
func ParseBattle(src string, book *Book) (*Battle, error) {
	if book == nil {
		book = ReferenceBook()
	}
	b := &Battle{}
	seen := map[string]int{} // statement key -> line
	var deckItems [2][]deckItem
	var deckLine [2]int
	var deckText [2]string
	rocksLine, rocksText := 0, ""
	var rockOffs []int
	cardLine := map[string]int{}
	lines := strings.Split(src, "\n")
	for i, raw := range lines {
		no := i + 1
		line := stripComment(strings.TrimRight(raw, "\r"))
		if strings.TrimSpace(line) == "" {
			continue
		}
		p := &lineParser{line: line, no: no}
		colon := strings.IndexByte(line, ':')
		if colon < 0 {
			ws := p.words(0, len(line))
			return nil, p.errAt(ws[0].off, "expected a statement like \"A: Ant, Fish\" or \"first: A\" (KEY: VALUE), found %q", strings.TrimSpace(line))
		}
		key := p.words(0, colon)
		lkey := lowerWords(key)
		valStart := colon + 1
		value := strings.TrimSpace(line[valStart:])
		valOff := valStart + (len(line[valStart:]) - len(strings.TrimLeft(line[valStart:], " \t")))
		if len(key) > 0 && key[0].lower() == "card" {
			c, err := p.card(0, len(line), true)
			if err != nil {
				return nil, err
			}
			lk := strings.ToLower(c.Name)
			if prev, dup := cardLine[lk]; dup {
				return nil, p.errAt(key[0].off, "card %s is already defined on line %d", c.Name, prev)
			}
			cardLine[lk] = no
			b.Cards = append(b.Cards, c)
			continue
		}
		if len(key) == 0 {
			return nil, p.errAt(colon, "missing statement name before \":\" (statements: %s)", strings.Join(statementKeys, ", "))
		}
		canon, ok := canonicalKey(lkey)
		if !ok {
			return nil, p.errAt(key[0].off, "unknown statement %q%s (statements: %s)", joinWords(key),
				didYouMean(suggest(joinWords(key), statementKeys)), strings.Join(statementKeys, ", "))
		}
		if prev, dup := seen[canon]; dup {
			return nil, p.errAt(key[0].off, "%q is already given on line %d", canon, prev)
		}
		seen[canon] = no
		switch canon {
		case "first":
			pl, ok := parsePlayer(value)
			if !ok {
				return nil, p.errAt(valOff, "first player must be A or B, found %q", value)
			}
			b.First = pl
		case "name A", "name B":
			pl := PlayerA
			if canon == "name B" {
				pl = PlayerB
			}
			if len([]rune(value)) > MaxNameLen {
				return nil, p.errAt(valOff, "name is longer than %d characters", MaxNameLen)
			}
			for _, r := range value {
				if r < ' ' || r == 0x7f {
					return nil, p.errAt(valOff, "name has a control character")
				}
			}
			b.Names[pl] = value
		case "A", "B":
			pl := PlayerA
			if canon == "B" {
				pl = PlayerB
			}
			items, err := p.deck(valStart, len(line))
			if err != nil {
				return nil, err
			}
			deckItems[pl], deckLine[pl], deckText[pl] = items, no, line
		case "rocks":
			rocksLine, rocksText = no, line
			for _, w := range p.numbers(valStart, len(line)) {
				if !isDigits(w.s) {
					return nil, p.errAt(w.off, "rock result %q is not a number", w.s)
				}
				n, err := strconv.Atoi(w.s)
				if err != nil || n > MaxFaceRocks {
					return nil, p.errAt(w.off, "rock result %s is more than %d", w.s, MaxFaceRocks)
				}
				if len(b.Rocks) >= MaxRocks {
					return nil, p.errAt(w.off, "more than %d rock results", MaxRocks)
				}
				b.Rocks = append(b.Rocks, n)
				rockOffs = append(rockOffs, w.off)
			}
		case "die":
			d, err := rockdie.ParseDie(strings.Join(wordStrings(p.numbers(valStart, len(line))), " "))
			if err != nil {
				return nil, p.errAt(valOff, "%s", dieMsg(err))
			}
			b.Die = d
		case "A trumpets", "B trumpets", "A mana", "B mana":
			if !isDigits(value) {
				return nil, p.errAt(valOff, "%s must be a whole number, found %q", canon, value)
			}
			n, err := strconv.Atoi(value)
			if err != nil || n > MaxNumber {
				return nil, p.errAt(valOff, "%s is more than %d", canon, MaxNumber)
			}
			pl := PlayerA
			if canon[0] == 'B' {
				pl = PlayerB
			}
			if strings.HasSuffix(canon, "trumpets") {
				b.Trumpets[pl] = n
			} else {
				b.Mana[pl] = n
			}
		}
	}
	// Every rock result must be a face of the die.
	die := b.RockDie()
	for i, r := range b.Rocks {
		if !slices.Contains(die.Faces, r) {
			p := &lineParser{line: rocksText, no: rocksLine}
			return nil, p.errAt(rockOffs[i], "rock result %d is not a face of the rock die (%s)", r, die)
		}
	}
	lookup, all := cardLookup(b, book)
	// Deck names, looked up with plurals; the Battle keeps the book's spelling.
	rootLine := map[string]int{}
	for pl := range 2 {
		p := &lineParser{line: deckText[pl], no: deckLine[pl]}
		for _, it := range deckItems[pl] {
			var c Card
			found := false
			for _, n := range nameForms(it.name) {
				if c, found = lookup(n); found {
					break
				}
			}
			if !found {
				return nil, p.errAt(it.off, "unknown card %q%s", it.name, didYouMean(suggest(it.name, all)))
			}
			b.Decks[pl] = append(b.Decks[pl], c.Name)
			if _, ok := rootLine[strings.ToLower(c.Name)]; !ok {
				rootLine[strings.ToLower(c.Name)] = deckLine[pl]
			}
		}
		if len(b.Decks[pl]) > MaxDeck {
			return nil, &ParseError{Line: deckLine[pl], Msg: fmt.Sprintf("%s's deck has %d cards; at most %d", Player(pl), len(b.Decks[pl]), MaxDeck)}
		}
	}
	// The cards the decks use, and the battle's card lines, must make a table.
	if _, _, err := compile(b, book); err != nil {
		if re, ok := err.(*refError); ok {
			line := rootLine[strings.ToLower(re.root)]
			if l, ok := cardLine[strings.ToLower(re.card)]; ok {
				line = l
			} else if l, ok := cardLine[strings.ToLower(re.root)]; ok && line == 0 {
				line = l
			}
			return nil, &ParseError{Line: line, Msg: re.msg}
		}
		return nil, err
	}
	return b, nil
}

// canonicalKey maps a statement name (lower case, single spaces) to its
// canonical spelling.
func canonicalKey(k string) (string, bool) {
	switch k {
	case "first", "first player":
		return "first", true
	case "name a", "a name":
		return "name A", true
	case "name b", "b name":
		return "name B", true
	case "a", "a deck", "deck a":
		return "A", true
	case "b", "b deck", "deck b":
		return "B", true
	case "rocks", "rock":
		return "rocks", true
	case "die", "rock die":
		return "die", true
	case "a trumpets", "a trumpet", "trumpets a":
		return "A trumpets", true
	case "b trumpets", "b trumpet", "trumpets b":
		return "B trumpets", true
	case "a mana", "mana a":
		return "A mana", true
	case "b mana", "mana b":
		return "B mana", true
	}
	return "", false
}

func parsePlayer(s string) (Player, bool) {
	switch strings.ToUpper(strings.TrimSpace(s)) {
	case "A":
		return PlayerA, true
	case "B":
		return PlayerB, true
	}
	return NoPlayer, false
}

// numbers splits line[start:end] at spaces, commas and slashes.
func (p *lineParser) numbers(start, end int) []word {
	var ws []word
	i := start
	sep := func(c byte) bool { return c == ' ' || c == '\t' || c == ',' || c == '/' }
	for i < end {
		for i < end && sep(p.line[i]) {
			i++
		}
		j := i
		for j < end && !sep(p.line[j]) {
			j++
		}
		if j > i {
			ws = append(ws, word{p.line[i:j], i})
		}
		i = j
	}
	return ws
}

func wordStrings(ws []word) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = w.s
	}
	return out
}

// deck splits a deck line's value at commas. An item may start with a count:
// "2 Apple" or "2x Apple" stand for two Apples.
func (p *lineParser) deck(start, end int) ([]deckItem, *ParseError) {
	var items []deckItem
	pieceStart := start
	for i := start; i <= end; i++ {
		if i < end && p.line[i] != ',' {
			continue
		}
		ws := p.words(pieceStart, i)
		pieceStart = i + 1
		if len(ws) == 0 {
			continue
		}
		count := 1
		first := ws[0].lower()
		if len(ws) > 1 && (isDigits(first) || (strings.HasSuffix(first, "x") && isDigits(first[:len(first)-1]))) {
			n, _ := strconv.Atoi(strings.TrimSuffix(first, "x"))
			if n < 1 || n > MaxDeck {
				return nil, p.errAt(ws[0].off, "count %s is not 1 to %d", ws[0].s, MaxDeck)
			}
			count = n
			ws = ws[1:]
		}
		name := joinWords(ws)
		if msg := checkName(name); msg != "" {
			return nil, p.errAt(ws[0].off, "%s", msg)
		}
		for range count {
			items = append(items, deckItem{name, ws[0].off})
			if len(items) > MaxDeck {
				return nil, p.errAt(ws[0].off, "the deck has more than %d cards", MaxDeck)
			}
		}
	}
	return items, nil
}

// compile builds the card table of b (its decks and card lines) and the
// decks as CardIDs.
func compile(b *Battle, book *Book) (*Table, [2][]CardID, error) {
	var decks [2][]CardID
	lookup, names := cardLookup(b, book)
	var roots []string
	for p := range 2 {
		roots = append(roots, b.Decks[p]...)
	}
	for _, c := range b.Cards {
		roots = append(roots, c.Name)
	}
	tab, err := buildTable(roots, lookup, names)
	if err != nil {
		return nil, decks, err
	}
	for p := range 2 {
		for _, n := range b.Decks[p] {
			id, ok := tab.ID(n)
			if !ok {
				return nil, decks, &refError{root: n, msg: fmt.Sprintf("unknown card %q", n)}
			}
			decks[p] = append(decks[p], id)
		}
	}
	return tab, decks, nil
}

// cardLookup finds cards by exact name (any case): b's card lines first,
// then book. names lists them all, for suggestions.
func cardLookup(b *Battle, book *Book) (lookup func(string) (Card, bool), names []string) {
	battleCards := make(map[string]Card, len(b.Cards))
	names = book.Names()
	for _, c := range b.Cards {
		battleCards[strings.ToLower(c.Name)] = c
		names = append(names, c.Name)
	}
	return func(name string) (Card, bool) {
		if c, ok := battleCards[strings.ToLower(name)]; ok {
			return c, true
		}
		return book.get(name)
	}, names
}
