import type { ListField } from '@/lib/resources/list';
import { apiClasses, computedClasses, type ApiClass, type ApiProperty } from './api-classes';
import { API_TITLE } from './docs';
import { searchVariables } from './query';

/** /api/docs.json: the same API described in OpenAPI 3.1, for clients that do not speak Hydra. */
export const OPENAPI_MEDIA_TYPE = 'application/vnd.openapi+json';
type Schema = Record<string, unknown>;
/** Every path below is relative to it, as API Platform prints them (see paths()). */
const SERVER_URL = '/api';

const TYPES: Record<string, Schema> = {
  'xmls:string': { type: 'string' },
  'xmls:integer': { type: 'integer' },
  'xmls:decimal': { type: 'number' },
  'rdf:JSON': {},
  'xmls:boolean': { type: 'boolean' },
  'xmls:date': { type: 'string', format: 'date' },
  'xmls:dateTime': { type: 'string', format: 'date-time' },
};

function propertySchema(p: ApiProperty, c: ApiClass): Schema {
  if (c.schemas?.[p.name]) return { ...c.schemas[p.name], readOnly: true, description: p.description };
  const target = p.link ? apiClasses().find((c) => c.shortName === p.link) : undefined;
  const schema: Schema = target
    ? { type: 'string', format: 'iri-reference', example: `/api/${target.collection}/1` }
    : { ...TYPES[p.range] };
  if (!p.required) schema.type = [schema.type as string, 'null'];
  if (!p.writable) schema.readOnly = true;
  if (!p.readable) schema.writeOnly = true;
  schema.description = p.description;
  return schema;
}

function itemSchema(c: ApiClass, jsonld: boolean): Schema {
  const properties: Schema = {};
  if (jsonld)
    Object.assign(properties, {
      '@id': { type: 'string', readOnly: true },
      '@type': { type: 'string', readOnly: true },
    });
  for (const p of c.properties) properties[p.name] = propertySchema(p, c);
  return {
    type: 'object',
    description: c.description,
    properties,
    required: c.properties.filter((p) => p.required).map((p) => p.name),
  };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
/**
 * Bodies in both JSON-LD and plain JSON, as API Platform lists them: api-doc-parser's OpenAPI
 * reader looks only at application/json to find a resource's fields.
 */
const both = (jsonld: Schema, json: Schema = jsonld) => ({
  'application/ld+json': { schema: jsonld },
  'application/json': { schema: json },
});
const error = (description: string) => ({
  description,
  content: { 'application/ld+json': { schema: ref('Error') } },
});

function parameters(fields: ListField[], paginated: boolean, variables = searchVariables(fields)): Schema[] {
  const list: Schema[] = paginated
    ? [
        { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1, default: 1 } },
        {
          name: 'itemsPerPage',
          in: 'query',
          required: false,
          schema: { type: 'integer', minimum: 1, maximum: 1000, default: 30 },
        },
        { name: 'pagination', in: 'query', required: false, schema: { type: 'boolean' } },
      ]
    : [];
  for (const v of variables) {
    const array = v.variable.endsWith('[]');
    list.push({
      name: v.variable,
      in: 'query',
      required: false,
      explode: array,
      schema: array ? { type: 'array', items: { type: 'string' } } : { type: 'string' },
    });
  }
  return list;
}

