package automa

import (
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// Champion is one champion the automa can play, with the three cards of
// theirs that go into the reaction deck and the changes the automa makes to
// how their cards work.
type Champion struct {
	Name string // as printed on the champion's card
	Set  string // the box the champion comes in
	// Wave is 1 for the champions of the first wave of boxes, 2 for the
	// second.
	Wave int
	// Reactions are the three cards of the champion that go into the
	// reaction deck; their other three cards go into the action deck.
	Reactions [3]string
	// Rules are the automa's changes to the champion's cards, in players'
	// words; empty when the champion plays as printed.
	Rules []string
	// Leveled is what changes once the champion levels up; "" when nothing
	// does for the automa.
	Leveled string
	// LeveledLife is the champion's life once leveled, when the automa
	// changes it; 0 when it does not.
	LeveledLife int
}

// ActionCards is how many cards of each champion are in the action deck.
const ActionCards = 3

// Champions are every champion the automa can play, first wave then second,
// set by set.
var Champions = []Champion{
	{Name: "Deryn", Set: "Base game", Wave: 1, Reactions: [3]string{"Hunter's Quarry", "Prowl", "Ambush"},
		Rules: []string{"On line 6 of the list (go toward a challenge), she first prefers a hex with a trap on it, then the nearest challenge."}},
	{Name: "Dugrun", Set: "Base game", Wave: 1, Reactions: [3]string{"Onwards", "Shield Slam", "Hold Ground"}},
	{Name: "Gold'arr", Set: "Base game", Wave: 1, Reactions: [3]string{"Set Sail!", "Me Hearties", "Intimidation"},
		Rules: []string{"His card Plundarr deals 3 damage, not 2."}},
	{Name: "Gwaien", Set: "Base game", Wave: 1, Reactions: [3]string{"Ignite", "Teleport", "Arcane Shield"},
		Rules: []string{"Her splash damage never hurts her own team: automa champions never hurt each other."}},
	{Name: "Kilgore", Set: "Base game", Wave: 1, Reactions: [3]string{"Appetite for Destruction", "Throw", "Darksteel Armor"}},
	{Name: "Tzu Xiao", Set: "Base game", Wave: 1, Reactions: [3]string{"Focus", "Flash of Jade", "Revenge"}},
	{Name: "Akhet", Set: "Art of War", Wave: 1, Reactions: [3]string{"Healing Tears", "Inner Fire", "From the Ashes"},
		Leveled: "Leave out his printed leveled ability.", LeveledLife: 9},
	{Name: "Ko'lel", Set: "Art of War", Wave: 1, Reactions: [3]string{"Scout Ahead", "Tongue Lash", "Blinding Dart"}},
	{Name: "Sulka", Set: "Art of War", Wave: 1, Reactions: [3]string{"Spirit Slither", "Effigy", "Curse"},
		Rules:   []string{"Life Drain heals the automa champion with the least life; if two are tied, the one near more player champions."},
		Leveled: "Leave out her printed leveled ability.", LeveledLife: 9},
	{Name: "Korvash", Set: "Circle of Blood", Wave: 1, Reactions: [3]string{"Chop", "Shockwave", "Bloodcurdling Roar"}},
	{Name: "Mariusz", Set: "Circle of Blood", Wave: 1, Reactions: [3]string{"Stalk the Prey", "Bone to Pick", "A Cornered Beast"}},
	{Name: "Rath", Set: "Circle of Blood", Wave: 1, Reactions: [3]string{"Stalk Beneath", "Nightshade", "Go to Ground"}},
	{Name: "Loralei", Set: "Force of Nature", Wave: 1, Reactions: [3]string{"Clairvoyance", "Grasping Vines", "Intervention"},
		Rules:   []string{"Leave out her printed Healing Rain ability: instead heal 2 in all, to the automa champions closest to being knocked out."},
		Leveled: "Leave out her printed leveled ability.", LeveledLife: 6},
	{Name: "Nevamore", Set: "Force of Nature", Wave: 1, Reactions: [3]string{"Dark Envoy", "Guiding Light", "Murder of Crows"}},
	{Name: "Taze", Set: "Force of Nature", Wave: 1, Reactions: [3]string{"Rush", "Rodeo", "Momentum"}},
	{Name: "Jacques", Set: "Hot Trick", Wave: 2, Reactions: [3]string{"A Pirate's Life for Me", "Riposte", "Parrying Blow"},
		Rules: []string{"Swift Sword Cut is played only once.",
			"Riposte and Parrying Blow work as if one matching card had been thrown away."},
		Leveled: "Leave out his printed leveled ability.", LeveledLife: 8},
	{Name: "Li'l Y", Set: "Hot Trick", Wave: 2, Reactions: [3]string{"Snatch", "Didn't See That Comin', Eh?", "Vanish"},
		Rules:   []string{"When Didn't See That Comin', Eh? is flipped, flip one more reaction card and use or discard it as usual (the app does this for you)."},
		Leveled: "On line 6 of the list (go toward a challenge), she first prefers a hex next to a friend, then the nearest challenge."},
	{Name: "Nikkit", Set: "Hot Trick", Wave: 2, Reactions: [3]string{"Burning Wrath", "Recovery", "Shell of the Swamp"},
		Rules:   []string{"His attacks work as printed: look through the automa's discard pile for the colour they ask for."},
		Leveled: "Leave out his printed leveled ability."},
	{Name: "Al'kemi", Set: "Mental Might", Wave: 2, Reactions: [3]string{"Acid Rain", "Recipe for Disaster", "Up in Smoke"},
		Rules:   []string{"For Aqua Vitae and Alchemical Fire, draw the top action card (the app's Draw button): if its core colour matches, play it for free; if not, make an emergency move."},
		Leveled: "The automa makes a free emergency move at the start of each of its turns (the app adds it)."},
	{Name: "Izabella", Set: "Mental Might", Wave: 2, Reactions: [3]string{"Burden of Destiny", "Foretell", "Fully Prepared"},
		Leveled: "Leave out her printed leveled ability.", LeveledLife: 10},
	{Name: "Xinshen", Set: "Mental Might", Wave: 2, Reactions: [3]string{"Contemplation", "Pull of the Panther", "Shift the Elements"}},
	{Name: "King Alistair", Set: "Radiant Authority", Wave: 2, Reactions: [3]string{"The Tyrant's Gaze", "Forced March", "Reverence"}},
	{Name: "Khalize", Set: "Radiant Authority", Wave: 2, Reactions: [3]string{"Restoration", "Heaven's Blessing", "Glimpse of Destiny"},
		Leveled: "Leave out her printed leveled ability.", LeveledLife: 9},
	{Name: "Sir Tentacloot", Set: "Radiant Authority", Wave: 2, Reactions: [3]string{"Mindcloud", "Oh R'Lyeh?", "Mask of Fear"}},
}

// Alkemi is the champion whose leveled side gives the automa a free
// emergency move every turn, and whose two cards draw from the action deck.
const Alkemi = "Al'kemi"

// extraFlipCard is the reaction card that flips one more reaction card.
const extraFlipCard = "Didn't See That Comin', Eh?"

// Find returns the champion called name (any case, spaces around).
func Find(name string) (Champion, error) {
	n := strings.TrimSpace(name)
	for _, c := range Champions {
		if strings.EqualFold(c.Name, n) {
			return c, nil
		}
	}
	return Champion{}, problem.Newf("automa", "%q is not a champion the automa can play", name)
}

// reactionOwner returns the champion whose reaction card is called card.
func reactionOwner(card string) (string, bool) {
	for _, c := range Champions {
		for _, r := range c.Reactions {
			if r == card {
				return c.Name, true
			}
		}
	}
	return "", false
}
