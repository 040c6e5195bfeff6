import { Stack } from '@mantine/core';
import { FeatureSteps } from '../../features/home/components/feature-steps';
import { Hero } from '../../features/home/components/hero';
import { HomeCta } from '../../features/home/components/home-cta';
import { SiteStatistics } from '../../features/home/components/site-statistics';

export function HomePage() {
  return (
    <Stack gap={48}>
      <Hero />
      <FeatureSteps />
      <SiteStatistics />
      <HomeCta />
    </Stack>
  );
}
