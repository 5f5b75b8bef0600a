// Package textcheck holds the input-hygiene rules every reader of the app's
// files and pasted text shares: a UTF-8 byte-order mark is skipped, bytes
// that are not UTF-8 are refused with their line and column, names may not
// hold control or direction-changing characters, and an error quotes at most
// MaxQuote characters of what it read.
package textcheck
