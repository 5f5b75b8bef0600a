package engine

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/textcheck"
	"github.com/sapcompanion/sapcompanion/rockdie"
)

// MaxRocks is the most results a "rocks:" line may give.
const MaxRocks = 10000

// Battle is a battle scenario as the battle notation (docs/notation.md §1)
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

// ParseBattle reads a battle scenario of at most MaxBattleSize bytes of
// UTF-8 (a byte-order mark at the start is skipped). Card names are looked
// up in the battle's own card lines first, then in book (ReferenceBook when
// nil). Any mistake is a *ParseError naming the line (and column) where it
// has one, and no Battle is returned.
func ParseBattle(src string, book *Book) (*Battle, error) {
	if book == nil {
		book = ReferenceBook()
	}
	src, perr := checkSource(src, MaxBattleSize, "battle")
	if perr != nil {
		return nil, perr
	}
	bp := &battleParser{b: &Battle{}, seen: map[string]int{}, cardLine: map[string]place{}}
	for i, raw := range strings.Split(src, "\n") {
		if err := bp.line(i+1, raw); err != nil {
			return nil, err
		}
	}
	if err := bp.checkRocks(); err != nil {
		return nil, err
	}
	rootLine, err := bp.lookUpDecks(book)
	if err != nil {
		return nil, err
	}
	if err := bp.checkTable(book, rootLine); err != nil {
		return nil, err
	}
	return bp.b, nil
}

// battleParser is what ParseBattle has read so far: the Battle, and where
// each part was written, for the checks made after the last line.
type battleParser struct {
	b         *Battle
	seen      map[string]int   // canonical statement key -> its line
	deckItems [2][]deckItem    // each deck, before its names are looked up
	deckLine  [2]int           // the line of each deck statement
	deckText  [2]string        // the text of that line
	rocksLine int              // the line of the rocks statement
	rocksText string           // its text
	rockOffs  []int            // where each rock result stands in it
	cardLine  map[string]place // card name (lower case) -> its card line
}

// line reads line no of the notation: a card line or one statement.
func (bp *battleParser) line(no int, raw string) *ParseError {
	line := stripComment(strings.TrimRight(raw, "\r"))
	if strings.TrimSpace(line) == "" {
		return nil
	}
	p := &lineParser{line: line, no: no}
	colon := strings.IndexByte(line, ':')
	if colon < 0 {
		ws := p.words(0, len(line))
		return p.errAt(ws[0].off, "expected a statement like \"A: Ant, Fish\" or \"first: A\" (KEY: VALUE), found %q", strings.TrimSpace(line))
	}
	key := p.words(0, colon)
	if len(key) > 0 && key[0].lower() == "card" {
		return bp.cardStatement(p, key[0])
	}
	if len(key) == 0 {
		return p.errAt(colon, "missing statement name before \":\" (statements: %s)", strings.Join(statementKeys, ", "))
	}
	canon, ok := canonicalKey(lowerWords(key))
	if _, trig := triggerWords[lowerWords(key)]; !ok && trig {
		return p.errAt(key[0].off, "%q is an ability: abilities go on a card line, after \"|\" (like \"card Dolphin: pet 2 | Play: throw 3 rocks\")", strings.TrimSpace(line))
	}
	if !ok {
		return p.errAt(key[0].off, "unknown statement %q%s (statements: %s)", joinWords(key),
			didYouMean(suggest(joinWords(key), statementKeys)), strings.Join(statementKeys, ", "))
	}
	if prev, dup := bp.seen[canon]; dup {
		return p.errAt(key[0].off, "%q is already given on line %d", canon, prev)
	}
	bp.seen[canon] = no
	return bp.statement(p, canon, colon+1)
}

// cardStatement reads a card line; cardWord is its word "card".
func (bp *battleParser) cardStatement(p *lineParser, cardWord word) *ParseError {
	c, err := p.card(0, len(p.line), true)
	if err != nil {
		return err
	}
	lk := strings.ToLower(c.Name)
	if prev, dup := bp.cardLine[lk]; dup {
		return p.errAt(cardWord.off, "card %s is already defined on line %d", c.Name, prev.no)
	}
	bp.cardLine[lk] = place{p.no, p.line, cardWord.off}
	bp.b.Cards = append(bp.b.Cards, c)
	return nil
}

