//go:build !linux

package webtest

import (
	"errors"
	"os"
	"time"

	"github.com/chromedp/chromedp"
)

// groupOptions leaves chromedp's set-up as it is: process groups are made
// this way on Linux only.
func groupOptions() []chromedp.ExecAllocatorOption { return nil }

// killGroup kills the browser's own process; its other processes end when
// they lose it.
func killGroup(pid int) error {
	p, err := os.FindProcess(pid)
	if err != nil {
		return err
	}
	if err := p.Kill(); err != nil && !errors.Is(err, os.ErrProcessDone) {
		return err
	}
	return nil
}

// killLeftovers has no way to find the browser's other processes here.
func killLeftovers(string, time.Duration) error { return nil }
