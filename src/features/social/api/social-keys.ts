/** Social feature filters that select a page of the feed. */
export interface FeedFilters {
  mode: 'public' | 'mine';
  /** 'all', 'favorites' or one casino id. */
  casino: string;
  /** The signed-in user (the My Posts filter). */
  userId: string | null;
  /** The user's favourite casino ids (the favourites filter). */
  favoriteIds: string[];
}

/** Query keys of the social feature, general to specific. */
export const socialKeys = {
  all: ['social'] as const,
  feeds: () => [...socialKeys.all, 'feed'] as const,
  feed: (filters: FeedFilters) => [...socialKeys.feeds(), filters] as const,
  posts: () => [...socialKeys.all, 'post'] as const,
  post: (postId: string) => [...socialKeys.posts(), postId] as const,
  reactions: (postId: string) => [...socialKeys.all, 'reactions', postId] as const,
  comments: (postId: string) => [...socialKeys.all, 'comments', postId] as const,
  jackpotOptions: (userId: string | null) => [...socialKeys.all, 'jackpot-options', userId] as const,
  displayName: (userId: string) => [...socialKeys.all, 'display-name', userId] as const,
};
