// Package cardsui is the Cards tab: the card book to browse, search and
// filter, each card's page, the editor with its phrase picker, sharing a
// card or the whole book by QR code, cards from a friend (a pasted code or
// one the app was opened from) and the import and export of the user's
// book. On a phone one view fills the screen; on a wide window the list
// stays on the left and the open view sits beside it.
//
// The app builds the screen with New, given a kit.Host (the session whose
// card book it shows and changes, the window its dialogs open over, the
// clipboard) and Options (whether it runs on a phone, the address share
// codes link to); it shows Content and hands a friend's code to
// OfferFriendsCode; NewCardForm is the editor on its own, for a card typed
// on another tab that the book does not have. Each view of the screen gets what it needs
// (bookViewNeeds), not the screen. The QR view and the busy row of a code
// being read come from ui/sharing; background work runs on kit.Task.
package cardsui
