import { grievanceListFields } from '@/lib/resources/grievance-list';
import { SCHEMA_NAME, type ApiClass } from './api-classes';
import { apiProperty } from './api-property';

/** Grievance tickets in the API documentation: anyone files one (POST); administrators work them. */
export function grievanceClass(): ApiClass {
  return {
    shortName: 'Grievance',
    collection: 'grievances',
    title: 'Grievance',
    description:
      'A complaint to the Grievance Officer. Anyone may file one (POST: the answer gives the ticket number; an acknowledgement is e-mailed); administrators list, read and work them (PATCH status and/or reply, e-mailed to the complainant). Acknowledged within 24 hours, resolved within 15 days.',
    properties: [
      apiProperty('id', 'xmls:integer', 'The identifier.'),
      apiProperty('ticket', 'xmls:string', 'Ticket number, GRV-<year>-<number>, gap-free per year'),
      { ...apiProperty('name', 'xmls:string', 'Name of the complainant', true, true), iri: SCHEMA_NAME },
      apiProperty(
        'email',
        'xmls:string',
        'E-mail of the complainant (acknowledgement and replies go there)',
        true,
        true,
      ),
      apiProperty(
        'subject',
        'xmls:string',
        'impersonation, photo_misuse, harassment, data or other',
        true,
        true,
      ),
      apiProperty('details', 'xmls:string', 'What happened', true, true),
      apiProperty(
        'profile',
        'xmls:string',
        'The profile concerned (number, name or address), optional',
        true,
      ),
      apiProperty(
        'status',
        'xmls:string',
        'received, in_progress, resolved or rejected (PATCH, administrators)',
        true,
      ),
      {
        ...apiProperty(
          'reply',
          'xmls:string',
          'PATCH only: a reply e-mailed to the complainant (required to resolve or reject)',
          true,
        ),
        readable: false,
      },
      apiProperty('createdAt', 'xmls:dateTime', 'Filed'),
      apiProperty('acknowledgedAt', 'xmls:dateTime', 'First answered or moved by an administrator'),
      apiProperty('closedAt', 'xmls:dateTime', 'Resolved or rejected'),
      apiProperty('acknowledgeBy', 'xmls:dateTime', 'Filed + 24 hours'),
      apiProperty('resolveBy', 'xmls:dateTime', 'Filed + 15 days'),
      apiProperty('dueAt', 'xmls:dateTime', 'The deadline now running (null once closed)'),
      apiProperty('overdue', 'xmls:boolean', 'Past the deadline now running'),
      apiProperty('replies', 'rdf:JSON', 'The replies sent, oldest first (item only)'),
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
