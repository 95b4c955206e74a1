/** The name an author is shown with: their nickname, else 'Player'. */
export function authorName(nickname: string | null | undefined): string {
  return nickname?.trim() ? nickname : 'Player';
}