// statement reads the value, from valStart, of the statement canon.
func (bp *battleParser) statement(p *lineParser, canon string, valStart int) *ParseError {
	line := p.line
	value := strings.TrimSpace(line[valStart:])
	valOff := valStart + (len(line[valStart:]) - len(strings.TrimLeft(line[valStart:], " \t")))
	switch canon {
	case "first":
		pl, ok := parsePlayer(value)
		if !ok {
			return p.errAt(valOff, "first player must be A or B, found %q", value)
		}
		bp.b.First = pl
	case "name A", "name B":
		return bp.name(p, canon, value, valOff)
	case "A", "B":
		pl := PlayerA
		if canon == "B" {
			pl = PlayerB
		}
		items, err := p.deck(valStart, len(line))
		if err != nil {
			return err
		}
		bp.deckItems[pl], bp.deckLine[pl], bp.deckText[pl] = items, p.no, line
	case "rocks":
		return bp.rocks(p, valStart)
	case "die":
		d, err := rockdie.ParseDie(strings.Join(wordStrings(p.numbers(valStart, len(line))), " "))
		if err != nil {
			return p.errAt(valOff, "%s", dieMsg(err))
		}
		bp.b.Die = d
	case "A trumpets", "B trumpets", "A mana", "B mana":
		return bp.resource(p, canon, value, valOff)
	}
	return nil
}

// name reads a "name A" or "name B" statement's value.
func (bp *battleParser) name(p *lineParser, canon, value string, valOff int) *ParseError {
	pl := PlayerA
	if canon == "name B" {
		pl = PlayerB
	}
	if len([]rune(value)) > MaxNameLen {
		return p.errAt(valOff, "name is longer than %d characters", MaxNameLen)
	}
	if off, why := textcheck.BadNameChar(value); why != "" {
		return p.errAt(valOff+off, "the name may not contain %s", why)
	}
	bp.b.Names[pl] = value
	return nil
}

// rocks reads the rock results of a "rocks:" statement from valStart.
func (bp *battleParser) rocks(p *lineParser, valStart int) *ParseError {
	bp.rocksLine, bp.rocksText = p.no, p.line
	for _, w := range p.numbers(valStart, len(p.line)) {
		if !isDigits(w.s) {
			return p.errAt(w.off, "rock result %q is not a number", w.s)
		}
		n, err := strconv.Atoi(w.s)
		if err != nil || n > MaxFaceRocks {
			return p.errAt(w.off, "rock result %s is more than %d", clip(w.s), MaxFaceRocks)
		}
		if len(bp.b.Rocks) >= MaxRocks {
			return p.errAt(w.off, "more than %d rock results", MaxRocks)
		}
		bp.b.Rocks = append(bp.b.Rocks, n)
		bp.rockOffs = append(bp.rockOffs, w.off)
	}
	return nil
}

// resource reads a player's starting Trumpets or Mana.
func (bp *battleParser) resource(p *lineParser, canon, value string, valOff int) *ParseError {
	n, err := strconv.Atoi(value)
	if !isDigits(value) || err != nil || n > MaxNumber {
		return p.errAt(valOff, "%s must be a whole number from 0 to %d, found %q", canon, MaxNumber, value)
	}
	pl := PlayerA
	if canon[0] == 'B' {
		pl = PlayerB
	}
	if strings.HasSuffix(canon, "trumpets") {
		bp.b.Trumpets[pl] = n
	} else {
		bp.b.Mana[pl] = n
	}
	return nil
}

// checkRocks checks that every rock result is a face of the battle's die.
func (bp *battleParser) checkRocks() *ParseError {
	die := bp.b.RockDie()
	for i, r := range bp.b.Rocks {
		if !slices.Contains(die.Faces, r) {
			p := &lineParser{line: bp.rocksText, no: bp.rocksLine}
			return p.errAt(bp.rockOffs[i], "rock result %d is not a face of the rock die (%s)", r, die)
		}
	}
	return nil
}

// place is where a card is written: its line's number and text, and its
// byte offset in the line.
type place struct {
	no   int
	text string
	off  int
}

// lookUpDecks looks the deck names up (with plurals) in the battle's card
// lines and book; the Battle keeps the book's spelling. It returns where
// each card (lower case) first appears on a deck line.
func (bp *battleParser) lookUpDecks(book *Book) (map[string]place, *ParseError) {
	b := bp.b
	lookup, all := cardLookup(b, book)
	rootLine := map[string]place{}
	for pl := range 2 {
		p := &lineParser{line: bp.deckText[pl], no: bp.deckLine[pl]}
		for _, it := range bp.deckItems[pl] {
			var c Card
			found := false
			for _, n := range nameForms(it.name) {
				if c, found = lookup(n); found {
					break
				}
			}
			if !found {
				return nil, p.errAt(it.off, "unknown card %q%s", it.name, didYouMean(suggest(it.name, all())))
			}
			b.Decks[pl] = append(b.Decks[pl], c.Name)
			if _, ok := rootLine[strings.ToLower(c.Name)]; !ok {
				rootLine[strings.ToLower(c.Name)] = place{bp.deckLine[pl], bp.deckText[pl], it.off}
			}
		}
		if len(b.Decks[pl]) > MaxDeck {
			return nil, &ParseError{Line: bp.deckLine[pl], Msg: fmt.Sprintf("%s's deck has %d cards; at most %d", Player(pl), len(b.Decks[pl]), MaxDeck)}
		}
	}
	return rootLine, nil
}

