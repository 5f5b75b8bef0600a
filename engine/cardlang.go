package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// This file parses the card language of NOTATION.md §2-3 into Card and
// Ability values. The battle code never sees text.

// word is one space-separated word of a line and its byte offset there.
type word struct {
	s   string
	off int
}

func (w word) lower() string { return strings.ToLower(w.s) }

// lineParser parses parts of one line and reports errors with its position.
type lineParser struct {
	line string
	no   int // line number, 0 for a lone line
}

func (p *lineParser) errAt(off int, format string, a ...any) *ParseError {
	return &ParseError{Line: p.no, Col: column(p.line, off), Msg: fmt.Sprintf(format, a...)}
}

// words splits line[start:end] at spaces and tabs.
func (p *lineParser) words(start, end int) []word {
	var ws []word
	i := start
	for i < end {
		for i < end && (p.line[i] == ' ' || p.line[i] == '\t') {
			i++
		}
		j := i
		for j < end && p.line[j] != ' ' && p.line[j] != '\t' {
			j++
		}
		if j > i {
			ws = append(ws, word{p.line[i:j], i})
		}
		i = j
	}
	return ws
}

// endOf is the offset just after the last of ws, or def when ws is empty.
func endOf(ws []word, def int) int {
	if len(ws) == 0 {
		return def
	}
	w := ws[len(ws)-1]
	return w.off + len(w.s)
}

func joinWords(ws []word) string {
	parts := make([]string, len(ws))
	for i, w := range ws {
		parts[i] = w.s
	}
	return strings.Join(parts, " ")
}

func lowerWords(ws []word) string { return strings.ToLower(joinWords(ws)) }

// ParseAbility parses one ability line, such as "Play: throw 3 rocks" or
// "takes 1 more damage". A mistake is returned as a *ParseError whose Col
// points at it (Line is 0), so an editor can check a line as it is typed.
func ParseAbility(s string) (Ability, error) {
	p := &lineParser{line: s}
	a, err := p.ability(0, len(s))
	if err != nil {
		return Ability{}, err
	}
	return a, nil
}

// ParseCard parses one card statement, "card NAME: KIND [POWER] [temporary]
// [| ABILITY]..." (the word "card" may be left out). Besides NOTATION.md §2 it
// reads the card book's metadata between the kind and the first ability:
// "tier N", "hat WORD", "pack classic|golden|magic", "example" and
// "unverified". A "#" starts a comment.
func ParseCard(s string) (Card, error) {
	p := &lineParser{line: stripComment(s)}
	c, err := p.card(0, len(p.line), false)
	if err != nil {
		return Card{}, err
	}
	return c, nil
}

// stripComment cuts s at its first "#".
func stripComment(s string) string {
	if i := strings.IndexByte(s, '#'); i >= 0 {
		return s[:i]
	}
	return s
}

// ability parses line[start:end] as one ability.
func (p *lineParser) ability(start, end int) (Ability, *ParseError) {
	ws := p.words(start, end)
	if len(ws) == 0 {
		return Ability{}, p.errAt(start, "empty ability (write TRIGGER: EFFECT, like \"Play: throw 1 rock\", or a passive line)")
	}
	colon := strings.IndexByte(p.line[start:end], ':')
	if colon >= 0 {
		colon += start
		tws := p.words(start, colon)
		if len(tws) == 0 {
			return Ability{}, p.errAt(colon, "missing trigger before \":\" (triggers: %s)", strings.Join(triggerList(), ", "))
		}
		trig, ok := triggerWords[lowerWords(tws)]
		if !ok {
			return Ability{}, p.errAt(tws[0].off, "unknown trigger %q%s (triggers: %s)", joinWords(tws),
				didYouMean(suggest(joinWords(tws), triggerList())), strings.Join(triggerList(), ", "))
		}
		effs, err := p.effects(colon+1, end)
		if err != nil {
			return Ability{}, err
		}
		return Ability{Trigger: trig, Effects: effs}, nil
	}
	if pas, ok, err := p.passive(ws); ok || err != nil {
		if err != nil {
			return Ability{}, err
		}
		return Ability{Passive: pas}, nil
	}
	first := ws[0].lower()
	if _, ok := triggerWords[first]; ok {
		return Ability{}, p.errAt(endOf(ws[:1], start), "missing \":\" after the trigger %s", ws[0].s)
	}
	if len(ws) > 1 {
		if _, ok := triggerWords[first+" "+ws[1].lower()]; ok {
			return Ability{}, p.errAt(endOf(ws[:2], start), "missing \":\" after the trigger %s", joinWords(ws[:2]))
		}
	}
	if _, ok := effectVerbs[first]; ok {
		return Ability{}, p.errAt(ws[0].off, "an effect needs a trigger first, like \"Play: %s\"", joinWords(ws))
	}
	return Ability{}, p.errAt(ws[0].off, "unknown ability %q (write TRIGGER: EFFECT, like \"Faint: put 1 Apple on top of your deck\", or a passive line like \"takes 1 more damage\")", joinWords(ws))
}