function paths(c: ApiClass): Record<string, Schema> {
  const tag = [c.shortName];
  const body = (schema: Schema, type?: string) => ({
    required: true,
    content: type ? { [type]: { schema } } : both(schema),
  });
  const one = { content: both(ref(`${c.shortName}.jsonld`), ref(c.shortName)) };
  const collection: Schema = {};
  const item: Schema = {};
  if (c.collectionMethods.includes('GET')) {
    collection.get = {
      operationId: `get${c.shortName}Collection`,
      tags: tag,
      summary: `Retrieves the collection of ${c.shortName} resources.`,
      parameters: parameters(c.listFields, true, c.searchVariables),
      responses: {
        200: {
          description: `${c.shortName} collection`,
          content: both(
            {
              type: 'object',
              properties: {
                'hydra:member': { type: 'array', items: ref(`${c.shortName}.jsonld`) },
                'hydra:totalItems': { type: 'integer', minimum: 0 },
                'hydra:view': { type: 'object' },
                'hydra:search': { type: 'object' },
              },
            },
            // application/json gets the same JSON-LD collection (API.md, "Prefix and media types")
          ),
        },
        400: error('Invalid filter value'),
        401: error('Not signed in'),
      },
    };
  }
  if (c.collectionMethods.includes('POST')) {
    const multipart = c.postContentType === 'multipart/form-data';
    collection.post = {
      operationId: `post${c.shortName}`,
      tags: tag,
      summary: `Creates a ${c.shortName} resource.`,
      requestBody: multipart
        ? body(
            {
              type: 'object',
              properties: { file: { type: 'string', format: 'binary' } },
              required: ['file'],
            },
            'multipart/form-data',
          )
        : body(ref(c.shortName)),
      responses: {
        201: { description: `${c.shortName} created`, ...one },
        400: error('Invalid input'),
        403: error('Forbidden'),
        413: error('Too large'),
        422: error('Invalid data'),
      },
    };
  }
  const id = [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }];
  const ops: Record<string, Schema> = {
    GET: {
      summary: `Retrieves a ${c.shortName} resource.`,
      responses: { 200: { description: c.shortName, ...one }, 404: error('Not found') },
    },
    PUT: {
      summary: `Replaces the ${c.shortName} resource.`,
      requestBody: body(ref(c.shortName)),
      responses: { 200: { description: 'Replaced', ...one }, 422: error('Invalid data') },
    },
    PATCH: {
      summary: `Updates the ${c.shortName} resource.`,
      requestBody: body(ref(c.shortName), 'application/merge-patch+json'),
      responses: { 200: { description: 'Updated', ...one }, 422: error('Invalid data') },
    },
    DELETE: {
      summary: `Deletes the ${c.shortName} resource.`,
      responses: { 204: { description: 'Deleted' }, 409: error('In use') },
    },
  };
  for (const method of c.itemMethods) {
    item[method.toLowerCase()] = {
      operationId: `${method.toLowerCase()}${c.shortName}`,
      tags: tag,
      parameters: id,
      ...ops[method],
    };
  }
  // Relative to the server URL "/api", as API Platform prints them: the parser builds each
  // resource's URL and finds its list/create operations from `/{collection}` under that server.
  return { [`/${c.collection}`]: collection, [`/${c.collection}/{id}`]: item };
}

/**
 * A computed resource's path: a public GET from its query parameters (the porutham), or a
 * singleton with no parameters that the signed-in read and merge-patch (the college settings).
 */
function computedPath(c: ApiClass): Record<string, Schema> {
  const { path, parameters: list } = c.computed!;
  const result = {
    description: c.shortName,
    content: { 'application/ld+json': { schema: ref(`${c.shortName}.jsonld`) } },
  };
  if (list.length === 0) {
    return {
      [path.slice(SERVER_URL.length)]: {
        get: {
          operationId: `get${c.shortName}`,
          tags: [c.shortName],
          summary: c.description,
          responses: { 200: result },
        },
        patch: {
          operationId: `patch${c.shortName}`,
          tags: [c.shortName],
          summary: `Updates the ${c.shortName} resource.`,
          requestBody: { content: { 'application/merge-patch+json': { schema: ref(c.shortName) } } },
          responses: { 200: result, 422: error('Invalid values; nothing is saved') },
        },
      },
    };
  }
  return {
    // Under the server URL like every other path: "/api/porutham" there would be /api/api/porutham.
    [path.slice(SERVER_URL.length)]: {
      get: {
        operationId: `get${c.shortName}`,
        tags: [c.shortName],
        summary: c.description,
        parameters: list.map((p) => ({
          name: p.name,
          in: 'query',
          required: true,
          description: p.description,
          schema: { type: 'integer', minimum: p.minimum, maximum: p.maximum },
        })),
        responses: {
          200: result,
          400: error('A parameter is missing, not a whole number, out of range, or a star not in that raasi'),
        },
        security: [],
      },
    },
  };
}

/** The papers (issue 24 item 3): PDF downloads beside the resources (lib/hydra/endpoints/papers.ts). */
function paperPaths(porutham: ApiClass | undefined): Record<string, Schema> {
  const pdf = (description: string) => ({
    description,
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  });
  const language = 'In the language of the NEXT_LOCALE cookie, else of Accept-Language (English or Tamil).';
  const paths: Record<string, Schema> = {
    '/profiles/{id}/biodata.pdf': {
      get: {
        operationId: 'getProfileBiodata',
        tags: ['Profile'],
        summary: `The marriage biodata, A4. The member's own, or a candidate's once an interest between the two is accepted (photo and mobile as the photo and contact rules allow). ${language}`,
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          200: pdf('The biodata'),
          401: error('Not signed in'),
          403: error('No accepted interest between the two'),
          404: error("Not the reader's candidate (or blocked, hidden, gone)"),
        },
      },
    },
  };
  if (porutham?.computed)
    paths['/porutham.pdf'] = {
      get: {
        operationId: 'getPoruthamReport',
        tags: [porutham.shortName],
        summary: `The porutham report of a pair, A4, with lines for the astrologer's remarks. ${language}`,
        parameters: porutham.computed.parameters.map((p) => ({
          name: p.name,
          in: 'query',
          required: true,
          description: p.description,
          schema: { type: 'integer', minimum: p.minimum, maximum: p.maximum },
        })),
        responses: {
          200: pdf('The report'),
          400: error('A parameter is missing, not a whole number, out of range, or a star not in that raasi'),
        },
        security: [],
      },
    };
  return paths;
}

