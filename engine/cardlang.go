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

// effects parses the effects of an ability in line[start:end]: effects are
// joined with ", then", ";", ",", "then" or "and then".
func (p *lineParser) effects(start, end int) ([]Effect, *ParseError) {
	groups, err := p.effectGroups(start, end)
	if err != nil {
		return nil, err
	}
	return p.nestEffects(groups)
}

// effectGroups splits line[start:end] into the words of each effect, at ";",
// "," and "then" (a leading "then" or "and" of a piece, and a trailing "and",
// are joining words too).
func (p *lineParser) effectGroups(start, end int) ([][]word, *ParseError) {
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
			if len(groups) == MaxEffects {
				return p.errAt(cur[0].off, "the ability has too many effects: this is effect %d (at most %d)", MaxEffects+1, MaxEffects)
			}
			groups = append(groups, cur)
			cur = nil
			return nil
		}
		for len(ws) > 0 && (ws[0].lower() == "then" || ws[0].lower() == "and") {
			ws = ws[1:]
		}
		if len(ws) == 0 {
			if i == end && len(groups) == 0 {
				return nil, p.errAt(max(start-1, 0), "the trigger has no effect after \":\"")
			}
			return nil, p.errAt(pieceStart, "missing effect (effects are joined with \", then\" or \";\")")
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
	return groups, nil
}

