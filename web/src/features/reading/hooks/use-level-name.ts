import { useTranslation } from 'react-i18next';

/** A level's short name: its book's ("cet4" → CET-4, 四级); a book the app has no name for yet, by its id. */
export function useLevelName() {
  const { t, i18n } = useTranslation();
  return (level: string) => {
    const key = `words.books.${level}`;
    return i18n.exists(key) ? t(key as never) : level.toUpperCase();
  };
}
