package learn

// The course, in the rulebook's order: the game and its cards, setting up,
// the three phases of a round, Advanced Timing step by step, the examples,
// the FAQ answers, and the Golden and Magic Packs. The words are ours; a
// Quote is the rulebook's own, where it is the authority.

// The parts of the course, as the rulebook orders them.
const (
	PartGame     = "The game"
	PartRound    = "Playing a round"
	PartTiming   = "Advanced Timing"
	PartExamples = "The rulebook's examples"
	PartFAQ      = "Questions and answers"
	PartPacks    = "Golden and Magic Packs"
)

var course = []Lesson{
	{ID: "welcome", Part: PartGame, Title: "What the game is about", Pages: []Page{
		{Text: "You and a friend each build a team of pets. Each round you buy pets in a shop, put them in an order, and then they battle on their own. You do not steer the battle: the order you chose decides it.",
			Quote: "The player with the most trophies after 6 rounds is the winner!"},
		{Text: "Every pet card has a power. Power is two things at once: how much damage the pet deals when it attacks, and how much damage it can take before it faints.",
			Quote: "Power: How much damage this pet deals when attacking, and how much damage it can receive before fainting."},
		{Text: "Many pets also have an ability. The word in bold says when it happens: Buy, Sell, Triple and Battle Prep happen in the shop; Play, Hurt, Hit, Faint and KO happen during the battle."},
	}},
	{ID: "setup", Part: PartGame, Title: "Setting up the table", Pages: []Page{
		{Text: "Sort the pets and foods by their tier (1 to 6) into six decks, shuffle each one and put them in a row. Put 1 trophy by each of the tier decks 1 to 5, and 2 trophies by tier deck 6: the last round is worth double."},
		{Text: "Put the shop tile below the tier decks, and leave space between the two players: that space is the active zone, where the pets fight. Make piles of the cards with a star (Apples, Bees and the like), the damage cubes and the rock dice."},
		{Text: "Each player takes 3 gold tokens. Then one player gets the First Player token. It decides who shops first and whose abilities resolve first in a battle.",
			Quote: "Give the first player token to the player with the most pets in real life."},
	}},
	{ID: "shop-phase", Part: PartRound, Title: "A round and the shop", Pages: []Page{
		{Text: "The game lasts 6 rounds. Every round has three phases, always in the same order: the Shop Phase, the Battle Phase and the Trophy Phase.",
			Quote: "Each round consists of 3 phases: SHOP PHASE → BATTLE PHASE → TROPHY PHASE"},
		{Text: "At the start of the Shop Phase, both players turn their 3 gold face up again: gold does not carry over. Then the round's tier deck becomes the shop deck (tier 1 in round 1, tier 2 in round 2 ...), and 4 cards are turned over to make the shop display."},
		{Text: "Then the players take shop turns, starting with the one who has the First Player token, until both have passed."},
	}},
	{ID: "shop-turns", Part: PartRound, Title: "Shop turns: Buy, Sell, Triple, Pass", Pages: []Page{
		{Text: "Buy: flip 1 gold to its spent side and take a card from the display or from the top of the shop deck. If it has a Buy ability, show it and do it. An empty display slot is filled again from the shop deck."},
		{Text: "Sell: show any number of pets from your hand and discard them. You get 1 Apple for each pet sold, and their Sell abilities happen. Food cannot be sold."},
		{Text: "Triple: show 3 pets with the same hat and discard them. It costs no gold. Secretly draw 2 cards from the next tier deck, keep 1 and put the other at the bottom of that deck.",
			Quote: "Do not resolve Sell abilities. Do resolve Triple abilities on the discarded cards."},
		{Text: "Pass: when you have 5 pets or fewer, you may pass. After that you take no more turns this Shop Phase. When everyone has passed, the shop is cleared away and the battle begins."},
	}},
	{ID: "food", Part: PartRound, Title: "Food: Apples and perks", Pages: []Page{
		{Text: "Food cards go on top of pets in your deck, and the pet eats them. An Apple adds power for one battle only: Apples are thrown away in every Trophy Phase."},
		{Text: "Perk foods give a bonus and are kept from round to round, and a different pet may eat one each round. A pet can eat many foods, but only one perk works at a time: if it eats a second perk, the first one is discarded.",
			Quote: "Pets can eat any number of food cards, but only one perk can be active."},
	}},
	{ID: "battle-prep", Part: PartRound, Title: "Battle Prep: choosing the order", Pages: []Page{
		{Text: "The Battle Phase starts with Battle Prep. First, show any pets with a Battle Prep ability and do those abilities."},
		{Text: "Then put your cards in any order you like, in secret. The top card goes into battle first, then the next, and so on. When you are ready, put your deck face up in front of you.",
			Quote: "The TOP card of your deck will be played first, and then the next, and then the next, and so on."},
		{Text: "Your order is the biggest choice you make: a food must sit above the pet that should eat it, and a pet whose ability helps the next pet should go before it."},
	}},
	{ID: "play-step", Part: PartRound, Title: "The battle: Play", Battle: "perks", Pages: []Page{
		{Text: "In the Auto Battle, when you have no pet in the active zone, you play the top card of your deck. If it is a food, you keep playing cards until a pet comes out. Then the pet eats every food in front of it."},
		{Text: "If you play a second perk while you already have one out, the first perk goes to your fainted pile.",
			Quote: "If you play a perk food and you already have one, discard the previous one to your fainted pile, next to your deck."},
		{Text: "In this battle Ana plays Honey, an Apple, a Shell and then her Otter. Watch what the Otter eats, and answer the questions as the battle goes."},
	}},
	{ID: "attack", Part: PartRound, Title: "The battle: Attack (the Attack Example)", Battle: "attack-example", Pages: []Page{
		{Text: "When both players have a pet in the active zone, the two pets attack each other at the same time. Each one deals damage equal to its power. Put damage cubes on the pets to keep track."},
		{Text: "A pet that gets damage is hurt. If the damage on it is equal to or more than its power, it faints too. Damage never makes a pet weaker: it always deals its full power.",
			Quote: "Note: Damage on a pet does not reduce how much damage it deals. Always deal damage equal to a pet's power!"},
		{Text: "This is the rulebook's Attack Example: an Ant (power 1) and a Peacock (power 2) attack each other. The Ant has a Faint ability and the Peacock a Hurt ability."},
	}},
	{ID: "trophy", Part: PartRound, Title: "The Trophy Phase and the First Player token", Battle: "note-7-draw", Pages: []Page{
		{Text: "The battle ends when a player has no cards left and no pet in the active zone. If only one player still has a pet there, that player wins the battle and takes the round's trophy. If nobody has a pet, it is a draw: nobody gets the trophy, and it leaves the game."},
		{Text: "If the player with the First Player token wins the trophy, they give the token to the other player. Otherwise they keep it. That way the player who is behind gets to go first.",
			Quote: "If the First Player claims the trophy, they must pass the first player token to the other player, who becomes the new First Player."},
		{Text: "After the Trophy Phase, temporary cards like Apples and Bees go back to the supply, and every pet and perk goes back to its owner's hand."},
		{Text: "After round 6, the player with the most trophies wins. If it is a tie, the player who won a trophy most recently wins. In this battle, two Otters meet: watch what happens."},
	}},
	{ID: "timing-rules", Part: PartTiming, Title: "Advanced Timing: the key rules", Battle: "timing-rules", Pages: []Page{
		{Text: "Sometimes many abilities go off at once. Advanced Timing is the rulebook's exact order for those moments. It starts with four key rules."},
		{Text: "When both players have abilities at the same time, the First Player does all of theirs first. Each player picks the order of their own abilities.",
			Quote: "When resolving multiple abilities at the same time, the First Player resolves their abilities first."},
		{Text: "A pet is marked fainted as soon as its damage reaches its power. From then on it cannot gain power, but its abilities still go off.",
			Quote: "Pets' abilities trigger even if they're marked as fainted."},
		{Text: "In this battle Ben holds the First Player token, and both players start with a pet that has a Play ability. Whose ability goes first?"},
	}},
	{ID: "timing-1-2", Part: PartTiming, Title: "Advanced Timing steps 1 and 2: Play", Battle: "note-2-batches", Pages: []Page{
		{Text: "Step 1: food and pets are played into the active zone. If a player is out of cards and has no pet there, the battle is over."},
		{Text: "Step 2: the Play abilities of the pets just played resolve, the First Player's first. Then any Hurt or Faint abilities they caused resolve, again in player order.",
			Quote: "Resolve any Play abilities on active pets that were just played"},
		{Text: "Here Ana's Dolphin throws rocks at Ben's Hedgehog, a made-up pet with a Play ability and a Hurt ability. Which goes first?"},
	}},
	{ID: "timing-3", Part: PartTiming, Title: "Advanced Timing step 3: Faint after Play", Battle: "timing-3", Pages: []Page{
		{Text: "Step 3: every pet that is marked fainted leaves the active zone for its owner's fainted pile."},
		{Text: "If a pet fainted, go back to step 1 so its owner can play a new one. If nobody fainted, go on to step 4, the attack.",
			Quote: "If a pet fainted, return to step 1 to put another pet into play."},
		{Text: "In this battle Ana's Dolphin throws 3 rocks at Ben's Ant before anyone attacks."},
	}},
	{ID: "timing-4-5", Part: PartTiming, Title: "Advanced Timing steps 4 and 5: Attack and Faint", Battle: "timing-5", Pages: []Page{
		{Text: "Step 4: the active pets deal damage to each other equal to their power. Mark the pets that faint, then resolve the Hurt, Faint and other abilities in player order."},
		{Text: "Step 5: marked pets go to the fainted pile. If a pet fainted, go back to step 1. If none did, the same two pets attack again: back to step 4.",
			Quote: "If no pet fainted, return to step 4 (Attack)."},
		{Text: "Here both Otters eat a Shell, a made-up perk that stops 1 damage of every hit. Will anyone faint after the first attack?"},
	}},
	{ID: "hit-hurt", Part: PartTiming, Title: "Hit and hurt", Battle: "note-4-hit-not-hurt", Pages: []Page{
		{Text: "A pet is hit every time damage is dealt to it, even 0 damage. It is only hurt when the damage is more than 0. So a Hit ability can go off when a Hurt ability does not.",
			Quote: "Receiving 0 damage counts as being hit, but not as being hurt."},
		{Text: "Here Ben's Crab, a made-up pet, has a Hit ability and a Hurt ability. Ana's Dolphin throws rocks at it."},
	}},
	{ID: "set-aside", Part: PartTiming, Title: "Set aside and KO", Battle: "set-aside-ko", Pages: []Page{
		{Text: "When a pet makes another pet faint, it has KO'd it, and its KO ability goes off.",
			Quote: "If a pet causes another pet to faint, it has KO'd it."},
		{Text: "Some abilities set a pet aside: it leaves the active zone and waits beside the table until its owner plays the next pet, then does what it says. A set-aside pet counts as fainted."},
		{Text: "Here Ana's Sniper, a made-up pet, is set aside when it is hurt, and throws rocks when Ana plays her next pet."},
	}},
	{ID: "example-a", Part: PartExamples, Title: "Auto Battle Example A", Battle: "example-a", Pages: []Page{
		{Text: "Andreas and Matthias have each put their cards in order. Andreas has an Ant and then a Fish; Matthias has an Otter."},
		{Text: "Play the battle step by step. When a pet faints, its owner plays cards from the top of the deck until a pet comes out.",
			Quote: "Play continues in this manner (playing cards and attacking) until a player can no longer play a pet into the active zone."},
	}},
	{ID: "example-b", Part: PartExamples, Title: "Auto Battle Example B", Battle: "example-b", Pages: []Page{
		{Text: "This is the rulebook's big example. Both players start with a pet that has a Play ability, so both abilities resolve before any attack: Andreas first, as he holds the First Player token."},
		{Text: "Later Andreas' Badger faints and is set aside. It waits until Andreas plays his next pet, then throws rocks at that pet and at the enemy.",
			Quote: "The Badger's Faint ability causes it to be set aside. The rest of the ability will be triggered when Andreas plays his next pet."},
		{Text: "Watch the Honey too: it is a perk, and its Faint ability puts a Bee on top of Andreas' deck."},
	}},
	{ID: "faq-rocks", Part: PartFAQ, Title: "Are rocks an attack?", Battle: "faq-rocks-not-attack", Pages: []Page{
		{Text: "Throwing rocks means rolling that many rock dice and dealing the rocks shown as damage to the enemy's active pet. Rocks hurt the pet they hit, but they are not an attack.",
			Quote: "No, it is not an attack, and yes, it hurts the target."},
		{Text: "So an ailment like Spooked, which makes a pet deal less damage when attacking, does not make its rocks weaker. Here Ana's Dolphin carries a Spooked."},
	}},
	{ID: "faq-instance", Part: PartFAQ, Title: "Do several rock dice hit one by one?", Battle: "faq-one-instance", Pages: []Page{
		{Text: "No. When you roll several rock dice at once, you add them up and deal the total as one instance of damage.",
			Quote: "Each time you roll rock dice, they deal a single instance of damage equal to the total roll."},
		{Text: "That matters when a card changes every hit: here Ben's Peacock eats a Shell, a made-up perk that stops 1 damage of every hit. It stops 1 of the throw, not 1 of each die."},
	}},
	{ID: "faq-supply", Part: PartFAQ, Title: "What if the Apples or cubes run out?", Pages: []Page{
		{Text: "Damage cubes and the cards with a star, like Apples and Bees, count as unlimited. If you run out during a battle, use anything that works instead, or borrow them from a fainted pile."},
		{Text: "Be careful when you borrow from a fainted pile: some pets count how many cards are in it. If the damage cubes run out, you can turn Apple cards on their side to show damage.",
			Quote: "They should be treated as unlimited."},
	}},
	{ID: "faq-shop", Part: PartFAQ, Title: "Tripling in round 6 and more than 5 pets", Pages: []Page{
		{Text: "You can Triple in round 6. As there is no tier 7 deck, you draw from the top of the current shop deck instead.",
			Quote: "Yes, just draw from the top of the current shop deck."},
		{Text: "You may buy even when you already have 5 pets: in the Shop Phase you can have more. You just need to get back down to 5 or fewer, by selling or tripling, before you pass."},
		{Text: "Selling and tripling are never secret: your friend gets to see the pets you sell or triple.",
			Quote: "Yes, any sold or tripled pets must be revealed."},
	}},
	{ID: "faq-skunk", Part: PartFAQ, Title: "Losing power keeps the damage", Battle: "faq-skunk", Pages: []Page{
		{Text: "Damage sits on the pet itself, not on the food it ate. So when a pet loses power, for example when a Skunk throws away its Apples, the damage stays."},
		{Text: "If the damage is now equal to or more than its new power, the pet faints.",
			Quote: "If losing power this way would cause a pet to have damage on it equal to or greater than its new power, the pet faints."},
	}},
	{ID: "faq-nine", Part: PartFAQ, Title: "Nine attacks in a row", Battle: "faq-nine-attacks", Pages: []Page{
		{Text: "Two pets could attack each other forever if neither can hurt the other. The rulebook stops that: after 9 attacks in a row, both pets faint and the battle goes on.",
			Quote: "If pets attack each other 9 times in a row, they both faint and the battle proceeds."},
		{Text: "Here both Otters eat a Shell, a made-up perk that stops 9 damage of every hit. Count the attacks."},
	}},
	{ID: "faq-dolphins", Part: PartFAQ, Title: "Two Dolphins throw rocks at each other", Battle: "faq-two-dolphins", Pages: []Page{
		{Text: "Both pets just played get their Play abilities, even if the First Player's pet knocks out the other one first. A fainted pet's abilities still go off.",
			Quote: "Remember, players always get to activate their Play abilities, even if a pet faints before its ability resolves."},
		{Text: "Ana has the First Player token, so her Dolphin throws first."},
	}},
	{ID: "faq-dog", Part: PartFAQ, Title: "A Dolphin knocks out a Dog", Battle: "faq-dolphin-dog", Pages: []Page{
		{Text: "Ben's Dog eats Apples with its Play ability. But if Ana's Dolphin throws first and the Dog is marked fainted, the Dog cannot gain power any more."},
		{Text: "So the Dog's ability still resolves, but it gets nothing from it, and it leaves at the next Faint step.",
			Quote: "While the Dog technically gets to activate its Play ability, since it was marked as fainted, it cannot gain additional Power, and will be discarded"},
	}},
	{ID: "faq-video-game", Part: PartFAQ, Title: "Why is it not like the video game?", Pages: []Page{
		{Text: "Super Auto Pets Card Battle was inspired by the video game Super Auto Pets, but it is its own game with its own rules. When a card works differently from the video game, follow the card and the rulebook.",
			Quote: "It is meant to be inspired by the video game, but ultimately functions independently."},
	}},
	{ID: "players", Part: PartFAQ, Title: "Playing with 4 or 6 players", Pages: []Page{
		{Text: "With more boxes you can play with 4 or 6 players. Shuffle all the cards of each tier together. Each player gets a letter, and players battle in pairs that change every round (the Game tab knows the pairs)."},
		{Text: "Players shop in the order of their letters, starting with the First Shopper: player A in round 1 (the players choose who is A), then the token moves to the next letter each round. Flip a gold token to choose the First Player of each battle.",
			Quote: "Assign each player a letter. Give 1 of the extra shop tiles to player A. This tile will be used as a first shopper token."},
		{Text: "If players tie at the end, the one who alone won round 6 wins; if that does not decide it, look at round 5, and so on."},
	}},
	{ID: "golden", Part: PartPacks, Title: "Golden Pack: Trumpets", Battle: "note-7-retriever", Pages: []Page{
		{Text: "Trumpets are something you collect in the Golden Pack. They lie in front of you, not in your hand or deck, and some abilities let you spend them."},
		{Text: "When you run out of cards in a battle with no pet in the active zone, and you have Trumpets, a Golden Retriever comes to save the day. Its power is the number of your Trumpets, and when it faints the Trumpets are gone.",
			Quote: "Its \"printed power\" is equal to your Trumpets."},
		{Text: "Here Ana has 3 Trumpets and one Ant."},
	}},
	{ID: "magic", Part: PartPacks, Title: "Magic Pack: Mana and ailments", Battle: "note-5-ailments", Pages: []Page{
		{Text: "Mana is something you collect in the Magic Pack to spend on strong abilities. Unlike Apples, Mana stays in front of you from round to round until you spend it.",
			Quote: "Mana is not discarded after each round."},
		{Text: "Ailments are cards that make a pet worse in battle. They are not food. A pet can have any number, and they add up: Spooked makes it deal 1 less damage when attacking, Exposed makes it take 1 more damage from every hit."},
		{Text: "Here Ana's Ghost and Ben's Bat, two made-up pets, give each other ailments."},
	}},
}
