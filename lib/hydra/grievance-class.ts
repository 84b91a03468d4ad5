import { grievanceListFields } from '@/lib/resources/grievance-list';
import { SCHEMA_NAME, type ApiClass, type ApiProperty, type ApiRange } from './api-classes';

/** Grievance tickets in the API documentation: anyone files one (POST); administrators work them. */
const prop = (
  name: string,
  range: ApiRange,
  description: string,
  writable = false,
  required = false,
): ApiProperty => ({
  name,
  range,
  required,
  readable: true,
  writable,
  description,
});

export function grievanceClass(): ApiClass {
  return {
    shortName: 'Grievance',
    collection: 'grievances',
    title: 'Grievance',
    description:
      'A complaint to the Grievance Officer. Anyone may file one (POST: the answer gives the ticket number; an acknowledgement is e-mailed); administrators list, read and work them (PATCH status and/or reply, e-mailed to the complainant). Acknowledged within 24 hours, resolved within 15 days.',
    properties: [
      prop('id', 'xmls:integer', 'The identifier.'),
      prop('ticket', 'xmls:string', 'Ticket number, GRV-<year>-<number>, gap-free per year'),
      { ...prop('name', 'xmls:string', 'Name of the complainant', true, true), iri: SCHEMA_NAME },
      prop(
        'email',
        'xmls:string',
        'E-mail of the complainant (acknowledgement and replies go there)',
        true,
        true,
      ),
      prop('subject', 'xmls:string', 'impersonation, photo_misuse, harassment, data or other', true, true),
      prop('details', 'xmls:string', 'What happened', true, true),
      prop('profile', 'xmls:string', 'The profile concerned (number, name or address), optional', true),
      prop(
        'status',
        'xmls:string',
        'received, in_progress, resolved or rejected (PATCH, administrators)',
        true,
      ),
      {
        ...prop(
          'reply',
          'xmls:string',
          'PATCH only: a reply e-mailed to the complainant (required to resolve or reject)',
          true,
        ),
        readable: false,
      },
      prop('createdAt', 'xmls:dateTime', 'Filed'),
      prop('acknowledgedAt', 'xmls:dateTime', 'First answered or moved by an administrator'),
      prop('closedAt', 'xmls:dateTime', 'Resolved or rejected'),
      prop('acknowledgeBy', 'xmls:dateTime', 'Filed + 24 hours'),
      prop('resolveBy', 'xmls:dateTime', 'Filed + 15 days'),
      prop('dueAt', 'xmls:dateTime', 'The deadline now running (null once closed)'),
      prop('overdue', 'xmls:boolean', 'Past the deadline now running'),
      prop('replies', 'rdf:JSON', 'The replies sent, oldest first (item only)'),
    ],
    collectionMethods: ['GET', 'POST'],
    itemMethods: ['GET', 'PATCH'],
    listFields: grievanceListFields,
    schemas: {
      replies: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            message: { type: 'string' },
            status: { type: 'string' },
            createdAt: { type: 'string', format: 'date-time' },
          },
        },
      },
    },
  };
}
