'use client';

import Link from 'next/link';
import { Card, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import InterestActions from '@/components/interests/InterestActions';
import type { PoruthamLevel } from '@/lib/matching/porutham-words';
import { LevelBadge, ScoreBadge } from './porutham-badges';
import { PLACEHOLDERS } from '@/lib/resources/profile-text';
import { cardImageOf, isHiddenPhoto } from '@/lib/media/photo-names';

/** What a card shows of one candidate, names already resolved on the server. */
export type MatchCardData = {
  id: number;
  fullName: string;
  age: string;
  height: string;
  qualification: string;
  occupation: string;
  place: string;
  photo: string | null;
  score: number | null;
  /** The pair's level (lib/matching/porutham-words.ts), worked out on the server; null without a porutham. */
  level: PoruthamLevel | null;
};

export function MatchCard({ match }: { match: MatchCardData }) {
  const t = useTranslations('member');
  const href = `/user/matches/${match.id}`;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="match-card">
      <Card.Section>
        <Link href={href} aria-label={t('view', { name: match.fullName })}>
          <Image
            {...cardImageOf(match.photo ?? PLACEHOLDERS.photo)}
            alt={
              match.photo
                ? t(isHiddenPhoto(match.photo) ? 'blurredPhotoOf' : 'photoOf', { name: match.fullName })
                : t('noPhoto')
            }
            h={180}
            fit="cover"
            loading="lazy"
            decoding="async"
          />
        </Link>
      </Card.Section>
      <Stack gap={4} mt="sm">
        {/* The whole name and the whole score at every width: the badge moves below a long name (issue 24 item 2). */}
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text
            fw={700}
            component={Link}
            href={href}
            c="dark.8"
            data-testid="match-name"
            style={{ minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {match.fullName}
          </Text>
          {match.score !== null && match.level && (
            <ScoreBadge score={match.score} level={match.level} size="md" />
          )}
        </Group>
        <Text size="sm">
          {t('years', { age: match.age })} · {match.height}
        </Text>
        <Text size="sm" truncate>
          {match.qualification}
        </Text>
        <Text size="sm" truncate>
          {match.occupation}
        </Text>
        <Text size="sm" c="dark.6" truncate>
          {match.place}
        </Text>
        {match.level && (
          <Group gap={0}>
            <LevelBadge level={match.level} size="sm" />
          </Group>
        )}
        <InterestActions profileId={match.id} name={match.fullName} />
      </Stack>
    </Card>
  );
}
