import { translate, type Language, type MessageKey } from '@contract';

export interface ReminderPage {
  language: Language;
  title: MessageKey;
  message: string;
  /** Where "Open Wordloom" goes. */
  appUrl: string;
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character]!);

/*
 * The unsubscribe link opens in a mail reader's browser: it gets a small page rather than JSON. It needs
 * no script and no stylesheet of the app's (the CSP allows its inline style), and reads in both themes.
 */
export function reminderPage({ language, title, message, appUrl }: ReminderPage): string {
  const heading = escape(translate(language, title));
  return `<!doctype html>
<html lang="${language === 'zh' ? 'zh-CN' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${heading} · Wordloom</title>
<style>body{font-family:system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;max-width:32rem;margin:4rem auto;padding:0 1.25rem;line-height:1.6}h1{font-size:1.5rem}a{font-weight:600}</style>
</head>
<body>
<h1>${heading}</h1>
<p>${escape(message)}</p>
<p><a href="${escape(appUrl)}">${escape(translate(language, 'reminders.openApp'))}</a></p>
</body>
</html>
`;
}
