// Package rockdie is the rock die of Super Auto Pets Card Battle: a die whose
// faces show a number of rock icons. A throw of N rocks rolls N such dice and
// adds their faces.
//
// It is a leaf package (standard library only), so the battle engine, the
// game tracker and the headless commands can all roll the same die.
// DefaultDie is the die the app assumes when none is given; ParseDie reads a
// custom die written as its faces ("0 0 1 1 2 2") and String writes it back.
// NewRand gives a seeded random source, so rolls can be repeated.
package rockdie
