import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CollegeList } from '@/components/college/college-list';
import { ResourceList } from '@/components/crud/resource-list';
import { requireCollegeStaff } from '@/lib/auth/session';
import { findCollegeEntity } from '@/lib/resources/college';
import { describeResource } from '@/lib/resources/describe';
import { findCollegeResourceByKey } from '@/lib/resources/master-data';
import { pageWithMessages } from '@/components/i18n/client-island';

type Props = { params: Promise<{ page: string }> };

/** A college record list of the registry (Students, Fees), or null for any other segment. */
const recordList = (key: string) => {
  const entity = findCollegeEntity(key);
  return entity?.menu && !entity.report ? entity : null;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page } = await params;
  return { title: recordList(page)?.title ?? findCollegeResourceByKey(page)?.title ?? 'College' };
}

/**
 * The college lists, from the registries: the record lists of lib/resources/college.ts (Students,
 * Fees) with their form, and the settings lists of lib/resources/master-data.ts (Courses, Semester,
 * Batch, Fee Type) with the master-data screen. Payment Receipts and the dashboard have their own.
 */
async function CollegeListPage({ params }: Props) {
  await requireCollegeStaff();
  const { page } = await params;
  const entity = recordList(page);
  if (entity) return <CollegeList key={entity.key} entityKey={entity.key} />;
  const resource = findCollegeResourceByKey(page);
  if (!resource) notFound();
  return <ResourceList key={resource.key} resource={describeResource(resource)} />;
}

export default pageWithMessages(['form', 'validation'], CollegeListPage);
