import { Paper, Text } from '@mantine/core';
import { MarkdownText } from './markdown-text';

/** One legal text (terms, privacy policy, safety tips) as the organisation wrote it, with its version. */
export function LegalDocument({
  markdown,
  version,
  date,
}: {
  markdown: string;
  version?: string;
  date?: string;
}) {
  return (
    <Paper component="article" withBorder radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={820}>
      {version && date && (
        <Text size="sm" c="dimmed" mb="sm">
          Version {version}, in force from {date.split('-').reverse().join('/')}
        </Text>
      )}
      <MarkdownText>{markdown}</MarkdownText>
    </Paper>
  );
}
