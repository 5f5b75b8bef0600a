package webtest

import (
	"bytes"
	"image"
	"image/draw"
)

// Regions of the phone's screen at 390x844, from the app's layout: the
// tab bar at the bottom (ui/nav.go), and on the Cards tab the search and
// filters above the list and the buttons below it.
var (
	tabBar     = image.Rect(0, 790, phoneW, phoneH)
	cardsTop   = image.Rect(0, 0, phoneW, 232)                     // the note, search, filters and count
	cardsList  = image.Rect(0, 242, phoneW-12, 686)                // less the scroll bar
	tabCenters = []float64{32.5, 97.5, 162.5, 227.5, 292.5, 357.5} // Game, Battle, Cards, Learn, Tools, Settings
)

// The tabs, by their place in tabCenters.
const (
	tabGame = iota
	tabBattle
	tabCards
	tabLearn
	tabTools
	tabSettings
)

const tabY = 815

func rgba(img image.Image) *image.RGBA {
	if r, ok := img.(*image.RGBA); ok {
		return r
	}
	r := image.NewRGBA(img.Bounds())
	draw.Draw(r, r.Bounds(), img, img.Bounds().Min, draw.Src)
	return r
}

// row returns the pixels of row y of img between the sides of r.
func row(img *image.RGBA, r image.Rectangle, y int) []byte {
	return img.Pix[img.PixOffset(r.Min.X, y):img.PixOffset(r.Max.X, y)]
}

// differing counts the rows of r that differ between a and b.
func differing(a, b image.Image, r image.Rectangle) int {
	ra, rb := rgba(a), rgba(b)
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		if !bytes.Equal(row(ra, r, y), row(rb, r, y)) {
			n++
		}
	}
	return n
}

// alike reports whether two rows of pixels look the same: text drawn at
// another fraction of a pixel differs a little.
func alike(a, b []byte) bool {
	sum := 0
	for i := range a {
		d := int(a[i]) - int(b[i])
		if d < 0 {
			d = -d
		}
		sum += d
	}
	return sum <= 4*len(a)
}

// shift returns how far up the content of r moved from a to b: the s in
// [0, most] for which the most rows of b look like the rows of a s lower,
// and the share of the compared rows that still differ at that s.
func shift(a, b image.Image, r image.Rectangle, most int) (int, float64) {
	ra, rb := rgba(a), rgba(b)
	best, bestDiff, bestRows := 0, -1, 1
	for s := 0; s <= most && r.Min.Y+s < r.Max.Y; s++ {
		diff, rows := 0, 0
		for y := r.Min.Y; y+s < r.Max.Y; y++ {
			rows++
			if !alike(row(ra, r, y+s), row(rb, r, y)) {
				diff++
			}
		}
		if bestDiff < 0 || float64(diff)/float64(rows) < float64(bestDiff)/float64(bestRows) {
			best, bestDiff, bestRows = s, diff, rows
		}
	}
	return best, float64(bestDiff) / float64(bestRows)
}

type rectangle = image.Rectangle

// bodyOf is the screen above the tab bar.
func bodyOf(img image.Image) image.Rectangle {
	b := img.Bounds()
	return image.Rect(b.Min.X, b.Min.Y, b.Max.X, tabBar.Min.Y)
}