// passive parses a passive line. ok is false when ws is not one.
func (p *lineParser) passive(ws []word) (Passive, bool, *ParseError) {
	if len(ws) < 4 {
		return Passive{}, false, nil
	}
	verb := ws[0].lower()
	if verb != "deals" && verb != "deal" && verb != "takes" && verb != "take" {
		return Passive{}, false, nil
	}
	n, err := p.number(ws, 1, 0, ws[0])
	if err != nil {
		return Passive{}, true, err
	}
	rest := lowerWords(ws[2:])
	switch {
	case (verb == "deals" || verb == "deal") && rest == "less damage when attacking":
		return Passive{Kind: DealsLess, N: n}, true, nil
	case (verb == "takes" || verb == "take") && rest == "more damage":
		return Passive{Kind: TakesMore, N: n}, true, nil
	case (verb == "takes" || verb == "take") && rest == "less damage":
		return Passive{Kind: TakesLess, N: n}, true, nil
	}
	return Passive{}, true, p.errAt(ws[2].off, "unknown passive line (passive lines: deals N less damage when attacking; takes N more damage; takes N less damage)")
}

// effects parses the effects of an ability in line[start:end]: effects are
// joined with ", then", ";", ",", "then" or "and then".
func (p *lineParser) effects(start, end int) ([]Effect, *ParseError) {
	var groups [][]word
	pieceStart := start
	for i := start; i <= end; i++ {
		if i < end && p.line[i] != ';' && p.line[i] != ',' {
			continue
		}
		ws := p.words(pieceStart, i)
		var cur []word
		flush := func(at int) *ParseError {
			for len(cur) > 0 && cur[len(cur)-1].lower() == "and" {
				cur = cur[:len(cur)-1]
			}
			if len(cur) == 0 {
				return p.errAt(at, "missing effect (effects are joined with \", then\" or \";\")")
			}
			groups = append(groups, cur)
			cur = nil
			return nil
		}
		for len(ws) > 0 && (ws[0].lower() == "then" || ws[0].lower() == "and") {
			ws = ws[1:]
		}
		if len(ws) == 0 {
			at := pieceStart
			if i == end && len(groups) == 0 {
				return nil, p.errAt(max(start-1, 0), "the trigger has no effect after \":\"")
			}
			return nil, p.errAt(at, "missing effect (effects are joined with \", then\" or \";\")")
		}
		for _, w := range ws {
			if w.lower() == "then" {
				if err := flush(w.off); err != nil {
					return nil, err
				}
				continue
			}
			cur = append(cur, w)
		}
		if err := flush(endOf(ws, i)); err != nil {
			return nil, err
		}
		pieceStart = i + 1
	}
	effs := make([]Effect, 0, len(groups))
	aside := -1
	for _, g := range groups {
		e, err := p.effect(g)
		if err != nil {
			return nil, err
		}
		if aside >= 0 {
			if e.Kind == EffectSetAside {
				return nil, p.errAt(g[0].off, "a set-aside effect cannot hold another set-aside effect")
			}
			effs[aside].Then = append(effs[aside].Then, e)
			continue
		}
		if e.Kind == EffectSetAside {
			aside = len(effs)
		}
		effs = append(effs, e)
	}
	return effs, nil
}

var effectVerbs = map[string]bool{"throw": true, "deal": true, "put": true, "gain": true, "discard": true, "give": true, "set": true}

var perFaintedWords = []string{"for", "each", "of", "your", "fainted"}

