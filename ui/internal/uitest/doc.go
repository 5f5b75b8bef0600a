// Package uitest is what the screens' tests share: the phone the app is
// designed for, the looks every state is rendered in (text sizes, light and
// dark, desktop), a test window in the app's theme, the screenshot run
// with its layout checks (nothing cut off, overlapping, too small to tap or
// crowding a destructive button), a test session over a folder, taps and
// looks shared by several screens' tests (a dialog's button, a QR code, a
// code being read), and background work run in place: importing uitest sets
// kit.LaunchWork, and Launch and HoldWork give one task a launch of its own.
// Only tests import it.
package uitest
