'use server';

import { areaAction } from '@/lib/auth/actions';
import { setEnquiryHandled } from '@/lib/data/enquiries';

/** Marks an enquiry handled or open again; only administrators (checked on every call). */
export const markEnquiryHandled = areaAction('admin', async (actor, id: number, handled: boolean) => {
  const row = await setEnquiryHandled({ actor, id, handled });
  return { id: row.id, handled: row.handled };
});
