import type { Metadata } from 'next';
import { Alert, List, ListItem, Text } from '@mantine/core';
import { masterTable } from '@/components/crud/columns';
import { loadInitialPage, type PageSearchParams } from '../initial-page';
import { ResourceList } from '@/components/crud/resource-list';
import { requireArea } from '@/lib/auth/session';
import { describeResource } from '@/lib/resources/describe';
import { findMasterResourceByKey, masterResourceKeys } from '@/lib/resources/master-data';
import { pageWithMessages } from '@/components/i18n/client-island';

type Props = { params: Promise<{ entity: string }>; searchParams: Promise<PageSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { entity } = await params;
  return { title: findMasterResourceByKey(entity)?.title ?? 'Unknown screen' };
}

/** Every master-data screen, driven by the resource registry; its first page comes with the HTML. */
async function MasterDataPage({ params, searchParams }: Props) {
  const actor = await requireArea('admin');
  const { entity } = await params;
  const resource = findMasterResourceByKey(entity);
  if (!resource) {
    // ListItem, not List.Item: a server component cannot reach a client component's static members.
    return (
      <Alert color="red" title={`Unknown screen "${entity}"`}>
        <Text size="sm">The possible names are:</Text>
        <List size="sm">
          {/* The profile list is its own screen (/admin/profile) but a name the admin may ask for too. */}
          {[...masterResourceKeys, 'profile'].sort().map((key) => (
            <ListItem key={key}>{key}</ListItem>
          ))}
        </List>
      </Alert>
    );
  }
  const description = describeResource(resource);
  const initialPage = await loadInitialPage(masterTable(description), await searchParams, actor);
  // Keyed by screen: moving to another list must not carry over the search text or open form.
  return <ResourceList key={resource.key} resource={description} initialPage={initialPage} />;
}

export default pageWithMessages(['form', 'validation'], MasterDataPage);
