import { useParams } from 'react-router-dom';
import { PostDetailPage } from '@/features/social/components/post-detail-page';

/** Route: /social/:postId — one post with its reactions and comments. */
export function PostDetailRoute() {
  const { postId = '' } = useParams();
  return <PostDetailPage key={postId} postId={postId} />;
}
