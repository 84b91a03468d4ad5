import {
  COLLEGE_COLLECTIONS,
  feeListFields,
  receiptListFields,
  studentListFields,
} from '@/lib/resources/college';
import { SCHEMA_NAME, type ApiClass, type ApiProperty, type ApiRange } from './api-classes';

/** The college collections (issue 12) in the API documentation: college staff and administrators only. */
const prop = (
  name: string,
  range: ApiRange,
  description: string,
  writable = true,
  required = false,
): ApiProperty => ({
  name,
  range,
  required,
  readable: true,
  writable,
  description,
});
const link = (name: string, target: string, description: string, writable = true): ApiProperty => ({
  ...prop(name, 'xmls:string', description, writable, writable),
  link: target,
});
const id = prop('id', 'xmls:integer', 'The identifier.', false);
const ACCESS = ' College staff and administrators only.';

export function collegeClasses(): ApiClass[] {
  return [
    {
      ...COLLEGE_COLLECTIONS.students,
      title: 'Student',
      description: `A student; due, paid and balance are computed (fees due to date minus receipts not cancelled).${ACCESS}`,
      properties: [
        id,
        { ...prop('name', 'xmls:string', 'Name', true, true), iri: SCHEMA_NAME },
        prop('rollNo', 'xmls:string', 'Roll No (unique)', true, true),
        link('course', 'Course', 'Course'),
        link('batch', 'Batch', 'Batch'),
        link('semester', 'Semester', 'Current semester'),
        prop('phone', 'xmls:string', 'Phone, international (+91...)'),
        prop('email', 'xmls:string', 'Email'),
        prop('guardianName', 'xmls:string', 'Guardian Name'),
        prop('status', 'xmls:boolean', 'Active'),
        prop('due', 'xmls:integer', 'Fees due to date (rupees)', false),
        prop('paid', 'xmls:integer', 'Paid (rupees)', false),
        prop('balance', 'xmls:integer', 'Due minus paid (rupees)', false),
      ],
      collectionMethods: ['GET', 'POST'],
      itemMethods: ['GET', 'PATCH'],
      listFields: studentListFields,
    },
    {
      ...COLLEGE_COLLECTIONS.fees,
      title: 'Fee',
      description: `The fee structure: one amount per course x semester x fee type, due on a date.${ACCESS}`,
      properties: [
        id,
        link('course', 'Course', 'Course'),
        link('semester', 'Semester', 'Semester'),
        link('feeType', 'FeeType', 'Fee Type'),
        prop('amount', 'xmls:integer', 'Amount (rupees)', true, true),
        prop('dueDate', 'xmls:date', 'Due Date', true, true),
        prop('status', 'xmls:boolean', 'Active'),
      ],
      collectionMethods: ['GET', 'POST'],
      itemMethods: ['GET', 'PATCH'],
      listFields: feeListFields,
    },
    {
      ...COLLEGE_COLLECTIONS.receipts,
      title: 'Receipt',
      description: `A payment receipt, numbered per year. POST {student, paidOn, paymentMode, referenceNo, items: [{fee, amount}]}; never edited or deleted: PATCH {"cancelReason"} cancels it.${ACCESS}`,
      properties: [
        id,
        { ...prop('receiptNo', 'xmls:string', 'Receipt No (year/number)', false), iri: SCHEMA_NAME },
        link('student', 'Student', 'Student'),
        prop('paidOn', 'xmls:date', 'Date', true, true),
        link('paymentMode', 'PaymentMode', 'Payment Mode'),
        prop('referenceNo', 'xmls:string', 'Reference No'),
        prop('items', 'rdf:JSON', 'The amounts against fee items: [{fee, amount}]', true, true),
        prop('total', 'xmls:integer', 'Total (rupees)', false),
        prop('cancelled', 'xmls:boolean', 'Cancelled', false),
        prop('cancelReason', 'xmls:string', 'Reason for cancelling (PATCH: cancels the receipt)'),
      ],
      collectionMethods: ['GET', 'POST'],
      itemMethods: ['GET', 'PATCH'],
      listFields: receiptListFields,
    },
  ];
}
