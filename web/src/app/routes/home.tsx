import { Stack } from '@mantine/core';
import { YourPlansCard } from '../../features/books/components/your-plans-card';
import { FirstRunPath } from '../../features/home/components/first-run-path';
import { FeatureSteps } from '../../features/home/components/feature-steps';
import { Hero } from '../../features/home/components/hero';
import { HomeCta } from '../../features/home/components/home-cta';
import { SiteStatistics } from '../../features/home/components/site-statistics';
import { ReviewTodayCard } from '../../features/review/components/review-today-card';
import { useSession } from '../../lib/session';

export function HomePage() {
  const { status } = useSession();
  return (
    <Stack gap={48}>
      <Hero />
      {status === 'signed-in' && <ReviewTodayCard />}
      {status === 'signed-in' && <YourPlansCard />}
      <FirstRunPath signedIn={status === 'signed-in'} />
      {/* A learner follows their own first-run path instead of the visitor's tour. */}
      {status !== 'signed-in' && <FeatureSteps />}
      <SiteStatistics />
      <HomeCta />
    </Stack>
  );
}
