// Package sharing holds the two views every screen that shares uses: QR,
// which shows a card-language text or a battle as a QR code and as the
// text to paste into a chat, and Reading, the busy row (what is being
// done, a progress bar and Cancel) of a share code being read off the UI
// goroutine. They are a package of their own, not part of ui/kit, because
// they know the share codes (package share) while kit knows no feature; and
// not part of ui, because the screens in packages of their own (the card
// book, ui/cardsui) share too. Both run their work on kit.Task.
package sharing
