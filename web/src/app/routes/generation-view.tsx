import { useParams } from 'react-router';
import { GenerationView } from '../../features/generate/components/generation-view';

export function GenerationViewPage() {
  const { id = '' } = useParams();
  // A new id is a new page: nothing of the previous one may linger.
  return <GenerationView key={id} id={id} />;
}
