import { postStudentImportResource } from '@/lib/hydra/endpoints/student-import';
import { apiHandler, optionsHandler } from '@/lib/hydra/handler';

// POST a CSV of students (?dryRun=true: check only): college staff only.
export const POST = apiHandler(postStudentImportResource);
export const OPTIONS = optionsHandler(() => ['POST']);
