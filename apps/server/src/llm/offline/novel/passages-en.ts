import type { PassageSet } from "./chapter-brief.ts";

/**
 * English paragraphs of an offline chapter. Each takes whole sentences of the story (set after a
 * colon or in quotes, so their grammar is never bent) and builds prose around them.
 */
export const PASSAGES_EN: PassageSet = {
  opening: [
    (f) =>
      `Every story begins before anyone notices it has. This one began on an ordinary hour that did not stay ordinary for long. You would remember it later as the moment the air changed, the way it changes before a storm: a hush in which small sounds grow loud. You had come here with a plain purpose and no plan for what came after. ${f.self}. That was who you were when you arrived, and you did not yet know how much of it you would keep.`,
    (f) =>
      `Afterwards, when people asked how it started, you told them the truth, which sounded like a lie: it started quietly. No bells, no omens, only the feeling of a door left open somewhere behind you. ${f.self}. You carried that knowledge the way a traveller carries a coin sewn into a hem, half forgotten and heavy all the same, and you walked on into the first chapter of your own life that anyone would ever write down.`,
  ],
  recall: [
    (f) =>
      `The last thing you remembered clearly was this: ${f.previous}. It stayed with you through the night like a stone in a shoe, small and impossible to ignore. Morning did not wash it away. If anything the light made it sharper, and you found yourself turning it over and over, looking for the edge you had missed. Whatever came next, it would come from there; you were sure of that much, and of very little else.`,
    (f) =>
      `You had not slept much. How could you, after that? ${f.previous}. The words kept circling back as you dressed, as you ate without tasting, as you stepped outside and felt the day close around you. Chapter ${f.number - 1} of this strange account had ended with a question rather than an answer, and you had the uneasy sense that the answer was already walking towards you.`,
  ],
  place: [
    (f) =>
      `The world around you had its own rules, and it did not bend them for newcomers: ${f.place}. You learned that the way everyone learns it, a little at a time, from the silences of the people who knew more than they said. The streets, the rooms, the weather itself seemed to keep a ledger of debts and favours, and every step you took was written somewhere in it.`,
    (f) =>
      `It is worth saying plainly what kind of place this was, because everything that followed grew out of it: ${f.place}. Those who were born to it hardly noticed; they breathed it like air. You noticed everything. The light fell differently here, the voices carried differently, and even the shadows seemed to wait a moment longer before they moved, as if to see what you would do.`,
    (f) =>
      `Later you would try to describe it to someone who had never been there, and you would fail. The words were simple enough: ${f.place}. But the words left out the smell of it, the particular quiet of its evenings, the way a stranger's glance could weigh more than a hand on your shoulder. You stood in the middle of it now and let it settle over you.`,
  ],
  character: [
    (f) =>
      `And then there was ${f.name}. You had heard the name before you saw the face, and neither prepared you for the other. What everyone agreed on was this: ${f.trait}. What nobody mentioned was the stillness, the way ${f.name} could listen so completely that you found yourself saying more than you meant to. It was not a comfortable quality. It was, you suspected, a dangerous one.`,
    (f) =>
      `${f.name} watched you for a long moment before speaking, the way one reads the first page of a book to decide whether the rest is worth the time. You returned the look as steadily as you could. You knew only what you had been told: ${f.trait}. It did not seem enough. Up close there was something else, something guarded and tired and oddly gentle, that no description had warned you about.`,
    (f) =>
      `It would have been easy to mistake ${f.name} for a simple person. Many had, and some of them had regretted it. The plain facts were these: ${f.trait}. But facts are the bones of a person, not the person, and the more time you spent in ${f.name}'s company, the more you understood that the bones were arranged around a secret, carefully, the way a house is built around a hearth.`,
  ],
  beat: [
    (f) =>
      `It happened faster than you could have guessed, and slower than it felt. ${f.beat}. For a heartbeat nobody moved. Then everything moved at once: voices raised, chairs scraped back, a door slammed somewhere far off. You found yourself on your feet without deciding to stand, your pulse loud in your ears, and the only clear thought in your head was that nothing would be the same after this.`,
    (f) =>
      `There are moments that divide a life into before and after, and you recognised this as one of them even as it unfolded. ${f.beat}. You took it in piece by piece, the way you might read a letter written in a hand you did not know. Each piece made sense. Together they made a shape you were not ready to look at, and yet you could not look away.`,
    (f) =>
      `Nobody had warned you, and perhaps nobody could have. ${f.beat}. It was the kind of thing that sounds small when told afterwards and is enormous while it is happening. You held very still, as if stillness could keep the moment from spilling further, and beside you ${f.name} drew a slow breath and let it out again, which told you more than any words would have.`,
  ],
  dialogue: [
    (f) =>
      `"You should not be here," ${f.name} said at last, quietly, without looking at you. "Not now. Not after this."\n\n"And yet here I am," you answered. "So tell me what it means."\n\n${f.name} was silent for so long that you thought there would be no reply. Then: "It means the easy part is over. Whatever you thought you came for, you will have to choose again, and this time the choice will cost you something."`,
    (f) =>
      `"Do you know what they say about me?" ${f.name} asked.\n\nYou did. You said so. ${f.name} laughed, short and without much humour in it. "Most of it is true," came the reply. "That is the trouble with stories. They are nearly always true, and nearly never the whole truth." A pause. "Stay close. Keep your eyes open. And if I tell you to run, do not waste time asking why."`,
    (f) =>
      `"Why are you helping me?" you asked.\n\n${f.name} considered the question as if it had several answers and each was heavier than the last. "Because someone once helped me," was the one that came out, "and I never paid the debt. Maybe this is how." Then, more softly: "Or maybe I simply want to see how your story ends. I have been stuck in mine a long while."`,
  ],
  inner: [
    (f) =>
      `You thought about who you had been only days ago. ${f.self}. It seemed like a description of a stranger now, someone you had read about rather than someone you had been. The change had not come all at once; it had come the way water wears a stone, and you only saw it when you looked back. You were not sure you liked what you saw. You were sure you could not go back.`,
    (f) =>
      `Fear is a strange companion. It walks beside you, it whispers, it offers very reasonable advice about turning back. You listened to it for a while. Then you thought of ${f.name}, of the look that had passed between you, and of what you had seen, and you found that the fear had grown quieter without leaving. It would stay. You would simply have to walk faster than it.`,
    (f) =>
      `In the quiet that followed, you let yourself take stock. You had a name, a purpose, and a growing list of questions. You had an ally, perhaps, in ${f.name}, though the word felt too simple for whatever this was. And you had the uneasy knowledge that you were no longer watching events from the edge: you were inside them now, and they had begun to move around you like a current.`,
  ],
  closing: [
    (f) =>
      `Night came down slowly, the way it does when it has something to hide. You lay awake and listened to the house settle, and to ${f.name}'s footsteps pacing somewhere below, back and forth, back and forth. Tomorrow would bring its own trouble; you could feel it gathering at the edge of things. If the whispers were right, it would come to this: ${f.next}. You closed your eyes, and did not sleep.`,
    (f) =>
      `It was late when you finally parted. ${f.name} paused in the doorway as if to say something more, then thought better of it and was gone. You stood alone for a while, listening to the small sounds of the night. Somewhere ahead the road was already turning, and you had a feeling you knew where: ${f.next}. Whatever waited there, you would meet it with open eyes.`,
  ],
  closingLast: [
    (f) =>
      `When it was over, the quiet that followed was a different kind of quiet: not the held breath of before, but the long exhale after. ${f.name} stood beside you and neither of you spoke for a while. There would be other days, other stories. But this one had reached the place it had been travelling towards all along, and for now, that was enough.`,
  ],
  title: (f) => `Chapter ${f.number}: ${titleWords(f.beat)}`,
};

/** A few words of a sentence, capitalised, for a chapter title. */
function titleWords(sentence: string): string {
  const words = sentence
    .replace(/[^\p{L}\p{N}\s'-]/gu, "")
    .split(/\s+/)
    .filter((word) => word.length > 3)
    .slice(0, 3);
  if (words.length === 0) return "A turning";
  const text = words.join(" ").toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
