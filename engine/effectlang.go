package engine

import (
	"strings"
)

// This file reads the effects of an ability (docs/notation.md §3): the
// list of effects and their groups, the effects nested under a set-aside
// pet, the verb that tells which phrase an effect is, and "for each" counts.

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