// effect parses the words of one effect.
func (p *lineParser) effect(ws []word) (Effect, *ParseError) {
	var e Effect
	// The suffix "for each of your fainted pets" may follow any counted effect.
	if n := len(ws); n >= 7 {
		tail := ws[n-6:]
		ok := true
		for i, s := range perFaintedWords {
			if tail[i].lower() != s {
				ok = false
			}
		}
		if last := tail[5].lower(); ok && (last == "pets" || last == "pet") {
			e.PerFainted = true
			ws = ws[:n-6]
		}
	}
	verb := ws[0].lower()
	switch verb {
	case "throw":
		n, err := p.number(ws, 1, 1, ws[0])
		if err != nil {
			return e, err
		}
		e.Kind, e.N = EffectThrow, n
		if len(ws) < 3 || (ws[2].lower() != "rocks" && ws[2].lower() != "rock") {
			return e, p.missing(ws, 2, "\"rocks\" after the number (throw N rocks)")
		}
		if len(ws) > 3 {
			if ws[3].lower() != "at" {
				return e, p.errAt(ws[3].off, "expected \"at TARGET\" or the end of the effect, found %q", ws[3].s)
			}
			t, err := p.target(ws[4:], endOf(ws, 0))
			if err != nil {
				return e, err
			}
			e.Target = t
		}
	case "deal":
		n, err := p.number(ws, 1, 0, ws[0])
		if err != nil {
			return e, err
		}
		e.Kind, e.N = EffectDamage, n
		if len(ws) < 3 || ws[2].lower() != "damage" {
			return e, p.missing(ws, 2, "\"damage\" after the number (deal N damage to TARGET)")
		}
		if len(ws) > 3 {
			if ws[3].lower() != "to" {
				return e, p.errAt(ws[3].off, "expected \"to TARGET\", found %q", ws[3].s)
			}
			t, err := p.target(ws[4:], endOf(ws, 0))
			if err != nil {
				return e, err
			}
			e.Target = t
		}
	case "put":
		n, err := p.number(ws, 1, 1, ws[0])
		if err != nil {
			return e, err
		}
		e.Kind, e.N = EffectPutOnDeck, n
		k := len(ws) - 5
		if k < 2 || lowerWords(ws[k:k+3]) != "on top of" || (ws[k+3].lower() != "your" && ws[k+3].lower() != "the") || ws[k+4].lower() != "deck" {
			return e, p.errAt(endOf(ws, 0), "expected \"put N CARD on top of your deck\"")
		}
		if e.Card, err = p.cardName(ws[2:k], ws[1]); err != nil {
			return e, err
		}
	case "gain":
		n, err := p.number(ws, 1, 1, ws[0])
		if err != nil {
			return e, err
		}
		e.N = n
		if len(ws) < 3 {
			return e, p.missing(ws, 2, "what to gain (power, trumpets, mana or a food card)")
		}
		switch rest := lowerWords(ws[2:]); rest {
		case "power":
			e.Kind = EffectGainPower
		case "trumpet", "trumpets":
			e.Kind = EffectGainTrumpets
		case "mana":
			e.Kind = EffectGainMana
		default:
			e.Kind = EffectGainCard
			if e.Card, err = p.cardName(ws[2:], ws[1]); err != nil {
				return e, err
			}
		}
	case "discard":
		e.Kind = EffectDiscard
		if len(ws) > 1 && ws[1].lower() == "all" {
			e.All = true
		} else {
			if len(ws) < 2 || !isDigits(ws[1].s) {
				return e, p.missing(ws, 1, "\"all\" or a number after discard")
			}
			n, err := p.number(ws, 1, 1, ws[0])
			if err != nil {
				return e, err
			}
			e.N = n
		}
		from := lastWord(ws, "from")
		if from < 0 {
			return e, p.errAt(endOf(ws, 0), "expected \"discard all CARD from TARGET\" or \"discard N CARD from TARGET\"")
		}
		var err *ParseError
		if e.Card, err = p.cardName(ws[2:from], ws[1]); err != nil {
			return e, err
		}
		if e.Target, err = p.target(ws[from+1:], endOf(ws, 0)); err != nil {
			return e, err
		}
		if e.PerFainted && e.All {
			return e, p.errAt(ws[1].off, "\"discard all\" cannot be counted for each fainted pet")
		}
	case "give":
		n, err := p.number(ws, 1, 1, ws[0])
		if err != nil {
			return e, err
		}
		e.Kind, e.N = EffectGive, n
		to := lastWord(ws, "to")
		if to < 0 {
			return e, p.errAt(endOf(ws, 0), "expected \"give N AILMENT to TARGET\"")
		}
		if e.Card, err = p.cardName(ws[2:to], ws[1]); err != nil {
			return e, err
		}
		if e.Target, err = p.target(ws[to+1:], endOf(ws, 0)); err != nil {
			return e, err
		}
	case "set":
		const want = "set aside this pet until you play your next pet"
		if lowerWords(ws) != want {
			return e, p.errAt(ws[0].off, "expected %q (then \", then\" and the effects that happen then)", want)
		}
		if e.PerFainted {
			return e, p.errAt(ws[0].off, "a set-aside effect cannot be counted for each fainted pet")
		}
		e.Kind = EffectSetAside
	default:
		verbs := []string{"throw", "deal", "put", "gain", "discard", "give", "set aside"}
		return e, p.errAt(ws[0].off, "unknown effect %q%s (effects start with throw, deal, put, gain, discard, give or set aside)",
			joinWords(ws), didYouMean(suggest(ws[0].s, verbs)))
	}
	return e, nil
}

