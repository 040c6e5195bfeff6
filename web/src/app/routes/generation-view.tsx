import { useParams } from 'react-router';
import { LikeButton } from '../../features/community/components/like-button';
import { GenerationView } from '../../features/generate/components/generation-view';

export function GenerationViewPage() {
  const { id = '' } = useParams();
  // A new id is a new page: nothing of the previous one may linger.
  return (
    <GenerationView
      key={id}
      id={id}
      renderLike={(generation) => <LikeButton kind="generations" item={generation} />}
    />
  );
}
