//go:build linux

package webtest

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"time"

	"github.com/chromedp/chromedp"
)

// groupOptions starts the browser as the leader of a process group of its
// own, which the processes it starts (zygotes, renderers, the GPU process,
// the network and storage services) join: kill reaches them all with one
// signal. The kernel still kills the browser when the test's thread that
// started it ends, as chromedp's own set-up, which this replaces, has it.
func groupOptions() []chromedp.ExecAllocatorOption {
	return []chromedp.ExecAllocatorOption{chromedp.ModifyCmdFunc(func(cmd *exec.Cmd) {
		cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	})}
}

// killGroup sends SIGKILL to every process of the group the browser pid
// leads, in one call; a group all gone already is no error.
func killGroup(pid int) error {
	if err := syscall.Kill(-pid, syscall.SIGKILL); err != nil && err != syscall.ESRCH {
		return fmt.Errorf("SIGKILL to the browser's process group %d: %w", pid, err)
	}
	return nil
}

// killLeftovers waits until no process started with the profile folder dir
// runs (a killed process that is not yet reaped has no command line, so it
// does not count), killing any that left the browser's group: a browser
// started next on the same profile must find its storage closed. It fails
// after timeout.
func killLeftovers(dir string, timeout time.Duration) error {
	want := []byte("--user-data-dir=" + dir)
	for end := time.Now().Add(timeout); ; {
		left := processesWith(want)
		if len(left) == 0 {
			return nil
		}
		if time.Now().After(end) {
			return fmt.Errorf("processes %v of the browser on %s still run %v after SIGKILL", left, dir, timeout)
		}
		for _, pid := range left {
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
		time.Sleep(10 * time.Millisecond) // a poll: the kernel reaps them on its own time
	}
}

// processesWith lists the processes with arg among their command line's
// arguments.
func processesWith(arg []byte) []int {
	entries, _ := os.ReadDir("/proc")
	var pids []int
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		cmdline, err := os.ReadFile("/proc/" + e.Name() + "/cmdline")
		if err != nil {
			continue
		}
		for a := range bytes.SplitSeq(cmdline, []byte{0}) {
			if bytes.Equal(a, arg) {
				pids = append(pids, pid)
				break
			}
		}
	}
	return pids
}