func lastWord(ws []word, s string) int {
	for i := len(ws) - 1; i >= 2; i-- {
		if ws[i].lower() == s {
			return i
		}
	}
	return -1
}

// missing reports that word i of ws is missing or wrong.
func (p *lineParser) missing(ws []word, i int, want string) *ParseError {
	if i < len(ws) {
		return p.errAt(ws[i].off, "expected %s, found %q", want, ws[i].s)
	}
	return p.errAt(endOf(ws, 0), "expected %s", want)
}

// number reads word i of ws as a whole number from lo to MaxNumber.
func (p *lineParser) number(ws []word, i, lo int, after word) (int, *ParseError) {
	if i >= len(ws) {
		return 0, p.errAt(endOf(ws, 0), "expected a number after %q", after.s)
	}
	w := ws[i]
	if !isDigits(w.s) {
		return 0, p.errAt(w.off, "expected a number (digits) after %q, found %q", after.s, w.s)
	}
	n, err := strconv.Atoi(w.s)
	if err != nil || n > MaxNumber {
		return 0, p.errAt(w.off, "number %s is too big (at most %d)", w.s, MaxNumber)
	}
	if n < lo {
		return 0, p.errAt(w.off, "number must be at least %d", lo)
	}
	return n, nil
}

// cardName joins ws as a card name.
func (p *lineParser) cardName(ws []word, before word) (string, *ParseError) {
	if len(ws) == 0 {
		return "", p.errAt(before.off+len(before.s), "expected a card name after %q", before.s)
	}
	name := joinWords(ws)
	if msg := checkName(name); msg != "" {
		return "", p.errAt(ws[0].off, "%s", msg)
	}
	return name, nil
}

var targetWords = map[string]Target{
	"the enemy pet": TargetEnemy, "enemy pet": TargetEnemy, "the enemy": TargetEnemy, "the enemy's pet": TargetEnemy,
	"this pet": TargetThis, "itself": TargetThis,
	"it":       TargetIt,
	"your pet": TargetYour, "your active pet": TargetYour,
}

// target reads ws as a target.
func (p *lineParser) target(ws []word, at int) (Target, *ParseError) {
	if len(ws) == 0 {
		return 0, p.errAt(at, "expected a target (the enemy pet, this pet, it, your pet)")
	}
	t, ok := targetWords[lowerWords(ws)]
	if !ok {
		return 0, p.errAt(ws[0].off, "unknown target %q%s (targets: the enemy pet, this pet, it, your pet)",
			joinWords(ws), didYouMean(suggest(joinWords(ws), targetNames[:])))
	}
	return t, nil
}

