package engine

// Watch is called with every log entry as it is added during ResolveWatched,
// and with the battle's state just after the change the entry describes. The
// state belongs to the resolution: copy it (t := *s) to keep it.
type Watch func(e Entry, s *State)

// ResolveWatched resolves the battle exactly as Resolve does with a log
// (the same steps, the same order check, the same entries in lg), and calls
// watch for every entry with the state as it stands then. A playback screen
// uses it to show the table at each step.
func (m *Match) ResolveWatched(d Dice, lg *Log, watch Watch) (Result, error) {
	if lg == nil {
		lg = &Log{}
	}
	s := m.start
	s.stopAtChoices = true
	emit := lg.Emit
	lg.Emit = func(e Entry) {
		if emit != nil {
			emit(e)
		}
		if watch != nil {
			watch(e, &s)
		}
	}
	defer func() { lg.Emit = emit }()
	m.logBegin(lg)
	budget := OrderCheckBudget
	return m.run(&s, d, lg, &budget)
}
