import type { Metadata } from 'next';
import { loadInitialPage, type PageSearchParams } from '../initial-page';
import { ModerationList } from '@/components/moderation/moderation-list';
import { MODERATION_TABLE } from '@/components/moderation/moderation-table';
import { requireArea } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Moderation' };

type Props = { searchParams: Promise<PageSearchParams> };

/** The moderation queue: members' new photos and reported profiles, open items first. */
export default async function ModerationPage({ searchParams }: Props) {
  const actor = await requireArea('admin');
  const initialPage = await loadInitialPage(MODERATION_TABLE, await searchParams, actor);
  return <ModerationList table={MODERATION_TABLE} initialPage={initialPage} />;
}