// card parses line[start:end] as a card statement. needCard says whether the
// leading word "card" is required.
func (p *lineParser) card(start, end int, needCard bool) (Card, *ParseError) {
	var c Card
	colon := strings.IndexByte(p.line[start:end], ':')
	if colon < 0 {
		return c, p.errAt(start, "expected \"card NAME: KIND [POWER] [| ABILITY]...\"")
	}
	colon += start
	head := p.words(start, colon)
	if len(head) > 0 && head[0].lower() == "card" {
		head = head[1:]
	} else if needCard {
		return c, p.errAt(start, "expected \"card NAME: ...\"")
	}
	if len(head) == 0 {
		return c, p.errAt(colon, "missing card name before \":\"")
	}
	c.Name = joinWords(head)
	if msg := checkName(c.Name); msg != "" {
		return c, p.errAt(head[0].off, "%s", msg)
	}
	// Split the body at "|": the spec, then one ability per piece.
	pieces := []int{colon + 1}
	for i := colon + 1; i < end; i++ {
		if p.line[i] == '|' {
			pieces = append(pieces, i+1)
		}
	}
	pieces = append(pieces, end+1)
	if err := p.spec(&c, pieces[0], pieces[1]-1); err != nil {
		return c, err
	}
	for k := 1; k+1 < len(pieces); k++ {
		a, err := p.ability(pieces[k], pieces[k+1]-1)
		if err != nil {
			return c, err
		}
		c.Abilities = append(c.Abilities, a)
	}
	return c, nil
}

// spec parses "KIND [POWER] [temporary] [tier N] [hat H] [pack P] [example]
// [unverified]".
func (p *lineParser) spec(c *Card, start, end int) *ParseError {
	ws := p.words(start, end)
	if len(ws) == 0 {
		return p.errAt(start, "missing card kind (pet, food, perk or ailment)")
	}
	switch k := ws[0].lower(); k {
	case "pet", "food", "perk", "ailment":
		for i, n := range kindNames {
			if n == k {
				c.Kind = Kind(i)
			}
		}
	default:
		return p.errAt(ws[0].off, "unknown card kind %q%s (kinds: pet, food, perk, ailment)", ws[0].s, didYouMean(suggest(ws[0].s, kindNames[:])))
	}
	seen := map[string]bool{}
	once := func(w word, key string) *ParseError {
		if seen[key] {
			return p.errAt(w.off, "%s is given twice", key)
		}
		seen[key] = true
		return nil
	}
	for i := 1; i < len(ws); i++ {
		w := ws[i]
		lw := w.lower()
		switch {
		case isDigits(w.s):
			if err := once(w, "power"); err != nil {
				return err
			}
			n, err := p.number(ws, i, 0, ws[i-1])
			if err != nil {
				return err
			}
			c.Power = n
		case lw == "temporary" || lw == "temp":
			if err := once(w, "temporary"); err != nil {
				return err
			}
			c.Temporary = true
		case lw == "tier":
			if err := once(w, "tier"); err != nil {
				return err
			}
			n, err := p.number(ws, i+1, 1, w)
			if err != nil {
				return err
			}
			if n > MaxTier {
				return p.errAt(ws[i+1].off, "tier %d is not 1 to %d", n, MaxTier)
			}
			c.Tier = n
			i++
		case lw == "hat":
			if err := once(w, "hat"); err != nil {
				return err
			}
			if i+1 >= len(ws) {
				return p.errAt(endOf(ws, end), "expected a hat name after \"hat\"")
			}
			if msg := checkHat(ws[i+1].s); msg != "" {
				return p.errAt(ws[i+1].off, "%s", msg)
			}
			c.Hat = ws[i+1].s
			i++
		case lw == "pack":
			if err := once(w, "pack"); err != nil {
				return err
			}
			if i+1 >= len(ws) {
				return p.errAt(endOf(ws, end), "expected classic, golden or magic after \"pack\"")
			}
			pk, ok := ParsePack(ws[i+1].s)
			if !ok {
				return p.errAt(ws[i+1].off, "unknown pack %q (packs: classic, golden, magic)", ws[i+1].s)
			}
			c.Pack = pk
			i++
		case lw == "example":
			if err := once(w, "example"); err != nil {
				return err
			}
			c.Example = true
		case lw == "unverified":
			if err := once(w, "unverified"); err != nil {
				return err
			}
			c.Unverified = true
		default:
			return p.errAt(w.off, "unexpected %q in the card (after the kind: POWER, temporary, tier N, hat H, pack P, example, unverified; abilities go after \"|\")", w.s)
		}
	}
	return nil
}
