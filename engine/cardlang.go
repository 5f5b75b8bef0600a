package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// This file parses the card language of docs/notation.md §2-3 into Card and
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
	return &ParseError{Line: p.no, Col: column(p.line, off), Msg: fmt.Sprintf(format, clipQuoted(format, a)...)}
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
// [| ABILITY]..." (the word "card" may be left out). Besides docs/notation.md §2 it
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

// ability parses line[start:end] as one ability, of at most MaxAbilityLen
// characters.
func (p *lineParser) ability(start, end int) (Ability, *ParseError) {
	a, err := p.abilityText(start, end)
	if err != nil {
		return Ability{}, err
	}
	text := strings.TrimLeft(p.line[start:end], " \t")
	if msg := tooLong("ability", strings.TrimRight(text, " \t"), a.String(), MaxAbilityLen); msg != "" {
		return Ability{}, p.errAt(end-len(text), "%s", msg)
	}
	return a, nil
}

// abilityText parses line[start:end] as one ability, of any length.
func (p *lineParser) abilityText(start, end int) (Ability, *ParseError) {
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
		return Ability{}, p.errAt(endOf(ws[:1], start), "missing \":\" after the trigger %s", clip(ws[0].s))
	}
	if len(ws) > 1 {
		if _, ok := triggerWords[first+" "+ws[1].lower()]; ok {
			return Ability{}, p.errAt(endOf(ws[:2], start), "missing \":\" after the trigger %s", clip(joinWords(ws[:2])))
		}
	}
	if _, ok := effectParsers[first]; ok {
		return Ability{}, p.errAt(ws[0].off, "an effect needs a trigger first, like \"Play: %s\"", clip(joinWords(ws)))
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
		return 0, p.errAt(w.off, "number %s is too big (at most %d)", clip(w.s), MaxNumber)
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
	"both pets": TargetBoth, "both": TargetBoth, "both active pets": TargetBoth,
}

// target reads ws as a target.
func (p *lineParser) target(ws []word, at int) (Target, *ParseError) {
	if len(ws) == 0 {
		return 0, p.errAt(at, "expected a target (%s)", strings.Join(targetNames[:], ", "))
	}
	t, ok := targetWords[lowerWords(ws)]
	if !ok {
		return 0, p.errAt(ws[0].off, "unknown target %q%s (targets: %s)",
			joinWords(ws), didYouMean(suggest(joinWords(ws), targetNames[:])), strings.Join(targetNames[:], ", "))
	}
	return t, nil
}
