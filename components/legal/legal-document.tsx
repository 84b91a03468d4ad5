import { Paper, Text } from '@mantine/core';
import { getLocale, getTranslations } from 'next-intl/server';
import { MarkdownText } from './markdown-text';

/**
 * One legal text (terms, privacy policy, safety tips) as the organisation wrote it, with its version.
 * The frame follows the page's language; the text is the one the administrators saved (English), and
 * a page in another language says so above it.
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
    <Paper component="article" withBorder radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={820}>
      {version && date && (
        <Text size="sm" c="dimmed" mb="sm">
          {t('version', { version, date: date.split('-').reverse().join('/') })}
        </Text>
      )}
      {locale !== 'en' && (
        <Text size="sm" c="dimmed" mb="sm" lang={locale}>
          {t('inEnglish')}
        </Text>
      )}
      <div lang="en">
        <MarkdownText>{markdown}</MarkdownText>
      </div>
    </Paper>
  );
}
