import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Text } from '@mantine/core';
import { PageTitle } from '@/components/ui/page-title';
import { requireArea } from '@/lib/auth/session';
import { COLLEGE_PAGES } from '@/lib/college';

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: COLLEGE_PAGES[(await params).page] ?? 'College' };
}

export default async function CollegePage({ params }: Props) {
  await requireArea('college');
  const title = COLLEGE_PAGES[(await params).page];
  if (!title) notFound();
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Text c="dimmed">The college fee-management screens are not specified yet.</Text>
    </>
  );
}
