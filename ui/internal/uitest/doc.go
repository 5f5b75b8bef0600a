// Package uitest is what the screens' tests share: the phone the app is
// designed for, the looks every state is rendered in (text sizes, light and
// dark, desktop), a test window in the app's theme, the screenshot run
// with its layout checks (nothing cut off, overlapping, too small to tap or
// crowding a destructive button), and a test session over a folder. Only
// tests import it.
package uitest
