// Package share turns a battle set-up or some cards into one line of text
// that survives being sent through a chat app, and into a QR code of it.
//
// # Payload format (version 1)
//
//		SAPCB1:KIND:ENC:DATA:CRC
//
//	  - SAPCB1 is the marker "SAPCB" (SAP Card Battle) and the format version.
//	  - KIND is BATTLE (battle notation, docs/notation.md section 1) or CARDS (card-language
//	    lines, docs/notation.md sections 2-3).
//	  - ENC says how DATA holds the text: T for the text itself as UTF-8, Z for
//	    the text compressed with raw DEFLATE (RFC 1951). Encode picks the shorter.
//	  - DATA is those bytes in base32 (RFC 4648, upper case, no padding).
//	  - CRC is the CRC-32 (IEEE) of everything before the last colon, as 8
//	    upper-case hex digits.
//
// Every character of a payload is a capital letter, a digit or a colon, so a
// QR code holds it in alphanumeric mode (5.5 bits a character), and no chat
// app has a reason to change it: no quotes, dashes, underscores or
// punctuation that markup or autocorrect rewrite.
//
// # Reading a pasted payload
//
// Decode is forgiving about what chat apps do around a payload and strict
// about the payload itself. It ignores case and every character that cannot
// be part of a payload (spaces, line breaks, zero-width characters, the ">"
// of a quoted reply), so a line-wrapped or quoted payload reads fine; it skips
// any text before the marker (a link's address, a message); and then it
// refuses anything whose checksum does not match, any letter or digit after
// the 8 checksum digits, data after the end of the packed text, and text
// with a control character. It reads at most MaxInput characters (the
// longest payload one QR code holds, MaxPayload, and a margin for a message
// or a link's address), refused before any other work, and a payload of at
// most MaxPayload characters, refused before it is unpacked. Of a link
// (address#payload) it reads the fragment. Its errors wrap ErrNotPayload,
// ErrNewer, ErrDamaged, ErrEmpty or ErrTooLong, so a screen can tell the
// user which.
//
// The package is pure Go and never imports Fyne.
package share
