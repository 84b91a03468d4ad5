'use server';

import { z } from 'zod';
import { areaAction } from '@/lib/auth/actions';
import { setEnquiryHandled } from '@/lib/data/enquiries';
import { actionArguments, formId } from '@/lib/http/action-input';

const handledArguments = z.tuple([formId, z.boolean()]);

/** Marks an enquiry handled or open again; only administrators (checked on every call). */
export const markEnquiryHandled = areaAction('admin', async (actor, id: number, handled: boolean) => {
  [id, handled] = actionArguments(handledArguments, [id, handled]);
  const row = await setEnquiryHandled({ actor, id, handled });
  return { id: row.id, handled: row.handled };
});
