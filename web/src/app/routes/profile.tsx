import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { PlansSection } from '../../features/books/components/plans-section';
import { MistakesSummarySection } from '../../features/mistakes/components/mistakes-summary-section';
import { AccountSection } from '../../features/profile/components/account-section';
import { DataSection } from '../../features/profile/components/data-section';
import { FontSettingsSection } from '../../features/profile/components/font-settings-section';
import { InstallSection } from '../../features/profile/components/install-section';
import { PreferencesSection } from '../../features/profile/components/preferences-section';
import { ReminderSection } from '../../features/profile/components/reminder-section';
import { ScheduleSection } from '../../features/profile/components/schedule-section';
import { SignOutSection } from '../../features/profile/components/sign-out-section';
import { StatsSection } from '../../features/profile/components/stats-section';
import { YourContentSection } from '../../features/profile/components/your-content-section';
import { ReviewActivitySection } from '../../features/review/components/review-activity-section';
import { useSession } from '../../lib/session';

export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  // RequireAuth renders this page only with a user.
  if (!user) return null;
  return (
    <Stack gap="lg" maw={860} mx="auto">
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      <StatsSection />
      <PlansSection />
      <ReviewActivitySection />
      <MistakesSummarySection />
      <AccountSection user={user} />
      <PreferencesSection user={user} />
      <InstallSection />
      <ReminderSection user={user} />
      <ScheduleSection user={user} />
      <FontSettingsSection user={user} />
      <YourContentSection />
      <DataSection />
      <SignOutSection />
    </Stack>
  );
}
