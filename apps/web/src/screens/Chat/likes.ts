/** A bot's like as the header shows it. */
export interface LikeView {
  liked: boolean;
  likes: number;
}

/** The state shown at once when the heart is tapped, before the server answers with its count. */
export function toggledLike(current: LikeView): LikeView {
  return current.liked
    ? { liked: false, likes: Math.max(0, current.likes - 1) }
    : { liked: true, likes: current.likes + 1 };
}
