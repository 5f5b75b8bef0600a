package cardsui

import (
	"fmt"
	"io"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// exportFileName is the name the save dialog suggests for an export.
const exportFileName = "sap-card-book.json"

// bookBackup is the user's card book as a whole: export it as JSON (to the
// clipboard, or a file on a desktop), import JSON, share all of it as a QR
// code, and bring back hidden rulebook cards.
type bookBackup struct {
	bookViewNeeds
	win       fyne.Window                           // the file dialogs' parent
	clipboard func() fyne.Clipboard                 // where Copy as JSON puts the book
	share     func(title, text string, back func()) // shows a QR code of text; back returns here
	content   fyne.CanvasObject
	scroll    *container.Scroll

	summary      *kit.WrapLabel
	copyButton   *widget.Button
	saveButton   *widget.Button
	shareButton  *widget.Button
	exportStatus *kit.WrapLabel

	importEntry  *widget.Entry
	importButton *widget.Button
	openButton   *widget.Button
	importStatus *kit.WrapLabel

	hidden *fyne.Container
}

// newBookBackup builds the import and export view of the card book of
// views.sess, with the window win for its file dialogs, the clipboard, and
// share to show a QR code.
func newBookBackup(views bookViewNeeds, win fyne.Window, clipboard func() fyne.Clipboard, mobile bool, share func(title, text string, back func())) *bookBackup {
	b := &bookBackup{bookViewNeeds: views, win: win, clipboard: clipboard, share: share}
	title := kit.PageTitle("Your card book")
	back := widget.NewButtonWithIcon("Cards", theme.NavigateBackIcon(), views.toList)

	b.summary = kit.NewWrapLabel("")
	b.copyButton = widget.NewButtonWithIcon("Copy as JSON", theme.ContentCopyIcon(), b.onCopy)
	b.copyButton.Importance = widget.HighImportance
	b.saveButton = widget.NewButtonWithIcon("Save to a file", theme.DocumentSaveIcon(), b.onSaveFile)
	b.shareButton = widget.NewButtonWithIcon("Share as a QR code", theme.MailForwardIcon(), b.onShare)
	b.exportStatus = kit.NewWrapLabel("")
	b.exportStatus.Hide()

	b.importEntry = widget.NewMultiLineEntry()
	b.importEntry.Wrapping = fyne.TextWrapBreak
	b.importEntry.SetPlaceHolder(`{"version": 1, "cards": [...]}`)
	b.importEntry.SetMinRowsVisible(4)
	b.importEntry.OnChanged = func(string) { b.importStatus.Hide() }
	b.importButton = widget.NewButtonWithIcon("Import", theme.DownloadIcon(), b.onImport)
	b.openButton = widget.NewButtonWithIcon("Open a file", theme.FolderOpenIcon(), b.onOpenFile)
	b.importStatus = kit.NewWrapLabel("")
	b.importStatus.Hide()
	b.hidden = container.NewVBox()

	// A file dialog on a desktop; a phone shares through the clipboard.
	var exportButtons, importButtons fyne.CanvasObject = kit.NewFitRow(b.copyButton, b.shareButton), b.importButton
	if !mobile {
		exportButtons = container.NewVBox(kit.NewFitRow(b.copyButton, b.saveButton), b.shareButton)
		importButtons = kit.NewFitRow(b.importButton, b.openButton)
	}
	importHelp := kit.NewWrapLabel("Paste a card book exported from this app. Its cards are added to yours, replacing cards of the same name. A bad file or a bad card is refused and nothing changes.")
	importHelp.SizeName = theme.SizeNameCaptionText
	b.scroll = container.NewVScroll(kit.NewSections(
		widget.NewCard("Export", "", container.NewVBox(b.summary, exportButtons, b.exportStatus)),
		widget.NewCard("Import", "", container.NewVBox(importHelp, b.importEntry, importButtons, b.importStatus)),
		widget.NewCard("Hidden cards", "", b.hidden),
	))
	b.content = container.NewBorder(container.NewBorder(nil, nil, back, nil, title), nil, nil, nil, b.scroll)
	return b
}

// open shows the view, up to date.
func (b *bookBackup) open() {
	b.exportStatus.Hide()
	b.importStatus.Hide()
	b.refresh()
	b.scroll.ScrollToTop()
	b.showView(b.content)
}

// refresh shows what the user's book holds and the hidden cards.
func (b *bookBackup) refresh() {
	store := b.sess.Cards()
	own, fixed := 0, 0
	for _, c := range store.UsersCards() {
		if store.IsReference(c.Name) {
			fixed++
		} else {
			own++
		}
	}
	b.summary.SetText(fmt.Sprintf("Your book holds %d %s of your own and %d %s of rulebook cards. The JSON holds them and the rulebook cards you hid.",
		own, words.Plural(own, "card", "cards"), fixed, words.Plural(fixed, "correction", "corrections")))
	kit.SetEnabled(b.shareButton, own+fixed > 0)

	b.hidden.RemoveAll()
	hidden := store.Hidden()
	if len(hidden) == 0 {
		b.hidden.Add(kit.NewWrapLabel("None. A rulebook card you hide shows here, to bring it back."))
	}
	for _, c := range hidden {
		name := c.Name
		restore := widget.NewButtonWithIcon("Restore", theme.HistoryIcon(), func() { b.onRestore(name) })
		label := widget.NewLabel(name)
		label.Truncation = fyne.TextTruncateEllipsis
		b.hidden.Add(container.NewBorder(nil, nil, nil, restore, label))
	}
}

// exportJSON is the user's book as JSON.
func (b *bookBackup) exportJSON() ([]byte, bool) {
	data, err := b.sess.Cards().Export()
	if err != nil {
		b.showExport(fmt.Sprintf("The card book cannot be exported: %s", kit.ErrText(err)), true)
		return nil, false
	}
	return data, true
}

func (b *bookBackup) showExport(text string, bad bool) {
	b.exportStatus.Importance = widget.SuccessImportance
	if bad {
		b.exportStatus.Importance = widget.DangerImportance
	}
	b.exportStatus.SetText(text)
	b.exportStatus.Show()
}

// onCopy copies the user's book as JSON to the clipboard.
func (b *bookBackup) onCopy() {
	data, ok := b.exportJSON()
	if !ok {
		return
	}
	b.clipboard().SetContent(string(data))
	b.showExport("Copied your card book to the clipboard. Paste it into a note or a message to keep it.", false)
}

// onSaveFile offers a file save dialog for the JSON.
func (b *bookBackup) onSaveFile() {
	data, ok := b.exportJSON()
	if !ok {
		return
	}
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			b.showExport("The file could not be chosen: "+kit.ErrText(err), true)
			return
		}
		if w == nil {
			return // cancelled
		}
		_, err = w.Write(data)
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			b.showExport("The file could not be written: "+kit.ErrText(err), true)
			return
		}
		b.showExport("Saved to "+w.URI().Path()+".", false)
	}, b.win)
	d.SetFileName(exportFileName)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// onShare shares all of the user's cards as one QR code.
