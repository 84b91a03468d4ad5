import { collegeClasses } from '@/lib/hydra/college-classes';
import {
  DUES,
  FEES,
  RECEIPTS,
  STUDENTS,
  collegeListFields,
  type CollegeEntity,
} from '@/lib/resources/college';
import { collegeFormFields, collegeTable } from '@/lib/resources/college-screens';
import { collegeSchema } from '@/lib/validation/college';

/**
 * The college registry (issue 20 item 1): each entity is described once and the screens, the
 * schema, the list filters and the API documentation are read from it. These are the lists that
 * used to be written out by hand, field by field, eight times for a student.
 */
const columns = (entity: CollegeEntity) => collegeTable(entity).columns.map((c) => `${c.name}:${c.label}`);

describe('the college registry', () => {
  it('gives each list its columns under the spec headings', () => {
    expect(columns(STUDENTS)).toEqual([
      'id:Id',
      'name:Name',
      'rollNo:Roll No',
      'course:Course',
      'batch:Batch',
      'semester:Semester',
      'phone:Phone',
      'email:Email',
      'guardianName:Guardian Name',
      'balance:Balance(Rs)',
      'status:Status',
    ]);
    expect(columns(FEES)).toEqual([
      'id:Id',
      'course:Course',
      'semester:Semester',
      'feeType:Fee Type',
      'amount:Amount(Rs)',
      'dueDate:Due Date',
      'status:Status',
    ]);
    expect(columns(RECEIPTS)).toEqual([
      'receiptNo:Receipt No',
      'paidOn:Date',
      'studentName:Student',
      'rollNo:Roll No',
      'course:Course',
      'batch:Batch',
      'paymentMode:Payment Mode',
      'total:Amount(Rs)',
      'cancelled:Cancelled',
    ]);
    expect(collegeTable(DUES).readOnly).toBe(true);
    // It fits at 1280 px: wrapping cells, filters opened from the headings (tests/e2e/college-fines.spec.ts).
    expect(collegeTable(DUES).fit).toBe(true);
    expect(collegeTable(STUDENTS).fit).toBeUndefined();
    // The dues list adds the guardian's phone (issue 27), and the name links to the ledger.
    expect(columns(DUES)).toEqual([
      'name:Name',
      'rollNo:Roll No',
      'guardianPhone:Guardian Phone',
      'course:Course',
      'batch:Batch',
      'semester:Semester',
      'due:Due(Rs)',
      'paid:Paid(Rs)',
      'balance:Balance(Rs)',
    ]);
    expect(collegeTable(STUDENTS).columns.find((c) => c.name === 'name')?.link).toBe('/college/student');
  });

  it('gives the record forms their writable fields, required ones marked', () => {
    expect(collegeFormFields(STUDENTS).map((f) => `${f.name}:${f.kind}${f.required ? '*' : ''}`)).toEqual([
      'name:text*',
      'rollNo:text*',
      'course:lookup*',
      'batch:lookup*',
      'semester:lookup*',
      'phone:phone',
      'email:email',
      'guardianName:text',
      'guardianPhone:phone',
      'status:status',
    ]);
    expect(collegeFormFields(FEES).map((f) => f.name)).toEqual([
      'course',
      'semester',
      'feeType',
      'amount',
      'dueDate',
      'status',
    ]);
  });

  it('derives the schema the form and the API share, with the spec messages', () => {
    const result = collegeSchema(FEES).safeParse({ course: null, semester: '', amount: 0, dueDate: 'x' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'course: Select Course!',
      'semester: Select Semester!',
      'feeType: Select Fee Type!',
      'amount: Enter Amount!',
      'dueDate: Enter Due Date!',
    ]);
    expect(Object.keys(collegeSchema(STUDENTS).shape)).not.toContain('balance');
  });

  it('derives the API filters and the documented classes', () => {
    expect(
      collegeListFields(RECEIPTS)
        .filter((f) => f.search)
        .map((f) => f.name),
    ).toEqual(['receiptNo', 'studentName', 'rollNo']);
    const student = collegeClasses().find((c) => c.shortName === 'Student')!;
    expect(student.properties.filter((p) => p.required).map((p) => p.name)).toEqual([
      'name',
      'rollNo',
      'course',
      'batch',
      'semester',
    ]);
    expect(student.properties.find((p) => p.name === 'semester')).toMatchObject({ link: 'Semester' });
    expect(student.properties.find((p) => p.name === 'balance')).toMatchObject({ writable: false });
    expect(collegeClasses().map((c) => c.shortName)).toEqual([
      'Student',
      'Fee',
      'Receipt',
      'Concession',
      'LateFee',
      'FineWaiver',
      'Refund',
    ]);
  });
});