// nestEffects parses each group as an effect; the effects after a set-aside
// effect become its Then.
func (p *lineParser) nestEffects(groups [][]word) ([]Effect, *ParseError) {
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

// effectParsers parse the effect phrases, by their first word: each reads the
// words of one effect (without the "for each" suffix) into e.
var effectParsers = map[string]func(p *lineParser, ws []word, e *Effect) *ParseError{
	"throw":   (*lineParser).throwEffect,
	"deal":    (*lineParser).damageEffect,
	"put":     (*lineParser).putEffect,
	"gain":    (*lineParser).gainEffect,
	"discard": (*lineParser).discardEffect,
	"give":    (*lineParser).giveEffect,
	"set":     (*lineParser).setAsideEffect,
	"remove":  (*lineParser).removeEffect,
}

// effectVerbs are the words effects start with, for messages and hints.
var effectVerbs = []string{"throw", "deal", "put", "gain", "discard", "give", "set aside", "spend", "remove"}

// effect parses the words of one effect.
func (p *lineParser) effect(ws []word) (Effect, *ParseError) {
	var e Effect
	if ws[0].lower() == "spend" {
		return e, p.spendEffect(ws, &e)
	}
	ws, e.Per = cutPer(ws)
	parse, ok := effectParsers[ws[0].lower()]
	if !ok {
		return e, p.errAt(ws[0].off, "unknown effect %q%s (effects start with %s or %s)",
			joinWords(ws), didYouMean(suggest(ws[0].s, effectVerbs)), strings.Join(effectVerbs[:len(effectVerbs)-1], ", "), effectVerbs[len(effectVerbs)-1])
	}
	if err := parse(p, ws, &e); err != nil {
		return e, err
	}
	return e, nil
}

// perSuffixes are the words of each "for each of ..." suffix; the last word
// may also be singular (perSingular).
var perSuffixes = [...][]string{
	PerFainted:      {"for", "each", "of", "your", "fainted", "pets"},
	PerEnemyFainted: {"for", "each", "of", "the", "enemy's", "fainted", "pets"},
	PerTrumpets:     {"for", "each", "of", "your", "trumpets"},
	PerMana:         {"for", "each", "of", "your", "mana"},
}

var perSingular = map[string]string{"pets": "pet", "trumpets": "trumpet", "mana": "mana"}

// cutPer cuts a "for each of ..." suffix, which may follow any counted
// effect, from ws, and says which it was.
func cutPer(ws []word) (rest []word, k PerKind) {
	for k := PerFainted; k <= PerMana; k++ {
		suf := perSuffixes[k]
		n := len(ws)
		if n <= len(suf) {
			continue
		}
		tail, ok := ws[n-len(suf):], true
		for i, s := range suf {
			if w := tail[i].lower(); w != s && (i < len(suf)-1 || w != perSingular[s]) {
				ok = false
				break
			}
		}
		if ok {
			return ws[:n-len(suf)], k
		}
	}
	return ws, PerNone
}

// spendEffect parses "spend N trumpets|mana to EFFECT": EFFECT is one effect
// of any other kind but set aside, with its own suffix.
func (p *lineParser) spendEffect(ws []word, e *Effect) *ParseError {
	if err := p.counted(ws, 0, EffectSpend, e); err != nil {
		return err
	}
	if len(ws) < 3 {
		return p.missing(ws, 2, "\"trumpets\" or \"mana\" after the number (spend N trumpets to EFFECT)")
	}
	switch ws[2].lower() {
	case "trumpet", "trumpets":
	case "mana":
		e.Mana = true
	default:
		return p.missing(ws, 2, "\"trumpets\" or \"mana\" after the number (spend N trumpets to EFFECT)")
	}
	if len(ws) < 4 || ws[3].lower() != "to" {
		return p.missing(ws, 3, "\"to\" and an effect (spend N trumpets to EFFECT)")
	}
	if len(ws) < 5 {
		return p.errAt(endOf(ws, 0), "expected an effect after \"to\" (spend N trumpets to EFFECT)")
	}
	inner, err := p.effect(ws[4:])
	if err != nil {
		return err
	}
	if inner.Kind == EffectSpend || inner.Kind == EffectSetAside {
		return p.errAt(ws[4].off, "a spend effect cannot buy a spend or set-aside effect")
	}
	e.Then = []Effect{inner}
	return nil
}

// throwEffect parses "throw N rocks [at TARGET]".
func (p *lineParser) throwEffect(ws []word, e *Effect) *ParseError {
	if err := p.counted(ws, 0, EffectThrow, e); err != nil {
		return err
	}
	if len(ws) < 3 || (ws[2].lower() != "rocks" && ws[2].lower() != "rock") {
		return p.missing(ws, 2, "\"rocks\" after the number (throw N rocks)")
	}
	var err *ParseError
	e.Target, err = p.optionalTarget(ws, "at", "\"at TARGET\" or the end of the effect")
	e.AtEnemy = err == nil && len(ws) > 3 && e.Target == TargetEnemy
	return err
}

// counted reads the number after the verb (at least lo) as the N of e, an
// effect of kind k.
func (p *lineParser) counted(ws []word, lo int, k EffectKind, e *Effect) *ParseError {
	n, err := p.number(ws, 1, lo, ws[0])
	if err != nil {
		return err
	}
	e.Kind, e.N = k, n
	return nil
}

// powerDamage are the words of "deal damage equal to this pet's power".
var powerDamage = []string{"deal", "damage", "equal", "to", "this", "pet's", "power"}

// damageEffect parses "deal N damage [to TARGET]" and "deal damage equal to
// this pet's power [to TARGET]".
func (p *lineParser) damageEffect(ws []word, e *Effect) *ParseError {
	if len(ws) > 1 && ws[1].lower() == "damage" {
		return p.powerDamageEffect(ws, e)
	}
	if err := p.counted(ws, 0, EffectDamage, e); err != nil {
		return err
	}
	if len(ws) < 3 || ws[2].lower() != "damage" {
		return p.missing(ws, 2, "\"damage\" after the number (deal N damage to TARGET)")
	}
	var err *ParseError
	e.Target, err = p.optionalTarget(ws, "to", "\"to TARGET\"")
	return err
}

// powerDamageEffect parses "deal damage equal to this pet's power [to
// TARGET]".
func (p *lineParser) powerDamageEffect(ws []word, e *Effect) *ParseError {
	e.Kind, e.Power = EffectDamage, true
	for i, w := range powerDamage {
		if i >= len(ws) || ws[i].lower() != w {
			return p.missing(ws, i, strconv.Quote(strings.Join(powerDamage, " "))+" or \"deal N damage\"")
		}
	}
	if e.Per != PerNone {
		return p.errAt(ws[0].off, "\"deal damage equal to this pet's power\" cannot be counted for each")
	}
	if len(ws) == len(powerDamage) {
		return nil
	}
	var err *ParseError
	e.Target, err = p.optionalTarget(ws[len(powerDamage)-3:], "to", "\"to TARGET\"")
	return err
}

// optionalTarget reads "PREP TARGET" from the fourth word of ws on; without
// them the target is the enemy pet. want is what the message says is
// expected instead of another word.
func (p *lineParser) optionalTarget(ws []word, prep, want string) (Target, *ParseError) {
	if len(ws) <= 3 {
		return TargetEnemy, nil
	}
	if ws[3].lower() != prep {
		return TargetEnemy, p.errAt(ws[3].off, "expected %s, found %q", want, ws[3].s)
	}
	return p.target(ws[4:], endOf(ws, 0))
}

// putEffect parses "put N CARD on top of your deck" and "put N CARD on the
// bottom of your deck".
func (p *lineParser) putEffect(ws []word, e *Effect) *ParseError {
	if err := p.counted(ws, 0, EffectPutOnDeck, e); err != nil {
		return err
	}
	k := len(ws) - 5
	if k >= 3 && lowerWords(ws[k-1:k+3]) == "on the bottom of" {
		e.Bottom = true
		k--
	} else if k < 2 || lowerWords(ws[k:k+3]) != "on top of" {
		return p.errAt(endOf(ws, 0), "expected \"put N CARD on top of your deck\" or \"put N CARD on the bottom of your deck\"")
	}
	if w := ws[len(ws)-2].lower(); (w != "your" && w != "the") || ws[len(ws)-1].lower() != "deck" {
		return p.errAt(endOf(ws, 0), "expected \"put N CARD on top of your deck\" or \"put N CARD on the bottom of your deck\"")
	}
	var err *ParseError
	e.Card, err = p.cardName(ws[2:k], ws[1])
	return err
}

// gainEffect parses "gain N power", "gain N trumpets", "gain N mana" and
// "gain N CARD".
func (p *lineParser) gainEffect(ws []word, e *Effect) *ParseError {
	n, err := p.number(ws, 1, 0, ws[0])
	if err != nil {
		return err
	}
	e.N = n
	if len(ws) < 3 {
		return p.missing(ws, 2, "what to gain (power, trumpets, mana or a food card)")
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
		e.Card, err = p.cardName(ws[2:], ws[1])
	}
	return err
}

// discardEffect parses "discard all CARD from TARGET" and "discard N CARD
// from TARGET".
func (p *lineParser) discardEffect(ws []word, e *Effect) *ParseError {
	e.Kind = EffectDiscard
	if len(ws) > 1 && ws[1].lower() == "all" {
		e.All = true
	} else {
		if len(ws) < 2 || !isDigits(ws[1].s) {
			return p.missing(ws, 1, "\"all\" or a number after discard")
		}
		n, err := p.number(ws, 1, 0, ws[0])
		if err != nil {
			return err
		}
		e.N = n
	}
	from := lastWord(ws, "from")
	if from < 0 {
		return p.errAt(endOf(ws, 0), "expected \"discard all CARD from TARGET\" or \"discard N CARD from TARGET\"")
	}
	if err := p.cardTo(ws, from, e); err != nil {
		return err
	}
	if e.Per != PerNone && e.All {
		return p.errAt(ws[1].off, "\"discard all\" cannot be counted for each fainted pet")
	}
	return nil
}

// giveEffect parses "give N CARD to TARGET" (an ailment, a food or a perk).
func (p *lineParser) giveEffect(ws []word, e *Effect) *ParseError {
	if err := p.counted(ws, 0, EffectGive, e); err != nil {
		return err
	}
	to := lastWord(ws, "to")
	if to < 0 {
		return p.errAt(endOf(ws, 0), "expected \"give N AILMENT to TARGET\" or \"give N FOOD to TARGET\"")
	}
	return p.cardTo(ws, to, e)
}

// removeEffect parses "remove N damage from TARGET".
func (p *lineParser) removeEffect(ws []word, e *Effect) *ParseError {
	if err := p.counted(ws, 0, EffectRemoveDamage, e); err != nil {
		return err
	}
	if len(ws) < 3 || ws[2].lower() != "damage" {
		return p.missing(ws, 2, "\"damage\" after the number (remove N damage from TARGET)")
	}
	if len(ws) < 4 || ws[3].lower() != "from" {
		return p.missing(ws, 3, "\"from TARGET\" (remove N damage from TARGET)")
	}
	var err *ParseError
	e.Target, err = p.target(ws[4:], endOf(ws, 0))
	return err
}

// cardTo reads "CARD PREP TARGET" of a discard or give effect: the card name
// from the third word up to ws[prep], the target after it.
func (p *lineParser) cardTo(ws []word, prep int, e *Effect) *ParseError {
	var err *ParseError
	if e.Card, err = p.cardName(ws[2:prep], ws[1]); err != nil {
		return err
	}
	e.Target, err = p.target(ws[prep+1:], endOf(ws, 0))
	return err
}

// setAsideEffect parses "set aside this pet until you play your next pet";
// the effects after it are nested by nestEffects.
func (p *lineParser) setAsideEffect(ws []word, e *Effect) *ParseError {
	const want = "set aside this pet until you play your next pet"
	if lowerWords(ws) != want {
		return p.errAt(ws[0].off, "expected %q (then \", then\" and the effects that happen then)", want)
	}
	if e.Per != PerNone {
		return p.errAt(ws[0].off, "a set-aside effect cannot be counted for each")
	}
	e.Kind = EffectSetAside
	return nil
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
