// Package board is the battle board and its words, shared by the battle
// resolver's playback (ui/battleui) and the Learn tab (ui/learnui), which
// both show a settled battle step by step: each player's side of the table
// as it lies (ReadSide, DrawSide), the log's lines and a battle's result in
// plain words with the players' names (EntryWords, PlayerName,
// ResultWords), the chip that opens a rule's words (RuleChip), and the
// buttons these views are made of (WrapButton, WordsButton). The layouts
// they are laid out in are kit's (kit.Tall, kit.NewFitGrid), every
// screen's.
//
// It is named for what it draws, the board a battle is played out on, as
// the rulebook lays out the table: not for either screen, since neither
// owns it. It knows no screen and no session; it imports the engine, the
// course's player names (learn) and ui/kit.
package board
