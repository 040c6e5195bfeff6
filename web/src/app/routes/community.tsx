import { CommunityScreen } from '../../features/community/components/community-screen';

export function CommunityPage() {
  return <CommunityScreen />;
}
