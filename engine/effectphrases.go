package engine

import (
	"strconv"
	"strings"
)

// This file reads each kind of effect's phrase (docs/notation.md §3): throw,
// deal, put, gain, discard, give, remove, set aside and spend.

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
