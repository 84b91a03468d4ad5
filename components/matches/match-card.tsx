'use client';

import Link from 'next/link';
import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import InterestActions from '@/components/interests/InterestActions';
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
  recommended: boolean | null;
};

/** The porutham score as a badge: green when recommended, red when Rajju or Vedhai fails. */
export function ScoreBadge({
  score,
  recommended,
  size = 'lg',
}: {
  score: number | null;
  recommended: boolean | null;
  size?: string;
}) {
  if (score === null) return null;
  return (
    <Badge
      size={size}
      variant="filled"
      color={recommended ? 'teal.9' : 'red.9'}
      aria-label={`Porutham score ${score} out of 10`}
    >
      {score}/10
    </Badge>
  );
}

export function MatchCard({ match }: { match: MatchCardData }) {
  const href = `/user/matches/${match.id}`;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="match-card">
      <Card.Section>
        <Link href={href} aria-label={`View ${match.fullName}`}>
          <Image
            {...cardImageOf(match.photo ?? PLACEHOLDERS.photo)}
            alt={
              match.photo
                ? `${isHiddenPhoto(match.photo) ? 'Blurred photo' : 'Photo'} of ${match.fullName}`
                : 'No photo'
            }
            h={180}
            fit="cover"
            loading="lazy"
            decoding="async"
          />
        </Link>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} truncate component={Link} href={href} c="dark.8">
            {match.fullName}
          </Text>
          <ScoreBadge score={match.score} recommended={match.recommended} size="md" />
        </Group>
        <Text size="sm">
          {match.age} yrs · {match.height}
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
        {match.recommended === false && (
          <Text size="xs" c="red.9" fw={600}>
            Not recommended (Rajju or Vedhai)
          </Text>
        )}
        <InterestActions profileId={match.id} name={match.fullName} />
      </Stack>
    </Card>
  );
}
