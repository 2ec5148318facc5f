/**
 * Facts a user tells one by one in the long-chat tests (chat's and a room's rolling summary): enough
 * that the first ones overflow a small context window whatever the length of the generated names.
 */
export const LONG_CHAT_FACTS = [
  "My sister is called Juniper and she keeps bees.",
  "I was born in a lighthouse on the northern coast.",
  "My favourite food is plum dumplings.",
  "I once crossed the desert on a camel named Biscuit.",
  "I am afraid of thunderstorms.",
  "I collect old maps of imaginary islands.",
  "Tomorrow I start a new job at the observatory.",
  "My cat sleeps on the piano every afternoon.",
  "I learned to sail when I was nine.",
  "I keep a diary written in green ink.",
  "My grandfather built clocks that ran backwards.",
  "I have never seen snow.",
  "On Sundays I bake rye bread for the neighbours.",
  "My first word was lantern.",
];
