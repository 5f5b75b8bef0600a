// Package search works out what a battle of package engine can come to:
// the exact odds over every roll of the rock dice, the odds if both
// players play well, and the best orders of a player's deck. Package
// engine holds the rules and settles one battle with one set of rolls;
// this package walks every outcome of it through engine's steppable
// position (engine/position.go: a State copied at each throw or choice,
// run on with Advance, merged with equal positions by its canonical key).
// engine never imports this package (make layers checks it).
//
// It is pure Go: it never imports Fyne.
//
// # Exact odds (odds.go, exact.go, orders.go)
//
// Odds(ctx, m, opts) gives the exact chances (big.Rat) that A wins, B wins
// or the battle is a draw over every outcome of every rock throw, with the
// default order of abilities; "rocks:" is ignored. Each throw branches on
// its total, weighted by the number of ways its dice make it (exact.go:
// integers over a power of the die's reduced face count, uint64 while they
// fit, big.Int past that), and positions are merged by engine's canonical
// key (State.AppendKey), which writes cards by CardID rather than instance
// number. With OddsOptions.Orders the choice points of the default battle
// are listed with the odds of every order (orders.go explains the report).
//
// # If both play well (playwell.go)
//
// PlayWell(ctx, m, opts) gives the odds if both play well (interpretation
// 14): the same search with two more kinds of position, a choice of order
// (NeedOrder) and a choice to spend (NeedSpend), where the player who
// chooses takes the option with the best expected score for them (a win 1,
// a draw 1/2); it names the choices that matter in players' words. A
// choice of order covers every order of any number of abilities, each
// that can differ once (orderwalk.go, which the best-order search uses
// too); stopped at its budget inside one, a search says not every order
// was tried (BudgetError.OrdersLeft).
//
// # Best orders (best.go, bestwalk.go, bestsearch.go, bestprune.go, bestbound.go, bestseed.go, bestrank.go)
//
// Best(ctx, b, book, p, top, progress) ranks every distinct order of p's
// deck (identical cards not told apart) by p's chance to win if both play
// well, then fewer losses. While no order meets a choice that matters it
// walks the orders as a tree of groups (the cards drawn in one Advanced
// Timing step 1), with the player's deck undecided below the cards already
// chosen (engine's Match.StartOrder and State.Fill), so orders sharing
// first cards share work (bestwalk.go walks the tree, bestsearch.go plays
// its battles); a bound (bestprune.go, bestbound.go) skips the nodes below
// which no order can enter the top orders, and bestrank.go keeps the top
// orders. Else it solves each order with PlayWell's search and one memo.
//
// # Budget (budget.go)
//
// Every search stops at its Budget (time and the memory of its tables)
// with a *BudgetError that says what is known so far, and reports its
// Progress now and then; DefaultBudget is the app's and the commands'. All
// run in the caller's goroutine, share nothing mutable, and stop with
// ctx.Err() soon after ctx is done. In the browser build, where
// WebAssembly runs one goroutine at a time and never interrupts one, a
// search gives the page a turn every 16 384 positions it visits (about
// every 60 ms on a phone), waiting for a message it posts to itself, so
// that the page answers taps and draws while it runs (budget_js.go;
// webtest's TestTheCoachLeavesThePageItsTurns taps during one). A search that would keep more than
// MaxOddsStates positions fails with ErrTooManyStates; a deck with more
// than MaxBestOrders orders is refused with a *TooManyOrdersError. The
// errors read as players can: no message starts with a package prefix.
package search
