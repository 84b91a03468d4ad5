import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ResourceList } from '@/components/crud/resource-list';
import { requireCollegeStaff } from '@/lib/auth/session';
import { COLLEGE_PAGES } from '@/lib/college';
import { describeResource } from '@/lib/resources/describe';
import { findCollegeResourceByKey } from '@/lib/resources/master-data';

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: COLLEGE_PAGES[(await params).page] ?? 'College' };
}

/** The college settings lists (Courses, Semester, Batch, Fee Type): the registry's generic screen. */
export default async function CollegeSettingsPage({ params }: Props) {
  await requireCollegeStaff();
  const resource = findCollegeResourceByKey((await params).page);
  if (!resource) notFound();
  return <ResourceList key={resource.key} resource={describeResource(resource)} />;
}
