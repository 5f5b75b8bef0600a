// Package learnui is the Learn tab: the course's lessons (learn.Course) in
// the rulebook's order with the progress the session keeps, a lesson's
// pages with the rulebook's own words, its battle paused before each step
// with a "What happens next?" question on the battle board, the answer
// explained with its rule's chip, and the review of the questions missed.
//
// The app builds the screen with New, given a kit.Host (the session whose
// progress it shows and keeps, the window a rule's words open over); it
// shows Content and turns a battle settled in the resolver into a quiz with
// QuizOn. Quiz, LessonHeader, LessonBody and Choice let the app's tests
// that start from the resolver look at that quiz and answer it. The board,
// the log's plain words and the rule chip come from ui/board, which the
// resolver's playback shares. The lesson view gets what it needs
// (lessonHelp), not the screen.
package learnui
