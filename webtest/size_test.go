package webtest

import (
	"os"
	"path/filepath"
	"testing"
)

// downloadBudget is the most the browser build's download, app.wasm.gz,
// may weigh: 8 MiB (issue 31, "Start fast").
const downloadBudget = 8 << 20

// TestDownloadSize checks that app.wasm.gz stays within downloadBudget. A
// new dependency can cost far more than its own code: any call of a method
// by a name known only at run time makes Go's linker keep every exported
// method of every type (see the Makefile's note on WEB_OVERLAY).
// BenchmarkDownload reports the size itself.
func TestDownloadSize(t *testing.T) {
	info, err := os.Stat(filepath.Join(webDir(t), "app.wasm.gz"))
	if err != nil {
		t.Fatal(err)
	}
	if info.Size() > downloadBudget {
		t.Errorf("app.wasm.gz is %d bytes, %d over the budget of 8 MiB", info.Size(), info.Size()-downloadBudget)
	}
}
