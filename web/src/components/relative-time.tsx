import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '../lib/relative-time';

/** "5 minutes ago" in the UI language, with the exact date and time on hover. */
export function RelativeTime({ date, ...props }: { date: string } & TextProps) {
  const { i18n } = useTranslation();
  const exact = new Date(date).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Text component="time" dateTime={date} title={exact} {...props}>
      {relativeTime(date, i18n.language)}
    </Text>
  );
}
