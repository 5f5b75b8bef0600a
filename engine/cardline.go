package engine

import (
	"strings"
)

// This file reads a card line (docs/notation.md §2): the name, the kind and
// power, the card book's metadata between the kind and the first "|" (tier,
// hat, pack, example, unverified), then the abilities.

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
	if msg := tooLong("card line", strings.TrimSpace(p.line[start:end]), c.String(), MaxCardLen); msg != "" {
		return c, &ParseError{Line: p.no, Msg: msg}
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
	if err := p.kind(c, ws[0]); err != nil {
		return err
	}
	seen := map[string]bool{}
	for i := 1; i < len(ws); i++ {
		last, err := p.specWord(c, ws, i, end, seen)
		if err != nil {
			return err
		}
		i = last
	}
	return nil
}

// kind reads w as the card's kind.
func (p *lineParser) kind(c *Card, w word) *ParseError {
	switch k := w.lower(); k {
	case "pet", "food", "perk", "ailment":
		for i, n := range kindNames {
			if n == k {
				c.Kind = Kind(i)
			}
		}
		return nil
	}
	return p.errAt(w.off, "unknown card kind %q%s (kinds: pet, food, perk, ailment)", w.s, didYouMean(suggest(w.s, kindNames[:])))
}

// specKey names the part of a card's spec that word w starts ("power",
// "temporary", "tier", "hat", "pack", "example", "unverified"), or "".
func specKey(w word) string {
	switch lw := w.lower(); {
	case isDigits(w.s):
		return "power"
	case lw == "temporary" || lw == "temp":
		return "temporary"
	case lw == "tier" || lw == "hat" || lw == "pack" || lw == "example" || lw == "unverified":
		return lw
	}
	return ""
}

// specWord reads the part of the spec that ws[i] starts into c; each part
// may be given once (seen). It returns the index of the last word the part
// uses (tier, hat and pack take the next word as their value).
func (p *lineParser) specWord(c *Card, ws []word, i, end int, seen map[string]bool) (int, *ParseError) {
	w := ws[i]
	key := specKey(w)
	if key == "" {
		return i, p.errAt(w.off, "unexpected %q in the card (after the kind: POWER, temporary, tier N, hat H, pack P, example, unverified; abilities go after \"|\")", w.s)
	}
	if seen[key] {
		return i, p.errAt(w.off, "%s is given twice", key)
	}
	seen[key] = true
	switch key {
	case "power":
		n, err := p.number(ws, i, 0, ws[i-1])
		if err != nil {
			return i, err
		}
		c.Power = n
	case "temporary":
		c.Temporary = true
	case "tier":
		return i + 1, p.tier(c, ws, i)
	case "hat":
		return i + 1, p.hat(c, ws, i, end)
	case "pack":
		return i + 1, p.pack(c, ws, i, end)
	case "example":
		c.Example = true
	case "unverified":
		c.Unverified = true
	}
	return i, nil
}

// tier reads the number after "tier" (ws[i]).
func (p *lineParser) tier(c *Card, ws []word, i int) *ParseError {
	n, err := p.number(ws, i+1, 1, ws[i])
	if err != nil {
		return err
	}
	if n > MaxTier {
		return p.errAt(ws[i+1].off, "tier %d is not 1 to %d", n, MaxTier)
	}
	c.Tier = n
	return nil
}

// hat reads the hat name after "hat" (ws[i]).
func (p *lineParser) hat(c *Card, ws []word, i, end int) *ParseError {
	if i+1 >= len(ws) {
		return p.errAt(endOf(ws, end), "expected a hat name after \"hat\"")
	}
	if msg := checkHat(ws[i+1].s); msg != "" {
		return p.errAt(ws[i+1].off, "%s", msg)
	}
	c.Hat = ws[i+1].s
	return nil
}

// pack reads the pack after "pack" (ws[i]).
func (p *lineParser) pack(c *Card, ws []word, i, end int) *ParseError {
	if i+1 >= len(ws) {
		return p.errAt(endOf(ws, end), "expected classic, golden or magic after \"pack\"")
	}
	pk, ok := ParsePack(ws[i+1].s)
	if !ok {
		return p.errAt(ws[i+1].off, "unknown pack %q (packs: classic, golden, magic)", ws[i+1].s)
	}
	c.Pack = pk
	return nil
}