/**
 * What administrators do to a member's account (issue 25 item 3, lib/data/account-admin.ts). The
 * account itself is the `account` object GET /api/profiles/{id} prints for administrators only.
 */
function accountActionPaths(): Record<string, Schema> {
  const account = {
    type: ['object', 'null'],
    description:
      'Administrators only, on GET /api/profiles/{id}: the sign-in e-mail, activated, the last sign-in (90 days kept), the live sessions (at most), suspended, and what holds the profile (reported, hidden, suspended, null).',
    properties: {
      email: { type: 'string' },
      activated: { type: 'boolean' },
      lastSignIn: { type: ['string', 'null'], format: 'date-time' },
      liveSessions: { type: 'integer' },
      suspended: { type: 'boolean' },
      hold: { type: ['string', 'null'], enum: ['reported', 'hidden', 'suspended', null] },
    },
  };
  return {
    '/profiles/{id}/account_actions': {
      post: {
        operationId: 'postProfileAccountAction',
        tags: ['Profile'],
        summary:
          "Administrators act on the member's account, with a reason (audited; the member is e-mailed): resend_activation (a new 48-hour link; 409 once activated), password_reset (a one-hour link; 409 when not activated or suspended), suspend (signed out everywhere, listed in moderation; 409 when suspended), restore (undoes the hide or suspension holding the profile; 409 when none).",
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: {
          required: true,
          content: {
            'application/ld+json': {
              schema: {
                type: 'object',
                required: ['action', 'reason'],
                properties: {
                  action: {
                    type: 'string',
                    enum: ['resend_activation', 'password_reset', 'suspend', 'restore'],
                  },
                  reason: { type: 'string', maxLength: 2000 },
                },
              },
            },
          },
        },
        responses: {
          200: {
            description: 'The action taken and the account after it',
            content: {
              'application/ld+json': {
                schema: {
                  type: 'object',
                  properties: { action: { type: 'string' }, profile: { type: 'string' }, account },
                },
              },
            },
          },
          401: error('Not signed in'),
          403: error('Not an administrator'),
          404: error('No such profile'),
          409: error('The action does not fit the account now'),
          422: error('No reason, or an unknown action'),
          503: error('The e-mail could not be sent; nothing was done'),
        },
      },
    },
  };
}

export function openApiDocument() {
  const schemas: Record<string, Schema> = {
    Error: {
      type: 'object',
      properties: Object.fromEntries(
        ['hydra:title', 'hydra:description', 'title', 'detail', 'type']
          .map((k) => [k, { type: 'string' }])
          .concat([['status', { type: 'integer' }]]),
      ),
    },
  };
  const allPaths: Record<string, Schema> = {};
  for (const c of apiClasses()) {
    schemas[c.shortName] = itemSchema(c, false);
    schemas[`${c.shortName}.jsonld`] = itemSchema(c, true);
    Object.assign(allPaths, paths(c));
  }
  for (const c of computedClasses()) {
    schemas[c.shortName] = itemSchema(c, false);
    schemas[`${c.shortName}.jsonld`] = itemSchema(c, true);
    Object.assign(allPaths, computedPath(c));
  }
  Object.assign(
    allPaths,
    paperPaths(computedClasses().find((c) => c.computed?.path === `${SERVER_URL}/porutham`)),
    accountActionPaths(),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: API_TITLE,
      version: '1.0.0',
      description: 'See /api/docs.jsonld for the Hydra description.',
    },
    servers: [{ url: SERVER_URL, description: '' }],
    paths: allPaths,
    components: {
      schemas,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'A token from POST /user/gettoken',
        },
        session: { type: 'apiKey', in: 'cookie', name: 'authjs.session-token' },
      },
    },
    security: [{ bearerAuth: [] }, { session: [] }],
  };
}