// checkTable checks that the cards the decks use, and the battle's card
// lines, make a card table. A card that cannot be used is reported on the
// line of the card statement whose effect names it, at that name, or else
// at the deck card that leads to it.
func (bp *battleParser) checkTable(book *Book, rootLine map[string]place) error {
	_, _, err := compile(bp.b, book)
	if err == nil {
		return nil
	}
	re, ok := err.(*refError)
	if !ok {
		return err
	}
	at, inDeck := rootLine[strings.ToLower(re.root)]
	if pl, ok := bp.cardLine[strings.ToLower(re.card)]; ok {
		at = pl
		at.off = nameOffset(pl.text, re.name)
	} else if pl, ok := bp.cardLine[strings.ToLower(re.root)]; ok && !inDeck {
		at = pl
	}
	col := 0
	if at.off >= 0 && at.text != "" {
		col = column(at.text, at.off)
	}
	return &ParseError{Line: at.no, Col: col, Msg: re.msg}
}

// nameOffset is the byte offset in the card line text of the first
// ability's mention of the card name (any case, as a whole word); -1 when
// there is none.
func nameOffset(text, name string) int {
	bar := strings.IndexByte(text, '|')
	if name == "" || bar < 0 {
		return -1
	}
	lt, ln := strings.ToLower(text), strings.ToLower(name)
	for from := bar; ; {
		k := strings.Index(lt[from:], ln)
		if k < 0 {
			return -1
		}
		at, end := from+k, from+k+len(ln)
		if !isWordByte(lt, at-1) && !isWordByte(lt, end) {
			return at
		}
		from = end
	}
}

// isWordByte reports whether text[i] is a letter or digit of a name (false
// outside text).
func isWordByte(text string, i int) bool {
	if i < 0 || i >= len(text) {
		return false
	}
	c := text[i]
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c >= 0x80
}

// statementNames maps every spelling of a statement name (lower case,
// single spaces) to its canonical spelling.
var statementNames = map[string]string{
	"first": "first", "first player": "first",
	"name a": "name A", "a name": "name A",
	"name b": "name B", "b name": "name B",
	"a": "A", "a deck": "A", "deck a": "A",
	"b": "B", "b deck": "B", "deck b": "B",
	"rocks": "rocks", "rock": "rocks",
	"die": "die", "rock die": "die",
	"a trumpets": "A trumpets", "a trumpet": "A trumpets", "trumpets a": "A trumpets",
	"b trumpets": "B trumpets", "b trumpet": "B trumpets", "trumpets b": "B trumpets",
	"a mana": "A mana", "mana a": "A mana",
	"b mana": "B mana", "mana b": "B mana",
}

// canonicalKey maps a statement name (lower case, single spaces) to its
// canonical spelling.
func canonicalKey(k string) (string, bool) {
	c, ok := statementNames[k]
	return c, ok
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
				return nil, p.errAt(ws[0].off, "count %s is not 1 to %d", clip(ws[0].s), MaxDeck)
			}
			count = n
			ws = ws[1:]
		}
		name := joinWords(ws)
		if ws[0].lower() == "card" && strings.Contains(name, ":") {
			return nil, p.errAt(ws[0].off, "%q looks like a card line: write it on a line of its own, not on a deck line", name)
		}
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
// then book. names lists them all, the book's first, for suggestions: it
// is called only for a name that is not found.
func cardLookup(b *Battle, book *Book) (lookup func(string) (Card, bool), names func() []string) {
	battleCards := make(map[string]Card, len(b.Cards))
	for _, c := range b.Cards {
		battleCards[strings.ToLower(c.Name)] = c
	}
	names = func() []string {
		all := book.names()
		for _, c := range b.Cards {
			all = append(all, c.Name)
		}
		return all
	}
	return func(name string) (Card, bool) {
		if c, ok := battleCards[strings.ToLower(name)]; ok {
			return c, true
		}
		return book.get(name)
	}, names
}
