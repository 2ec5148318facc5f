/**
 * The embedded default image "engine" (docs/product.md#image-packs): with no image engine configured,
 * a bot with an image pack sends the pack picture whose caption and tags best match the request and
 * the scene — BM25 over the pack's captions, computed per call (a pack has at most 50 pictures).
 */

export interface PickablePicture {
  id: string;
  order: number;
  caption: string;
  tags: readonly string[];
}

export interface PickRequest<P extends PickablePicture> {
  pictures: readonly P[];
  /** What the user asked for ("send me a selfie at the beach at night"). */
  request: string;
  /** Words of the scene: the last messages, the character's looks. */
  scene: string;
  /** Ids of pictures sent lately, oldest first: on a tie the one not shown (or shown longest ago) wins. */
  recentlyShown: readonly string[];
}

// BM25's usual constants: term frequency saturates at k1, b weighs the length of the caption.
const K1 = 1.2;
const B = 0.75;
/** Scene words count for less than the request's own. */
const SCENE_WEIGHT = 0.5;

/** Synonyms a request uses for words captions are written with. */
const SAME_AS: Readonly<Record<string, string>> = {
  nighttime: "night",
  sun: "sunny",
  sunlight: "daylight",
  daytime: "day",
  morning: "day",
  afternoon: "day",
  colorful: "colourful",
  colour: "colours",
  color: "colours",
  colors: "colours",
  gray: "grey",
  indoors: "indoor",
  inside: "indoor",
  closeup: "close",
  "close-up": "close",
  selfie: "close",
  bw: "monochrome",
  // Chinese words a request may carry.
  晚上: "night",
  夜晚: "night",
  白天: "day",
  室内: "indoor",
  自拍: "close",
};

/** Words that say nothing about which picture: a request's frame ("send me a picture of…"). */
const STOP_WORDS = new Set(
  "a an the and or of in on at to for with by from as is are was were be it its this that me my you your i we our us he she his her they them send show give take see picture pictures photo photos pic pics image images please can could would now".split(
    " ",
  ),
);

/** Lower-case words (Latin letters, digits, Han runs); caption tags like "low-light" also count as parts. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const match of text.toLowerCase().matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu)) {
    const word = match[0];
    if (STOP_WORDS.has(word)) continue;
    words.push(SAME_AS[word] ?? word);
    if (word.includes("-")) for (const part of word.split("-")) words.push(SAME_AS[part] ?? part);
  }
  return words;
}

/**
 * The picture that best matches, or null for an empty pack. Deterministic: equal scores go to the
 * picture not recently shown (or shown longest ago), then to the lower order.
 */
export function pickPackPicture<P extends PickablePicture>(input: PickRequest<P>): P | null {
  const { pictures } = input;
  if (pictures.length === 0) return null;
  const documents = pictures.map((picture) => wordsOf(`${picture.caption} ${picture.tags.join(" ")}`));
  const frequency = new Map<string, number>();
  for (const words of documents)
    for (const word of new Set(words)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const averageLength = documents.reduce((sum, words) => sum + words.length, 0) / documents.length || 1;
  const query = new Map<string, number>();
  for (const word of wordsOf(input.request)) query.set(word, (query.get(word) ?? 0) + 1);
  for (const word of wordsOf(input.scene)) query.set(word, (query.get(word) ?? 0) + SCENE_WEIGHT);
  const total = pictures.length;
  const scores = documents.map((words) => {
    const counts = new Map<string, number>();
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
    let score = 0;
    for (const [word, weight] of query) {
      const tf = counts.get(word);
      if (!tf) continue;
      const df = frequency.get(word) ?? 0;
      const idf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
      score += weight * idf * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * words.length) / averageLength)));
    }
    return score;
  });
  // How recently each was shown: -1 never, else its place in the list (higher is more recent).
  const shownAt = new Map(input.recentlyShown.map((id, index) => [id, index]));
  let best = 0;
  for (let i = 1; i < total; i++) {
    const a = pictures[i]!;
    const b = pictures[best]!;
    const byScore = (scores[i] ?? 0) - (scores[best] ?? 0);
    if (Math.abs(byScore) > 1e-9) {
      if (byScore > 0) best = i;
      continue;
    }
    const byRecent = (shownAt.get(a.id) ?? -1) - (shownAt.get(b.id) ?? -1);
    if (byRecent < 0 || (byRecent === 0 && a.order < b.order)) best = i;
  }
  return pictures[best] ?? null;
}
