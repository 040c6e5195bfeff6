import { useTranslation } from 'react-i18next';
import classes from './layout.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The first Tab stop: jumps past the top bar's links and buttons to the page itself. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.skipLink}
      onClick={(event) => {
        // Focus moves without a #hash in the address, which the router would treat as a new location.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('common.skipToContent')}
    </a>
  );
}
