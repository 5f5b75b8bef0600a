//go:build !(js && wasm)

package ui

import (
	"context"
	"image"
	"math"
)

// shrinkFactor is the smallest whole k by which a picture of w x h pixels
// is scaled down to most pixels at most (each k x k square one pixel).
func shrinkFactor(w, h, most int) int {
	k := max(1, int(math.Sqrt(float64(w)*float64(h)/float64(most))))
	for ceilDiv(w, k)*ceilDiv(h, k) > most {
		k++
	}
	return k
}

// shrunkSize is the size of a picture of w x h pixels scaled down to most
// pixels at most (shrink).
func shrunkSize(w, h, most int) (int, int) {
	k := shrinkFactor(w, h, most)
	return ceilDiv(w, k), ceilDiv(h, k)
}

// ceilDiv is a / b rounded up, for positive a and b.
func ceilDiv(a, b int) int { return (a + b - 1) / b }

// shrink returns the luminance of img scaled down to most pixels at most:
// each pixel is the mean of a square of img's (shrinkFactor), which keeps
// a code's modules sharp where picking every k-th pixel would not. A grey
// picture that needs no scaling is returned as it is. It reads img a row
// at a time, and stops with ctx's error once ctx is done.
func shrink(ctx context.Context, img image.Image, most int) (*image.Gray, error) {
	b := img.Bounds()
	k := shrinkFactor(b.Dx(), b.Dy(), most)
	if g, ok := img.(*image.Gray); ok && k == 1 {
		return g, nil
	}
	out := image.NewGray(image.Rect(0, 0, ceilDiv(b.Dx(), k), ceilDiv(b.Dy(), k)))
	row := make([]byte, b.Dx())
	sums := make([]uint32, out.Rect.Dx())
	for y := range b.Dy() {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		lumRow(img, b.Min.Y+y, row)
		for x, v := range row {
			sums[x/k] += uint32(v)
		}
		if (y+1)%k != 0 && y+1 != b.Dy() {
			continue
		}
		rows := uint32(y%k + 1)
		dst := out.Pix[(y/k)*out.Stride:]
		for x, sum := range sums {
			n := rows * uint32(min(k, b.Dx()-x*k))
			dst[x] = byte((sum + n/2) / n)
			sums[x] = 0
		}
	}
	return out, nil
}

// lumRow fills row with the luminance of row y of img, from 0 (black) to
// 255 (white), what is see-through counting as white (as gozxing reads a
// picture). The kinds of picture the decoders make of photos and
// screenshots are read directly; the others pixel by pixel.
func lumRow(img image.Image, y int, row []byte) {
	x0 := img.Bounds().Min.X
	switch m := img.(type) {
	case *image.Gray:
		copy(row, m.Pix[m.PixOffset(x0, y):])
	case *image.YCbCr:
		copy(row, m.Y[m.YOffset(x0, y):])
	case *image.NRGBA:
		p := m.Pix[m.PixOffset(x0, y):]
		for x := range row {
			r, g, b, a := uint32(p[4*x]), uint32(p[4*x+1]), uint32(p[4*x+2]), uint32(p[4*x+3])
			row[x] = byte(((r+2*g+b)/4*a + 255*(255-a)) / 255)
		}
	case *image.RGBA: // premultiplied
		p := m.Pix[m.PixOffset(x0, y):]
		for x := range row {
			r, g, b, a := uint32(p[4*x]), uint32(p[4*x+1]), uint32(p[4*x+2]), uint32(p[4*x+3])
			row[x] = byte((r+2*g+b)/4 + 255 - a)
		}
	default:
		for x := range row {
			r, g, b, a := img.At(x0+x, y).RGBA() // 16 bits, premultiplied
			row[x] = byte(((r+2*g+b)/4 + 0xffff - a) >> 8)
		}
	}
}
