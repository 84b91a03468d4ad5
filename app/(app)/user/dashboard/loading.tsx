import { Skeleton, Stack } from '@mantine/core';

/** While the member's profile loads: a quiet outline of the dashboard, no text (spec: nothing shows). */
export default function DashboardLoading() {
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton h={32} w={180} />
      <Skeleton h={20} maw={520} />
      <Skeleton h={120} maw={560} />
    </Stack>
  );
}
