// Package board is the battle board and its words, shared by the battle
// resolver's playback (package ui) and the Learn tab (ui/learnui), which
// both show a settled battle step by step: each player's side of the table
// as it lies (ReadSide, DrawSide), the log's lines and a battle's result in
// plain words with the players' names (EntryWords, PlayerName,
// ResultWords), the chip that opens a rule's words (RuleChip), and the
// layouts and buttons these views are made of (Tall, NewFitGrid,
// WrapButton, WordsButton).
//
// It is named for what it draws, the board a battle is played out on, as
// the rulebook lays out the table: not for either screen, since neither
// owns it. It knows no screen and no session; it imports the engine, the
// course's player names (learn) and ui/kit.
package board
