// Package limitedfile reads whole files with a size limit: only regular
// files (never a named pipe, a device or a socket, whose reads could block
// or never end), and never more than the limit, so no input can make the
// app wait forever or use memory without end.
package limitedfile