func (b *bookBackup) onShare() {
	var lines []string
	for _, c := range b.sess.Cards().UsersCards() {
		lines = append(lines, c.String())
	}
	if len(lines) == 0 {
		return
	}
	b.share("Share your cards", strings.Join(lines, "\n"), b.open)
}

// onImport imports the pasted JSON; a bad book changes nothing.
func (b *bookBackup) onImport() {
	b.importText(b.importEntry.Text)
}

// importText imports a card book in JSON and says how it went.
func (b *bookBackup) importText(text string) {
	b.importStatus.Importance = widget.DangerImportance
	if strings.TrimSpace(text) == "" {
		b.importStatus.SetText("Paste a card book first.")
		b.importStatus.Show()
		return
	}
	n, err := b.sess.Cards().Import([]byte(text))
	if err != nil {
		b.importStatus.SetText(kit.Sentence(kit.ErrText(err)) + ". Nothing was changed.")
		b.importStatus.Show()
		return
	}
	b.importEntry.SetText("")
	b.importStatus.Importance = widget.SuccessImportance
	b.importStatus.SetText(fmt.Sprintf("Imported %d %s.", n, words.Plural(n, "card", "cards")))
	b.importStatus.Show()
	b.refresh()
}

// onOpenFile imports a card book from a file.
func (b *bookBackup) onOpenFile() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		defer r.Close()
		data, err := io.ReadAll(io.LimitReader(r, 8<<20))
		if err != nil {
			b.importStatus.Importance = widget.DangerImportance
			b.importStatus.SetText("The file could not be read: " + kit.ErrText(err))
			b.importStatus.Show()
			return
		}
		b.importText(string(data))
	}, b.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// onRestore brings back a hidden rulebook card.
func (b *bookBackup) onRestore(name string) {
	if err := b.sess.Cards().Restore(name); err != nil {
		b.importStatus.Importance = widget.DangerImportance
		b.importStatus.SetText(kit.Sentence(kit.ErrText(err)))
		b.importStatus.Show()
		return
	}
	b.refresh()
}
