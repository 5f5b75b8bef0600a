// Package hubtest is what the hub's tests and the phone link's share: a
// table's documents small enough to check by eye (Counter). Only tests
// import it.
package hubtest
