/** Who is acting, as the policies see them: a signed-in user's id, or null for a visitor. */
export interface Actor {
  userId: number | null;
}
