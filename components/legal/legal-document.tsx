import { getLocale, getTranslations } from 'next-intl/server';
import { Paper, Text, spacing } from '@/components/ui/static-mantine';
import { MarkdownText } from './markdown-text';
import classes from './legal-document.module.css';

/**
 * One legal text (terms, privacy policy, safety tips) as the organisation wrote it, with its version.
 * The frame follows the page's language; the text is the one the administrators saved (English), and
 * a page in another language says so above it. Static (no client component): the legal pages
 * download no Mantine (issue 28, item 3).
 */
export async function LegalDocument({
  markdown,
  version,
  date,
}: {
  markdown: string;
  version?: string;
  date?: string;
}) {
  const [t, locale] = await Promise.all([getTranslations('legal'), getLocale()]);
  return (
    <Paper component="article" className={classes.document} style={{ width: '100%', maxWidth: spacing(820) }}>
      {version && date && (
        <Text size="sm" dimmed style={{ marginBottom: spacing('sm') }}>
          {t('version', { version, date: date.split('-').reverse().join('/') })}
        </Text>
      )}
      {locale !== 'en' && (
        <Text size="sm" dimmed style={{ marginBottom: spacing('sm') }} lang={locale}>
          {t('inEnglish')}
        </Text>
      )}
      <div lang="en">
        <MarkdownText>{markdown}</MarkdownText>
      </div>
    </Paper>
  );
}
