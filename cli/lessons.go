package cli

import (
	"fmt"

	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/learn"
)

// runLessons lists the Learn course's lessons, one line each, or with
// --check plays every lesson's battle headless and checks each question's
// right answer against the engine's table:
//
//	lessons [--check]
//
// With --check each line reads "ok attack: The battle: Attack (the Attack
// Example), 3 questions" (or "FAILED id: what is wrong"), and the last line
// "N lessons, M questions checked". A lesson that fails makes the command
// fail.
func runLessons(env *Env) error {
	check := false
	for _, a := range env.Args {
		if a != "--check" {
			return badUsage("unknown argument %s", quote(a))
		}
		check = true
	}
	course := learn.Course()
	if !check {
		for _, l := range course {
			fmt.Fprintf(env.Stdout, "%s: %s (%s)\n", l.ID, l.Title, l.Part)
		}
		return nil
	}
	total, failed := 0, 0
	for _, l := range course {
		n, err := learn.Check(l)
		if err != nil {
			failed++
			fmt.Fprintf(env.Stdout, "FAILED %s: %s\n", l.ID, err)
			continue
		}
		total += n
		what := "no battle"
		if l.Battle != "" {
			what = words.Count(n, "question", "questions")
		}
		fmt.Fprintf(env.Stdout, "ok %s: %s, %s\n", l.ID, l.Title, what)
	}
	fmt.Fprintf(env.Stdout, "%d lessons, %d questions checked\n", len(course)-failed, total)
	if failed > 0 {
		return fmt.Errorf("%s of %d failed the check", words.Count(failed, "lesson", "lessons"), len(course))
	}
	return nil
}
