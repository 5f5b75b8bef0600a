package hub

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"

	"github.com/sapcompanion/sapcompanion/internal/atomicfile"
	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// seatsFile is the file in a table's folder that holds its seats.
const seatsFile = "seats.json"

// maxTokens bounds the seat tokens a table keeps: the oldest watchers'
// are forgotten first (a forgotten watcher is simply given a new token).
const maxTokens = 64

// seat is one token the table gave: the hash of the secret (the hub keeps
// no token itself) and the seat it holds, a player's name or "" watching.
type seat struct {
	Hash string `json:"hash"`
	Name string `json:"name"`
}

// seats are a table's tokens, oldest first.
type seats struct {
	Tokens []seat `json:"tokens"`
}

func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// find returns the index of token's seat, or -1.
func (s *seats) find(token string) int {
	h := hashToken(token)
	for i, t := range s.Tokens {
		if t.Hash == h {
			return i
		}
	}
	return -1
}

// add keeps a new token at seat name, forgetting the oldest watcher's (or
// else the oldest) when the table has maxTokens.
func (s *seats) add(token, name string) {
	if len(s.Tokens) >= maxTokens {
		drop := 0
		for i, t := range s.Tokens {
			if t.Name == "" {
				drop = i
				break
			}
		}
		s.Tokens = append(s.Tokens[:drop], s.Tokens[drop+1:]...)
	}
	s.Tokens = append(s.Tokens, seat{Hash: hashToken(token), Name: name})
}

// readSeats reads a table's seats from its folder; a table with none yet
// has none.
func readSeats(dir string) (seats, error) {
	var s seats
	data, err := os.ReadFile(filepath.Join(dir, seatsFile))
	if os.IsNotExist(err) {
		return s, nil
	}
	if err != nil {
		return s, problem.Newf("hub", "the seats of the table in %s cannot be read: %w", dir, err)
	}
	if err := json.Unmarshal(data, &s); err != nil {
		return seats{}, problem.Newf("hub", "the seats of the table in %s are damaged: %w", dir, err)
	}
	return s, nil
}

// write keeps the seats in the table's folder, whole or not at all.
func (s *seats) write(dir string) error {
	data, err := json.Marshal(s)
	if err != nil {
		return err
	}
	if err := atomicfile.WriteFile(filepath.Join(dir, seatsFile), data); err != nil {
		return problem.Newf("hub", "the seats of the table in %s cannot be kept: %w", dir, err)
	}
	return nil
}
